// The cameras a player switches between: the chase camera trails the car and swings round in
// corners, the bumper camera looks down the road, the free camera flies where it is told, the
// track-side camera watches from the nearest point.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

#include "car_fixtures.h"
#include "unpod/engine/bumper_camera.h"
#include "unpod/engine/camera_mode.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/chase_camera.h"
#include "unpod/engine/free_camera.h"
#include "unpod/engine/track_side_camera.h"

namespace {

using namespace unpod;
using engine::CarPose;
using engine::Vec3f;

constexpr float kPi = std::numbers::pi_v<float>;
constexpr float kFrame = 1.0f / 60;

CarPose facing(float heading, Vec3f at = {50, 20, 3}) {
  CarPose p;
  p.position = at;
  p.forward = {std::cos(heading), std::sin(heading), 0};
  p.left = {-std::sin(heading), std::cos(heading), 0};
  return p;
}

// The direction from the car to the eye, as an angle in the ground plane.
float eye_bearing(const engine::CameraView& v, const CarPose& car) {
  const Vec3f d = v.eye - car.position;
  return std::atan2(d.y, d.x);
}

void run(engine::ChaseCamera& cam, const CarPose& car, float seconds) {
  for (float t = 0; t < seconds; t += kFrame) cam.update(car, kFrame);
}

bool inside(const engine::Aabb& box, const Vec3f& p) {
  return p.x >= box.min.x && p.x <= box.max.x && p.y >= box.min.y && p.y <= box.max.y &&
         p.z >= box.min.z && p.z <= box.max.z;
}

}  // namespace

TEST_CASE("The chase camera settles behind and above a car standing still", "[cameras]") {
  const CarPose car = facing(0.8f);
  engine::ChaseCamera cam;
  run(cam, car, 2.0f);
  const engine::CameraView v = cam.view();
  const Vec3f d = v.eye - car.position;
  CHECK(engine::dot(d, car.forward) == Approx(-cam.params().distance).margin(1e-3));
  CHECK(engine::dot(d, car.left) == Approx(0).margin(1e-3));
  CHECK(d.z == Approx(cam.params().height).margin(1e-3));
  // It looks past the car, down the road.
  CHECK(engine::dot(v.forward(), car.forward) > 0.9f);
  CHECK(engine::dot(v.target - car.position, car.forward) > 0);
}

TEST_CASE("The chase camera swings round after the car with a lag", "[cameras]") {
  CarPose car = facing(0);
  engine::ChaseCamera cam;
  run(cam, car, 2.0f);
  REQUIRE(eye_bearing(cam.view(), car) == Approx(kPi).margin(1e-3));
  car = facing(kPi / 2, car.position);  // a sharp turn left
  run(cam, car, 0.15f);
  // Between behind the old heading (bearing pi) and behind the new one (bearing -pi/2, i.e.
  // 3pi/2): part of the way round, not all of it.
  float bearing = eye_bearing(cam.view(), car);
  if (bearing < 0) bearing += 2 * kPi;
  CHECK(bearing > kPi + 0.1f);
  CHECK(bearing < 1.5f * kPi - 0.1f);
  CHECK(cam.heading() > 0.1f);
  CHECK(cam.heading() < kPi / 2 - 0.1f);
  run(cam, car, 3.0f);
  const Vec3f d = cam.view().eye - car.position;
  CHECK(engine::dot(d, car.forward) == Approx(-cam.params().distance).margin(0.01));
  CHECK(engine::dot(d, car.left) == Approx(0).margin(0.01));
}

TEST_CASE("The chase camera turns the short way round across the half turn", "[cameras]") {
  CarPose car = facing(3.0f);
  engine::ChaseCamera cam;
  run(cam, car, 2.0f);
  car = facing(-3.0f, car.position);  // 0.28 rad further left, across +-pi
  run(cam, car, 3.0f);
  CHECK(std::cos(cam.heading() + 3.0f) == Approx(1).margin(1e-3));
}

TEST_CASE("The chase camera stays behind a car sliding and spinning", "[cameras]") {
  engine::ChaseCamera cam;
  CarPose car = facing(0, {0, 0, 1});
  run(cam, car, 1.0f);
  const float bound = cam.params().max_swing;
  REQUIRE(bound <= 45 * kPi / 180);
  // The car spins at 4 radians a second (unbounded, the camera would lag 80 degrees behind)
  // while sliding sideways at 25 units a second and forwards at 30.
  float worst = 0;
  for (int frame = 0; frame < 90; ++frame) {
    const float heading = 4.0f * static_cast<float>(frame + 1) * kFrame;
    car = facing(heading, car.position + Vec3f{30 * kFrame, 25 * kFrame, 0});
    cam.update(car, kFrame);
    const engine::CameraView v = cam.view();
    // The view direction and the eye's bearing from behind the car, in the ground plane.
    Vec3f look = v.forward();
    look.z = 0;
    look = engine::normalize(look);
    const float view_angle = std::acos(std::clamp(engine::dot(look, car.forward), -1.0f, 1.0f));
    const float behind = std::remainder(eye_bearing(v, car) - (heading + kPi), 2 * kPi);
    worst = std::max(worst, std::abs(behind));
    CHECK(view_angle <= bound + 1e-3f);
    CHECK(std::abs(behind) <= bound + 1e-3f);
    // The eye trails its place by no more than max_trail.
    Vec3f flat = v.eye - car.position;
    flat.z = 0;
    CHECK(engine::length(flat) <= cam.params().distance + cam.params().max_trail + 1e-3f);
  }
  CHECK(worst == Approx(bound).margin(1e-3));  // the bound held it, not a small slide
}

TEST_CASE("The chase camera's eye is never inside the car at rest", "[cameras]") {
  for (const assets::Car* c : {&car_test::sample(), &test::demo_car("zephyr")}) {
    INFO(c->name);
    const engine::CarMesh mesh = engine::build_car_mesh(*c);
    const CarPose car = facing(-1.2f);
    engine::ChaseCamera cam;
    for (int frame = 0; frame < 120; ++frame) {
      cam.update(car, kFrame);
      const Vec3f d = cam.view().eye - car.position;
      const Vec3f local{engine::dot(d, car.forward), engine::dot(d, car.left),
                        engine::dot(d, car.up)};
      REQUIRE(!inside(mesh.bounds, local));
    }
  }
}

TEST_CASE("The bumper camera sits at the nose and looks along the car's heading", "[cameras]") {
  const engine::CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  const engine::BumperCamera cam(engine::bumper_params(mesh));
  CarPose car = facing(2.5f);
  const float a = 0.2f;  // climbing
  car.forward = {std::cos(2.5f) * std::cos(a), std::sin(2.5f) * std::cos(a), std::sin(a)};
  car.up = engine::cross(car.forward, car.left);
  const engine::CameraView v = cam.view(car);
  CHECK(engine::dot(v.forward(), car.forward) == Approx(1).margin(1e-5));
  CHECK(engine::dot(v.eye - car.position, car.forward) > mesh.body_bounds.max.x);
  CHECK(engine::dot(v.up, car.up) == Approx(1).margin(1e-5));
}

TEST_CASE("The free camera moves where it is told", "[cameras]") {
  engine::FreeCamera cam({0, 0, 10}, 0, 0);
  cam.set_speed(8);
  cam.update({.forward = 1}, 0.5f);
  CHECK(cam.position().x == Approx(4));
  CHECK(cam.position().y == Approx(0).margin(1e-6));
  cam.update({.right = 1}, 0.25f);
  CHECK(cam.position().y == Approx(-2));
  cam.update({.up = -1}, 1.0f);
  CHECK(cam.position().z == Approx(2));
  // A quarter turn left, then forward goes along +y.
  cam.set_turn_rate(kPi / 2);
  cam.update({.yaw = 1}, 1.0f);
  CHECK(cam.yaw() == Approx(kPi / 2));
  cam.update({.forward = -1}, 1.0f);
  CHECK(cam.position().y == Approx(-10));
  CHECK(cam.position().x == Approx(4).margin(1e-4));
  // Pitching stops short of straight up; the view looks where the camera faces.
  cam.update({.pitch = 1}, 10.0f);
  CHECK(cam.pitch() < kPi / 2);
  CHECK(cam.pitch() > 1.0f);
  const engine::CameraView v = cam.view();
  CHECK(engine::length(v.forward() - cam.forward()) < 1e-5f);
  // Inputs beyond full are full; no time, no move.
  const Vec3f before = cam.position();
  cam.update({.forward = 100}, 0);
  CHECK(cam.position() == before);
}

TEST_CASE("Switching to the free camera starts level where the last camera stood", "[cameras]") {
  // The chase camera looks down at the car: the free camera takes its place, not its slant.
  engine::FreeCamera cam({0, 0, 0}, 0, 0.7f);
  cam.start_level({1, 2, 3}, kPi / 2);
  CHECK(cam.position() == Vec3f{1, 2, 3});
  CHECK(cam.pitch() == 0);
  CHECK(engine::length(cam.view().forward() - Vec3f{0, 1, 0}) < 1e-5f);
  // Flying forward from there keeps the height: it does not dive under the track.
  cam.update({.forward = 1}, 2.0f);
  CHECK(cam.position().z == Approx(3));
  CHECK(cam.position().y == Approx(2 + 2 * cam.speed()));
}

TEST_CASE("The free camera looks up and down, stopping at 85 degrees, and flies where it looks",
          "[cameras]") {
  engine::FreeCamera cam;
  cam.start_level({0, 0, 10}, 0);
  cam.set_turn_rate(1);
  cam.update({.pitch = 1}, 0.25f);  // a key held a quarter second: a quarter radian up
  CHECK(cam.pitch() == Approx(0.25f));
  cam.update({.pitch = -1}, 0.5f);
  CHECK(cam.pitch() == Approx(-0.25f));
  // Flying forward looking down a quarter radian sinks by its sine.
  cam.set_speed(10);
  cam.update({.forward = 1}, 1.0f);
  CHECK(cam.position().z == Approx(10 - 10 * std::sin(0.25f)));
  CHECK(cam.position().x == Approx(10 * std::cos(0.25f)));
  // The mouse turns by angles; held keys or a long drag stop at 85 degrees either way.
  cam.turn(0.1f, 0.5f);
  CHECK(cam.pitch() == Approx(0.25f));
  CHECK(cam.yaw() == Approx(0.1f));
  const float limit = 85 * kPi / 180;
  cam.update({.pitch = 1}, 10.0f);
  CHECK(cam.pitch() == Approx(limit).margin(1e-3));
  cam.turn(0, -100);
  CHECK(cam.pitch() == Approx(-limit).margin(1e-3));
  CHECK(cam.view().forward().z == Approx(-std::sin(limit)).margin(1e-3));
}

TEST_CASE("The camera key steps through every camera and back to the chase camera", "[cameras]") {
  std::set<engine::CameraMode> seen;
  engine::CameraMode m = engine::CameraMode::kChase;
  for (int i = 0; i < 4; ++i) {
    CHECK(seen.insert(m).second);
    CHECK(!engine::camera_mode_name(m).empty());
    m = engine::next_camera(m);
  }
  CHECK(m == engine::CameraMode::kChase);
}

TEST_CASE("The track-side camera watches the car from the nearest point, zooming with distance",
          "[cameras]") {
  const std::vector<Vec3f> lap = {{0, 0, 0}, {100, 0, 0}, {100, 100, 0}, {0, 100, 0}};
  const auto points = engine::track_side_points(lap, 1, 10, 4);
  REQUIRE(points.size() == 4);
  CHECK(points[0] == Vec3f{0, 10, 4});  // left of the first leg (+x), lifted
  const engine::TrackSideCamera cam(points);
  CarPose car = facing(0, {90, 5, 0});
  CHECK(cam.nearest(car) == 1);
  const engine::CameraView near_view = cam.view(car);
  CHECK(near_view.eye == points[1]);
  CHECK(engine::dot(near_view.forward(), engine::normalize(car.position - points[1])) > 0.99f);
  car.position = {60, 5, 0};
  const engine::CameraView far_view = cam.view(car);
  CHECK(far_view.eye == points[1]);
  CHECK(far_view.fovy < near_view.fovy);
  // Without points it still shows the car, from above.
  const engine::CameraView above = engine::TrackSideCamera({}).view(car);
  CHECK(above.eye.z > car.position.z);
  CHECK(engine::dot(above.forward(), engine::normalize(car.position - above.eye)) > 0.99f);
}
