// Texture pages decoded for the GPU (pod-formats.md §4.1): RGB565 pages and palettised ones
// (one 768-byte palette per list) become RGBA8 images, top row first. Colour 0 (RGB565 0x0000,
// palette index 0) comes out with alpha 0: the faces whose property has the "black
// transparent" bit (§4.4 bit 8) discard those texels, the others draw them as opaque black.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "unpod/assets/texture.h"

namespace unpod::engine {

struct Image {
  uint32_t width = 0, height = 0;
  std::vector<uint8_t> rgba;  // width * height * 4 bytes, top row first
};

// side * side RGB565 texels (little-endian words). Missing bytes (a short page) read as opaque
// mid grey, so odd data still gives a full image.
Image decode_rgb565(std::span<const uint8_t> pixels, uint32_t side);
// side * side palette indices through `palette` (256 x R, G, B).
Image decode_palettised(std::span<const uint8_t> pixels, const std::array<uint8_t, 768>& palette,
                        uint32_t side);
// Page `page` of `list` in whichever format the list holds; an empty image when there is no
// such page or the list's side is 0.
Image decode_texture_page(const assets::TextureList& list, size_t page);

}  // namespace unpod::engine
