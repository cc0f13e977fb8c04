// Two cars driven into each other through the simulation step (POD FUN_0049a89c with
// FUN_0042196c): head on and side by side they part without staying inside each other, with the
// momentum along the contact kept; with damage on, repeated hits break the parts they strike,
// good → damaged → ruined, and leave the others whole.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics_fixtures.h"
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/simulation.h"

namespace unpod::physics_test {
namespace {

int pair_steps_for(double seconds) {
  return static_cast<int>(std::ceil(seconds * 65536.0 / kFrame));
}

double momentum(const physics::Simulation& sim, size_t axis) {
  double p = 0;
  for (const physics::Racer& r : sim.racers()) p += real(r.car.mass) * real(r.car.velocity[axis]);
  return p;
}

std::optional<physics::HullContact> touching(const physics::Simulation& sim) {
  return physics::hull_test(physics::world_hull(sim.racers()[0].object),
                            physics::world_hull(sim.racers()[1].object));
}

// Two cars settled on flat ground, a at `a` facing `fa`, b likewise.
physics::Simulation two_cars(Vec16 a, Vec16 fa, Vec16 b, Vec16 fb,
                             physics::SimulationOptions options = {}) {
  physics::Simulation sim(flat_world(100, 10), {}, {}, options);
  sim.add_racer(demo_car("zephyr"), physics::DriverKind::kHuman, a, fa);
  sim.add_racer(demo_car("bulwark"), physics::DriverKind::kHuman, b, fb);
  for (int i = 0; i < pair_steps_for(2.0); ++i) sim.step(nullptr, kFrame);
  return sim;
}

TEST_CASE("two cars head on bounce apart with their momentum kept", "[physics][cars]") {
  physics::Simulation sim = two_cars(v16(-10, 0, 0), v16(1, 0, 0), v16(10, 0, 0), v16(-1, 0, 0));
  sim.racer(0).car.velocity = v16(12, 0, 0);
  sim.racer(1).car.velocity = v16(-12, 0, 0);
  const double before = momentum(sim, 0);
  int contacts = 0;
  double deepest = 0;
  // The momentum and the light car's speed as the cars part (later the tyres and the ground
  // take their share).
  double parted = 0, parted_a = 0;
  bool apart = false;
  for (int i = 0; i < pair_steps_for(3.0); ++i) {
    sim.step(nullptr, kFrame);
    contacts += sim.events()[0].car_contacts;
    const auto c = touching(sim);
    if (c) deepest = std::max(deepest, real(c->overlap));
    if (contacts > 0 && !c && !apart) {
      apart = true;
      parted = momentum(sim, 0);
      parted_a = real(sim.racers()[0].car.velocity[0]);
    }
  }
  REQUIRE(contacts >= 1);
  CHECK(deepest < 0.5);        // never deep inside each other, and ...
  CHECK_FALSE(touching(sim));  // ... apart at the end
  const physics::CarState& a = sim.racers()[0].car;
  const physics::CarState& b = sim.racers()[1].car;
  // Moving apart: the light car thrown back, the heavy one carried on a little.
  CHECK(real(a.velocity[0]) < -5);
  CHECK(real(b.velocity[0]) > 0);
  CHECK(real(a.centre[0]) < real(b.centre[0]));
  // Momentum along the contact, from the impulse's 2 ma mb / (ma + mb): kept within 5 %.
  const double ma = real(a.mass), mb = real(b.mass);
  const double elastic_a = ((ma - mb) * 12 - 2 * mb * 12) / (ma + mb);
  INFO("momentum " << before << " → " << parted << " as they part; a " << parted_a
                   << " against the elastic " << elastic_a);
  REQUIRE(apart);
  CHECK(std::abs(parted - before) < 0.05 * std::abs(before) + 0.5);
  CHECK(parted_a == Approx(elastic_a).epsilon(0.15));
}

TEST_CASE("two cars side by side pushed together part without overlapping", "[physics][cars]") {
  // Side by side 2.1 apart (their bodies 1.7 and 1.9 wide), both at 15 units/s, closing at 6.
  physics::Simulation sim = two_cars(v16(0, -1.05, 0), v16(1, 0, 0), v16(0, 1.05, 0), v16(1, 0, 0));
  for (int i = 0; i < pair_steps_for(2.0); ++i) sim.step(nullptr, kFrame);
  sim.racer(0).car.velocity = v16(15, 3, 0);
  sim.racer(1).car.velocity = v16(15, -3, 0);
  const double before = momentum(sim, 1);
  int contacts = 0;
  double deepest = 0;
  for (int i = 0; i < pair_steps_for(2.0); ++i) {
    sim.step(nullptr, kFrame);
    contacts += sim.events()[0].car_contacts;
    if (auto c = touching(sim)) deepest = std::max(deepest, real(c->overlap));
  }
  REQUIRE(contacts >= 1);
  CHECK(deepest < 0.5);
  CHECK_FALSE(touching(sim));
  const physics::CarState& a = sim.racers()[0].car;
  const physics::CarState& b = sim.racers()[1].car;
  CHECK(real(a.centre[1]) < real(b.centre[1]));  // each on its own side still
  INFO("sideways momentum " << before << " → " << momentum(sim, 1));
  // The tyres take the sideways speed after the contact; right after it the impulse has sent
  // the lighter car further out than the heavier one.
  CHECK(real(a.centre[1]) + 1.05 < -(real(b.centre[1]) - 1.05) + 0.01);
  CHECK(real(a.velocity[0]) > 10);  // still driving on
  CHECK(real(b.velocity[0]) > 10);
}

TEST_CASE("with damage on, repeated hits break the struck parts good → damaged → ruined",
          "[physics][cars][damage]") {
  physics::SimulationOptions options;
  options.damage.on = true;
  options.damage.mode = 2;
  physics::Simulation sim =
      two_cars(v16(-10, 0, 0), v16(1, 0, 0), v16(10, 0, 0), v16(-1, 0, 0), options);
  std::vector<std::array<int8_t, physics::kBodyParts>> states;
  for (int hit = 0; hit < 8; ++hit) {
    // Both cars set back on their marks and driven into each other at 25 units/s.
    for (int r = 0; r < 2; ++r) {
      physics::CarState& car = sim.racer(r).car;
      physics::car_reset(car);
      physics::place_car(car, sim.world(), v16(r == 0 ? -10 : 10, 0, 0), v16(r == 0 ? 1 : -1, 0, 0),
                         {});
    }
    for (int i = 0; i < pair_steps_for(1.0); ++i) sim.step(nullptr, kFrame);
    sim.racer(0).car.velocity = v16(25, 0, 0);
    sim.racer(1).car.velocity = v16(-25, 0, 0);
    for (int i = 0; i < pair_steps_for(1.0); ++i) sim.step(nullptr, kFrame);
    std::array<int8_t, physics::kBodyParts> s{};
    for (int k = 0; k < physics::kBodyParts; ++k)
      s[size_t(k)] = sim.racers()[0].object.parts[size_t(k)].state;
    states.push_back(s);
  }
  const physics::Racer& a = sim.racers()[0];
  // The front parts (4 front right, 5 front left) took the hits and are ruined; the rear and
  // the sides are whole.
  CHECK(a.object.parts[4].state == 2);
  CHECK(a.object.parts[5].state == 2);
  for (int k = 0; k < 4; ++k) {
    CHECK(a.object.parts[size_t(k)].state == 0);
    CHECK(a.object.parts[size_t(k)].health == physics::kPartHealth);
  }
  // In order: a part's state never goes back, and never jumps two states in one hit.
  for (size_t h = 1; h < states.size(); ++h)
    for (size_t k = 0; k < states[h].size(); ++k) {
      CHECK(states[h][k] >= states[h - 1][k]);
      CHECK(states[h][k] - states[h - 1][k] <= 1);
    }
  // The damage record: the two front parts at level 2, the front half's picture swapped.
  CHECK(a.damage.front_level == 4);
  CHECK(a.damage.front_swapped);
  CHECK(a.damage.rear_level == 0);
  CHECK_FALSE(a.damage.rear_swapped);
  // A ruined front weakens the front wheels: less grip than the file's.
  CHECK(a.car.points[0].grip[0] < a.made.points[0].grip[0]);
  CHECK(a.car.points[2].grip[0] < a.made.points[2].grip[0]);
  CHECK(a.car.points[1].grip[0] == a.made.points[1].grip[0]);
}

TEST_CASE("with damage off, the same hits break nothing", "[physics][cars][damage]") {
  physics::Simulation sim = two_cars(v16(-10, 0, 0), v16(1, 0, 0), v16(10, 0, 0), v16(-1, 0, 0));
  sim.racer(0).car.velocity = v16(25, 0, 0);
  sim.racer(1).car.velocity = v16(-25, 0, 0);
  for (int i = 0; i < pair_steps_for(2.0); ++i) sim.step(nullptr, kFrame);
  for (const physics::Racer& r : sim.racers())
    for (int k = 0; k < physics::kBodyParts; ++k) {
      CHECK(r.object.parts[size_t(k)].state == 0);
      CHECK(r.object.parts[size_t(k)].health == physics::kPartHealth);
    }
}

}  // namespace
}  // namespace unpod::physics_test
