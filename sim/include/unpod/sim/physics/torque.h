// Drive torque from the torque curve (pod-car-physics.md "The step" #8, "Engine and gears").
#pragma once

#include <cstdint>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

enum class Driver { kComputer, kHuman };

// A human driver's torque is scaled by 0.70 (observed: 0xb3b0).
inline constexpr Fx kHumanTorqueFactor = 0xb3b0;
// 60 / 2π in 16.16: speed × this >> 24 is rpm / 256 in 16.16 (observed).
inline constexpr int64_t kRadPerSecondToRpm = 0x98c9e;
// The torque is scaled by 4 against the gear (observed), a shift left by 2.
inline constexpr int kGearTorqueShift = 2;

// rpm / 256 in 16.16 for an engine speed in rad/s: speed × 0x98c9e >> 24, the low 32 bits.
int32_t rpm_over_256(Fx engine_speed);
// The torque curve entry for an engine speed (inferred.h: whole part, held to the curve).
size_t torque_curve_index(const CarState& car, Fx engine_speed);
// The smooth run-ahead scale s(d) in 16.16 for d = engine - wheels' engine speed (inferred.h).
Fx run_ahead_scale(Fx engine_speed, Fx wheel_engine_speed);

// POD FUN_004185ac: sets 0x444 to the front wheels' mean spin × the gear's ratio and returns the
// drive torque: the curve there, × the run-ahead scale, × the ratio, × 0.70 for a human, × 4.
// In gear the engine speed then follows the wheels, with the throttle held not below the engage
// point (inferred.h). Out of gear the torque is 0.
Fx drive_torque(CarState& car, Driver driver, bool throttle = false);

}  // namespace unpod::sim::physics
