#include "unpod/engine/viewport.h"

#include <glad/gl.h>

namespace unpod::engine {

std::vector<Viewport> layout_viewports(platform::PixelSize window, int players, Split split) {
  const int w = window.width > 0 ? window.width : 0, h = window.height > 0 ? window.height : 0;
  if (players < 2) return {Viewport{0, 0, w, h}};
  constexpr int kGap = 2;
  if (split == Split::kHorizontal) {
    const int top = (h - kGap) / 2;
    return {Viewport{0, 0, w, top}, Viewport{0, top + kGap, w, h - top - kGap}};
  }
  const int left = (w - kGap) / 2;
  return {Viewport{0, 0, left, h}, Viewport{left + kGap, 0, w - left - kGap, h}};
}

void gl_viewport(const Viewport& v, platform::PixelSize window) {
  const int y = window.height - v.y - v.height;
  glViewport(v.x, y, v.width, v.height);
  glScissor(v.x, y, v.width, v.height);
}

}  // namespace unpod::engine
