#include "unpod/sim/fx/scale16.h"

#include "unpod/sim/fx/magic_steps.h"

namespace unpod::sim::fx {

Vec16 scale16_general(const Vec16& v, int32_t s, FpuMode mode) {
  Vec16 out{};
  for (std::size_t i = 0; i < 3; ++i) {
    const Int128 p = fpu_op(Int128{int64_t{v[i]} * int64_t{s}}, mode);
    out[i] = magic_low_word(fpu_op(p + kMagic, mode), mode);
  }
  return out;
}

}  // namespace unpod::sim::fx
