// pod-race.md "The frame and its clock": ms × 65 clamped to 700..30000, the first frame taken as
// 100 ms, frames split into steps of at most 3 × the view step by integer division.
#include <catch2/catch.hpp>

#include "unpod/sim/race/frame_clock.h"
#include "unpod/sim/race/settling.h"

using namespace unpod::sim::race;

TEST_CASE("frame clock: milliseconds x 65, clamped to 700..30000", "[race][clock]") {
  struct Case {
    uint32_t ms;
    Fx dt;
  };
  const Case cases[] = {
      {0, 700},              // a frame within the same millisecond: the lower clamp
      {1, 700},              // 65
      {10, 700},             // 650 < 700
      {11, 715},             // first value above the clamp
      {12, 780},             // measured on Beltane: frames of 12 ms give 780
      {100, 6500},           // the first frame
      {461, 29965},          // last value under the upper clamp
      {462, 30000},          // 30030 clamps
      {1000, 30000},         // a long frame: 458 ms of game time at most
      {0xffffffffu, 30000},  // no overflow from a huge gap
  };
  for (const Case& c : cases) {
    INFO("ms " << c.ms);
    CHECK(frame_time(c.ms) == c.dt);
  }
}

TEST_CASE("frame clock: the first frame is taken as 100 ms, later ones from the last reading",
          "[race][clock]") {
  FrameClock clock;
  CHECK(clock.tick(5000) == 6500);
  CHECK(clock.game_clock() == 6500);
  CHECK(clock.tick(5012) == 780);
  CHECK(clock.tick(5012) == 700);  // no time passed: still the minimum
  CHECK(clock.game_clock() == 6500 + 780 + 700);
  // timeGetTime wraps after 49.7 days: the unsigned difference still gives the frame.
  FrameClock wrap;
  wrap.tick(0xfffffff0u);
  CHECK(wrap.tick(0x00000004u) == 20 * 65);
}

TEST_CASE("frame clock: a frame longer than 3 x the view step is split by integer division",
          "[race][clock]") {
  struct Case {
    Fx dt;
    ViewStep view;
    StepPlan plan;
  };
  // limits: 3 × 0x444 = 3276 (kNear), 3 × 0x3a8 = 2808 (kFar)
  const Case cases[] = {
      {700, ViewStep::kFar, {1, 700}},
      {780, ViewStep::kFar, {1, 780}},
      {2808, ViewStep::kFar, {1, 2808}},  // exactly the limit: one step
      {2809, ViewStep::kFar, {2, 1404}},  // one over: two steps, 1 unit lost to the division
      {5616, ViewStep::kFar, {2, 2808}},
      {5617, ViewStep::kFar, {3, 1872}},    // 5617 / 3 = 1872 rem 1
      {30000, ViewStep::kFar, {11, 2727}},  // the longest frame: ceil(30000 / 2808) = 11
      {3276, ViewStep::kNear, {1, 3276}},
      {3277, ViewStep::kNear, {2, 1638}},
      {30000, ViewStep::kNear, {10, 3000}},
  };
  for (const Case& c : cases) {
    INFO("dt " << c.dt << " limit " << 3 * static_cast<Fx>(c.view));
    const StepPlan p = split_frame(c.dt, c.view);
    CHECK(p == c.plan);
    CHECK(p.step <= 3 * static_cast<Fx>(c.view));
    CHECK(p.count * p.step <= c.dt);
    CHECK(c.dt - p.count * p.step < p.count);  // only the division's remainder is lost
  }
}

TEST_CASE("frame clock: the clock moves on by the whole frame, not by the steps' sum",
          "[race][clock]") {
  FrameClock clock;
  clock.tick(0);
  const Fx before = clock.game_clock();
  const Fx dt = clock.tick(88);  // 88 ms: 5720, three steps of 1906
  const StepPlan p = split_frame(dt, ViewStep::kFar);
  REQUIRE(p.count * p.step == dt - 2);  // the division loses 2 units
  CHECK(clock.game_clock() - before == dt);
}

TEST_CASE("settling start: two seconds of game time in steps of 3 x the view step",
          "[race][clock]") {
  // 0x20000 / 2808 = 46.7: 47 steps on Beltane's view setting; 0x20000 / 3276 = 40.0098: 41.
  CHECK(settling_plan(ViewStep::kFar) == StepPlan{47, 2808});
  CHECK(settling_plan(ViewStep::kNear) == StepPlan{41, 3276});
  for (ViewStep v : {ViewStep::kFar, ViewStep::kNear}) {
    const StepPlan p = settling_plan(v);
    CHECK(p.count * p.step >= kSettleTime);
    CHECK((p.count - 1) * p.step < kSettleTime);
  }
  CHECK(kSettleInput == 0x10);
}
