// The views' lines (SceneLineRenderer) are bands as wide on screen as asked (the line and its
// smoothed edges), at the line's own depth, cut at the eye's plane.
#include <catch2/catch.hpp>

#include <cmath>

#include "unpod/engine/camera_view.h"
#include "unpod/engine/overlay/scene_line_renderer.h"

using namespace unpod::engine;

namespace {

// An eye at the origin looking along +x (z up), a 200x100 viewport.
struct LinesTestCamera {
  Mat4 view_projection;
  Viewport viewport{0, 0, 200, 100};
  LinesTestCamera() {
    CameraView view;
    view.eye = {0, 0, 0};
    view.target = {1, 0, 0};
    view_projection = view.projection(viewport.aspect()) * view.view();
  }
};

// A clip point in the viewport's pixels (y up) and its depth.
struct LinesPixel {
  float x, y, depth;
};

LinesPixel lines_pixel(const overlay::ClipPoint& c, const Viewport& v) {
  return {(c.x / c.w + 1.0f) * 0.5f * static_cast<float>(v.width),
          (c.y / c.w + 1.0f) * 0.5f * static_cast<float>(v.height), c.z / c.w};
}

}  // namespace

TEST_CASE("a view's line is a band as wide as asked, at its depth", "[engine][overlay]") {
  const LinesTestCamera camera;
  // Across the view, 10 ahead: a horizontal line through the centre.
  const auto band = overlay::widen_segment(camera.view_projection, camera.viewport, {10, 2, 0},
                                           {10, -2, 0}, 2.5f);
  REQUIRE(band);
  const LinesPixel a0 = lines_pixel((*band)[0], camera.viewport);
  const LinesPixel a1 = lines_pixel((*band)[1], camera.viewport);
  const LinesPixel b0 = lines_pixel((*band)[2], camera.viewport);
  const LinesPixel b1 = lines_pixel((*band)[3], camera.viewport);
  CHECK(a0.x == Approx(a1.x));  // a's two corners straight across the line
  CHECK(std::fabs(a0.y - a1.y) == Approx(2.5f));
  CHECK(std::fabs(b0.y - b1.y) == Approx(2.5f));
  CHECK((a0.y + a1.y) * 0.5f == Approx(50.0f));  // centred on the line
  CHECK(a0.x < b0.x);                            // +y is the left of the eye: a left of b
  // The depth is the line's own, at either side.
  CHECK(a0.depth == Approx(a1.depth));
  CHECK(a0.depth == Approx(b0.depth));

  // A slanted line: the band is as wide measured across it.
  const auto slant = overlay::widen_segment(camera.view_projection, camera.viewport, {10, 2, 1},
                                            {10, -2, -1}, 2.0f);
  REQUIRE(slant);
  const LinesPixel s0 = lines_pixel((*slant)[0], camera.viewport);
  const LinesPixel s1 = lines_pixel((*slant)[1], camera.viewport);
  const LinesPixel t0 = lines_pixel((*slant)[2], camera.viewport);
  const float dx = t0.x - s0.x, dy = t0.y - s0.y;
  const float across = std::fabs((s1.x - s0.x) * dy - (s1.y - s0.y) * dx) / std::hypot(dx, dy);
  CHECK(across == Approx(2.0f));

  // A line going away from the eye farther along: its depth grows from a to b.
  const auto away =
      overlay::widen_segment(camera.view_projection, camera.viewport, {5, 1, 0}, {50, 1, 0}, 2.0f);
  REQUIRE(away);
  CHECK(lines_pixel((*away)[0], camera.viewport).depth <
        lines_pixel((*away)[2], camera.viewport).depth);

  // Along the eye's axis a line is a point on screen: nothing to draw.
  CHECK_FALSE(
      overlay::widen_segment(camera.view_projection, camera.viewport, {5, 0, 0}, {20, 0, 0}, 2.0f));
  // Wholly behind the eye: nothing; from behind to ahead: the part ahead, cut at the eye's plane.
  CHECK_FALSE(overlay::widen_segment(camera.view_projection, camera.viewport, {-10, 1, 0},
                                     {-5, -1, 0}, 2.0f));
  const auto cut = overlay::widen_segment(camera.view_projection, camera.viewport, {-10, 1, 0},
                                          {10, 1, 0}, 2.0f);
  REQUIRE(cut);
  CHECK((*cut)[0].w == Approx(0.05f));
  CHECK((*cut)[1].w == Approx(0.05f));
  CHECK((*cut)[2].w == Approx(10.0f));
}
