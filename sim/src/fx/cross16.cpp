#include "unpod/sim/fx/cross16.h"

#include "unpod/sim/fx/magic_steps.h"

namespace unpod::sim::fx {
namespace {

int32_t magic_difference(Int128 p, Int128 q, FpuMode mode) {
  const Int128 acc = fpu_op(fpu_op(p + kMagic, mode) - q, mode);
  return magic_low_word(acc, mode);
}

}  // namespace

Vec16 cross16_general(const Vec16& a, const Vec16& b, FpuMode mode) {
  const int32_t x =
      magic_difference(fpu_product(a[1], b[2], mode), fpu_product(a[2], b[1], mode), mode);
  const int32_t y =
      magic_difference(fpu_product(a[2], b[0], mode), fpu_product(a[0], b[2], mode), mode);
  const Int128 dz = fpu_op(fpu_product(a[0], b[1], mode) - fpu_product(a[1], b[0], mode), mode);
  return {x, y, fpu_fistp32(dz, 16, mode)};  // × 1/65536 is exact: a power of two
}

}  // namespace unpod::sim::fx
