// The computer's reset (pod-controllers.md "The computer: FUN_004221d8" step 7): while the stuck
// timer (driver +0x7c) is negative it counts up by the step time in reverse gear; at 0 the gear
// goes to neutral, the tracker is placed from the chassis point (FUN_004aa8a0), the line found
// again (FUN_004561d4 / FUN_00455ed0) and the lane state cleared.
#include <catch2/catch.hpp>

#include <climits>

#include "ai_fixtures.h"
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/inferred.h"

using namespace unpod::ai_test;
namespace button = unpod::sim::physics::button;

namespace {

constexpr Fx kResetDt = 786;

// A braking driver going 25 units/s on the line lap at (50, 0), its chassis point at (80, 5)
// (where a put-back has just left it, say), in third gear, on a type-2 lane with a count.
struct Stuck {
  AiRace race{line_lap().paths, {racer_with(car_at(50, 0))}};
  ai::ComputerDriver d;
  ai::DrawClock clock;
  Stuck(Fx stuck) {
    physics::Racer& r = race.racers[0];
    r.car.points[physics::kChassisPoint].position = v16(80, 5);
    r.car.velocity = v16(25, 0);
    r.car.gear = 3;
    r.driver.stuck = stuck;
    race.path(0).lane_state = 0x00180302;
    d.behaviour = ai::Behaviour::kBrake;
  }
  physics::Racer& racer() { return race.racers[0]; }
  race::RacerPath& path() { return race.path(0); }
  void step(Fx dt = kResetDt) { race.step(d, clock, 0, dt); }
};

}  // namespace

TEST_CASE(
    "reset: while the stuck timer is negative it counts up by the step time with the gear at "
    "8 (reverse), and the car accelerates (inferred.h)",
    "[ai][reset]") {
  Stuck s(-3 * kResetDt);
  s.step();
  CHECK(s.racer().driver.stuck == -2 * kResetDt);
  CHECK(s.racer().car.gear == physics::kReverseGear);
  CHECK(s.racer().car.gear == 8);
  CHECK(buttons_of(s.racer().driver.input) == button::kAccelerate);  // not Brake's brake
  // The line and the state are the lane follower's meanwhile: its line from the car's centre.
  CHECK(s.path().line == 5);
  CHECK(s.path().lane_state == 0x00180302u);
  s.step(2 * kResetDt - 1);  // the car's step time, not a fixed one
  CHECK(s.racer().driver.stuck == -1);
  CHECK(s.racer().car.gear == 8);
  CHECK(s.path().lane_state == 0x00180302u);
}

TEST_CASE(
    "reset: when the timer reaches 0 the gear goes to 0, the tracker is placed from the "
    "chassis point, the line is the nearest and the state clears",
    "[ai][reset]") {
  Stuck s(-kResetDt);
  s.step();
  CHECK(s.racer().driver.stuck == 0);
  CHECK(s.racer().car.gear == physics::kNeutralGear);
  CHECK(s.path().tracker == race::Tracker{0, 8});  // (80, 0), from the chassis point
  CHECK(s.path().line == 8);                       // link 0's lane at (80, 0)
  CHECK(s.path().lane_state == 0u);
  CHECK(s.d.last_distance == INT32_MAX);
  CHECK(buttons_of(s.racer().driver.input) == button::kAccelerate);
  // The next step the timer is 0: no reset, the driver brakes as its behaviour says, the gear is
  // the car's.
  s.racer().car.gear = 2;
  s.step();
  CHECK(s.racer().car.gear == 2);
  CHECK(s.racer().driver.stuck == 0);
  CHECK(buttons_of(s.racer().driver.input) == button::kBrake);
}

TEST_CASE("reset: a step that takes the timer past 0 leaves it at 0", "[ai][reset]") {
  Stuck s(-100);
  s.step();
  CHECK(s.racer().driver.stuck == 0);
  CHECK(s.racer().car.gear == 0);
  CHECK(s.path().line == 8);
}

TEST_CASE("reset: no reset while the stuck timer is 0 or more", "[ai][reset]") {
  for (Fx stuck : {0, 5 * kResetDt}) {
    Stuck s(stuck);
    s.step();
    CHECK(s.racer().driver.stuck == stuck);
    CHECK(s.racer().car.gear == 3);
    CHECK(s.path().line == 5);  // from the car's centre, not the chassis point
    CHECK(s.path().lane_state == 0x00180302u);
    CHECK(buttons_of(s.racer().driver.input) == button::kBrake);
  }
}

TEST_CASE("reset: the line found again prefers a special lane within 40 units", "[ai][reset]") {
  race_test::PathsBuilder b = line_lap();
  for (int x = 0; x < 100; x += 10) b.paths.points.push_back(race_test::at(x, 30));
  b.paths.nodes[0].lanes.push_back(race::LaneEntry{1, 10, 30, 4});  // type 4: points 30..39
  Stuck s(-kResetDt);
  s.race = AiRace(b.paths, {s.racer()});
  s.race.path(0).lane_state = 0x0302;
  s.step();
  CHECK(s.path().line == 38);  // (80, 30): 25 from the chassis point, before (80, 0) at 5
  CHECK(s.path().lane_state == 0u);
}
