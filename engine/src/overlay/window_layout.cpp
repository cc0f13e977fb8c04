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
  // Race is short at the right column's head; Drivers takes the rest of the column.
  const float race_h = fit(kRaceHeight, height);
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
      return {width - m - w, m, w, race_h};
    }
    case OverlayWindow::kDrivers: {
      // Under Race while the display leaves it a useful height, else from the top.
      const float w = fit(460, width);
      const float top = height - (race_h + 2 * m) >= 200 ? race_h + 2 * m : m;
      return {width - m - w, top, w, fit(height - top - m, height)};
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
