// The wheels' angle from a joystick's x axis (pod-controllers.md, "The player" #2): kind 2
// linearly, kind 3 to the fourth power. v is the axis from its centre (+0x10) and r its travel
// (+0x08), both × 256, so a full 16-bit axis reads as 128 units.
#pragma once

#include <cstdint>

#include "unpod/sim/controls/device.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::controls {

using physics::Fx;

// v: the axis `x` from the record's centre, × 256.
Fx axis_offset(const Device& device, int32_t x);
// r: the record's travel, × 256.
Fx axis_travel(const Device& device);

// POD FUN_00415a8c: max / 2|r| × (v² / |r| + |v|), with v's sign (inferred.h: the order).
Fx linear_axis_angle(Fx max, Fx v, Fx r);

// POD FUN_00415b70: max × v⁴ / r⁴, with v's sign (inferred.h: through |v| / |r|).
Fx quartic_axis_angle(Fx max, Fx v, Fx r);

}  // namespace unpod::sim::controls
