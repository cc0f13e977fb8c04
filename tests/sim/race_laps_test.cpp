// Checkpoints and laps (pod-race.md "Beacons, checkpoints and laps", POD FUN_0042c684,
// FUN_0042c3a0, FUN_0042c264) on a hand-made straight: the lap line at x = 0, checkpoints at
// x = 100 and x = 200; a car drives along +x and is brought back round, away from the gates,
// to start its next lap.
#include <catch2/catch.hpp>

#include <vector>

#include "race_straight.h"
#include "unpod/sim/race/race_rules.h"

using namespace unpod::sim::race;

namespace {

using unpod::race_test::kUnit;
using unpod::race_test::straight;
constexpr Fx kLapStep = 780;

RaceSetup laps_setup(int32_t humans, int32_t computers, int32_t laps) {
  RaceSetup s;
  s.humans = humans;
  s.computers = computers;
  s.laps = laps;
  return s;
}

// A car's place on the straight, x in whole units; the way back runs at y = 1000.
struct LapCar {
  Fx x = -10;
};

// One step: `speed` units along +x; past x = 250 the car goes round (back to x = -10 away from
// the gates) within the same step.
void drive_step(RaceRules& race, int32_t racer, LapCar& car, Fx speed) {
  const Fx to = car.x + speed;
  race.move_car(racer, {car.x * kUnit, 0, kUnit}, {to * kUnit, 0, kUnit});
  car.x = to;
  if (car.x > 250) {
    race.move_car(racer, {car.x * kUnit, 0, kUnit}, {car.x * kUnit, 1000 * kUnit, kUnit});
    race.move_car(racer, {car.x * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 1000 * kUnit, kUnit});
    race.move_car(racer, {-10 * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 0, kUnit});
    car.x = -10;
  }
}

size_t count_of(const std::vector<Event>& events, EventKind kind) {
  size_t n = 0;
  for (const Event& e : events) n += e.kind == kind;
  return n;
}

}  // namespace

TEST_CASE("laps: the first crossing only starts the count, lap 1 is timed from GO!",
          "[race][laps]") {
  RaceRules race(straight(), laps_setup(1, 0, 3));
  LapCar car;
  for (int s = 0; s < 10; ++s) {  // x = -10 .. 0 .. 20: over the line at step 5 (-> x = 0)
    drive_step(race, 0, car, 2);
    race.advance_clock(kLapStep);
  }
  const RaceRecord& r = race.state().records[0];
  CHECK(r.crossings == 1);
  CHECK(r.first_crossing == 4 * kLapStep);  // the move from x = -2 to x = 0, at the 5th step
  CHECK(r.last_lap_clock == 0);
  CHECK(r.lap_times[0] == 0);
  CHECK(count_of(race.events(), EventKind::kFirstCrossing) == 1);
  CHECK(count_of(race.events(), EventKind::kLap) == 0);
}

TEST_CASE("laps: a lap counts only after the last checkpoint", "[race][laps]") {
  RaceRules race(straight(), laps_setup(1, 0, 3));
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});
  REQUIRE(race.state().records[0].crossings == 1);
  // Back over the line and forward again without a checkpoint: no lap.
  race.move_car(0, {kUnit, 0, kUnit}, {-kUnit, 0, kUnit});
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});
  CHECK(race.state().records[0].crossings == 1);
  // Checkpoint 2 before checkpoint 1 does not count; checkpoint 1 does.
  race.move_car(0, {199 * kUnit, 0, kUnit}, {201 * kUnit, 0, kUnit});
  CHECK(race.state().records[0].next_checkpoint == 1);
  race.move_car(0, {99 * kUnit, 0, kUnit}, {101 * kUnit, 0, kUnit});
  CHECK(race.state().records[0].next_checkpoint == 2);
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});  // the line before the last one
  CHECK(race.state().records[0].crossings == 1);
  race.move_car(0, {199 * kUnit, 0, kUnit}, {201 * kUnit, 0, kUnit});
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});  // after the last checkpoint
  CHECK(race.state().records[0].crossings == 2);
  CHECK(count_of(race.events(), EventKind::kLap) == 1);
}

TEST_CASE("laps: the race time is the sum of the laps, splits add up to each lap", "[race][laps]") {
  RaceRules race(straight(), laps_setup(1, 0, 3));
  LapCar car;
  int steps = 0;
  while (!race.state().records[0].finished && steps < 1000) {
    drive_step(race, 0, car, 3);
    race.advance_clock(kLapStep);
    ++steps;
  }
  const RaceRecord& r = race.state().records[0];
  REQUIRE(r.finished);
  CHECK(r.crossings == 4);  // laps + 1
  CHECK(r.word0 == -1);     // a human
  // x: -10, then 3 a step; the line is passed going to x = 2 (step 4, clock 3 steps), and a lap
  // is 261 units (-10 .. 251 then round): 87 steps.
  CHECK(r.first_crossing == 3 * kLapStep);
  CHECK(r.lap_times[0] == (3 + 87) * kLapStep);
  CHECK(r.lap_times[1] == 87 * kLapStep);
  CHECK(r.lap_times[2] == 87 * kLapStep);
  CHECK(r.last_lap_clock == r.lap_times[0] + r.lap_times[1] + r.lap_times[2]);
  for (size_t lap = 0; lap < 3; ++lap)
    CHECK(r.splits[lap][0] + r.splits[lap][1] + r.splits[lap][2] == r.lap_times[lap]);
  CHECK(race.state().best_lap == 87 * kLapStep);
  CHECK(race.state().best_lap_racer == 0);
  CHECK(count_of(race.events(), EventKind::kCheckpoint) == 6);
  CHECK(count_of(race.events(), EventKind::kLap) == 1);
  CHECK(count_of(race.events(), EventKind::kLastLap) == 1);
  CHECK(count_of(race.events(), EventKind::kFinish) == 1);
  CHECK(race.state().humans_done);
  CHECK(race.state().end_timer == kEndTimer);
  // Finished: nothing counts any more.
  const RaceRecord before = r;
  for (int s = 0; s < 100; ++s) drive_step(race, 0, car, 3);
  CHECK(race.state().records[0] == before);
}

TEST_CASE("laps: going backwards through the lap line runs its back chain", "[race][laps]") {
  RaceRules race(straight(), laps_setup(1, 0, 3));
  race.move_car(0, {kUnit, 0, kUnit}, {-kUnit, 0, kUnit});
  REQUIRE_FALSE(race.events().empty());
  CHECK(race.events().back().kind == EventKind::kLapBackward);
  CHECK(race.state().records[0].crossings == 0);
  race.clear_events();
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});
  REQUIRE(race.events().size() == 2);  // the front chain: the lap line, then Troncon
  CHECK(race.events()[0].kind == EventKind::kFirstCrossing);
  CHECK(race.events()[1].kind == EventKind::kSection);
  CHECK(race.events()[1].value == 0);
}

TEST_CASE("laps: the order at gates, a finisher passes the cars still racing", "[race][laps]") {
  RaceRules race(straight(), laps_setup(1, 2, 2));
  std::vector<LapCar> cars(3);
  const Fx speed[3] = {2, 5, 3};
  for (int s = 0; s < 1000 && race.state().cars_finished < 3; ++s) {
    for (int32_t i = 0; i < 3; ++i) drive_step(race, i, cars[static_cast<size_t>(i)], speed[i]);
    race.advance_clock(kLapStep);
  }
  CHECK(race.state().cars_finished == 3);
  CHECK(race.state().order == std::vector<int32_t>{1, 2, 0});
  CHECK(race.state().records[1].place == 1);
  CHECK(race.state().records[2].place == 2);
  CHECK(race.state().records[0].place == 3);
  CHECK(race.state().best_lap_racer == 1);
}

TEST_CASE("laps: a looping chain stops after as many nodes as the chain table holds",
          "[race][laps]") {
  Course c = straight();
  c.nodes[1].next = 0;  // lap line -> Troncon -> lap line -> ...
  RaceRules race(c, laps_setup(1, 0, 3));
  race.move_car(0, {-kUnit, 0, kUnit}, {kUnit, 0, kUnit});
  // Four nodes run: the lap line (the first crossing), Troncon, the lap line (nothing: the
  // checkpoints are still to come), Troncon.
  CHECK(race.events().size() == 3);
  CHECK(race.state().records[0].crossings == 1);
}

TEST_CASE("end: the end timer runs 3 s after the last human finishes", "[race][laps][end]") {
  RaceRules race(straight(), laps_setup(1, 1, 1));
  LapCar human, computer;
  // The computer car finishes first: the race goes on until the human has.
  for (int s = 0; s < 1000 && !race.state().records[1].finished; ++s)
    drive_step(race, 1, computer, 5);
  CHECK_FALSE(race.state().humans_done);
  CHECK_FALSE(race.end_timer_frame(kLapStep));
  for (int s = 0; s < 1000 && !race.state().records[0].finished; ++s) drive_step(race, 0, human, 5);
  REQUIRE(race.state().humans_done);
  CHECK(race.state().end_timer == 0x30000);
  // 0x30000 / 780 = 252.06: after 253 frames the timer is below 1; the next frame ends the race.
  int frames = 0;
  while (!race.end_timer_frame(kLapStep) && frames < 1000) ++frames;
  CHECK(frames == 253);
  CHECK(race.race_over());
}

TEST_CASE(
    "laps: a race of 14 laps finishes (the crossings nibble holds laps + 1), more are "
    "brought down to 14",
    "[race][laps]") {
  for (const int32_t asked : {14, 15, 40}) {
    RaceRules race(straight(), laps_setup(1, 0, asked));
    CHECK(race.setup().laps == kMaxLaps);
    LapCar car;
    int guard = 0;
    while (!race.state().records[0].finished && ++guard < 10000) {
      drive_step(race, 0, car, 5);
      race.advance_clock(kLapStep);
    }
    CHECK(race.state().records[0].finished);
    CHECK(race.state().records[0].crossings == kMaxLaps + 1);
  }
  RaceRules none(straight(), laps_setup(1, 0, 0));
  CHECK(none.setup().laps == 1);
}

TEST_CASE(
    "macros: the path, pit and wrong-way actions of a gate reach the HUD and the "
    "controllers as events, in chain order",
    "[race][laps][macros]") {
  Course c = straight();
  // A gate at x = 50 whose front chain runs the five actions one after the other.
  const auto first = static_cast<int32_t>(c.nodes.size());
  const MacroAction actions[] = {MacroAction::kStartLaneEnd, MacroAction::kPathEnd,
                                 MacroAction::kPitDecision, MacroAction::kWrongWayOn,
                                 MacroAction::kWrongWayOff};
  for (int32_t k = 0; k < 5; ++k)
    c.nodes.push_back({actions[k], 10 + k, 0, k < 4 ? first + k + 1 : -1, -1});
  c.beacons.push_back(unpod::race_test::gate_at(50, first, -1));
  RaceRules race(std::move(c), laps_setup(0, 1, 3));
  race.move_car(0, {45 * kUnit, 0, kUnit}, {55 * kUnit, 0, kUnit});
  std::vector<EventKind> kinds;
  for (const Event& e : race.events()) {
    CHECK(e.racer == 0);
    CHECK(e.beacon == 3);
    kinds.push_back(e.kind);
  }
  CHECK(kinds == std::vector<EventKind>{EventKind::kStartLaneEnd, EventKind::kPathEnd,
                                        EventKind::kPitDecision, EventKind::kWrongWayOn,
                                        EventKind::kWrongWayOff});
  // From the back the gate runs nothing.
  race.clear_events();
  race.move_car(0, {55 * kUnit, 0, kUnit}, {45 * kUnit, 0, kUnit});
  CHECK(race.events().empty());
}
