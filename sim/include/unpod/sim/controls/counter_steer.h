// The counter-steer (pod-controllers.md, "The player" #2): when the car's tail slides, the
// controller points the front wheels part of the way along the slide, whatever the player asks.
#pragma once

#include <optional>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::controls {

using physics::Fx;

// POD FUN_00415f9c (after the steering): the angle the wheels go to, when wheel 3's velocity
// (point 3 +0x0c, car +0x294) across the car is above 0.73, the velocity longer than 8, its
// sideways share above 0.09, and the body turns into the slide (spin +0x4fc · up +0x4bc) or
// the latch (+0x490 bit 2) is set: half the share, held to ±steer_max. Nothing otherwise.
std::optional<Fx> counter_steer(const physics::CarState& car);

}  // namespace unpod::sim::controls
