// The overlay's views of the race's structure are drawn where the race's picture puts the world:
// a point through player 1's camera lands on the viewport's pixels, a point behind the eye
// nowhere, and a segment that crosses the eye's plane keeps its part in front.
#include <catch2/catch.hpp>

#include "unpod/engine/camera_view.h"
#include "unpod/engine/overlay/scene_views.h"

using namespace unpod::engine;

namespace {

// An eye at the origin looking along +x (z up), a 200x100 viewport at (20, 10).
overlay::SceneCamera scene_test_camera() {
  CameraView view;
  view.eye = {0, 0, 0};
  view.target = {1, 0, 0};
  const Viewport viewport{20, 10, 200, 100};
  overlay::SceneCamera camera;
  camera.view_projection = view.projection(viewport.aspect()) * view.view();
  camera.viewport = viewport;
  return camera;
}

}  // namespace

TEST_CASE("a world point lands on the viewport's pixels where the camera sees it",
          "[engine][overlay]") {
  const overlay::SceneCamera camera = scene_test_camera();
  const auto ahead = overlay::project(camera, {10, 0, 0});
  REQUIRE(ahead);
  CHECK(ahead->x == Approx(120.0f));  // the viewport's centre: 20 + 100, 10 + 50
  CHECK(ahead->y == Approx(60.0f));
  const auto left_up = overlay::project(camera, {10, 2, 1});
  REQUIRE(left_up);
  CHECK(left_up->x < 120.0f);  // +y is the left of an eye looking along +x with z up
  CHECK(left_up->y < 60.0f);   // up is towards the top of the window
  CHECK_FALSE(overlay::project(camera, {-10, 0, 0}));  // behind the eye
  CHECK_FALSE(overlay::clip_segment(camera.view_projection, {-10, 1, 0}, {-5, -1, 0}));
  // From behind to ahead: the part in front, cut at the eye's plane, its far end as it was.
  const auto cut = overlay::clip_segment(camera.view_projection, {-10, 0, 0}, {10, 0, 0});
  REQUIRE(cut);
  CHECK(cut->first.w == Approx(overlay::kSceneNearW));
  const overlay::ClipPoint far = overlay::clip_point(camera.view_projection, {10, 0, 0});
  CHECK(cut->second.w == Approx(far.w));
  CHECK(cut->second.z == Approx(far.z));
  CHECK(cut->first.x == Approx(0.0f).margin(1e-6));  // on the axis: the picture's centre
  CHECK(cut->first.y == Approx(0.0f).margin(1e-6));
}

TEST_CASE("a world point's depth is the picture's depth buffer's, nearer points less",
          "[engine][overlay]") {
  const overlay::SceneCamera camera = scene_test_camera();
  const auto near = overlay::scene_depth(camera, {2, 0, 0});
  const auto far = overlay::scene_depth(camera, {50, 1, 1});
  REQUIRE(near);
  REQUIRE(far);
  CHECK(*near > 0.0f);
  CHECK(*near < *far);
  CHECK(*far < 1.0f);
  // The same depth across the view at one distance along it.
  CHECK(*overlay::scene_depth(camera, {10, 0, 0}) ==
        Approx(*overlay::scene_depth(camera, {10, 3, -2})));
  CHECK_FALSE(overlay::scene_depth(camera, {-10, 0, 0}));  // behind the eye
}
