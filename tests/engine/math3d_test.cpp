// The renderer's matrices: what the camera sees lands inside clip space, what is behind it does
// not, and the frustum test keeps boxes in view and drops boxes behind.
#include <catch2/catch.hpp>

#include "unpod/engine/math3d.h"

using namespace unpod::engine;

TEST_CASE("a point ahead of the camera projects inside clip space, one behind does not",
          "[engine][math]") {
  const Mat4 view = look_at({0, 0, 2}, {10, 0, 2}, {0, 0, 1});  // along +x, z up
  const Mat4 vp = perspective(1.0f, 16.0f / 9.0f, 0.5f, 1000.0f) * view;
  const Vec3f ahead = transform_point(vp, {20, 0, 2});
  CHECK(std::abs(ahead.x) < 1e-4f);
  CHECK(std::abs(ahead.y) < 1e-4f);
  CHECK(ahead.z > -1.0f);
  CHECK(ahead.z < 1.0f);
  // A point to the left (+y in POD's world, z up) is on the left of the picture.
  CHECK(transform_point(vp, {20, 5, 2}).x < 0);
  // Above is up.
  CHECK(transform_point(vp, {20, 0, 5}).y > 0);
}

TEST_CASE("the frustum keeps a box in view and culls one behind the camera", "[engine][math]") {
  const Mat4 vp = perspective(1.0f, 1.5f, 0.5f, 500.0f) * look_at({0, 0, 0}, {1, 0, 0}, {0, 0, 1});
  const Frustum f = Frustum::from(vp);
  Aabb ahead, behind, beyond;
  ahead.add({40, -5, -1});
  ahead.add({60, 5, 3});
  behind.add({-60, -5, -1});
  behind.add({-40, 5, 3});
  beyond.add({600, -5, -1});
  beyond.add({620, 5, 3});
  CHECK(f.intersects(ahead));
  CHECK_FALSE(f.intersects(behind));
  CHECK_FALSE(f.intersects(beyond));
  CHECK_FALSE(f.intersects(Aabb{}));
}

TEST_CASE("pixel_ortho maps the HUD's pixels, y down, onto clip space", "[engine][math]") {
  const Mat4 o = pixel_ortho(800, 600);
  const Vec3f top_left = transform_point(o, {0, 0, 0});
  const Vec3f bottom_right = transform_point(o, {800, 600, 0});
  CHECK(top_left.x == Approx(-1));
  CHECK(top_left.y == Approx(1));
  CHECK(bottom_right.x == Approx(1));
  CHECK(bottom_right.y == Approx(-1));
}
