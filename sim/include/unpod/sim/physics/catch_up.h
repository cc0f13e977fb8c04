// The catch-up: a computer car's time scale (pod-car-physics.md "Catch-up", "The step" #1).
#pragma once

#include <cstdint>

#include "unpod/sim/physics/driver.h"

namespace unpod::sim::physics {

// Observed: the scale moves by 800 / weight a step, stays between base + 0.90 and base + 1.008,
// the bottom dropping 400 per place behind first; within 50 units the gap is taken straight.
inline constexpr Fx kCatchUpStep = 800;
inline constexpr Fx kCatchUpLow = 58982;   // 0.90
inline constexpr Fx kCatchUpHigh = 66060;  // 1.008
inline constexpr Fx kCatchUpPerPlace = 400;
inline constexpr Fx kCatchUpNear = 50 * 0x10000;

// The base (0x4f9848) by the difficulty: 0 easy, 1 normal, 2 hard (POD's 0x633334 holds 1, 2
// or 4 for them).
Fx catch_up_base(int difficulty);

// What FUN_00422be8 reads of the race.
struct CatchUpView {
  Fx base = 0;           // 0x4f9848, set during the countdown
  int32_t place = 0;     // the car's place (0 first)
  int64_t progress = 0;  // how far it has come along the race paths (16.16 units)
  int64_t target_progress = 0;
  Fx straight = 0;  // the straight distance to the target (for the gap within 50)
  Fx speed = 0;     // the car's speed and the target's (16.16 units/s)
  Fx target_speed = 0;
};

// POD FUN_0042ffd4: the first edition's name of POD FUN_00422be8.
// POD FUN_00422be8: the scale for this step (the frame time is multiplied by it). A car with no
// target keeps its scale.
Fx catch_up(CatchUp& record, const CatchUpView& race);

}  // namespace unpod::sim::physics
