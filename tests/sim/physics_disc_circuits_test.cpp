// The physics on the demo disc's circuits: eight cars dropped on each grid settle and stay put,
// a car knocks a cone over and the cone settles again, and the Quarry's pit lane repairs a
// damaged car over its zone's time.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics_fixtures.h"
#include "race_disc_fixture.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/physics/zones.h"

namespace unpod::physics_test {
namespace {

int steps_for(double seconds) {
  return static_cast<int>(std::ceil(seconds * 65536.0 / kFrame));
}

const assets::Circuit& quarry() {
  return test::demo_track("quarry").circuit;
}

physics::Simulation simulation_of(const assets::Circuit& c, physics::SimulationOptions o = {}) {
  auto s = physics::Simulation::of_circuit(c, o);
  if (!s) throw std::runtime_error(s.error().to_string());
  return std::move(s.value());
}

bool all_wheels_down(const physics::CarState& car) {
  for (int i = 0; i < 4; ++i)
    if (!car.points[size_t(i)].touching) return false;
  return true;
}

TEST_CASE("on each demo circuit eight cars dropped on the grid settle and stay put",
          "[physics][disc]") {
  for (const assets::Circuit* circuit : {&race_test::dusk_ring().circuit, &quarry()}) {
    INFO(circuit->sectors.size() << " sectors");
    physics::reset_overflow_count();
    physics::Simulation sim = simulation_of(*circuit);
    const auto& grid = circuit->directions[0].start_grid;
    REQUIRE(grid.size() >= 8);
    for (size_t r = 0; r < 8; ++r)
      sim.add_racer_on_grid(demo_car(demo_car_names()[r % 4]), physics::DriverKind::kComputer,
                            grid[r]);
    for (int i = 0; i < steps_for(2.0); ++i) sim.step(nullptr, kFrame);
    std::vector<Vec16> rested;
    for (const physics::Racer& r : sim.racers()) {
      CHECK(all_wheels_down(r.car));
      CHECK(speed(r.car.velocity) < 0.05);
      rested.push_back(r.car.centre);
    }
    double fastest = 0;
    int contacts = 0;
    for (int i = 0; i < steps_for(60.0); ++i) {
      sim.step(nullptr, kFrame);
      for (size_t n = 0; n < sim.racers().size(); ++n) {
        fastest = std::max(fastest, speed(sim.racers()[n].car.velocity));
        contacts += sim.events()[n].car_contacts;
      }
    }
    CHECK(fastest < 0.05);
    CHECK(contacts == 0);  // the grid slots keep the cars apart
    for (size_t n = 0; n < rested.size(); ++n) {
      INFO("racer " << n);
      CHECK(all_wheels_down(sim.racers()[n].car));
      CHECK(speed(physics::sub(sim.racers()[n].car.centre, rested[n])) < 0.25);
    }
    for (const physics::Prop& p : sim.props()) CHECK_FALSE(p.hit);  // nothing knocked them
    CHECK(physics::overflow_count() == 0);
  }
}

TEST_CASE("a car driven into a cone knocks it over and the cone comes to rest again",
          "[physics][disc][props]") {
  physics::Simulation sim = simulation_of(race_test::dusk_ring().circuit);
  REQUIRE_FALSE(sim.props().empty());
  // The first cone (Dusk Ring: three cones at 0.515 of the lap, 7.2 to the left).
  size_t cone = 0;
  while (cone < sim.props().size() && sim.props()[cone].descriptor != 0) ++cone;
  REQUIRE(cone < sim.props().size());
  const Vec16 cone_at = sim.props()[cone].position;
  // A car 25 units before it on the lap, heading at it at 15 units/s.
  const double along = 0.515 * race_test::lap_length() - 25;
  const assets::Vec3 p = race_test::on_lap(along);
  const Vec16 start{p.x, p.y, p.z};
  const Vec16 heading = physics::sub(cone_at, start);
  sim.add_racer(demo_car("cinder"), physics::DriverKind::kHuman, physics::sub(start, v16(0, 0, 1)),
                {heading[0], heading[1], 0});
  for (int i = 0; i < steps_for(1.0); ++i) sim.step(nullptr, kFrame);
  physics::CarState& car = sim.racer(0).car;
  car.velocity = physics::scale(physics::unit({heading[0], heading[1], 0}), fx(15));
  int hits = 0;
  bool moved = false;
  for (int i = 0; i < steps_for(4.0); ++i) {
    sim.step(nullptr, kFrame);
    hits += sim.events()[0].prop_hits;
    moved |= sim.props()[cone].hit;
  }
  REQUIRE(hits > 0);
  CHECK(moved);
  CHECK(speed(physics::sub(sim.props()[cone].position, cone_at)) > 1);  // knocked away
  // Left alone, it settles (its hit flag cleared) on the ground, in the world.
  sim.racer(0).car.velocity = Vec16{0, 0, 0};
  bool settled = false;
  for (int i = 0; i < steps_for(10.0) && !settled; ++i) {
    sim.step(nullptr, kFrame);
    settled = !sim.props()[cone].hit;
  }
  CHECK(settled);
  CHECK(sim.props()[cone].sector >= 0);
}

TEST_CASE("the Quarry's pit lane repairs a damaged car over its zone's time", "[physics][disc]") {
  physics::SimulationOptions options;
  options.damage.on = true;
  physics::Simulation sim = simulation_of(quarry(), options);
  const auto& zones = quarry().repair_zones.value;
  REQUIRE(zones);
  REQUIRE(zones->zones.size() == 1);
  const assets::RepairZone& zone = zones->zones[0];
  const Vec16 centre{zone.centre.x, zone.centre.y, zone.centre.z};
  const Vec16 along{zone.corners[1].x - zone.corners[0].x, zone.corners[1].y - zone.corners[0].y,
                    0};
  sim.add_racer(demo_car("bulwark"), physics::DriverKind::kHuman,
                physics::sub(centre, v16(0, 0, 0.5)), along);
  for (int i = 0; i < steps_for(1.0); ++i) sim.step(nullptr, kFrame);
  physics::Racer& r = sim.racer(0);
  REQUIRE(physics::zone_holds(zone, r.car.centre));
  // Both front parts ruined, the front wheels weakened.
  for (int k : {4, 5}) {
    r.object.parts[size_t(k)].state = 2;
    r.object.parts[size_t(k)].health = 0;
  }
  r.car.points[0].grip = physics::mul(r.car.points[0].grip, fx(0.9));
  const double seconds = real(zones->repair_time);
  REQUIRE(seconds > 0);
  // Half the zone's time: not whole yet; the whole of it: whole, the wheels as made.
  for (int i = 0; i < steps_for(seconds / 2); ++i) sim.step(nullptr, kFrame);
  CHECK(r.object.parts[4].state + r.object.parts[5].state > 0);
  CHECK(r.car.points[0].grip != r.made.points[0].grip);
  for (int i = 0; i < steps_for(seconds / 2) + 2; ++i) sim.step(nullptr, kFrame);
  for (int k = 0; k < physics::kBodyParts; ++k) {
    CHECK(r.object.parts[size_t(k)].state == 0);
    CHECK(r.object.parts[size_t(k)].health == physics::kPartHealth);
  }
  CHECK(r.car.points[0].grip == r.made.points[0].grip);
}

}  // namespace
}  // namespace unpod::physics_test

namespace unpod::physics_test {
namespace {

TEST_CASE(
    "a computer car standing still counts its stuck time, except while the countdown holds "
    "it",
    "[physics][disc][stuck]") {
  physics::Simulation sim = simulation_of(race_test::dusk_ring().circuit);
  const auto& grid = race_test::dusk_ring().circuit.directions[0].start_grid;
  sim.add_racer_on_grid(demo_car("cinder"), physics::DriverKind::kComputer, grid[1]);
  sim.add_racer_on_grid(demo_car("cinder"), physics::DriverKind::kHuman, grid[0]);
  // Held by the countdown for 4 s: the timer stays 0 (FUN_0047b98c).
  for (int i = 0; i < steps_for(4.0); ++i) {
    sim.step(nullptr, kFrame, true);
    REQUIRE(sim.racers()[0].driver.stuck == 0);
  }
  // Released but standing: it counts up the seconds, and past 3 s turns to −2 s for the
  // controller's reverse (FUN_004227bc); the human's never counts.
  Fx most = 0;
  bool reversing = false;
  for (int i = 0; i < steps_for(3.5); ++i) {
    sim.step(nullptr, kFrame, false);
    most = std::max(most, sim.racers()[0].driver.stuck);
    reversing |= sim.racers()[0].driver.stuck == physics::kStuckReverse;
    CHECK(sim.racers()[1].driver.stuck == 0);
  }
  CHECK(most > physics::kStuckTime - 2 * kFrame);
  CHECK(most <= physics::kStuckTime);
  CHECK(reversing);
}

}  // namespace
}  // namespace unpod::physics_test

namespace unpod::physics_test {
namespace {

// The Dusk Ring's wall stands at the road's half width + the kerb (1.5, the description's
// default) from the centre line, across it along the frame's left axis.
constexpr double kKerb = 1.5;

TEST_CASE("on the Dusk Ring a car driven square into the wall stops at it, at any speed",
          "[physics][disc][walls]") {
  const auto& track = race_test::dusk_ring();
  for (const double along : {300.0, 1100.0, 1900.0}) {
    for (const double v0 : {10.0, 30.0, 60.0}) {
      INFO(along << " units along the lap, " << v0 << " units/s");
      physics::Simulation sim = simulation_of(track.circuit);
      const disc::Frame f = track.main.at(along);
      const Vec16 at = v16(f.pos.x, f.pos.y, f.pos.z);
      sim.add_racer(demo_car("bulwark"), physics::DriverKind::kHuman, at,
                    v16(f.left.x, f.left.y, 0));
      for (int i = 0; i < steps_for(1.0); ++i) sim.step(nullptr, kFrame);
      physics::CarState& car = sim.racer(0).car;
      car.velocity = v16(f.left.x * v0, f.left.y * v0, 0);
      const double wall = f.width / 2 + kKerb;
      double furthest = 0;
      int hit_at = -1;
      double toward_after = 0;  // the speed towards the wall a quarter second after the hit
      for (int i = 0; i < steps_for(4.0); ++i) {
        sim.step(nullptr, kFrame);
        for (const physics::PointState& p : car.points) {
          const double across = (real(p.position[0]) - f.pos.x) * f.left.x +
                                (real(p.position[1]) - f.pos.y) * f.left.y;
          furthest = std::max(furthest, across);
          if (hit_at < 0 && p.wall_depth > 0) hit_at = i;
        }
        if (hit_at >= 0 && i == hit_at + steps_for(0.25))
          toward_after = real(car.velocity[0]) * f.left.x + real(car.velocity[1]) * f.left.y;
      }
      INFO("furthest point " << furthest << " across, the wall at " << wall);
      REQUIRE(hit_at >= 0);
      CHECK(furthest < wall);     // no point's centre went through the wall
      CHECK(toward_after < 0.3);  // stopped against it or bounced back
    }
  }
}

}  // namespace
}  // namespace unpod::physics_test
