// Engine speed out of gear (pod-car-physics.md "The step" #7, "Engine and gears").
#pragma once

#include <cstdint>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// POD FUN_00418010: out of gear the engine speed (0x440) rises by rev_up × dt with the throttle
// and falls by rev_down × dt / 2 without it, held between 0 and engine_max - 1. `buttons` are
// the step's input bits (pod-controllers.md: 1 accelerate). The analog throttle is not ported.
void engine_speed_out_of_gear(CarState& car, uint32_t buttons, Fx dt);

// Out of gear: neutral, or a gear change running (inferred.h).
bool out_of_gear(const CarState& car);

}  // namespace unpod::sim::physics
