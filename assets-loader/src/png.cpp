// PNG encoder: signature, IHDR, one IDAT with the zlib stream of filter-0 scanlines, IEND
// (PNG specification, ISO/IEC 15948: chunk = length, type, data, CRC-32 of type + data).
#include "unpod/assets/png.h"

#include <zlib.h>

#include <cstring>

namespace unpod::assets {
namespace {

void put32be(std::vector<uint8_t>& out, uint32_t v) {
  out.push_back(uint8_t(v >> 24));
  out.push_back(uint8_t(v >> 16));
  out.push_back(uint8_t(v >> 8));
  out.push_back(uint8_t(v));
}

void put_chunk(std::vector<uint8_t>& out, const char type[4], const uint8_t* data, size_t size) {
  put32be(out, static_cast<uint32_t>(size));
  const size_t type_at = out.size();
  out.insert(out.end(), type, type + 4);
  if (size) out.insert(out.end(), data, data + size);
  uLong crc = crc32(0L, Z_NULL, 0);
  crc = crc32(crc, out.data() + type_at, static_cast<uInt>(4 + size));
  put32be(out, static_cast<uint32_t>(crc));
}

}  // namespace

std::vector<uint8_t> encode_png_rgba8(uint32_t width, uint32_t height,
                                      std::span<const uint8_t> rgba) {
  if (width == 0 || height == 0 || width > 0x7FFFFFFF || height > 0x7FFFFFFF) return {};
  const uint64_t row = uint64_t(width) * 4;
  if (rgba.size() != row * height) return {};

  // Each scanline is preceded by its filter type byte (0: none).
  std::vector<uint8_t> raw(size_t((row + 1) * height));
  for (uint64_t y = 0; y < height; ++y) {
    uint8_t* dst = raw.data() + y * (row + 1);
    dst[0] = 0;
    std::memcpy(dst + 1, rgba.data() + y * row, size_t(row));
  }
  uLongf packed_size = compressBound(static_cast<uLong>(raw.size()));
  std::vector<uint8_t> packed(packed_size);
  if (compress2(packed.data(), &packed_size, raw.data(), static_cast<uLong>(raw.size()),
                Z_DEFAULT_COMPRESSION) != Z_OK)
    return {};

  std::vector<uint8_t> out = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  std::vector<uint8_t> ihdr;
  put32be(ihdr, width);
  put32be(ihdr, height);
  ihdr.push_back(8);  // bit depth
  ihdr.push_back(6);  // colour type: RGBA
  ihdr.push_back(0);  // deflate
  ihdr.push_back(0);  // adaptive filtering (filter 0 on every row)
  ihdr.push_back(0);  // no interlace
  put_chunk(out, "IHDR", ihdr.data(), ihdr.size());
  put_chunk(out, "IDAT", packed.data(), packed_size);
  put_chunk(out, "IEND", nullptr, 0);
  return out;
}

}  // namespace unpod::assets
