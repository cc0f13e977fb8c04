// Every camera stays inside the world: the bumper camera with the car's nose against a wall, and
// the chase camera with its tail against one, are pulled in front of the wall, the whole of the
// lens's near plane on the car's side of it, so nothing beyond the wall is drawn.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "car_fixtures.h"
#include "support/demo_disc.h"
#include "support/fx.h"
#include "unpod/engine/bumper_camera.h"
#include "unpod/engine/camera_clearance.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/chase_camera.h"
#include "unpod/engine/track_side_camera.h"

namespace {

using namespace unpod;
using engine::CarPose;
using engine::Vec3f;

using ClearTriangle = std::array<Vec3f, 3>;

assets::Vec3 clear_fx(const Vec3f& v) {
  return {test::fx(v.x), test::fx(v.y), test::fx(v.z)};
}

// One sector whose faces are the given quads (corners in order), each with `property`.
assets::Circuit clear_circuit(const std::vector<std::array<Vec3f, 4>>& quads, uint32_t property) {
  assets::Sector s;
  for (const auto& q : quads) {
    assets::Face f;
    f.vertex_count = 4;
    for (size_t k = 0; k < 4; ++k) {
      f.indices[k] = static_cast<uint32_t>(s.object.positions.size());
      s.object.positions.push_back(clear_fx(q[k]));
    }
    f.property = property;
    s.object.faces.push_back(f);
  }
  assets::Circuit c;
  c.sectors.push_back(s);
  return c;
}

// A wall across the x axis at x = 10, 20 wide and 4 high, standing on z = 0.
std::array<Vec3f, 4> clear_wall_at_10() {
  return {Vec3f{10, -10, 0}, Vec3f{10, 10, 0}, Vec3f{10, 10, 4}, Vec3f{10, -10, 4}};
}

constexpr uint32_t kClearWallBits = assets::face_bits::kVisible | assets::face_bits::kWall;

CarPose clear_car(Vec3f at, float heading) {
  CarPose p;
  p.position = at;
  p.forward = {std::cos(heading), std::sin(heading), 0};
  p.left = {-std::sin(heading), std::cos(heading), 0};
  return p;
}

// The eye and the four corners of the near plane at the widest viewport: everything the lens
// can draw starts at one of these or between them.
std::vector<Vec3f> clear_lens(const engine::CameraView& v) {
  const Vec3f f = v.forward();
  const Vec3f right = engine::normalize(engine::cross(f, v.up));
  const Vec3f up = engine::cross(right, f);
  const float h = v.near_plane * std::tan(v.fovy / 2), w = h * engine::kWidestAspect;
  std::vector<Vec3f> points = {v.eye};
  for (const float sx : {-1.0f, 1.0f})
    for (const float sy : {-1.0f, 1.0f})
      points.push_back(v.eye + f * v.near_plane + right * (w * sx) + up * (h * sy));
  return points;
}

// The circuit's faces the cars collide with, as triangles (quads split A, B, C and A, C, D).
std::vector<ClearTriangle> clear_solid_triangles(const assets::Circuit& c) {
  std::vector<ClearTriangle> out;
  for (const assets::Sector& s : c.sectors)
    for (const assets::Face& f : s.object.faces) {
      if ((f.property & (assets::face_bits::kWall | assets::face_bits::kRoad)) == 0) continue;
      const auto p = [&](size_t k) { return engine::to_vec3f(s.object.positions[f.indices[k]]); };
      out.push_back({p(0), p(1), p(2)});
      if (f.vertex_count == 4) out.push_back({p(0), p(2), p(3)});
    }
  return out;
}

// Where along a → b (0..1) the segment goes through triangle t, if it does.
std::optional<float> clear_hit(const Vec3f& a, const Vec3f& b, const ClearTriangle& t) {
  const Vec3f d = b - a, e1 = t[1] - t[0], e2 = t[2] - t[0];
  const Vec3f p = engine::cross(d, e2);
  const float det = engine::dot(e1, p);
  if (std::abs(det) < 1e-9f) return std::nullopt;
  const Vec3f s = a - t[0];
  const float u = engine::dot(s, p) / det;
  const Vec3f q = engine::cross(s, e1);
  const float v = engine::dot(d, q) / det;
  const float along = engine::dot(e2, q) / det;
  if (u < 0 || v < 0 || u + v > 1 || along < 0 || along > 1) return std::nullopt;
  return along;
}

bool clear_crosses_any(const Vec3f& a, const Vec3f& b, const std::vector<ClearTriangle>& faces) {
  for (const ClearTriangle& t : faces)
    if (clear_hit(a, b, t)) return true;
  return false;
}

}  // namespace

TEST_CASE("The bumper camera stays on the car's side of a wall its nose touches", "[cameras]") {
  const assets::Circuit circuit = clear_circuit({clear_wall_at_10()}, kClearWallBits);
  const engine::CameraClearance world(circuit);
  REQUIRE(world.face_count() == 2);
  const engine::BumperCamera cam(engine::BumperCameraParams{.ahead = 2.3f, .height = 0.5f});
  SECTION("head on") {
    const CarPose car = clear_car({8, 0, 1}, 0);  // the nose 2 ahead of the origin, at the wall
    REQUIRE(cam.view(car).eye.x > 10);            // unkept, the eye is beyond the wall
    const engine::CameraView v = cam.view(car, world);
    // Straight at the wall the near plane is parallel to it: the eye stands its near distance
    // off the wall, and no more than a hundredth further back.
    CHECK(v.eye.x < 10 - v.near_plane);
    CHECK(v.eye.x >= 10 - v.near_plane - 0.0101f);
    CHECK(v.eye.y == Approx(0).margin(1e-4));
    CHECK(v.eye.z == Approx(1.5f).margin(1e-4));
    CHECK(engine::dot(v.forward(), car.forward) == Approx(1).margin(1e-5));
    for (const Vec3f& p : clear_lens(v)) CHECK(p.x < 10);
  }
  SECTION("at an angle") {
    // Not so far round that the car's side would be in the wall: its origin a unit or more off.
    for (const float heading : {0.5f, -0.9f, 0.8f}) {
      INFO("heading " << heading);
      const CarPose car = clear_car(
          Vec3f{10, 0, 1} - Vec3f{std::cos(heading), std::sin(heading), 0} * 2.0f, heading);
      REQUIRE(cam.view(car).eye.x > 10);
      const engine::CameraView v = cam.view(car, world);
      CHECK(engine::dot(v.forward(), car.forward) == Approx(1).margin(1e-5));
      for (const Vec3f& p : clear_lens(v)) CHECK(p.x < 10);
    }
  }
}

TEST_CASE("A camera clear of every wall stays where it is", "[cameras]") {
  const assets::Circuit circuit = clear_circuit({clear_wall_at_10()}, kClearWallBits);
  const engine::CameraClearance world(circuit);
  const engine::BumperCamera cam(engine::BumperCameraParams{.ahead = 2.3f, .height = 0.5f});
  // Five units short of the wall, and beside its end, driving past it.
  for (const CarPose& car : {clear_car({3, 0, 1}, 0), clear_car({8, 11, 1}, 0)}) {
    const engine::CameraView free_view = cam.view(car);
    CHECK(cam.view(car, world).eye == free_view.eye);
  }
  // Scenery (faces neither wall nor road) does not hold a camera back.
  const engine::CameraClearance scenery(
      clear_circuit({clear_wall_at_10()}, assets::face_bits::kVisible));
  CHECK(scenery.face_count() == 0);
  const CarPose car = clear_car({8, 0, 1}, 0);
  CHECK(cam.view(car, scenery).eye == cam.view(car).eye);
}

TEST_CASE("The chase camera stays in front of a wall behind the car", "[cameras]") {
  const assets::Circuit circuit = clear_circuit({clear_wall_at_10()}, kClearWallBits);
  const engine::CameraClearance world(circuit);
  engine::ChaseCamera cam;
  const CarPose car = clear_car({8, 0, 1}, std::numbers::pi_v<float>);  // the tail at the wall
  cam.reset(car);
  REQUIRE(cam.view().eye.x > 10);
  const engine::CameraView v = cam.view(world);
  CHECK(v.eye.x < 10);
  CHECK(v.eye.x > car.position.x);  // pulled in, not past the car
  for (const Vec3f& p : clear_lens(v)) CHECK(p.x < 10);
  // Pulled in along the line from the car: still above and behind it.
  CHECK(v.eye.z > car.position.z + cam.params().look_height);
}

TEST_CASE("A track-side point behind a wall comes in front of it, towards the car", "[cameras]") {
  const assets::Circuit circuit = clear_circuit({clear_wall_at_10()}, kClearWallBits);
  const engine::CameraClearance world(circuit);
  const engine::TrackSideCamera cam({Vec3f{14, 3, 3}});
  const CarPose car = clear_car({0, 0, 1}, 0);
  const engine::CameraView far = cam.view(car);
  REQUIRE(far.eye.x > 10);
  const engine::CameraView v = cam.view(car, world);
  for (const Vec3f& p : clear_lens(v)) CHECK(p.x < 10);
  // Still on its line of sight to the car, nearer, so the lens opens for the shorter distance.
  CHECK(engine::dot(v.forward(), far.forward()) == Approx(1).margin(1e-4));
  CHECK(v.fovy > far.fovy);
  CHECK(v.fovy == Approx(engine::TrackSideCamera({v.eye}).view(car).fovy));
}

TEST_CASE("On the Dusk Ring the bumper and chase cameras never stand behind a wall", "[cameras]") {
  const assets::Circuit& circuit = test::dusk_ring().circuit;
  const engine::CameraClearance world(circuit);
  const std::vector<ClearTriangle> solid = clear_solid_triangles(circuit);
  std::vector<ClearTriangle> walls;
  for (const assets::Sector& s : circuit.sectors)
    for (const assets::Face& f : s.object.faces) {
      if ((f.property & assets::face_bits::kWall) == 0) continue;
      const auto p = [&](size_t k) { return engine::to_vec3f(s.object.positions[f.indices[k]]); };
      walls.push_back({p(0), p(1), p(2)});
      if (f.vertex_count == 4) walls.push_back({p(0), p(2), p(3)});
    }
  REQUIRE(!walls.empty());
  const engine::CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  const engine::BumperCamera bumper(engine::bumper_params(mesh));
  const float nose = mesh.body_bounds.max.x;
  int nose_in = 0;
  for (int i = 0; i < 24; ++i) {
    const double distance = test::lap_length() * i / 24;
    // On the centre line, half a unit up: inside the world.
    const Vec3f centre = engine::to_vec3f(test::on_lap(distance));
    const Vec3f ahead = engine::normalize(engine::to_vec3f(test::heading(distance)));
    const Vec3f left = engine::normalize(engine::cross(Vec3f{0, 0, 1}, ahead));
    for (const float side : {1.0f, -1.0f}) {
      const Vec3f out = left * side;
      // The wall that way, at the car's height.
      std::optional<float> wall;
      for (const ClearTriangle& t : walls)
        if (const auto along = clear_hit(centre, centre + out * 40.0f, t))
          wall = std::min(wall.value_or(1.0f), *along);
      if (!wall) continue;  // an opening onto another road
      const float reach = *wall * 40.0f;
      INFO("lap distance " << distance << ", side " << side << ", wall " << reach << " off");
      // Nose first: the body's front at the wall.
      const CarPose in = clear_car(centre + out * (reach - nose), std::atan2(out.y, out.x));
      const Vec3f unkept = bumper.view(in).eye;
      if (engine::dot(unkept - centre, out) <= reach) continue;  // the eye was inside anyway
      ++nose_in;
      for (const Vec3f& p : clear_lens(bumper.view(in, world)))
        CHECK_FALSE(clear_crosses_any(centre, p, solid));
      // Tail first, a unit and a half off the wall: the chase camera would stand 4 units behind
      // it.
      engine::ChaseCamera chase;
      chase.reset(clear_car(centre + out * (reach - 1.5f), std::atan2(-out.y, -out.x)));
      REQUIRE(clear_crosses_any(centre, chase.view().eye, walls));
      for (const Vec3f& p : clear_lens(chase.view(world)))
        CHECK_FALSE(clear_crosses_any(centre, p, solid));
    }
  }
  // Both sides of most of the lap have a wall to drive into.
  CHECK(nose_in >= 30);
}
