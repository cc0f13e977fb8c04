// Putting a car back on the track (pod-car-physics.md "Putting a car back").
#pragma once

#include <optional>

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/length_rule.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// POD FUN_0041c814 (car_reset): velocity, spin, carried force and torque, engine and gearbox,
// +0x4ec, the brake hold, each point's skid flags, angle, roll, velocity, spin and impulse, the
// wheels at rest height; the engine limit 1000 rad/s and the shift points at 0.92, 0.46, 0.10
// and 0.20 of it.
void car_reset(CarState& car);

// POD FUN_004231b4: the pose cleared (the car's axes the world's, at the world's origin), then
// car_reset.
void clear_pose(CarState& car);

// POD FUN_00423538: the car placed at `at` facing `heading`: the body at the point raised by 1,
// forward the heading made level and 1 long, up the world's z, left up × forward, the points
// placed (FUN_00419680) and each point's sector the first near it (FUN_0045ca78). The heading
// can be long (a path's next point − its point): `lengths` is DEVIATION 14's switch.
void place_car(CarState& car, const world::World& w, const Vec16& at, const Vec16& heading,
               LengthRule lengths);

// The middle of the face wheel 0 last touched (+0x30 mesh, +0x34 face, +0x3b quad): a
// triangle's three corners summed and scaled by 0x5555 (FUN_004d4606), a quad's four summed
// and shifted right by 2. Nothing when the face is no face of the world.
std::optional<Vec16> face_middle(const world::World& w, const PointState& wheel0);

// POD FUN_00415730: the car put back on the face wheel 0 last touched, heading along the race
// path when there is one (`path_heading`: the tracker's next point − its point), else along its
// own forward axis. `fallback` is where to put it when that face is no face (inferred.h).
void put_back(CarState& car, const world::World& w, const std::optional<Vec16>& path_heading,
              const Vec16& fallback, LengthRule lengths);

}  // namespace unpod::sim::physics
