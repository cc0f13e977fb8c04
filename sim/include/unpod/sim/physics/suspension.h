// The suspension: the wheels' heights in sub-steps, the points placed from the body, and the
// travel limits (pod-car-physics.md "The step" #22, #23, #27).
#pragma once

#include <array>

#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// Sub-steps of at most 0x444 (16.7 ms, observed).
inline constexpr Fx kSuspensionSubstep = 0x444;

// POD FUN_00426fb4: the first edition's name of POD FUN_00419564.
// POD FUN_00419564: each free wheel's travel moved by its spring, damper and weight in
// sub-steps of at most 0x444.
void substeps(CarState& car, Fx dt);

// POD FUN_00419680: each point's position and velocity from the body: centre + the car's axes
// × (offset + travel along up); velocity + spin × lever (+ the travel's rate along up).
void place_points(CarState& car);

// POD FUN_0041988c: each wheel's travel held to travel_min .. travel_max; a touching wheel that
// needed more than travel_max (`wanted`) pushes the body up. Returns true when it pushed.
bool travel_limits(CarState& car, const std::array<Fx, 4>& wanted);

}  // namespace unpod::sim::physics
