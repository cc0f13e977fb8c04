// The x87 dot products (pod-car-physics.md, "Arithmetic"; pod-race.md, the beacon test).
#pragma once

#include <cstddef>
#include <cstdint>

#include "unpod/sim/fx/magic_steps.h"
#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// POD FUN_004d41a0: dot16 — ((a0·b0 + M) + a1·b1) + a2·b2 on the x87, M = 1.5 × 2^68, each
// product and sum rounded by the control word, then the low word of the stored double: the sum
// / 65536 in 16.16. POD races with 0x027f (53 bits, nearest even).
int32_t dot16_general(const Vec16& a, const Vec16& b, FpuMode mode);
// The fast path inline (magic_steps.h: exact products under 0x027f), the rest out of line.
inline int32_t dot16(const Vec16& a, const Vec16& b, FpuMode mode = FpuMode::Nearest53) {
  if (mode == FpuMode::Nearest53 && magic::small(a[0]) && magic::small(a[1]) &&
      magic::small(a[2]) && magic::small(b[0]) && magic::small(b[1]) && magic::small(b[2])) {
    int64_t steps = magic::kStart;
    for (int i = 0; i < 3; ++i) steps = magic::add(steps, int64_t{a[size_t(i)]} * b[size_t(i)]);
    return magic::low_word(steps);
  }
  return dot16_general(a, b, mode);
}

// POD FUN_004db530: the gate's dot product (beacon test FUN_0042a1f0, trackers): the same
// instruction sequence with its own copy of the constant at 0x4fa000 (pod-race.md, "Beacons").
int32_t gate_dot16(const Vec16& a, const Vec16& b, FpuMode mode = FpuMode::Nearest53);

}  // namespace unpod::sim::fx
