// Viewports for one and two players: they cover the window, never overlap, and each keeps the
// shape of its own rectangle.
#include <catch2/catch.hpp>

#include "unpod/engine/render_scale.h"
#include "unpod/engine/viewport.h"

using namespace unpod::engine;

TEST_CASE("one player: one viewport over the whole window, any size", "[engine][viewport]") {
  for (const auto size : {unpod::platform::PixelSize{1280, 720}, {1024, 768}, {2560, 1080}}) {
    const auto v = layout_viewports(size, 1, Split::kHorizontal);
    REQUIRE(v.size() == 1);
    CHECK(v[0] == Viewport{0, 0, size.width, size.height});
    CHECK(v[0].aspect() == Approx(float(size.width) / float(size.height)));
  }
}

TEST_CASE("two players split horizontally: one above the other, a 2-pixel gap, no overlap",
          "[engine][viewport]") {
  const auto v = layout_viewports({1280, 720}, 2, Split::kHorizontal);
  REQUIRE(v.size() == 2);
  CHECK(v[0] == Viewport{0, 0, 1280, 359});
  CHECK(v[1] == Viewport{0, 361, 1280, 359});
  CHECK(v[0].aspect() > 3.5f);  // wide strips: the projection follows their shape
}

TEST_CASE("two players split vertically: side by side", "[engine][viewport]") {
  const auto v = layout_viewports({1281, 720}, 2, Split::kVertical);
  REQUIRE(v.size() == 2);
  CHECK(v[0] == Viewport{0, 0, 639, 720});
  CHECK(v[1] == Viewport{641, 0, 640, 720});
  CHECK(v[0].x + v[0].width < v[1].x);
  CHECK(v[1].x + v[1].width == 1281);
}

TEST_CASE("render scale: the scene's size and a split's viewports scaled edge for edge",
          "[engine][render-scale]") {
  CHECK(scaled_size({1280, 720}, 50).width == 640);
  CHECK(scaled_size({1280, 720}, 50).height == 360);
  CHECK(scaled_size({1280, 720}, 75).width == 960);
  CHECK(scaled_size({1280, 720}, 200).height == 1440);
  CHECK(scaled_size({1, 1}, 50).width == 1);  // never empty
  // A two-player split at 75 %: the halves still meet with a gap between, and fill the scene.
  const auto halves = layout_viewports({1280, 720}, 2, Split::kHorizontal);
  const Viewport top = scaled_viewport(halves[0], 75);
  const Viewport bottom = scaled_viewport(halves[1], 75);
  CHECK(top.y == 0);
  CHECK(bottom.y > top.y + top.height);    // the gap, scaled
  CHECK(bottom.y + bottom.height == 540);  // to the scene's bottom edge
  CHECK(top.width == 960);
  CHECK(scaled_viewport(halves[0], 100) == halves[0]);  // 100 %: as it was
}
