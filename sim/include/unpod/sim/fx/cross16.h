// The x87 cross product (pod-car-physics.md, "Arithmetic").
#pragma once

#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// POD FUN_004d41df: cross16 — x = a1·b2 − a2·b1, y = a2·b0 − a0·b2 through the magic constant
// like dot16 ((p + M) − q, inferred order: the first product first, as in dot16); z = a0·b1 − a1·b0
// through × 1/65536 and fistp (observed), the difference taken before the scaling (inferred).
Vec16 cross16(const Vec16& a, const Vec16& b, FpuMode mode = FpuMode::Nearest53);

}  // namespace unpod::sim::fx
