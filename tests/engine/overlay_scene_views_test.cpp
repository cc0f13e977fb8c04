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
  CHECK_FALSE(overlay::project_segment(camera, {-10, 1, 0}, {-5, -1, 0}));
  // From behind to ahead: the part in front, its far end where the point alone lands.
  const auto cut = overlay::project_segment(camera, {-10, 0, 0}, {10, 0, 0});
  REQUIRE(cut);
  CHECK(cut->second == *ahead);
  CHECK(cut->first.x == Approx(120.0f));  // on the axis the whole segment is at the centre
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
