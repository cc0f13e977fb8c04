// The end of a race (pod-race.md "The end", POD FUN_0047831c from FUN_00479114): once the
// humans are done and the end timer has run out, every car still racing is driven to the line
// with steps of 3 × the view step, for up to 300 s of game time, with bit 2 set on its record.
// The cars are scripted on the hand-made straight: each step moves a car by its speed × the
// step's time, and past x = 250 it goes round, away from the gates, to x = -10.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "race_straight.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/race/results.h"

using namespace unpod::sim::race;
using unpod::race_test::kUnit;
using unpod::race_test::straight;

namespace {

struct Car {
  Fx x = -10 * kUnit;
  Fx speed = 0;  // units per second, 16.16
};

void move(RaceRules& rules, int32_t racer, Car& car, Fx dt) {
  const auto to = static_cast<Fx>(car.x + ((int64_t{car.speed} * dt) >> 16));
  rules.move_car(racer, {car.x, 0, kUnit}, {to, 0, kUnit});
  car.x = to;
  if (car.x > 250 * kUnit) {
    rules.move_car(racer, {car.x, 0, kUnit}, {car.x, 1000 * kUnit, kUnit});
    rules.move_car(racer, {car.x, 1000 * kUnit, kUnit}, {-10 * kUnit, 1000 * kUnit, kUnit});
    rules.move_car(racer, {-10 * kUnit, 1000 * kUnit, kUnit}, {-10 * kUnit, 0, kUnit});
    car.x = -10 * kUnit;
  }
}

// A race on the straight with one human and the given computer cars, run frame by frame (12 ms)
// until the race loop ends: 3 s of game time after the human's finish.
struct EndRace {
  Race race;
  std::vector<Car> cars;
  bool racing = false;  // the cars stand still through the countdown
  // What the stepper saw: each step's time, and the race clock before each step.
  std::vector<Fx> step_times;
  std::vector<Fx> clocks_before;

  EndRace(std::vector<Fx> speeds, int32_t laps, ViewStep view)
      : race(straight(), setup(static_cast<int32_t>(speeds.size()) - 1, laps), view) {
    for (Fx s : speeds) cars.push_back({-10 * kUnit, s * kUnit});
  }

  static RaceSetup setup(int32_t computers, int32_t laps) {
    RaceSetup s;
    s.humans = 1;
    s.computers = computers;
    s.laps = laps;
    return s;
  }

  // The frames' stepper and the run's: only the cars still racing move.
  Race::Stepper stepper() {
    return [this](RaceRules& rules, Fx dt) {
      step_times.push_back(dt);
      clocks_before.push_back(rules.state().clock);
      if (!racing) return;
      for (size_t i = 0; i < cars.size(); ++i)
        if (!rules.state().records[i].finished) move(rules, static_cast<int32_t>(i), cars[i], dt);
    };
  }

  void run_to_end() {
    const Race::Stepper step = stepper();
    uint32_t now = 0;
    race.frame(now, step);
    for (int f = 0; f < 10000 && !race.rules().race_over(); ++f) {
      racing = race.countdown().phase() == CountdownPhase::kOff;
      race.frame(now += 12, step);
    }
    step_times.clear();
    clocks_before.clear();
  }

  const RaceRecord& record(size_t racer) const { return race.rules().state().records[racer]; }
};

}  // namespace

TEST_CASE("end: a car still racing when the humans are done is driven to the line", "[race][end]") {
  // The human at 200 units/s is done (and 3 s more run) long before the computer car at 60.
  EndRace r({200, 60}, 2, ViewStep::kFar);
  r.run_to_end();
  REQUIRE(r.race.rules().race_over());
  REQUIRE(r.record(0).finished);
  REQUIRE_FALSE(r.record(1).finished);
  REQUIRE(r.record(1).crossings >= 1);  // on the road, but not at the end of lap 2
  const Fx clock_before = r.race.rules().state().clock;

  const DriveReport report = r.race.drive_to_line(r.stepper());
  CHECK(report.cars_driven == 1);
  CHECK(report.cars_finished == 1);
  const RaceRecord& c = r.record(1);
  CHECK(c.finished);
  CHECK(c.driven_to_end);
  CHECK_FALSE(r.record(0).driven_to_end);  // the human finished in the race itself
  // Every step of the run is 3 × the view step (0x3a8 here), and the race clock moves on by each.
  REQUIRE(r.step_times.size() == static_cast<size_t>(report.steps));
  for (Fx dt : r.step_times) CHECK(dt == 3 * 0x3a8);
  CHECK(report.game_time == report.steps * 3 * 0x3a8);
  CHECK(r.race.rules().state().clock == clock_before + report.game_time);
  // The car's race time is the sum of its laps, stamped with the clock at the start of the step
  // that crossed the line; the run stops after that step: every car has finished.
  CHECK(c.last_lap_clock == c.lap_times[0] + c.lap_times[1]);
  CHECK(c.last_lap_clock == r.clocks_before.back());
  CHECK(c.last_lap_clock > clock_before);
  CHECK(c.last_lap_clock > r.record(0).last_lap_clock);
  bool finish_event = false;
  for (const Event& e : r.race.rules().events())
    finish_event = finish_event || (e.kind == EventKind::kFinish && e.racer == 1 && e.value == 2);
  CHECK(finish_event);
}

TEST_CASE("end: a car that cannot reach the line in 300 s stays unfinished, the run stops there",
          "[race][end]") {
  // Computer 1 is slow but gets there; computer 2 is stuck on the grid.
  const ViewStep view = GENERATE(ViewStep::kFar, ViewStep::kNear);
  EndRace r({200, 60, 0}, 2, view);
  r.run_to_end();
  const DriveReport report = r.race.drive_to_line(r.stepper());
  const Fx step = 3 * static_cast<Fx>(view);
  CHECK(report.cars_driven == 2);
  CHECK(report.cars_finished == 1);
  // Steps while the run's time is below 300 s: the last one starts before 300 s and ends past it
  // (300 s / 2808 = 7001.7 -> 7002 steps; 300 s / 3276 = 6001.5 -> 6002).
  CHECK(report.steps == (view == ViewStep::kFar ? 7002 : 6002));
  CHECK(report.game_time == report.steps * step);
  CHECK(report.game_time >= 300 * 0x10000);
  CHECK(report.game_time - step < 300 * 0x10000);
  CHECK(r.step_times.size() == static_cast<size_t>(report.steps));
  CHECK(r.record(1).finished);
  CHECK(r.record(1).driven_to_end);
  CHECK_FALSE(r.record(2).finished);
  CHECK(r.record(2).driven_to_end);  // it was driven, though it never got there
  CHECK(r.record(2).crossings == 0);

  const std::vector<RaceResult> res = results(r.race.rules().state(), r.race.rules().setup());
  REQUIRE(res.size() == 3);
  CHECK(res[0].racer == 0);
  CHECK(res[1].racer == 1);
  CHECK(res[1].driven_to_end);
  CHECK(res[2].racer == 2);
  CHECK_FALSE(res[2].finished);
  CHECK(res[2].race_time == 0);
  CHECK(res[2].laps == 0);
}

TEST_CASE("end: when every car has finished, the run to the line steps nothing", "[race][end]") {
  EndRace r({200, 300}, 1, ViewStep::kFar);  // the computer car finishes first
  r.run_to_end();
  REQUIRE(r.record(1).finished);
  const RaceState before = r.race.rules().state();
  const DriveReport report = r.race.drive_to_line(r.stepper());
  CHECK(report == DriveReport{});
  CHECK(r.step_times.empty());
  CHECK(r.race.rules().state() == before);
}
