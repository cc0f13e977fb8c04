// .BBM frame bitmaps (docs/pod-formats.md §8.3) and the Windows DIB inside them.
#include "unpod/assets/frame_bitmap.h"

#include <algorithm>
#include <string>

#include "pbdf_slots.h"
#include "unpod/assets/serial.h"

namespace unpod::assets {
namespace {

// Reads the BITMAPINFOHEADER at the reader's start and checks that the palette and the pixels
// it implies fit in the DIB.
DibInfo read_dib(Reader& io) {
  auto s = io.section("DIB");
  DibInfo d;
  {
    auto h = io.section("BITMAPINFOHEADER");
    io.u32(d.header_size);
    if (d.header_size < 40 || d.header_size > io.size())
      io.fail_at(0, "header size " + std::to_string(d.header_size) +
                        " is not between 40 and the DIB's " + std::to_string(io.size()) + " bytes");
    io.i32(d.width);
    io.i32(d.height);
    io.u16(d.planes);
    io.u16(d.bit_count);
    io.u32(d.compression);
    io.u32(d.image_size);
    io.i32(d.x_pixels_per_metre);
    io.i32(d.y_pixels_per_metre);
    io.u32(d.colours_used);
    io.u32(d.colours_important);
    if (d.width <= 0 || d.height == 0)
      io.fail_at(
          4, "bitmap of " + std::to_string(d.width) + "x" + std::to_string(d.height) + " pixels");
    const uint16_t b = d.bit_count;
    if (b != 1 && b != 4 && b != 8 && b != 16 && b != 24 && b != 32)
      io.fail_at(14, "bit count " + std::to_string(b) + " (1, 4, 8, 16, 24 or 32 expected)");
    const uint32_t c = d.compression;
    const bool ok =
        c == 0 || (c == 1 && b == 8) || (c == 2 && b == 4) || (c == 3 && (b == 16 || b == 32));
    if (!ok)
      io.fail_at(16, "compression " + std::to_string(c) + " with " + std::to_string(b) +
                         " bits per pixel");
    const uint64_t max_colours = b <= 8 ? (1u << b) : 256;
    if (d.colours_used > max_colours)
      io.fail_at(32, std::to_string(d.colours_used) + " palette colours for " + std::to_string(b) +
                         " bits per pixel");
  }
  d.palette_entries =
      d.colours_used != 0 ? d.colours_used : (d.bit_count <= 8 ? 1u << d.bit_count : 0u);
  // BITFIELDS with the 40-byte header: three colour masks follow it.
  const uint64_t masks = (d.compression == 3 && d.header_size == 40) ? 12 : 0;
  d.pixel_offset = d.header_size + masks + 4ull * d.palette_entries;
  if (d.pixel_offset > io.size()) {
    auto p = io.section("palette");
    io.fail_at(d.header_size, "palette of " + std::to_string(d.palette_entries) +
                                  " colours runs past the DIB's end");
  }
  const uint64_t rows = d.height < 0 ? uint64_t(-int64_t(d.height)) : uint64_t(d.height);
  const uint64_t stride = (uint64_t(d.width) * d.bit_count + 31) / 32 * 4;
  d.pixel_bytes = (d.compression == 1 || d.compression == 2) ? d.image_size : stride * rows;
  if (d.pixel_bytes > io.size() - d.pixel_offset) {
    auto p = io.section("pixels");
    io.fail_at(size_t(d.pixel_offset),
               std::to_string(d.pixel_bytes) + " bytes of pixels but only " +
                   std::to_string(io.size() - d.pixel_offset) + " are left in the DIB");
  }
  return d;
}

}  // namespace

Result<DibInfo> parse_dib(std::span<const uint8_t> dib, const std::string& name) {
  return catch_format_error([&]() {
    Reader io(dib, name);
    return read_dib(io);
  });
}

Result<FrameBitmap> read_frame_bitmap(std::span<const uint8_t> file, const std::string& name) {
  auto pbdf = pbdf_decode(file, name);
  if (!pbdf) return pbdf.error();
  auto slots = pbdf_slot_positions(*pbdf, name);
  if (!slots) return slots.error();
  return catch_format_error([&]() -> FrameBitmap {
    FrameBitmap f;
    const auto body = pbdf->body();
    Reader io(body, name, {}, pbdf->header_size(), pbdf->layout);
    auto s = io.section("frame bitmap");
    io.u32(f.frame_time_ms);
    io.u8(f.white_background);
    const uint32_t dib_size = io.count(1);
    const size_t at = io.pos();
    io.bytes(f.dib, dib_size);
    Reader dib(f.dib, name, {}, pbdf->header_size() + at, pbdf->layout);
    auto d = dib.section("frame bitmap");
    f.info = read_dib(dib);
    f.key = pbdf->layout.key;
    f.block_size = pbdf->layout.block_size;
    f.slot_positions = *slots;
    // What follows the DIB: kept to its last non-zero byte or the furthest slot (found by
    // fuzz_frame_bitmap: a slot pointing past the DIB was written outside a shorter body).
    const size_t end = at + dib_size;
    size_t keep = end;
    for (size_t i = end; i < body.size(); ++i)
      if (body[i] != 0) keep = i + 1;
    for (const uint32_t slot : f.slot_positions) keep = std::max<size_t>(keep, slot);
    f.trailing.assign(body.begin() + static_cast<std::ptrdiff_t>(end),
                      body.begin() + static_cast<std::ptrdiff_t>(keep));
    return f;
  });
}

Result<std::vector<uint8_t>> write_frame_bitmap(const FrameBitmap& bitmap) {
  auto info = parse_dib(bitmap.dib, "(frame bitmap writer)");
  if (!info) return info.error();
  if (bitmap.dib.size() > UINT32_MAX)
    return LoadError{"(frame bitmap writer)", "DIB", 0, "DIB too large"};
  Writer io;
  io.u32(bitmap.frame_time_ms);
  io.u8(bitmap.white_background);
  io.u32(static_cast<uint32_t>(bitmap.dib.size()));
  io.bytes(bitmap.dib.data(), bitmap.dib.size());
  io.bytes(bitmap.trailing.data(), bitmap.trailing.size());
  const std::vector<uint8_t>& body = io.bytes_out();
  for (size_t i = 0; i < bitmap.slot_positions.size(); ++i)
    if (bitmap.slot_positions[i] > body.size())
      return LoadError{"(frame bitmap writer)", "PBDF header", 8 + 4 * uint64_t(i),
                       "offset slot " + std::to_string(i) + " points past the body (" +
                           std::to_string(body.size()) + " bytes)"};
  return pbdf_encode(body, bitmap.slot_positions, bitmap.key, bitmap.block_size);
}

}  // namespace unpod::assets
