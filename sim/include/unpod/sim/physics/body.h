// The body: forces and torques summed, wall impulses, velocity, position, spin and axes, and
// the push out of walls (pod-car-physics.md "The body", "The step" #20, #21, #28).
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/physics/forces.h"

namespace unpod::sim::physics {

// Observed constants of FUN_00419ad0 and FUN_00416284.
inline constexpr Fx kWallSlack = 17300;  // "0.264" (0.26398) units/s of the speed kept
// (the notes' figures look like these round raw values, as 15000, 150000 and 500000 are)
inline constexpr Fx kWallFriction = 10000;   // "0.15" (0.1526) of the impulse: one point's friction
inline constexpr Fx kYawRemoval = 0xf000;    // 15/16 of the yaw torque taken away
inline constexpr Fx kStepScale = 78264;      // 1.1942: position by mean velocity × dt × this
inline constexpr Fx kAirSpinDecay = 229376;  // e^(−3.5 dt): the spin in the air
inline constexpr Fx kAirNoseRate = 67502;    // e^(−1.03 dt): the nose into the velocity
inline constexpr Fx kAirSteerSpeed = 30 * 0x10000;  // above 30 units/s the steering moves it
inline constexpr Fx kAirSteer = 0x5a0000;           // × dt × steer, sideways

// One wall or floor impact of the step, for damage (FUN_00420e54 from 0x4164a4 / 0x4166de:
// the impact's parts and a quarter of its impulse).
struct Impact {
  int point = -1;
  Vec16 at{};      // where (the point's contact)
  Fx impulse = 0;  // a quarter of the impulse (POD's scale, pod_impulse.h)
  bool operator==(const Impact&) const = default;
};

struct Impacts {
  std::array<Impact, kPointCount> hits{};
  int count = 0;
  Fx strongest = 0;  // the largest whole impulse, POD's scale (for the crash sound)
};

// POD FUN_00416284: impulses from the walls the points are in (+0xc0 depth, +0xc4 direction,
// +0xd0 bounce): (−v·n − 0.264) × mass / dt × bounce, shared among the points hit (halved for
// two); a single point also gets friction up to 0.15 of it. Added to `force` and `torque`.
Impacts impacts(const CarState& car, Fx dt, Vec16& force, Vec16& torque);

// POD FUN_00419ad0: the body's step. `steer` is the front wheels' angle (the airborne
// branches use it).
Impacts integrate(CarState& car, const StepForces& f, Fx dt);

// The car's axes squared again after a turn: forward made unit, left = up × forward, up =
// forward × left.
void square_axes(CarState& car);

// POD FUN_00416030: the body moved out of the walls its points are in; the points placed again.
void push_out(CarState& car);

}  // namespace unpod::sim::physics
