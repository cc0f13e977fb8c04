// A view's line cut to the viewport before ImGui draws it (fit_segment): a line inside is left
// as it was, one off the picture is dropped, one across it keeps the part over the picture on
// the same line; 20,000 random segments against points sampled along them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <random>

#include "unpod/engine/overlay/scene_views.h"

using namespace unpod::engine;
using overlay::fit_segment;
using overlay::ScenePoint;

namespace {

// The 1280x720 picture's right half, as player 2's viewport would be.
const Viewport kFitViewport{640, 0, 640, 720};

bool fit_inside(const ScenePoint& p, float margin, float slack = 0.01f) {
  return p.x >= 640 - margin - slack && p.x <= 1280 + margin + slack && p.y >= -margin - slack &&
         p.y <= 720 + margin + slack;
}

}  // namespace

TEST_CASE("a view's line inside the viewport is drawn as it was, one off it not at all",
          "[engine][overlay]") {
  const ScenePoint a{700, 100}, b{1200, 650};
  const auto inside = fit_segment(a, b, kFitViewport, 3);
  REQUIRE(inside);
  CHECK(inside->first == a);
  CHECK(inside->second == b);
  // Wholly left of the viewport (player 1's half), above it, beyond its right and foot.
  CHECK_FALSE(fit_segment({10, 10}, {600, 700}, kFitViewport, 3));
  CHECK_FALSE(fit_segment({700, -50}, {1200, -10}, kFitViewport, 3));
  CHECK_FALSE(fit_segment({1300, 10}, {1400, 700}, kFitViewport, 3));
  CHECK_FALSE(fit_segment({700, 730}, {1270, 800}, kFitViewport, 3));
  // A point is a segment too.
  CHECK(fit_segment(a, a, kFitViewport, 3));
  CHECK_FALSE(fit_segment({0, 0}, {0, 0}, kFitViewport, 3));
  // Within the margin counts as inside.
  CHECK(fit_segment({638, 10}, {638, 700}, kFitViewport, 3));
}

TEST_CASE("a view's line across the viewport keeps its part over it, on the same line",
          "[engine][overlay]") {
  // From far left of the picture to far right, as a lane behind the camera's side projects.
  const ScenePoint a{-100000, 300}, b{100000, 420};
  const auto cut = fit_segment(a, b, kFitViewport, 3);
  REQUIRE(cut);
  CHECK(cut->first.x == Approx(637).margin(0.01));
  CHECK(cut->second.x == Approx(1283).margin(0.01));
  // Still on the line: y = 360 + 120 x / 200000.
  CHECK(cut->first.y == Approx(360 + 120 * 637.0 / 200000).margin(0.01));
  CHECK(cut->second.y == Approx(360 + 120 * 1283.0 / 200000).margin(0.01));
}

TEST_CASE("20,000 random view lines cut to the viewport keep every point over it",
          "[engine][overlay]") {
  std::mt19937 rng(19);
  std::uniform_real_distribution<float> coord(-3000, 4000);
  constexpr float margin = 3;
  int kept = 0, dropped = 0;
  for (int k = 0; k < 20000; ++k) {
    const ScenePoint a{coord(rng), coord(rng)}, b{coord(rng), coord(rng)};
    const auto cut = fit_segment(a, b, kFitViewport, margin);
    // Points along the segment, well inside the grown viewport (half a pixel in): each must lie
    // between the cut's ends, and the cut's ends inside the grown viewport.
    bool any = false, all_between = true;
    for (int i = 0; i <= 1000; ++i) {
      const double t = i / 1000.0;
      const double x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t;
      if (x < 640 - margin + 0.5 || x > 1280 + margin - 0.5 || y < -margin + 0.5 ||
          y > 720 + margin - 0.5)
        continue;
      any = true;
      if (!cut) continue;
      // Between the cut's ends along the segment's longer axis (a hundredth of a pixel's slack).
      const bool by_x = std::abs(b.x - a.x) >= std::abs(b.y - a.y);
      const double v = by_x ? x : y;
      const double e0 = by_x ? cut->first.x : cut->first.y;
      const double e1 = by_x ? cut->second.x : cut->second.y;
      if (v < std::min(e0, e1) - 0.01 || v > std::max(e0, e1) + 0.01) all_between = false;
    }
    INFO("segment " << a.x << "," << a.y << " to " << b.x << "," << b.y);
    if (any) {
      REQUIRE(cut);
      CHECK(all_between);
    }
    if (cut) {
      ++kept;
      CHECK(fit_inside(cut->first, margin));
      CHECK(fit_inside(cut->second, margin));
    } else {
      ++dropped;
    }
  }
  // The draw covers both: lines over the viewport and lines off it.
  CHECK(kept > 2000);
  CHECK(dropped > 2000);
}
