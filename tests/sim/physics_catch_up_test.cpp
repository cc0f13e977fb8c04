// The catch-up (FUN_00422be8, catch_up.h; pod-car-physics.md "Catch-up"): a computer car's
// time scale moves by 800 / weight a step toward its target, between base + 0.90 − 400 × place
// and base + 1.008.
#include <catch2/catch.hpp>

#include <vector>

#include "race_disc_fixture.h"
#include "unpod/sim/physics/catch_up.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kCatchUnit = 0x10000;
constexpr Fx kFar = 100 * kCatchUnit;  // past the 50 units within which the gap is taken straight

CatchUp targeting(Fx scale, Fx weight = 8 * kCatchUnit) {
  CatchUp r;
  r.target = 1;
  r.weight = weight;
  r.scale = scale;
  return r;
}

// The car `gap` units behind its target (negative: ahead of it), far from it, at `place`.
CatchUpView race(int64_t gap, int32_t place = 0, Fx base = 0) {
  CatchUpView v;
  v.base = base;
  v.place = place;
  v.progress = 1000 * int64_t{kCatchUnit};
  v.target_progress = v.progress + gap * kCatchUnit;
  v.straight = kFar;
  v.speed = v.target_speed = 30 * kCatchUnit;
  return v;
}

TEST_CASE("the scale moves by 800 / weight toward the target", "[physics][catch_up]") {
  // Weight 8: 800 / 8 = 100 raw a step.
  CatchUp behind = targeting(kCatchUnit);
  CHECK(catch_up(behind, race(200)) == kCatchUnit + 100);
  CHECK(behind.scale == kCatchUnit + 100);
  CHECK(catch_up(behind, race(200)) == kCatchUnit + 200);
  CatchUp ahead = targeting(kCatchUnit);
  CHECK(catch_up(ahead, race(-200)) == kCatchUnit - 100);
  // Weight 2: 400 raw a step.
  CatchUp light = targeting(kCatchUnit, 2 * kCatchUnit);
  CHECK(catch_up(light, race(200)) == kCatchUnit + 400);
}

TEST_CASE("the scale stays between base + 0.90 − 400 × place and base + 1.008",
          "[physics][catch_up]") {
  CHECK(kCatchUpLow == 58982);   // 0.90
  CHECK(kCatchUpHigh == 66060);  // 1.008
  SECTION("the top") {
    CatchUp r = targeting(66000);
    CHECK(catch_up(r, race(500)) == 66060);
    CHECK(catch_up(r, race(500)) == 66060);
  }
  SECTION("the bottom, first place") {
    CatchUp r = targeting(59000);
    CHECK(catch_up(r, race(-500)) == 58982);
    CHECK(catch_up(r, race(-500)) == 58982);
  }
  SECTION("the bottom drops 400 per place behind first") {
    // Third (place 2): 58982 − 800 = 58182.
    CatchUp r = targeting(59000);
    CHECK(catch_up(r, race(-500, 2)) == 58900);  // above the bottom: free to move
    r.scale = 58250;
    CHECK(catch_up(r, race(-500, 2)) == 58182);
  }
  SECTION("with the base of normal and hard") {
    CatchUp r = targeting(69000);
    CHECK(catch_up(r, race(500, 0, 3000)) == 69060);
    r.scale = 60000;
    CHECK(catch_up(r, race(-500, 1, 3000)) == 61582);  // 3000 + 58982 − 400
    r.scale = 73000;
    CHECK(catch_up(r, race(500, 0, 6000)) == 72060);
  }
}

TEST_CASE("a car with no target keeps its scale", "[physics][catch_up]") {
  CatchUp r;
  r.target = -1;
  r.scale = 12345;  // even one outside the bounds
  CHECK(catch_up(r, race(500)) == 12345);
  CHECK(r.scale == 12345);
  CHECK(catch_up(r, race(-500, 7, 6000)) == 12345);
}

TEST_CASE("the catch-up base is 0, 3000 or 6000 by the difficulty", "[physics][catch_up]") {
  // simulation.h's difficulty: 0 easy, 1 normal, 2 hard.
  CHECK(catch_up_base(0) == 0);
  CHECK(catch_up_base(1) == 3000);
  CHECK(catch_up_base(2) == 6000);
}

TEST_CASE(
    "once racer 0 has finished the cars still racing are a lap behind it and their scale "
    "climbs to base + 1.008",
    "[physics][catch_up]") {
  // Racer 0 (the first human, the target: ai/inferred.h) and racer 1, a computer car, with their
  // trackers at the same place on the Dusk Ring. Racer 0 finishes a one-lap race (the lap line,
  // both checkpoints, the lap line: laps + 1 = 2 crossings); racer 1 has crossed the line once.
  race::RaceSetup setup;
  setup.humans = 1;
  setup.computers = 1;
  setup.laps = 1;
  race::RaceRules rules(race_test::dusk_course(), setup);
  const std::vector<race::Vec3> grid{race_test::on_lap(30), race_test::on_lap(30)};
  rules.set_paths(race_test::dusk_paths(), grid);
  const auto& checkpoints = rules.course().checkpoints;
  const std::vector<race::MacroNode> lap{{race::MacroAction::kLapForward}};
  const std::vector<race::MacroNode> split{{race::MacroAction::kCheckpointForward}};
  for (const int32_t racer : {0, 1}) rules.run_chain(lap, 0, racer, checkpoints[0]);
  rules.run_chain(split, 0, 0, checkpoints[1]);
  rules.run_chain(split, 0, 0, checkpoints[2]);
  rules.run_chain(lap, 0, 0, checkpoints[0]);
  REQUIRE(rules.state().records[0].has_finished());
  REQUIRE_FALSE(rules.state().records[1].has_finished());
  // The gap along the paths is the whole lap racer 0 has finished.
  const int64_t gap = rules.progress(0) - rules.progress(1);
  CHECK(gap == rules.paths().lap_length);
  // Racer 1 in second place, far from racer 0 in a straight line, at normal (base 3000): 100 a
  // step up from 1.0 to 3000 + 1.008 (69,060), and held there.
  CatchUpView view = race(0, 1, catch_up_base(1));
  view.progress = rules.progress(1);
  view.target_progress = rules.progress(0);
  CatchUp r;
  r.target = 0;
  CHECK(catch_up(r, view) == kCatchUnit + 100);
  CHECK(r.gap == gap);
  for (int step = 0; step < 100; ++step) catch_up(r, view);
  CHECK(r.scale == 3000 + kCatchUpHigh);
}

}  // namespace
}  // namespace unpod::sim::physics
