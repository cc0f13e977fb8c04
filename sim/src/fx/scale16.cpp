#include "unpod/sim/fx/scale16.h"

#include "magic_steps.h"

namespace unpod::sim::fx {

Vec16 scale16(const Vec16& v, int32_t s, FpuMode mode) {
  Vec16 out{};
  if (mode == FpuMode::Nearest53 && magic::small(s) && magic::small(v[0]) &&
      magic::small(v[1]) && magic::small(v[2])) {
    for (std::size_t i = 0; i < 3; ++i)
      out[i] = magic::low_word(magic::add(magic::kStart, int64_t{v[i]} * s));
    return out;
  }
  for (std::size_t i = 0; i < 3; ++i) {
    const Int128 p = fpu_op(Int128{int64_t{v[i]} * int64_t{s}}, mode);
    out[i] = magic_low_word(fpu_op(p + kMagic, mode), mode);
  }
  return out;
}

}  // namespace unpod::sim::fx
