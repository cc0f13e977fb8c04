// The PNG encoder: signature, chunk layout and CRCs, and pixels that inflate back unchanged.
#include <catch2/catch.hpp>

#include <zlib.h>

#include <string>
#include <vector>

#include "unpod/assets/png.h"

using namespace unpod::assets;

namespace {
uint32_t be32(const std::vector<uint8_t>& b, size_t at) {
  return uint32_t(b[at]) << 24 | uint32_t(b[at + 1]) << 16 | uint32_t(b[at + 2]) << 8 |
         uint32_t(b[at + 3]);
}
}  // namespace

TEST_CASE("PNG encoder writes IHDR, IDAT and IEND whose pixels inflate back") {
  const uint32_t w = 3, h = 2;
  std::vector<uint8_t> rgba(w * h * 4);
  for (size_t i = 0; i < rgba.size(); ++i) rgba[i] = uint8_t(i * 11);
  const auto png = encode_png_rgba8(w, h, rgba);
  REQUIRE(png.size() > 8);
  CHECK(std::vector<uint8_t>(png.begin(), png.begin() + 8) ==
        std::vector<uint8_t>{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});

  std::vector<std::string> types;
  std::vector<uint8_t> idat;
  size_t at = 8;
  while (at + 12 <= png.size()) {
    const uint32_t len = be32(png, at);
    REQUIRE(at + 12 + len <= png.size());
    const std::string type(png.begin() + long(at) + 4, png.begin() + long(at) + 8);
    types.push_back(type);
    const uint32_t crc = static_cast<uint32_t>(crc32(0, png.data() + at + 4, 4 + len));
    CHECK(crc == be32(png, at + 8 + len));
    if (type == "IHDR") {
      CHECK(be32(png, at + 8) == w);
      CHECK(be32(png, at + 12) == h);
      CHECK(png[at + 16] == 8);  // bit depth
      CHECK(png[at + 17] == 6);  // RGBA
    }
    if (type == "IDAT")
      idat.insert(idat.end(), png.begin() + long(at) + 8, png.begin() + long(at) + 8 + len);
    at += 12 + len;
  }
  CHECK(at == png.size());
  CHECK(types == std::vector<std::string>{"IHDR", "IDAT", "IEND"});

  std::vector<uint8_t> raw((w * 4 + 1) * h);
  uLongf raw_size = uLongf(raw.size());
  REQUIRE(uncompress(raw.data(), &raw_size, idat.data(), uLong(idat.size())) == Z_OK);
  REQUIRE(size_t{raw_size} == raw.size());
  for (uint32_t y = 0; y < h; ++y) {
    CHECK(raw[y * (w * 4 + 1)] == 0);  // filter: none
    CHECK(std::equal(rgba.begin() + y * w * 4, rgba.begin() + (y + 1) * w * 4,
                     raw.begin() + y * (w * 4 + 1) + 1));
  }
}

TEST_CASE("PNG encoder refuses an empty image or a pixel buffer of the wrong size") {
  CHECK(encode_png_rgba8(0, 4, {}).empty());
  const std::vector<uint8_t> short_buffer(4 * 4 * 4 - 1);
  CHECK(encode_png_rgba8(4, 4, short_buffer).empty());
}
