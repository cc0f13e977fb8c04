// Drive torque from the torque curve, at the engine speed the front wheels imply.
#include "unpod/sim/physics/torque.h"

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/physics/engine.h"

namespace unpod::sim::physics {

int32_t rpm_over_256(Fx engine_speed) {
  // imul then shrd 24: bits 24..55 of the product.
  const int64_t product = int64_t{engine_speed} * kRadPerSecondToRpm;
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(product >> 24)));
}

size_t torque_curve_index(const CarState& car, Fx engine_speed) {
  const int32_t entry = fx::sar(rpm_over_256(engine_speed), 16);
  if (entry <= 0 || car.torque_curve.empty()) return 0;
  const size_t last = car.torque_curve.size() - 1;
  return size_t(entry) < last ? size_t(entry) : last;
}

Fx run_ahead_scale(Fx engine_speed, Fx wheel_engine_speed) {
  const int64_t d = int64_t{engine_speed} - wheel_engine_speed;
  const int64_t magnitude = d < 0 ? -d : d;
  return static_cast<Fx>(fx::kOne16 + d * fx::kOne16 / (magnitude + kRunAheadHalfScale));
}

// POD FUN_004185ac: drive torque from the torque curve.
Fx drive_torque(CarState& car, Driver driver, bool throttle) {
  const Fx ratio = gear_ratio(car, car.gear);
  car.wheel_engine_speed = fx::mul16(front_wheel_spin(car), ratio);
  if (ratio == 0 || out_of_gear(car) || car.torque_curve.empty()) return 0;
  const Fx curve = car.torque_curve[torque_curve_index(car, car.wheel_engine_speed)];
  Fx torque = fx::mul16(curve, run_ahead_scale(car.engine_speed, car.wheel_engine_speed));
  torque = fx::mul16(torque, ratio);
  if (driver == Driver::kHuman) torque = fx::mul16(torque, kHumanTorqueFactor);
  torque = fx::shl(torque, kGearTorqueShift);
  // In gear the engine follows the wheels; with the throttle it stays at the engage point or
  // above, where the clutch takes up (inferred.h).
  const Fx floor = throttle ? car.shift_points[3] : 0;
  car.engine_speed =
      hold_engine_speed(car, car.wheel_engine_speed > floor ? car.wheel_engine_speed : floor);
  return torque;
}

}  // namespace unpod::sim::physics
