// The keyboard's steering (pod-controllers.md, "The player" #2; also a kind 1 joystick's): the
// wheels turn at a steady rate while left or right is held and go back to the centre when
// neither is.
#pragma once

#include <cstdint>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::controls {

using physics::Fx;

// POD FUN_00415c68: the front wheels' next angle from their angle now (point 0's +0x58). While 8
// (right) or 4 (left) is held they turn at steer_speed (+0x488) per second, from the centre when
// they pointed the other way, to at most ±steer_max; with neither they return at steer_recall
// (+0x48c) × steer_speed per second.
Fx keyboard_angle(const physics::CarState& car, uint32_t buttons, Fx dt);

}  // namespace unpod::sim::controls
