// The automatic gearbox (pod-car-physics.md "The step" #4, "Engine and gears").
#pragma once

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// POD FUN_004191c4: with the automatic gearbox (0x448 bit 2) and no change running or asked,
// asks a change at 0x449 when the engine speed crosses a shift point (0x474..0x480).
void automatic_gearbox(CarState& car);

}  // namespace unpod::sim::physics
