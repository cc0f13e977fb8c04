// Cars and races for the computer's controller tests (pod-controllers.md "The computer:
// FUN_004221d8"): bare car records with only the fields the controller reads, placed and turned
// in whole or fractional units; race rules on hand-made paths, so a test knows every lane point.
#pragma once

#include <catch2/catch.hpp>

#include <cmath>
#include <span>
#include <string>
#include <vector>

#include "race_paths_builder.h"
#include "race_straight.h"
#include "support/fx.h"
#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::ai_test {

namespace ai = sim::ai;
namespace physics = sim::physics;
namespace race = sim::race;
namespace race_test = unpod::race_test;
using physics::Fx;
using physics::Vec16;

using race_test::kUnit;
inline constexpr double kPi = 3.14159265358979323846;

using test::fx;
inline Vec16 v16(double x, double y, double z = 0) {
  return {fx(x), fx(y), fx(z)};
}

// A car record at (x, y, z) facing `degrees` anticlockwise from +x seen from above (its left
// axis 90° further round), at rest, its largest wheel angle 0.5 radians.
inline physics::CarState car_at(double x, double y, double z = 0, double degrees = 0) {
  physics::CarState c;
  const double a = degrees * kPi / 180.0;
  c.centre = v16(x, y, z);
  c.forward = v16(std::cos(a), std::sin(a), 0);
  c.left = v16(-std::sin(a), std::cos(a), 0);
  c.up = v16(0, 0, 1);
  c.steer_max = 0x8000;
  for (auto& p : c.points) p.position = c.centre;
  return c;
}

// Another car at `distance` units from `me` and `degrees` anticlockwise from me's forward axis.
inline physics::CarState car_towards(const physics::CarState& me, double distance, double degrees,
                                     double heading = 0) {
  const double a = degrees * kPi / 180.0;
  const double fx_ = me.forward[0] / 65536.0, fy = me.forward[1] / 65536.0;
  const double lx = me.left[0] / 65536.0, ly = me.left[1] / 65536.0;
  const double along = distance * std::cos(a), side = distance * std::sin(a);
  return car_at(me.centre[0] / 65536.0 + along * fx_ + side * lx,
                me.centre[1] / 65536.0 + along * fy + side * ly, me.centre[2] / 65536.0, heading);
}

inline physics::Racer racer_with(const physics::CarState& car) {
  physics::Racer r;
  r.car = car;
  r.driver.kind = physics::DriverKind::kComputer;
  return r;
}

// Three nodes on a line along +x (node 0 at x = 0, the lap line, value 300; node 1 at 100;
// node 2 at 200), a link between each with points every `step` units on y = 0, the last link
// back to the lap line. Each link carries its start node's lane 1 (PathsBuilder::link).
inline race_test::PathsBuilder line_lap(int step = 10) {
  race_test::PathsBuilder b;
  const int n0 = b.node(race_test::at(0, 0), 300), n1 = b.node(race_test::at(100, 0), 200),
            n2 = b.node(race_test::at(200, 0), 100);
  b.straight(n0, n1, 0, 100, 0, step, 300);
  b.straight(n1, n2, 100, 200, 0, step, 200);
  b.straight(n2, n0, 200, 300, 0, step, 100);
  return b;
}

inline race::RaceSetup computers(int32_t n) {
  race::RaceSetup s;
  s.humans = 0;
  s.computers = n;
  s.laps = 3;
  return s;
}

// The race rules of the hand-made straight (race_straight.h) with `paths`, one computer car per
// racer, each tracker started where its car stands.
struct AiRace {
  race::RaceRules rules;
  std::vector<physics::Racer> racers;
  AiRace(race::Paths paths, std::vector<physics::Racer> cars, std::vector<int32_t> lanes = {})
      : rules(race_test::straight(), computers(int32_t(cars.size()))), racers(std::move(cars)) {
    std::vector<race::Vec3> at;
    for (const physics::Racer& r : racers) at.push_back({r.car.centre[0], r.car.centre[1], 0});
    rules.set_paths(std::move(paths), at, lanes);
  }
  race::RacerPath& path(int32_t n) { return *rules.racer_path(n); }
  // One step of computer driver `n`'s controller.
  void step(ai::ComputerDriver& d, ai::DrawClock& clock, int32_t n = 0, Fx dt = 786,
            bool countdown = false) {
    const physics::Simulation::ControlContext c{n,      racers[size_t(n)], dt, racers,
                                                &rules, countdown,         {}};
    ai::computer_step(d, c, rules, clock);
  }
};

// The input word's halves.
inline int16_t steering_of(uint32_t input) {
  return static_cast<int16_t>(input >> 16);
}
inline uint32_t buttons_of(uint32_t input) {
  return (input & 0xffffu) - physics::kInputBias;
}

}  // namespace unpod::ai_test

// A tracker in a failed check: {link, point}.
template <>
struct Catch::StringMaker<unpod::sim::race::Tracker> {
  static std::string convert(const unpod::sim::race::Tracker& t) {
    return "{link " + std::to_string(t.link) + ", point " + std::to_string(t.point) + "}";
  }
};
