// The x87 vector scaling (pod-car-physics.md, "Arithmetic"; pod-controllers.md).
#pragma once

#include <cstdint>

#include "unpod/sim/fx/magic_steps.h"
#include "unpod/sim/fx/vec16.h"
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {

// POD FUN_004d465d, POD FUN_004d4606: scale16 — each component v_i · s + M on the x87, the low word
// of the stored double: v_i × s / 65536 rounded as dot16 rounds ("both rounding as the dot
// product does"). The two originals differ in where they write (inferred); the values are these.
Vec16 scale16_general(const Vec16& v, int32_t s, FpuMode mode);
// The fast path inline (magic_steps.h: exact products under 0x027f), the rest out of line.
inline Vec16 scale16(const Vec16& v, int32_t s, FpuMode mode = FpuMode::Nearest53) {
  if (mode == FpuMode::Nearest53 && magic::small(s) && magic::small(v[0]) && magic::small(v[1]) &&
      magic::small(v[2]))
    return {magic::low_word(magic::add(magic::kStart, int64_t{v[0]} * s)),
            magic::low_word(magic::add(magic::kStart, int64_t{v[1]} * s)),
            magic::low_word(magic::add(magic::kStart, int64_t{v[2]} * s))};
  return scale16_general(v, s, mode);
}

}  // namespace unpod::sim::fx
