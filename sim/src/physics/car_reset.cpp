// The car at rest: what car_reset clears and sets.
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041c814.
void car_reset(CarState& car) {
  car.velocity = car.spin = car.carried_force = car.carried_torque = Vec16{0, 0, 0};
  car.engine_speed = car.wheel_engine_speed = 0;
  car.gear = kNeutralGear;
  car.gear_asked = 0;
  car.gear_timer = 0;
  car.controller_word = 0;
  car.brake_hold = 0;
  for (int i = 0; i < kPointCount; ++i) {
    PointState& p = car.points[size_t(i)];
    p.sliding = p.skidding = false;
    p.steer = p.roll = p.spin = 0;
    p.velocity = p.impulse = Vec16{0, 0, 0};
    p.travel = i == kChassisPoint ? 0 : p.rest;
    p.travel_speed = 0;
  }
  car.engine_max = kEngineLimit;
  car.shift_points = {fx::mul16(kEngineLimit, kShiftUpFraction),
                      fx::mul16(kEngineLimit, kShiftDownFraction),
                      fx::mul16(kEngineLimit, kShiftNeutralFraction),
                      fx::mul16(kEngineLimit, kShiftEngageFraction)};
}

// POD FUN_004231b4.
void clear_pose(CarState& car) {
  car.centre = Vec16{0, 0, 0};
  car.forward = Vec16{kOne, 0, 0};
  car.left = Vec16{0, kOne, 0};
  car.up = Vec16{0, 0, kOne};
  car_reset(car);
}

}  // namespace unpod::sim::physics
