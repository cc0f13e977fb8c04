// .BMD message dictionaries (docs/pod-formats.md §8.3).
#include "unpod/assets/messages.h"

#include "pbdf_slots.h"
#include "unpod/assets/serial.h"

namespace unpod::assets {
namespace {

template <class IO>
void serialize_messages(IO& io, Messages& m) {
  auto s = io.section("messages");
  io.u32(m.type_count);
  io.u32(m.text_count);
  uint32_t text_bytes = static_cast<uint32_t>(m.text.size());
  if constexpr (IO::kReading) {
    text_bytes = io.count(1);
  } else {
    if (m.text.size() > UINT32_MAX) io.fail("text too large");
    io.u32(text_bytes);
  }
  auto t = io.section("text");
  io.bytes(m.text, text_bytes);
}

}  // namespace

Result<Messages> read_messages(std::span<const uint8_t> file, const std::string& name) {
  auto pbdf = pbdf_decode(file, name);
  if (!pbdf) return pbdf.error();
  auto slots = pbdf_slot_positions(*pbdf, name);
  if (!slots) return slots.error();
  return catch_format_error([&]() -> Messages {
    Messages m;
    Reader io(pbdf->body(), name, {}, pbdf->header_size(), pbdf->layout);
    serialize_messages(io, m);
    m.key = pbdf->layout.key;
    m.block_size = pbdf->layout.block_size;
    m.slot_positions = *slots;
    return m;
  });
}

Result<std::vector<uint8_t>> write_messages(const Messages& messages) {
  auto body = catch_format_error([&]() -> std::vector<uint8_t> {
    Messages copy = messages;
    Writer io;
    serialize_messages(io, copy);
    return io.take();
  });
  if (!body) return body;
  return pbdf_encode(*body, messages.slot_positions, messages.key, messages.block_size);
}

}  // namespace unpod::assets
