// The forces of one physics step, stage by stage (pod-car-physics.md "The step" #9 to #19):
// the drive torque shared out, the brakes, rolling resistance, air, sideways grip, the drive
// force along each wheel, the slope hold, springs, normal forces, the tyres' limits and the
// scaling by time on the ground. Each stage adds to StepForces; the body (body.h) sums them.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// A touching wheel's axes on its contact plane: along the ground in its rolling direction, to
// its side (contact normal × rolling direction, FUN_0041af80), and the normal.
struct ContactAxes {
  Vec16 rolling{};
  Vec16 side{};
  Vec16 normal{};
  bool operator==(const ContactAxes&) const = default;
};

// What a stage leaves for the next, per point.
struct PointForces {
  Fx drive = 0;        // drive torque on the wheel (kN·m), step #9
  Fx brake = 0;        // brake torque (kN·m, a magnitude), FUN_004189c4
  Fx resist = 0;       // rolling resistance torque (signed, against the spin), step #11
  Fx load = 0;         // the spring's push along the contact normal (kN), FUN_004194c8
  Vec16 force{};       // the point's force on the body (world, kN)
  Fx roll_wanted = 0;  // the force's rolling part before the tyre's limit (kN), FUN_0041af80
  Fx roll_given = 0;   // after it
  ContactAxes axes;    // worked out once a step, by the first stage that needs them
  bool has_axes = false;
  bool operator==(const PointForces&) const = default;
};

struct StepForces {
  std::array<PointForces, kPointCount> point{};
  Vec16 outside{};  // air and weight (kN), FUN_00417c2c and FUN_00419ad0
  bool operator==(const StepForces&) const = default;
};

// The wheel's contact axes for this step (worked out once and kept in f).
const ContactAxes& contact_axes(const CarState& car, int point, StepForces& f);

// The car's weight, mass × g × gravity factor (kN).
Fx weight(const CarState& car);
// A quarter of the car's mass (the share a wheel's grip and brakes stop).
Fx quarter_mass(const CarState& car);
// The point's speed along a direction, and its contact point's lever from the centre.
Vec16 contact_lever(const CarState& car, int point);

// Step #9: the drive torque shared by the drive type (0x54c): 1 all wheels by radius, 2 the
// front wheels (points 0 and 2), anything else the rear (1 and 3).
void share_torque(const CarState& car, Fx torque, StepForces& f);

// POD FUN_004189c4: brake torques. The hold time (0x52c) counts while the brake bit is held.
void brakes(CarState& car, uint32_t buttons, Fx dt, StepForces& f);

// Step #11 (0x417be8): each wheel's rolling resistance, −(+0x90 × spin) >> 16.
void rolling_resistance(const CarState& car, StepForces& f);

// POD FUN_00417c2c: air drag and downforce ∝ (forward speed / 256)².
void air(const CarState& car, StepForces& f);

// POD FUN_00417cec: each touching wheel's sideways grip against its sideways speed.
void grip(const CarState& car, Fx dt, StepForces& f);

// POD FUN_00417f48: drive, brake and rolling-resistance torque / radius along each touching
// wheel's rolling direction.
void wheel_drive(const CarState& car, Fx dt, StepForces& f);

// Step #15: under 10 units/s the touching wheels hold the car on a slope (and, nearly stopped
// without the throttle, stop its roll: inferred.h).
inline constexpr Fx kSlopeHoldSpeed = 10 * 0x10000;
void slope_hold(const CarState& car, bool throttle, Fx dt, StepForces& f);

// POD FUN_004194c8: each wheel's spring and damper force, held to ±7.63. With a step `dt` the
// spring is taken half-way through the step (inferred.h): its damper gains stiffness × dt / 2.
inline constexpr Fx kSpringLimit = 500000;
Fx spring_force(const PointState& p, Fx dt = 0);
void springs(const CarState& car, Fx dt, StepForces& f);

// Step #17: each touching wheel's load along its contact normal.
void normal_forces(const CarState& car, StepForces& f);

// Step #19: a touching wheel's grip and drive forces scaled by how long it has been down.
void ground_time(const CarState& car, StepForces& f);

}  // namespace unpod::sim::physics
