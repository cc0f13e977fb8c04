// The car against the track: the wall impulses (FUN_00416284, pod-car-physics.md "The body") and
// when the chassis point searches the track (FUN_00417884, "The track").
#include <catch2/catch.hpp>

#include "physics_fixtures.h"
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

using physics_test::real;
constexpr Fx kHalfMetre = 0x8000;
constexpr Fx kBounce = 0x18000;  // 1.5, a hand-picked bounce for whole numbers

// A car of mass 1 t at the origin, still, with `n` of its points in a wall facing +x (the push
// out of the wall is +x), moving at `v`.
CarState against_wall(int n, Vec16 v) {
  CarState car = make_car(test::demo_car("zephyr"));
  car.mass = kOne;
  car.velocity = v;
  const Vec16 at[3] = {{2 * kOne, kOne, 0}, {2 * kOne, -kOne, 0}, {2 * kOne, 0, kOne}};
  for (int i = 0; i < n; ++i) {
    PointState& p = car.points[size_t(i)];
    p.position = at[i];
    p.wall_depth = 0x1000;
    p.wall_dir = {kOne, 0, 0};
    p.bounce = kBounce;
  }
  return car;
}

struct Pushed {
  Impacts hits;
  Vec16 force{}, torque{};
};
Pushed push(const CarState& car, Fx dt = kHalfMetre) {
  Pushed out;
  out.hits = impacts(car, dt, out.force, out.torque);
  return out;
}

// Into the wall at 2 units/s more than the 0.264 (17300 raw) kept.
constexpr Fx kInto = 2 * kOne + 17300;
// Its impulse: 1 t, 0.5 s, bounce 1.5: (kInto − 0.264) × 1 / 0.5 × 1.5 = 6 kN.
constexpr Fx kSize = 6 * kOne;

TEST_CASE("a wall's impulse is (−v·n − 0.264) × mass / dt × bounce", "[physics][walls]") {
  const Pushed p = push(against_wall(1, {-kInto, 0, 0}));
  CHECK(kWallSlack == 17300);
  CHECK(p.force == Vec16{kSize, 0, 0});
  // Its torque about the centre: the lever (2, 1, 0) × the push along x.
  CHECK(p.torque == Vec16{0, 0, -kSize});
  REQUIRE(p.hits.count == 1);
  CHECK(p.hits.hits[0].point == 0);
  CHECK(p.hits.hits[0].at == Vec16{2 * kOne, kOne, 0});
  // For damage, a quarter of the impulse on POD's scale, whose raw value is newtons
  // (pod_impulse.h): the notes' (2 − 0) × 1,000 kg / 0.5 s × 1.5 = 6,000, a quarter 1,500.
  CHECK(p.hits.hits[0].impulse == 1500);
  CHECK(p.hits.strongest == 6000);
  // The same into the wall with mass 2 and bounce 1: the same size.
  CarState heavy = against_wall(1, {-kInto, 0, 0});
  heavy.mass = 2 * kOne;
  heavy.points[0].bounce = kOne;
  CHECK(push(heavy).force == Vec16{8 * kOne, 0, 0});
  // A quarter of the time step: four times the force.
  CHECK(push(against_wall(1, {-kInto, 0, 0}), kHalfMetre / 4).force == Vec16{4 * kSize, 0, 0});
}

TEST_CASE("a wall's impulse is shared among the points hit", "[physics][walls]") {
  SECTION("two points: halved") {
    const Pushed p = push(against_wall(2, {-kInto, 0, 0}));
    CHECK(p.force == Vec16{kSize, 0, 0});  // 2 × 3 kN
    REQUIRE(p.hits.count == 2);
    CHECK(p.hits.hits[0].impulse == 750);  // 3,000 each, a quarter
    CHECK(p.hits.hits[1].impulse == 750);
    // The two levers' torques about z cancel (y = +1 and −1).
    CHECK(p.torque[2] == 0);
  }
  SECTION("three points: a third each") {
    const Pushed p = push(against_wall(3, {-kInto, 0, 0}));
    CHECK(p.force[0] == kSize);  // 3 × 2 kN
    CHECK(p.hits.count == 3);
  }
}

TEST_CASE("no impulse while −v·n is 0.264 or less", "[physics][walls]") {
  SECTION("exactly 0.264 into the wall") {
    const Pushed p = push(against_wall(1, {-kWallSlack, 0, 0}));
    CHECK(p.force == Vec16{0, 0, 0});
    CHECK(p.hits.count == 0);
  }
  SECTION("one raw unit more: an impulse") {
    const Pushed p = push(against_wall(1, {-kWallSlack - 1, 0, 0}));
    // 1 raw × 1 t / 0.5 s = 2, × 1.5 = 3.
    CHECK(p.force == Vec16{3, 0, 0});
    CHECK(p.hits.count == 1);
  }
  SECTION("moving out of the wall") {
    const Pushed p = push(against_wall(1, {kOne, 0, 0}));
    CHECK(p.force == Vec16{0, 0, 0});
  }
  SECTION("no point in a wall") {
    const Pushed p = push(against_wall(0, {-kInto, 0, 0}));
    CHECK(p.force == Vec16{0, 0, 0});
    CHECK(p.hits.count == 0);
  }
}

TEST_CASE("a single point's friction along the wall is at most 0.15 of the impulse",
          "[physics][walls]") {
  // kWallFriction: 10000/65536 = 0.1526, the notes' "0.15": 6 × 10000 raw.
  constexpr Fx kMostFriction = 60000;
  SECTION("sliding fast along the wall: the whole 0.15, against the slide") {
    const Pushed p = push(against_wall(1, {-kInto, 3 * kOne, 0}));
    CHECK(p.force[0] == kSize);
    CHECK(p.force[1] == -kMostFriction);
    CHECK(p.force[2] == 0);
    CHECK(real(-p.force[1]) <= 0.1526 * real(kSize));
  }
  SECTION("sliding slowly: no more than stops the slide") {
    // 0.25 units/s along, 1 t, 0.5 s: 0.5 kN stops it, under the 0.15.
    const Pushed p = push(against_wall(1, {-kInto, -kHalfMetre / 2, 0}));
    CHECK(p.force[1] == kHalfMetre);
    CHECK(p.force[1] < kMostFriction);
  }
  SECTION("two points: no friction") {
    const Pushed p = push(against_wall(2, {-kInto, 3 * kOne, 0}));
    CHECK(p.force[0] == kSize);
    CHECK(p.force[1] == 0);
  }
}

// ---- The chassis point's search (FUN_00417884) ----

// Zephyr with all four wheels down on level ground.
CarState four_down() {
  CarState car = make_car(test::demo_car("zephyr"));
  for (int i = 0; i < 4; ++i) {
    car.points[size_t(i)].touching = true;
    car.points[size_t(i)].contact_normal = {0, 0, kOne};
  }
  return car;
}

TEST_CASE("the chassis point searches every 17th call of the shared counter", "[physics][track]") {
  const CarState car = four_down();
  uint32_t counter = 0;
  std::vector<int> searched;
  for (int call = 1; call <= 51; ++call)
    if (chassis_searches(car, counter)) searched.push_back(call);
  CHECK(searched == std::vector<int>{17, 34, 51});
  CHECK(counter == 51);
  // The counter is shared: another car's call moves it too.
  counter = 15;
  CHECK_FALSE(chassis_searches(car, counter));
  CHECK(chassis_searches(car, counter));
}

TEST_CASE("the chassis point searches with fewer than four wheels down", "[physics][track]") {
  for (int off = 0; off < 4; ++off) {
    CarState car = four_down();
    car.points[size_t(off)].touching = false;
    uint32_t counter = 0;
    INFO("wheel " << off << " off");
    CHECK(chassis_searches(car, counter));
  }
}

TEST_CASE("the chassis point searches when a wheel's normal points away from the car's up axis",
          "[physics][track]") {
  uint32_t counter = 0;
  CarState car = four_down();
  car.points[3].contact_normal = {0, 0, -kOne};
  CHECK(chassis_searches(car, counter));
  car.points[3].contact_normal = {kOne * 3 / 5, 0, -kOne * 4 / 5};
  CHECK(chassis_searches(car, counter));
  // A tilted normal still on the up side: no search.
  car.points[3].contact_normal = {kOne * 3 / 5, 0, kOne * 4 / 5};
  CHECK_FALSE(chassis_searches(car, counter));
  // Against the car's up, not the world's: a car on its roof on a level floor searches...
  CarState roof = four_down();
  roof.up = {0, 0, -kOne};
  CHECK(chassis_searches(roof, counter));
  // ...and one whose normals follow its up does not.
  for (int i = 0; i < 4; ++i) roof.points[size_t(i)].contact_normal = {0, 0, -kOne};
  CHECK_FALSE(chassis_searches(roof, counter));
}

}  // namespace
}  // namespace unpod::sim::physics

// ---- The walls' switch (DEVIATION 12) ----

namespace unpod::sim::physics {
namespace {

// A point of radius 0.5 that went from 1 unit in front of the wall at x = 0 (the car's side,
// x < 0) to `behind` units past it in one step, tested against every sector's walls.
PointState through_wall(const world::World& w, double behind, WallRule rule) {
  PointState p;
  p.radius = kOne / 2;
  p.position = physics_test::v16(behind, 5, 1);
  const Vec16 before = physics_test::v16(-1, 5, 1), side_from = physics_test::v16(-3, 5, 1);
  for (size_t s = 0; s < w.sectors.size(); ++s) walls(w, int32_t(s), before, side_from, rule, p);
  return p;
}

TEST_CASE(
    "a wall pushes a point up to 2.29 behind it, and one further through only with DEVIATION "
    "12 on",
    "[physics][walls]") {
  const world::World w = physics_test::flat_world(200, 10, 0.0);
  for (const bool on : {false, true}) {
    INFO("push_back_through " << on);
    // 2 behind (under 2.29): pushed back to the car's side by radius + 2, either way.
    const PointState near = through_wall(w, 2, WallRule{on});
    CHECK(near.wall_depth == kOne / 2 + 2 * kOne);
    CHECK(near.wall_dir == Vec16{-kOne, 0, 0});
  }
  // 3 behind: the original's face does not see it, and the point is through.
  CHECK(through_wall(w, 3, WallRule{false}).wall_depth == 0);
  // The game's switch pushes it back by radius + 3.
  const PointState back = through_wall(w, 3, WallRule{true});
  CHECK(back.wall_depth == kOne / 2 + 3 * kOne);
  CHECK(back.wall_dir == Vec16{-kOne, 0, 0});
  // The core's default is the original.
  CHECK_FALSE(SimulationOptions{}.walls.push_back_through);
}

}  // namespace
}  // namespace unpod::sim::physics
