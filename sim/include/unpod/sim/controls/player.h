// The player's controller (pod-controllers.md, "The player: FUN_00415f9c"): driver +0xc of a
// human, run at the start of each of its car's physics steps. It reads the human's device and
// writes the wheels' angles and the input word the physics step reads.
#pragma once

#include <cstdint>

#include "unpod/sim/controls/buttons.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/driver.h"

namespace unpod::sim::controls {

using physics::Fx;

// The front wheels' angle the device asks for this step, before the counter-steer: by the
// device's kind, the axis (2 linear, 3 fourth power) or the keyboard's steering from `buttons`.
Fx device_angle(const physics::CarState& car, const PlayerDevice& device, uint32_t buttons, Fx dt);

// POD FUN_00423b3c: the first edition's name of POD FUN_00415f9c.
// POD FUN_00415f9c: the buttons from the device, the steering by its kind, the counter-steer;
// the wheels' angles through physics::set_wheel_angles and the input word into driver.input.
// `dt` is the car's step time. Returns the input word.
uint32_t player_controller(physics::CarState& car, physics::DriverState& driver,
                           const PlayerDevice& device, Fx dt,
                           const JoystickMap& map = default_joystick_map());

}  // namespace unpod::sim::controls
