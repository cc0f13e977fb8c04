// CIRCUITS.BIN and the VOITURE*.BIN car lists (docs/pod-formats.md §8.1, §8.2).
#include "unpod/assets/lists.h"

#include <algorithm>

#include "unpod/assets/serial.h"

namespace unpod::assets {
namespace {

// Fixed text fields: the reader stops at the first NUL (or the field's end); the writer cuts
// text that does not fit and pads with NULs, so any entry can be written.
void text(Reader& io, std::string& s, size_t size) {
  io.fixed_text(s, size);
}
void text(Writer& io, const std::string& s, size_t size) {
  const size_t n = std::min(s.size(), size);
  io.bytes(reinterpret_cast<const uint8_t*>(s.data()), n);
  for (size_t i = n; i < size; ++i) io.u8(0);
}

template <class IO>
void serialize_circuit_entry(IO& io, CircuitListEntry& e) {
  text(io, e.name, 20);
  text(io, e.display_name, 64);
  text(io, e.image1, 13);
  text(io, e.image2, 13);
  text(io, e.image3, 14);
  io.u8(e.flags);
  io.u8(e.version);
  io.u8(e.id);
  io.u8(e.reserved_7f);
  io.i32(e.length);
  io.u8(e.laps);
  io.u8(e.level);
  io.u16(e.reserved_86);
  io.u32(e.runtime);
}

template <class IO>
void serialize_car_entry(IO& io, CarListEntry& e) {
  text(io, e.display_name, 64);
  text(io, e.name, 20);
  text(io, e.image1, 13);
  text(io, e.image2, 13);
  text(io, e.image3, 14);
  io.u32(e.runtime);
}

// Count in clear, records XORed bytewise: un-XOR a copy, then read it with file offsets intact.
template <class T, class F>
Result<std::vector<T>> read_list(std::span<const uint8_t> file, const std::string& name,
                                 const char* what, size_t record_size, uint8_t key, F&& each) {
  std::vector<uint8_t> plain(file.begin(), file.end());
  for (size_t i = 4; i < plain.size(); ++i) plain[i] ^= key;
  return catch_format_error([&]() -> std::vector<T> {
    Reader io(plain, name);
    auto sec = io.section(what);
    std::vector<T> out;
    io.list(out, record_size, each, "record");
    return out;
  });
}

template <class T, class F>
std::vector<uint8_t> write_list(const std::vector<T>& entries, uint8_t key, F&& each) {
  Writer io;
  std::vector<T> copy = entries;  // the serialiser takes references
  io.list(copy, 0, each, "record");
  std::vector<uint8_t> out = io.take();
  for (size_t i = 4; i < out.size(); ++i) out[i] ^= key;
  return out;
}

}  // namespace

Result<std::vector<CircuitListEntry>> read_circuit_list(std::span<const uint8_t> file,
                                                        const std::string& name) {
  return read_list<CircuitListEntry>(
      file, name, "circuit list", kCircuitRecordSize, kCircuitListXor,
      [](Reader& io, CircuitListEntry& e) { serialize_circuit_entry(io, e); });
}

std::vector<uint8_t> write_circuit_list(const std::vector<CircuitListEntry>& entries) {
  return write_list(entries, kCircuitListXor,
                    [](Writer& io, CircuitListEntry& e) { serialize_circuit_entry(io, e); });
}

Result<std::vector<CarListEntry>> read_car_list(std::span<const uint8_t> file,
                                                const std::string& name) {
  return read_list<CarListEntry>(file, name, "car list", kCarRecordSize, kCarListXor,
                                 [](Reader& io, CarListEntry& e) { serialize_car_entry(io, e); });
}

std::vector<uint8_t> write_car_list(const std::vector<CarListEntry>& entries) {
  return write_list(entries, kCarListXor,
                    [](Writer& io, CarListEntry& e) { serialize_car_entry(io, e); });
}

}  // namespace unpod::assets
