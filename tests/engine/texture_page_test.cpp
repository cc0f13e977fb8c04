#include "unpod/engine/texture_page.h"

#include <catch2/catch.hpp>

#include "support/sample_circuit.h"

using namespace unpod;
using engine::Image;

namespace {

std::array<uint8_t, 4> texel(const Image& img, uint32_t x, uint32_t y) {
  const size_t at = (size_t(y) * img.width + x) * 4;
  return {img.rgba[at], img.rgba[at + 1], img.rgba[at + 2], img.rgba[at + 3]};
}

}  // namespace

TEST_CASE("An RGB565 page shows its colours, top row first, black texels see-through",
          "[circuit][texture]") {
  // 2x2: red, green / blue, black (little-endian words).
  const std::vector<uint8_t> pixels = {0x00, 0xF8, 0xE0, 0x07, 0x1F, 0x00, 0x00, 0x00};
  const Image img = engine::decode_rgb565(pixels, 2);
  REQUIRE(img.width == 2);
  REQUIRE(img.height == 2);
  REQUIRE(img.rgba.size() == 16);
  CHECK(texel(img, 0, 0) == std::array<uint8_t, 4>{255, 0, 0, 255});
  CHECK(texel(img, 1, 0) == std::array<uint8_t, 4>{0, 255, 0, 255});
  CHECK(texel(img, 0, 1) == std::array<uint8_t, 4>{0, 0, 255, 255});
  CHECK(texel(img, 1, 1) == std::array<uint8_t, 4>{0, 0, 0, 0});
}

TEST_CASE("A nearly black RGB565 texel stays opaque", "[circuit][texture]") {
  const std::vector<uint8_t> pixels = {0x01, 0x00};
  const Image img = engine::decode_rgb565(pixels, 1);
  CHECK(texel(img, 0, 0)[3] == 255);
}

TEST_CASE("A palettised page looks its colours up in the list's palette, index 0 is see-through",
          "[circuit][texture]") {
  std::array<uint8_t, 768> palette{};
  palette[3] = 10, palette[4] = 20, palette[5] = 30;          // index 1
  palette[765] = 200, palette[766] = 100, palette[767] = 50;  // index 255
  const std::vector<uint8_t> pixels = {0, 1, 255, 1};
  const Image img = engine::decode_palettised(pixels, palette, 2);
  CHECK(texel(img, 0, 0)[3] == 0);
  CHECK(texel(img, 1, 0) == std::array<uint8_t, 4>{10, 20, 30, 255});
  CHECK(texel(img, 0, 1) == std::array<uint8_t, 4>{200, 100, 50, 255});
}

TEST_CASE("A short page still decodes to a whole image", "[circuit][texture]") {
  const std::vector<uint8_t> pixels = {0x00, 0xF8};  // one texel of four
  const Image img = engine::decode_rgb565(pixels, 2);
  REQUIRE(img.rgba.size() == 16);
  CHECK(texel(img, 0, 0) == std::array<uint8_t, 4>{255, 0, 0, 255});
  CHECK(texel(img, 1, 1)[3] == 255);
}

TEST_CASE("Each page of a circuit's texture list decodes to its side, in either format",
          "[circuit][texture]") {
  for (int version : {4, 3}) {
    test::SampleCircuitOptions o;
    o.version = version;
    o.texture_pages = 2;
    const assets::Circuit c = test::make_sample_circuit(o);
    REQUIRE(c.textures.palette.has_value() == (version == 3));
    for (size_t p = 0; p < c.textures.pages.size(); ++p) {
      const Image img = engine::decode_texture_page(c.textures, p);
      CHECK(img.width == c.textures.size);
      CHECK(img.rgba.size() == size_t(c.textures.size) * c.textures.size * 4);
      // The loader's own RGBA8 view agrees on every colour.
      const std::vector<uint8_t> reference = c.textures.to_rgba8(p);
      REQUIRE(reference.size() == img.rgba.size());
      size_t differing = 0;
      for (size_t i = 0; i < img.rgba.size(); i += 4)
        differing += img.rgba[i] != reference[i] || img.rgba[i + 1] != reference[i + 1] ||
                     img.rgba[i + 2] != reference[i + 2];
      CHECK(differing == 0);
    }
    CHECK(engine::decode_texture_page(c.textures, c.textures.pages.size()).rgba.empty());
  }
}
