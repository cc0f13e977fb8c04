// The tyres' limits (pod-car-physics.md "Tyres", "The step" #18).
#pragma once

#include "unpod/sim/physics/forces.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// The slip curve at 0x4e9a78 (observed constants): peak 0.342, offset 0.523, curvature 8.55
// below the peak and 2.37 above.
inline constexpr Fx kSlipPeak = 22413;     // 0.342
inline constexpr Fx kSlipOffset = 34275;   // 0.523
inline constexpr Fx kCurveBelow = 560333;  // 8.55
inline constexpr Fx kCurveAbove = 155320;  // 2.37
// Under 0.92 units/s the side limit is the load × traction grip × surface grip (observed).
inline constexpr Fx kSlowTyreSpeed = 60000;  // 0.9155
// Past the side limit: +0x39 (skidding) when |slip| > 0x4240, +0x38 (sliding) when > 0x9470.
inline constexpr Fx kSkidSlip = 0x4240;
inline constexpr Fx kSlideSlip = 0x9470;
// At low speed the original tests the flags against a slip ratio left on the stack by an earlier
// point; for the first such point that slot holds an address (pod-car-physics.md): a value above
// both thresholds, as the reference port's tyres::STALE_RATIO.
inline constexpr Fx kStaleRatio = 0x10000;
// The rolling limit is lowered once (limit / 256) × the side limit passes 0x1dcd65 (observed).
inline constexpr Fx kRollingLimitBend = 0x1dcd65;

// The rolling part's limit: a quarter of the weight × side grip × surface grip (observed),
// lowered by what (that limit / 256) × the side limit has past 0x1dcd65 (inferred.h: by how
// much), never below 0.
Fx rolling_limit(Fx quarter_weight, Fx side_grip, Fx surface_grip, Fx side_limit);

// The slip curve (inferred.h): 0 at no slip, 1 at the peak, at least the offset past it.
Fx slip_curve(Fx slip);

// POD FUN_0041af80: each touching wheel's force split into its rolling and side parts (contact
// normal × rolling direction), each held to its limit, the skid flags set.
void tyres(CarState& car, const world::World& world, StepForces& f);

}  // namespace unpod::sim::physics
