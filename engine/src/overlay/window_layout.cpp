#include "unpod/engine/overlay/window_layout.h"

#include <algorithm>

namespace unpod::engine::overlay {

namespace {

// The size a window asks for, shrunk to what the display leaves inside its margins.
float fit(float wanted, float display) {
  return std::max(1.0f, std::min(wanted, display - 2 * kWindowMargin));
}

}  // namespace

WindowPlace first_place(OverlayWindow window, float width, float height) {
  constexpr float m = kWindowMargin;
  // The right column's two windows share its height.
  const float column = std::max(1.0f, (height - 3 * m) / 2);
  switch (window) {
    case OverlayWindow::kControls:
      return {m, m, 0, 0};
    case OverlayWindow::kCars: {
      // Under Controls while the display leaves it a useful height, else from the top.
      const float top = height - (kControlsHeight + 2 * m) >= 200 ? kControlsHeight + 2 * m : m;
      return {m, top, fit(520, width), fit(height - top - m, height)};
    }
    case OverlayWindow::kRace: {
      const float w = fit(460, width);
      return {width - m - w, m, w, column};
    }
    case OverlayWindow::kDrivers: {
      const float w = fit(460, width);
      return {width - m - w, 2 * m + column, w, column};
    }
    case OverlayWindow::kPerformance: {
      const float w = fit(480, width), h = fit(590, height);
      return {width - m - w, height - m - h, w, h};
    }
    case OverlayWindow::kNetwork: {
      // Its rows (about 90 characters) and up to eight machines' under them.
      const float w = fit(640, width), h = fit(330, height);
      return {width - m - w, m, w, h};
    }
  }
  return {m, m, 0, 0};
}

}  // namespace unpod::engine::overlay
