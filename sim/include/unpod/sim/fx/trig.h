// Sine, cosine, square root and length through the start-up tables.
#pragma once

#include <cstdint>

#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// π, π/2 and 2π in 16.16, each round(x × 65536) (inferred: the notes give no constants).
inline constexpr int32_t kPi16 = 0x3243f;      // 205887
inline constexpr int32_t kHalfPi16 = 0x19220;  // 102944
inline constexpr int64_t kTwoPi16 = 0x6487f;   // 411775

// POD 0x4c5e6c: sin16 — the angle (16.16 radians) brought into (−π, π], then the sine table at
// steps of 8 (index |a| >> 3), mirrored about π/2 and negated below 0.
int32_t sin16(int32_t angle);

// POD 0x4c5e64: cos16 — sin16 of the angle + π/2 (32-bit add; inferred: 8 bytes before sin16).
int32_t cos16(int32_t angle);

// POD FUN_004d3e90: sqrt16 — √x in 16.16 through the root table: x shifted by an even number of
// bits into 0x2000..0x7fff (13 to 15 bits), the entry shifted back by half as many (the shift
// rule is inferred from "a shift that keeps 13 to 15 bits"). 0 for x ≤ 0.
int32_t sqrt16(int32_t x);

// POD FUN_004d43ad: length16 — √(v·v): the squares summed on the x87 as dot16 does (rounding by
// the control word), then the root table as sqrt16.
int32_t length16(const Vec16& v, FpuMode mode = FpuMode::Nearest53);

}  // namespace unpod::sim::fx
