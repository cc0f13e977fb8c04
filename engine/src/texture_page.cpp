#include "unpod/engine/texture_page.h"

#include <algorithm>

namespace unpod::engine {
namespace {

constexpr uint8_t kMissingTexel = 128;  // a short page's missing texels: opaque mid grey

Image blank(uint32_t side) {
  Image img;
  img.width = img.height = side;
  img.rgba.assign(size_t(side) * side * 4, kMissingTexel);
  for (size_t i = 3; i < img.rgba.size(); i += 4) img.rgba[i] = 255;
  return img;
}

}  // namespace

Image decode_rgb565(std::span<const uint8_t> pixels, uint32_t side) {
  Image img = blank(side);
  const size_t texels = std::min(size_t(side) * side, pixels.size() / 2);
  for (size_t i = 0; i < texels; ++i) {
    const auto c = static_cast<uint16_t>(pixels[i * 2] | pixels[i * 2 + 1] << 8);
    const auto rgb = assets::rgb565_to_rgb8(c);
    uint8_t* out = &img.rgba[i * 4];
    out[0] = rgb[0];
    out[1] = rgb[1];
    out[2] = rgb[2];
    out[3] = c == 0 ? 0 : 255;
  }
  return img;
}

Image decode_palettised(std::span<const uint8_t> pixels, const std::array<uint8_t, 768>& palette,
                        uint32_t side) {
  Image img = blank(side);
  const size_t texels = std::min(size_t(side) * side, pixels.size());
  for (size_t i = 0; i < texels; ++i) {
    const size_t p = size_t(pixels[i]) * 3;
    uint8_t* out = &img.rgba[i * 4];
    out[0] = palette[p];
    out[1] = palette[p + 1];
    out[2] = palette[p + 2];
    out[3] = pixels[i] == 0 ? 0 : 255;
  }
  return img;
}

Image decode_texture_page(const assets::TextureList& list, size_t page) {
  if (page >= list.pages.size() || list.size == 0) return {};
  const auto& pixels = list.pages[page].pixels;
  if (list.palette) return decode_palettised(pixels, *list.palette, list.size);
  return decode_rgb565(pixels, list.size);
}

}  // namespace unpod::engine
