#include "png_reader.h"

#include <zlib.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

namespace unpod::installation {
namespace {

uint32_t be32(const uint8_t* p) {
  return uint32_t(p[0]) << 24 | uint32_t(p[1]) << 16 | uint32_t(p[2]) << 8 | p[3];
}

uint8_t paeth(int a, int b, int c) {
  const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return uint8_t(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

}  // namespace

Picture read_png(const std::filesystem::path& path, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<uint8_t> file(std::istreambuf_iterator<char>(in), {});
  static const uint8_t kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (file.size() < 8 || std::memcmp(file.data(), kSignature, 8) != 0) {
    error = path.string() + ": not a PNG";
    return {};
  }
  uint32_t width = 0, height = 0, channels = 0;
  std::vector<uint8_t> packed;
  for (size_t at = 8; at + 12 <= file.size();) {
    const uint32_t length = be32(&file[at]);
    if (length > file.size() - at - 12) {
      error = path.string() + ": chunk at byte " + std::to_string(at) + " runs past the end";
      return {};
    }
    const std::string type(reinterpret_cast<const char*>(&file[at + 4]), 4);
    const uint8_t* data = &file[at + 8];
    if (type == "IHDR" && length >= 13) {
      width = be32(data);
      height = be32(data + 4);
      if (data[8] != 8 || (data[9] != 2 && data[9] != 6) || data[12] != 0) {
        error = path.string() + ": not an 8-bit RGB or RGBA picture without interlace";
        return {};
      }
      channels = data[9] == 6 ? 4 : 3;
    } else if (type == "IDAT") {
      packed.insert(packed.end(), data, data + length);
    }
    at += 12 + size_t(length);
  }
  if (!channels || !width || !height || width > 16384 || height > 16384) {
    error = path.string() + ": no picture header";
    return {};
  }
  const size_t stride = size_t(width) * channels;
  std::vector<uint8_t> raw((stride + 1) * height);
  uLongf raw_size = raw.size();
  if (uncompress(raw.data(), &raw_size, packed.data(), packed.size()) != Z_OK ||
      raw_size != raw.size()) {
    error = path.string() + ": the picture's data does not inflate to its size";
    return {};
  }
  // Undo each row's filter (PNG §9) into the previous row's bytes.
  std::vector<uint8_t> rows(stride * height);
  for (uint32_t y = 0; y < height; ++y) {
    const uint8_t filter = raw[y * (stride + 1)];
    const uint8_t* src = &raw[y * (stride + 1) + 1];
    uint8_t* row = &rows[y * stride];
    const uint8_t* up = y ? &rows[(y - 1) * stride] : nullptr;
    for (size_t i = 0; i < stride; ++i) {
      const int a = i >= channels ? row[i - channels] : 0, b = up ? up[i] : 0;
      const int c = up && i >= channels ? up[i - channels] : 0;
      const int predicted = filter == 0   ? 0
                            : filter == 1 ? a
                            : filter == 2 ? b
                            : filter == 3 ? (a + b) / 2
                            : filter == 4 ? paeth(a, b, c)
                                          : -1;
      if (predicted < 0) {
        error = path.string() + ": row " + std::to_string(y) + " has an unknown filter";
        return {};
      }
      row[i] = uint8_t(src[i] + predicted);
    }
  }
  Picture p;
  p.width = width;
  p.height = height;
  p.rgba.resize(size_t(width) * height * 4);
  for (size_t i = 0; i < size_t(width) * height; ++i) {
    for (uint32_t ch = 0; ch < 3; ++ch) p.rgba[i * 4 + ch] = rows[i * channels + ch];
    p.rgba[i * 4 + 3] = channels == 4 ? rows[i * channels + 3] : 255;
  }
  return p;
}

}  // namespace unpod::installation
