// The x87 cross product (pod-car-physics.md, "Arithmetic").
#pragma once

#include "unpod/sim/fx/magic_steps.h"
#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// POD FUN_004d41df: cross16 — x = a1·b2 − a2·b1, y = a2·b0 − a0·b2 through the magic constant
// like dot16 ((p + M) − q, inferred order: the first product first, as in dot16); z = a0·b1 − a1·b0
// through × 1/65536 and fistp (observed), the difference taken before the scaling (inferred).
Vec16 cross16_general(const Vec16& a, const Vec16& b, FpuMode mode);
// The fast path inline (magic_steps.h: exact products under 0x027f), the rest out of line.
inline Vec16 cross16(const Vec16& a, const Vec16& b, FpuMode mode = FpuMode::Nearest53) {
  if (mode == FpuMode::Nearest53 && magic::small(a[0]) && magic::small(a[1]) &&
      magic::small(a[2]) && magic::small(b[0]) && magic::small(b[1]) && magic::small(b[2])) {
    // x, y: (p + M) − q, each operation rounded to a step of 2^16; z: the exact difference
    // through × 1/65536 and fistp.
    const auto diff = [](int64_t p, int64_t q) {
      return magic::low_word(magic::add(magic::add(magic::kStart, p), -q));
    };
    return {diff(int64_t{a[1]} * b[2], int64_t{a[2]} * b[1]),
            diff(int64_t{a[2]} * b[0], int64_t{a[0]} * b[2]),
            magic::fistp16(int64_t{a[0]} * b[1] - int64_t{a[1]} * b[0])};
  }
  return cross16_general(a, b, mode);
}

}  // namespace unpod::sim::fx
