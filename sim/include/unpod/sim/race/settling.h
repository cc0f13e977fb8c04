// The settling start (pod-race.md "The start", POD FUN_0049f75c step 4): before the countdown
// the cars drop onto their suspension through two seconds of game time, in steps of 3 × the
// view step, each car's input word 0x10 and its +0x7c zero, the physics step run each time.
#pragma once

#include "unpod/sim/race/frame_clock.h"

namespace unpod::sim::race {

inline constexpr Fx kSettleTime = 0x20000;     // 2 s of game time
inline constexpr int32_t kSettleInput = 0x10;  // driver +0x34 during the settling

// The settling's steps: whole steps of 3 × the view step until two seconds are reached (inferred:
// the last step is whole too, so the cars settle for a little more than two seconds).
StepPlan settling_plan(ViewStep view);

}  // namespace unpod::sim::race
