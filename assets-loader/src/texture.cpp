#include "unpod/assets/texture.h"

namespace unpod::assets {

std::vector<uint8_t> TextureList::to_rgba8(size_t page) const {
  const size_t texels = size_t(size) * size;
  std::vector<uint8_t> rgba(texels * 4, 0);
  if (page >= pages.size()) return rgba;
  const std::vector<uint8_t>& px = pages[page].pixels;
  for (size_t i = 0; i < texels; ++i) {
    std::array<uint8_t, 3> c{};
    if (palette) {
      if (i < px.size()) {
        const size_t k = px[i];
        c = {(*palette)[3 * k], (*palette)[3 * k + 1], (*palette)[3 * k + 2]};
      }
    } else if (2 * i + 1 < px.size()) {
      c = rgb565_to_rgb8(uint16_t(px[2 * i] | px[2 * i + 1] << 8));
    }
    rgba[4 * i] = c[0];
    rgba[4 * i + 1] = c[1];
    rgba[4 * i + 2] = c[2];
    rgba[4 * i + 3] = 255;
  }
  return rgba;
}

}  // namespace unpod::assets
