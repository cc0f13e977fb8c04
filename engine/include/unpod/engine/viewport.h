// The viewports of a race: one, or two split horizontally (one above the other) or vertically
// (side by side) for two humans. Each keeps its own aspect ratio: the projection follows the
// viewport's shape, so nothing is stretched at any window size.
#pragma once

#include <vector>

#include "unpod/platform/window.h"

namespace unpod::engine {

// A rectangle of the window in pixels, origin at the top left (the HUD's and the screenshot's
// convention; gl_viewport() turns it into GL's bottom-left one).
struct Viewport {
  int x = 0, y = 0, width = 0, height = 0;
  float aspect() const {
    return height > 0 ? static_cast<float>(width) / static_cast<float>(height) : 1.0f;
  }
  bool operator==(const Viewport&) const = default;
};

enum class Split { kHorizontal, kVertical };

// `players` (1 or 2) viewports covering the window; with two, a 2-pixel gap between them.
std::vector<Viewport> layout_viewports(platform::PixelSize window, int players, Split split);

// Sets GL's viewport and scissor to `v` in a window of `window`'s height.
void gl_viewport(const Viewport& v, platform::PixelSize window);

}  // namespace unpod::engine
