// POD's second way to divide (pod-car-physics.md, "Arithmetic": "(a << 16) / b through idiv, or
// through a reciprocal table where |b| ≤ 32"): a × the reciprocal table's entry for b, kept as
// imul does (bits 16..47). The notes name the table (FUN_004c5e88: entry k holds 2^32 / 256k)
// but no function that divides through it, so nothing in the sim calls this: every division stays
// div16's idiv. It is here to measure what the table would change (docs/PORT.md,
// "(a << 16) / b through a reciprocal table"; tests/sim/fx_reciprocal_divide_test.cpp).
#pragma once

#include <cstdint>
#include <optional>

namespace unpod::sim::fx {

// The largest |b| the table divides by: 32.0 in 16.16.
inline constexpr int32_t kReciprocalDivideMax = 32 * 0x10000;

// a / b in 16.16 through the table: b's entry k = b >> 8 (an arithmetic shift, inferred: b in
// 1/256ths, as the entries are 2^32 / 256k), then mul16(a, entry). Nothing for |b| above 32.0.
// |b| under 1/256 reads entry 0, which holds 0 (inferred), and gives 0.
std::optional<int32_t> div16_by_reciprocal(int32_t a, int32_t b);

}  // namespace unpod::sim::fx
