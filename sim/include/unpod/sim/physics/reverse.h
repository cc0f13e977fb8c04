// Reverse for a human's automatic gearbox (physics/inferred.h: the notes give it none).
#pragma once

#include <cstdint>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// The buttons the step acts on for a car with the automatic gearbox driven by a human: into
// reverse from a standstill on the brake, back to first on the accelerator, the two pedals
// swapped while in reverse. `buttons` are the driver's own (not the countdown's forced brake).
// Any other car's buttons and gear are left as they are.
uint32_t automatic_reverse(CarState& car, uint32_t buttons);

}  // namespace unpod::sim::physics
