// One frame of a race (pod-race.md "The frame and its clock", POD FUN_0049d4c0): the steps
// run before the race clock moves on, the countdown runs on the millisecond clock and "GO!"
// zeroes the race clock, and the end timer ends the race 3 s of game time after the last human.
#include <catch2/catch.hpp>

#include <vector>

#include "race_straight.h"
#include "unpod/sim/race/race.h"

using namespace unpod::sim::race;
using unpod::race_test::kUnit;
using unpod::race_test::straight;

namespace {

RaceSetup frame_one_human(bool time_trial = false) {
  RaceSetup s;
  s.humans = 1;
  s.computers = 0;
  s.laps = 1;
  s.time_trial = time_trial;
  return s;
}

}  // namespace

TEST_CASE("race frame: GO! zeroes the race clock after 5500 ms of wall clock", "[race][frame]") {
  Race race(straight(), frame_one_human(), ViewStep::kFar);
  int steps = 0;
  const Race::Stepper count_steps = [&](RaceRules&, Fx) { ++steps; };
  uint32_t now = 20000;
  race.frame(now, count_steps);  // the countdown starts on the first frame
  CHECK(race.countdown().start_ms() == now);
  CHECK(race.rules().state().clock == 6500);  // the first frame: 100 ms
  while (now + 12 <= 20000 + 5500) {
    now += 12;
    race.frame(now, count_steps);
    CHECK(race.countdown().phase() == CountdownPhase::kCounting);
    CHECK(race.rules().state().clock > 0);  // the race clock runs through the countdown
  }
  now += 12;
  race.frame(now, count_steps);
  CHECK(race.countdown().phase() == CountdownPhase::kOff);
  CHECK(race.rules().state().clock == 0);
  bool go = false;
  for (const Event& e : race.rules().events()) go = go || e.kind == EventKind::kGo;
  CHECK(go);
  CHECK(steps > 0);  // the cars are stepped through the countdown (held by their input)
}

TEST_CASE("race frame: what a step counts is stamped with the clock at the frame's start",
          "[race][frame]") {
  Race race(straight(), frame_one_human(), ViewStep::kFar);
  Fx x = -kUnit;
  bool racing = false;  // the car stands still through the countdown
  const Race::Stepper drive = [&](RaceRules& rules, Fx) {
    if (!racing) return;
    rules.move_car(0, {x, 0, kUnit}, {x + kUnit / 4, 0, kUnit});
    x += kUnit / 4;
  };
  uint32_t now = 0;
  race.frame(now, drive);
  while (race.countdown().phase() != CountdownPhase::kOff) race.frame(now += 12, drive);
  // A long frame: 300 ms = 19500, split into 7 steps; the line is crossed in one of them.
  racing = true;
  const Fx before = race.rules().state().clock;
  const FrameReport f = race.frame(now += 300, drive);
  CHECK(f.frame_time == 19500);
  CHECK(f.steps == StepPlan{7, 2785});
  CHECK(race.rules().state().records[0].first_crossing == before);
  CHECK(race.rules().state().clock == before + 19500);
}

TEST_CASE("race frame: a time trial has no countdown, every frame steps its cars from the first",
          "[race][frame]") {
  // The race setup's phase is "zero in time trial" (pod-race.md "The start"; race/inferred.h):
  // the countdown does not run, no frame is held in phase 3.
  Race race(straight(), frame_one_human(true), ViewStep::kFar);
  int steps = 0;
  const Race::Stepper count_steps = [&](RaceRules&, Fx) { ++steps; };
  race.frame(0, count_steps);
  CHECK(steps > 0);
  for (uint32_t now = 12; now <= 5524; now += 12) {
    const int before = steps;
    race.frame(now, count_steps);
    CHECK(steps == before + 1);  // 12 ms: one step a frame
  }
  CHECK(race.countdown().phase() == CountdownPhase::kOff);
}
