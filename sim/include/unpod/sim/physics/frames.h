// The wheels' axes and the front wheels' steering (pod-car-physics.md "The step" #6).
#pragma once

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// POD FUN_0041b3d4 with POD FUN_00424704: each point's axes from the body's (0x4a4, 0x4b0, 0x4bc):
// up is the car's, and each wheel's rolling direction and axle are the car's forward and left
// turned about up by the wheel's angle (+0x58; positive to the right, inferred.h). The chassis
// point keeps the car's axes.
void wheel_axes(CarState& car);

// What the controllers write (pod-controllers.md "What the controller writes"): the front
// wheels' angle, held to ±steer_max, and the rear wheels' minus the angle × rear_steer.
void set_wheel_angles(CarState& car, Fx angle);

}  // namespace unpod::sim::physics
