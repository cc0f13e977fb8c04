#include "unpod/engine/sector_culling.h"

#include <catch2/catch.hpp>

#include "unpod/engine/camera_view.h"

using namespace unpod;
using engine::Aabb;
using engine::Vec3f;

namespace {

Aabb box(float x0, float y0, float x1, float y1) {
  Aabb b;
  b.add({x0, y0, -2});
  b.add({x1, y1, 10});
  return b;
}

// Five sectors of 10 units in a row along x: 0..10, 10..20, ... 40..50.
std::vector<Aabb> row() {
  std::vector<Aabb> boxes;
  for (int i = 0; i < 5; ++i)
    boxes.push_back(box(static_cast<float>(i * 10), 0, static_cast<float>(i * 10 + 10), 10));
  return boxes;
}

// A camera in sector 1 (x = 15) looking along +x.
engine::Frustum looking_forward() {
  engine::CameraView cam;
  cam.eye = {15, 5, 2};
  cam.target = {25, 5, 2};
  return engine::Frustum::from(cam.projection(1.5f) * cam.view());
}

assets::VisibilityEntry list(std::vector<int32_t> sectors) {
  return assets::VisibilityEntry{true, std::move(sectors)};
}

std::vector<int> drawn(const std::vector<assets::VisibilityEntry>& visibility, int here) {
  std::vector<int> out;
  const auto boxes = row();
  engine::visible_sectors(boxes, visibility, here, looking_forward(), out);
  return out;
}

}  // namespace

TEST_CASE("The camera's sector is the one around the eye, else the nearest", "[circuit][culling]") {
  const auto boxes = row();
  CHECK(engine::sector_at(boxes, {15, 5, 2}) == 1);
  CHECK(engine::sector_at(boxes, {47, 5, 0}) == 4);
  CHECK(engine::sector_at(boxes, {-30, 5, 50}) == 0);  // off the circuit, above the start
  CHECK(engine::sector_at(boxes, {31, 40, 0}) == 3);
  CHECK(engine::sector_at({}, {0, 0, 0}) == -1);
}

TEST_CASE("Where boxes overlap, the eye is in the smaller one", "[circuit][culling]") {
  const std::vector<Aabb> boxes = {box(0, 0, 100, 100), box(40, 40, 60, 60)};
  CHECK(engine::sector_at(boxes, {50, 50, 0}) == 1);
  CHECK(engine::sector_at(boxes, {10, 10, 0}) == 0);
}

TEST_CASE("A sector behind the camera is not drawn", "[circuit][culling]") {
  const std::vector<assets::VisibilityEntry> all_see_all(5, list({0, 1, 2, 3, 4}));
  const auto out = drawn(all_see_all, 1);
  CHECK(out == std::vector<int>{1, 2, 3, 4});  // sector 0 lies wholly behind x = 10
}

TEST_CASE("A sector missing from the camera sector's list is not drawn", "[circuit][culling]") {
  std::vector<assets::VisibilityEntry> v(5, list({0, 1, 2, 3, 4}));
  v[1] = list({1, 2, 4});
  CHECK(drawn(v, 1) == std::vector<int>{1, 2, 4});
}

TEST_CASE("The camera's own sector is drawn even when its list leaves it out or is empty",
          "[circuit][culling]") {
  std::vector<assets::VisibilityEntry> v(5, list({}));
  CHECK(drawn(v, 1) == std::vector<int>{1});
  v[1] = list({3});
  CHECK(drawn(v, 1) == std::vector<int>{1, 3});
}

TEST_CASE("With no list, every sector in the frustum is drawn", "[circuit][culling]") {
  std::vector<assets::VisibilityEntry> v(5, list({1}));
  v[1] = assets::VisibilityEntry{false, {}};  // stored -1
  CHECK(drawn(v, 1) == std::vector<int>{1, 2, 3, 4});
  CHECK(drawn({}, 1) == std::vector<int>{1, 2, 3, 4});  // no visibility section at all
  CHECK(drawn(v, -1) == std::vector<int>{1, 2, 3, 4});  // camera sector unknown
}

TEST_CASE("Sector numbers out of range in a list are ignored", "[circuit][culling]") {
  std::vector<assets::VisibilityEntry> v(5, list({}));
  v[1] = list({-1, 2, 99, 2});
  CHECK(drawn(v, 1) == std::vector<int>{1, 2});
}

TEST_CASE("Sectors are drawn nearest the eye first, the eye's own sector before all",
          "[circuit][culling]") {
  const auto boxes = row();
  // The eye at x = 32 in sector 3: then 2 (2 units off), 4 (8), 1 (12) and 0 (22).
  std::vector<int> order{0, 1, 2, 3, 4};
  engine::nearest_first(boxes, {32, 5, 1}, order);
  CHECK(order == std::vector<int>{3, 2, 4, 1, 0});
  // Halfway between 2 and 3: both hold the eye on their shared face and their centres are as
  // far: the lower number first.
  order = {3, 2};
  engine::nearest_first(boxes, {30, 5, 4}, order);
  CHECK(order == std::vector<int>{2, 3});
  // From the far end the order turns round; a sector left out stays out.
  order = {4, 0, 2, 1};
  engine::nearest_first(boxes, {55, 5, 1}, order);
  CHECK(order == std::vector<int>{4, 2, 1, 0});
  // Boxes that all hold the eye: the one whose centre is nearest first.
  std::vector<Aabb> nested{box(0, 0, 40, 10), box(10, 0, 20, 10), box(0, 0, 100, 10)};
  order = {0, 1, 2};
  engine::nearest_first(nested, {16, 5, 4}, order);
  CHECK(order == std::vector<int>{1, 0, 2});
}
