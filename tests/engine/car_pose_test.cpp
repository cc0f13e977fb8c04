// Cars as the physics has them and on the start grid without physics, and their shadows on the
// road.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <numbers>

#include "car_fixtures.h"
#include "support/fx.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/car_pose.h"
#include "unpod/engine/car_shadow.h"
#include "unpod/sim/physics/object.h"
#include "unpod/sim/physics/suspension.h"

namespace {

using namespace unpod;
using engine::Vec3f;

using test::fx;

assets::StartPlace slot_at(Vec3f p, double heading) {
  assets::StartPlace s;
  s.position = {fx(p.x), fx(p.y), fx(p.z)};
  s.axis_a = {fx(std::cos(heading)), fx(std::sin(heading)), 0};
  s.axis_b = {fx(-std::sin(heading)), fx(std::cos(heading)), 0};
  return s;
}

// The world z of the lowest wheel's bottom of `car` standing as `pose`.
float lowest_wheel_bottom(const engine::CarPose& pose, const assets::Car& car) {
  float lowest = 1e30f;
  for (size_t w = 0; w < 4; ++w) {
    const assets::CarPoint& p = car.physics.points[w];
    const Vec3f hub =
        engine::transform_point(engine::car_matrix(pose), engine::to_vec3f(p.position));
    lowest = std::min(lowest, hub.z - engine::to_float(p.radius));
  }
  return lowest;
}

// A unit 16.16 vector along (cos a cos b, sin a cos b, sin b).
sim::fx::Vec16 fx_dir(double a, double b) {
  return {fx(std::cos(a) * std::cos(b)), fx(std::sin(a) * std::cos(b)), fx(std::sin(b))};
}

// The Zephyr as the physics holds it somewhere on a track: turned 0.6 rad, nose 0.1 rad down,
// the front wheels steered, every wheel rolled and sprung its own way, some parts broken.
struct PhysicsCar {
  sim::physics::CarState car = sim::physics::make_car(test::demo_car("zephyr"));
  sim::physics::CarObject object = sim::physics::make_object(test::demo_car("zephyr"));
  PhysicsCar() {
    car.centre = {fx(120.5), fx(-40.25), fx(7.75)};
    car.forward = fx_dir(0.6, -0.1);
    car.up = fx_dir(0.6, -0.1 + std::numbers::pi / 2);
    car.left = {fx(-std::sin(0.6)), fx(std::cos(0.6)), 0};
    car.points[0].steer = car.points[2].steer = fx(0.3);
    for (size_t w = 0; w < 4; ++w) {
      car.points[w].roll = fx(-1.0 + 0.5 * double(w));
      car.points[w].travel = fx(-0.25 + 0.05 * double(w));
    }
    sim::physics::place_points(car);
    sim::physics::pose_object(object, car);
    object.parts[1].state = 1;
    object.parts[4].state = 2;
  }
};

}  // namespace

TEST_CASE("A physics car's pose stands on its chassis point along its axes", "[cars]") {
  const PhysicsCar p;
  const engine::CarPose pose = engine::physics_pose(p.car, p.object);
  const Vec3f chassis = engine::to_vec3f(assets::Vec3{
      p.car.points[4].position[0], p.car.points[4].position[1], p.car.points[4].position[2]});
  CHECK(engine::length(pose.position - chassis) < 1e-5f);
  CHECK(pose.position.x == Approx(120.5f).margin(1e-4));  // the Zephyr's chassis point is its
  CHECK(pose.position.z == Approx(7.75f).margin(1e-4));   // centre (docs/CAR-FORMAT.md)
  CHECK(pose.forward.x == Approx(std::cos(0.6) * std::cos(0.1)).margin(1e-4));
  CHECK(pose.forward.z == Approx(-std::sin(0.1)).margin(1e-4));
  CHECK(pose.left.y == Approx(std::cos(0.6)).margin(1e-4));
  CHECK(pose.up.z == Approx(std::cos(0.1)).margin(1e-4));
  CHECK(engine::dot(pose.forward, pose.up) == Approx(0).margin(1e-4));
  CHECK(pose.steer == Approx(-0.3f).margin(1e-4));  // the physics turns right for +0.3
  for (size_t w = 0; w < 4; ++w) {
    INFO("wheel " << w);
    CHECK(pose.wheel_roll[w] == Approx(-1.0 + 0.5 * double(w)).margin(1e-4));
    CHECK(pose.wheel_travel[w] == Approx(-0.25 + 0.05 * double(w)).margin(1e-4));
  }
  const std::array<engine::DamageState, 6> damage = {
      engine::DamageState::kGood, engine::DamageState::kDamaged, engine::DamageState::kGood,
      engine::DamageState::kGood, engine::DamageState::kRuined,  engine::DamageState::kGood};
  CHECK(pose.damage == damage);
}

TEST_CASE("A physics car's wheels are drawn on its wheel points, sprung by their travel",
          "[cars]") {
  const PhysicsCar p;
  const engine::CarPose pose = engine::physics_pose(p.car, p.object);
  const engine::CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  for (size_t w = 0; w < 4; ++w) {
    INFO("wheel " << w);
    const Vec3f hub = engine::transform_point(
        engine::wheel_matrix(pose, mesh.parts[engine::wheel_part_index(w)].hub, w), {});
    const auto& at = p.car.points[w].position;
    CHECK(engine::length(hub - engine::to_vec3f(assets::Vec3{at[0], at[1], at[2]})) < 1e-3f);
  }
  // The shadow lies at the lowest wheel's bottom (a radius down the car's up axis from its
  // point) where the suspension holds it.
  float lowest = 1e30f;
  for (size_t w = 0; w < 4; ++w)
    lowest = std::min(lowest, engine::to_float(p.car.points[w].position[2]) -
                                  engine::to_float(p.car.points[w].radius) * pose.up.z);
  for (const Vec3f& c : engine::car_shadow(pose, mesh).corners)
    CHECK(c.z == Approx(lowest + engine::kShadowLift).margin(1e-3));
}

TEST_CASE("A car on its grid slot faces along the slot and rests its wheels on the slot's height",
          "[cars]") {
  for (const assets::Car* car : {&car_test::sample(), &test::demo_car("zephyr")}) {
    INFO(car->name);
    const engine::CarPose pose = engine::grid_pose(slot_at({120, -40, 7.5f}, 0.6), *car);
    CHECK(pose.forward.x == Approx(std::cos(0.6)).margin(1e-4));
    CHECK(pose.forward.y == Approx(std::sin(0.6)).margin(1e-4));
    CHECK(pose.left.x == Approx(-std::sin(0.6)).margin(1e-4));
    CHECK(pose.up.z == Approx(1).margin(1e-6));
    CHECK(pose.position.x == Approx(120).margin(1e-3));
    CHECK(lowest_wheel_bottom(pose, *car) == Approx(7.5f).margin(1e-3));
    // Standing still, wheels straight, undamaged.
    for (float roll : pose.wheel_roll) CHECK(roll == 0);
    for (float travel : pose.wheel_travel) CHECK(travel == 0);
    CHECK(pose.steer == 0);
    for (engine::DamageState d : pose.damage) CHECK(d == engine::DamageState::kGood);
  }
  // The sample car's wheels: centres 0.2 below the chassis point, radius 0.35.
  const engine::CarPose p = engine::grid_pose(slot_at({0, 0, 2}, 0), car_test::sample());
  CHECK(p.position.z == Approx(2.55f).margin(1e-4));
}

TEST_CASE("A grid slot without a usable frame stands the car along the world's axes", "[cars]") {
  assets::StartPlace slot;
  slot.position = {fx(3), fx(4), fx(5)};
  const engine::CarPose pose = engine::grid_pose(slot, car_test::sample());
  CHECK(pose.forward == Vec3f{1, 0, 0});
  CHECK(pose.left == Vec3f{0, 1, 0});
  CHECK(pose.up == Vec3f{0, 0, 1});
}

TEST_CASE("A car's shadow lies on the ground under the car's footprint", "[cars]") {
  for (const assets::Car* car : {&car_test::sample(), &test::demo_car("zephyr")}) {
    INFO(car->name);
    const engine::CarMesh mesh = engine::build_car_mesh(*car);
    const engine::CarPose pose = engine::grid_pose(slot_at({30, 60, 4}, 2.2), *car);
    const engine::CarShadow shadow = engine::car_shadow(pose, mesh);
    float area = 0;
    for (size_t i = 0; i < 4; ++i) {
      const Vec3f c = shadow.corners[i];
      CHECK(c.z == Approx(4 + engine::kShadowLift).margin(1e-3));
      // Back in the car frame, the corner is inside the body's outline seen from above.
      const Vec3f d = c - pose.position;
      const float x = engine::dot(d, pose.forward), y = engine::dot(d, pose.left);
      CHECK(x >= mesh.body_bounds.min.x - 1e-3f);
      CHECK(x <= mesh.body_bounds.max.x + 1e-3f);
      CHECK(y >= mesh.body_bounds.min.y - 1e-3f);
      CHECK(y <= mesh.body_bounds.max.y + 1e-3f);
      const Vec3f n = shadow.corners[(i + 1) % 4];
      area += c.x * n.y - n.x * c.y;
    }
    // It covers the footprint, not a sliver of it.
    const float footprint = (mesh.body_bounds.max.x - mesh.body_bounds.min.x) *
                            (mesh.body_bounds.max.y - mesh.body_bounds.min.y);
    CHECK(std::abs(area) / 2 == Approx(footprint).epsilon(1e-3));
  }
}

TEST_CASE("A car nosing up still casts its shadow on the ground at its lowest wheel", "[cars]") {
  const engine::CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  engine::CarPose pose;
  pose.position = {0, 0, 10};
  const float a = 0.3f;  // pitched nose up about the left axis
  pose.forward = {std::cos(a), 0, std::sin(a)};
  pose.up = {-std::sin(a), 0, std::cos(a)};
  const engine::CarShadow shadow = engine::car_shadow(pose, mesh);
  float lowest = 1e30f;
  for (size_t w = 0; w < 4; ++w) {
    const Vec3f hub = mesh.parts[engine::wheel_part_index(w)].hub;
    lowest = std::min(
        lowest,
        engine::transform_point(engine::car_matrix(pose), {hub.x, hub.y, mesh.wheel_bottom}).z);
  }
  for (const Vec3f& c : shadow.corners) CHECK(c.z == Approx(lowest + engine::kShadowLift));
}
