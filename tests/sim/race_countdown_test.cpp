// pod-race.md "The start", the countdown (POD FUN_004815e8) on the millisecond clock.
#include <catch2/catch.hpp>

#include <vector>

#include "unpod/sim/race/countdown.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/race/race_rules.h"

using namespace unpod::sim::race;

TEST_CASE("countdown: GO! comes 5500 ms after the countdown starts and not a frame earlier",
          "[race][countdown]") {
  for (uint32_t start : {0u, 1234u, 999u, 0x7ffffff0u}) {
    INFO("start " << start);
    Countdown c(false);
    CHECK(c.frame(start).counting);
    CHECK(c.start_ms() == start);
    CHECK(c.phase() == CountdownPhase::kCounting);
    const CountdownFrame last = c.frame(start + 5500);  // not more than 5500: still counting
    CHECK_FALSE(last.go);
    CHECK(c.phase() == CountdownPhase::kCounting);
    const CountdownFrame go = c.frame(start + 5501);
    CHECK(go.go);
    CHECK(go.number == -1);
    CHECK(c.phase() == CountdownPhase::kOff);
    CHECK_FALSE(c.frame(start + 6000).counting);
  }
  // Within 5.5 s of timeGetTime's wrap the sum wraps too and the unsigned compare gives "GO!"
  // on the first frame, as in the original.
  Countdown wrap(false);
  CHECK(wrap.frame(0xfffff000u).go);
}

TEST_CASE("countdown: the number is (start + 5500) / 1000 - now / 1000, whole wall seconds",
          "[race][countdown]") {
  Countdown c(false);
  std::vector<int32_t> shown, sounds;
  for (uint32_t now = 1000; now <= 6600; now += 12) {
    const CountdownFrame f = c.frame(now);
    if (f.new_number) {
      shown.push_back(f.number);
      sounds.push_back(f.go ? kGoSound : countdown_sound(f.number));
    }
  }
  // Started on a whole second: 5, 4, 3, 2, 1, a brief 0, then GO!.
  CHECK(shown == std::vector<int32_t>{5, 4, 3, 2, 1, 0, -1});
  CHECK(sounds == std::vector<int32_t>{0x1f, 0x1e, 0x1d, 0x1c, 0x04, -1, 0x20});

  // Started late in a second the first number is 6 (the divisions are of the wall clock).
  Countdown late(false);
  CHECK(late.frame(999).number == 6);
  CHECK(late.frame(1000).number == 5);
}

TEST_CASE(
    "countdown: a time trial starts in phase 0 (the setup's \"zero in time trial\"): no "
    "number, no GO!, every frame stepped",
    "[race][countdown]") {
  // pod-race.md "The start": phase one, "zero in time trial", and the countdown runs only while
  // the phase is not 0 (race/inferred.h).
  Countdown c(true);
  CHECK(c.phase() == CountdownPhase::kOff);
  CHECK(c.steps_cars());
  const CountdownFrame f = c.frame(100);
  CHECK_FALSE(f.counting);
  CHECK_FALSE(f.go);
  CHECK(c.phase() == CountdownPhase::kOff);
  CHECK(c.start_ms() == 0);  // DAT_005920a8 never remembered
  // A race: the first frame steps the cars and moves the race clock on; no countdown event.
  Course course;
  course.checkpoints = {0};
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 0;
  setup.time_trial = true;
  Race race(course, setup, ViewStep::kFar);
  int steps = 0, countdown_events = 0;
  const auto count = [&](const Race& r) {
    for (const Event& e : r.rules().events())
      countdown_events += e.kind == EventKind::kCountdown || e.kind == EventKind::kGo;
  };
  race.start([&](RaceRules&, Fx) {});
  const FrameReport first = race.frame(1000, [&](RaceRules&, Fx) { ++steps; });
  count(race);
  CHECK(first.steps.count > 0);
  const FrameReport second = race.frame(1012, [&](RaceRules&, Fx) { ++steps; });
  count(race);
  CHECK(second.steps.count == 1);  // 12 ms: one step
  CHECK(steps == first.steps.count + 1);
  CHECK(race.rules().state().clock == first.frame_time + second.frame_time);
  CHECK(countdown_events == 0);
  // Not a time trial: phase 1, and the first frame goes to phase 2 and counts.
  Countdown normal(false);
  CHECK(normal.phase() == CountdownPhase::kStart);
  CHECK(normal.frame(100).counting);
  CHECK(normal.phase() == CountdownPhase::kCounting);
}

TEST_CASE("countdown: GO! zeroes the race clock, the grid order is rewritten every frame",
          "[race][countdown]") {
  Course course;  // no beacons: only the clock and the order matter here
  course.checkpoints = {0};
  RaceSetup setup;
  setup.humans = 1;
  setup.computers = 3;
  RaceRules race(course, setup);
  Countdown c(false);
  race.apply_countdown(c.frame(10000));
  race.advance_clock(3 * 0x10000);  // the race clock runs through the countdown
  race.apply_countdown(c.frame(15500));
  CHECK(race.state().clock == 3 * 0x10000);
  race.apply_countdown(c.frame(15501));
  CHECK(race.state().clock == 0);
  CHECK(race.state().order == std::vector<int32_t>{0, 1, 2, 3});
  for (size_t r = 0; r < 4; ++r) CHECK(race.state().records[r].place == r + 1);
  size_t numbers = 0, go = 0;
  for (const Event& e : race.events()) {
    numbers += e.kind == EventKind::kCountdown;
    go += e.kind == EventKind::kGo;
  }
  CHECK(numbers == 2);  // 5 at the start, then 0 at 15500
  CHECK(go == 1);
}
