// Where the overlay's windows first open (window_layout.h): every window inside the display it
// opens on; the windows open at first (Controls and Race) cover at most a quarter of the picture;
// and on a display of 1280x720 or more, Controls, Cars, Race and Drivers side by side without one
// covering another, the race showing between the columns.
#include <catch2/catch.hpp>

#include <array>

#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/engine/overlay/window_layout.h"

using namespace unpod::engine::overlay;

namespace {

constexpr std::array<OverlayWindow, 6> kLayoutWindows = {
    OverlayWindow::kControls, OverlayWindow::kCars,        OverlayWindow::kRace,
    OverlayWindow::kDrivers,  OverlayWindow::kPerformance, OverlayWindow::kNetwork};

// A window's place with Controls' size filled in (it fits its contents).
WindowPlace layout_box(OverlayWindow w, float width, float height) {
  WindowPlace p = first_place(w, width, height);
  if (w == OverlayWindow::kControls) {
    p.width = kControlsWidth;
    p.height = kControlsHeight;
  }
  return p;
}

bool layout_overlap(const WindowPlace& a, const WindowPlace& b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

}  // namespace

TEST_CASE("every overlay window first opens inside the display", "[engine][overlay]") {
  const std::array<std::array<float, 2>, 5> displays = {
      {{1280, 720}, {1920, 1080}, {960, 540}, {640, 360}, {320, 180}}};
  for (const auto& [width, height] : displays)
    for (const OverlayWindow w : kLayoutWindows) {
      const WindowPlace p = first_place(w, width, height);
      INFO(width << "x" << height << ", window " << static_cast<int>(w) << " at " << p.x << ","
                 << p.y << " size " << p.width << "x" << p.height);
      CHECK(p.x >= 0);
      CHECK(p.y >= 0);
      CHECK(p.x + p.width <= width);
      CHECK(p.y + p.height <= height);
      if (w != OverlayWindow::kControls) {
        CHECK(p.width > 0);
        CHECK(p.height > 0);
      }
    }
}

TEST_CASE("at 1280x720 and more the overlay's windows tile with the race between them",
          "[engine][overlay]") {
  const std::array<std::array<float, 2>, 3> displays = {{{1280, 720}, {1600, 900}, {1920, 1080}}};
  constexpr std::array<OverlayWindow, 4> tiled = {OverlayWindow::kControls, OverlayWindow::kCars,
                                                  OverlayWindow::kRace, OverlayWindow::kDrivers};
  for (const auto& [width, height] : displays) {
    for (size_t a = 0; a < tiled.size(); ++a)
      for (size_t b = a + 1; b < tiled.size(); ++b) {
        INFO(width << "x" << height << ": windows " << a << " and " << b);
        CHECK_FALSE(layout_overlap(layout_box(tiled[a], width, height),
                                   layout_box(tiled[b], width, height)));
      }
    // The race's middle, where player 1's car is, is left uncovered: at least a fifth of the
    // width between the left column and the right.
    const WindowPlace cars = layout_box(OverlayWindow::kCars, width, height);
    const WindowPlace race = layout_box(OverlayWindow::kRace, width, height);
    CHECK(race.x - (cars.x + cars.width) >= width / 5);
    // Cars and Drivers reach down to the display's foot, within its margin.
    CHECK(cars.y + cars.height == height - kWindowMargin);
    const WindowPlace drivers = layout_box(OverlayWindow::kDrivers, width, height);
    CHECK(drivers.y + drivers.height == Approx(height - kWindowMargin));
  }
}

TEST_CASE("the overlay's first windows cover at most a quarter of the picture",
          "[engine][overlay]") {
  // What a fresh overlay opens: Controls always, the others as OverlayWindows starts them.
  const OverlayWindows fresh;
  const std::array<std::pair<OverlayWindow, bool>, 6> open = {
      {{OverlayWindow::kControls, true},
       {OverlayWindow::kCars, fresh.show_cars},
       {OverlayWindow::kRace, fresh.show_race},
       {OverlayWindow::kDrivers, fresh.show_drivers},
       {OverlayWindow::kPerformance, fresh.show_performance},
       {OverlayWindow::kNetwork, fresh.show_network}}};
  const std::array<std::array<float, 2>, 3> displays = {{{1280, 720}, {1600, 900}, {1920, 1080}}};
  for (const auto& [width, height] : displays) {
    float covered = 0;
    int windows = 0;
    for (const auto& [w, shown] : open)
      if (shown) {
        const WindowPlace p = layout_box(w, width, height);
        covered += p.width * p.height;
        ++windows;
      }
    INFO(width << "x" << height << ": " << windows << " windows cover " << covered << " pixels");
    CHECK(windows >= 2);  // Controls and at least one window on the race
    CHECK(covered <= width * height / 4);
  }
}
