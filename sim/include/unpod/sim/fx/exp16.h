// e^x for the body's damping (pod-car-physics.md, "Arithmetic").
#pragma once

#include <cstdint>

#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// POD FUN_004c5ed8: exp16 — e^x ≈ 1 + x + x²/2 in 16.16 (observed: the formula). How it is
// evaluated is inferred: on the x87 as the other helpers, ((x·x / 2 + M) + x·65536) + 65536²,
// the low word of the stored double, so the result is (2^32 + 2^16 x + x²/2) / 65536 rounded.
int32_t exp16(int32_t x, FpuMode mode = FpuMode::Nearest53);

}  // namespace unpod::sim::fx
