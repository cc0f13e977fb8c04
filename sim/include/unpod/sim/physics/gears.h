// Gear changes (pod-car-physics.md "The step" #5, "Engine and gears").
#pragma once

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// A gear change takes 15000/65536 s (observed).
inline constexpr Fx kGearChangeTime = 15000;

// POD FUN_00418f0c: runs the change asked at 0x449 (0x20 up, 0x40 down) on the timer at 0x470.
// Up from neutral re-maps the engine speed through a two-piece line; down may skip gears while
// the engine stays under the down shift point (+0x478).
void gear_change(CarState& car, Fx dt);

// The engine speed after a change up from neutral (the two-piece line, inferred.h).
Fx neutral_remap(const CarState& car, Fx engine_speed);

}  // namespace unpod::sim::physics
