#include "unpod/sim/fx/cross16.h"

#include "magic_steps.h"

namespace unpod::sim::fx {
namespace {

Int128 product(int32_t a, int32_t b, FpuMode mode) {
  return fpu_op(Int128{int64_t{a} * int64_t{b}}, mode);
}

int32_t magic_difference(Int128 p, Int128 q, FpuMode mode) {
  const Int128 acc = fpu_op(fpu_op(p + kMagic, mode) - q, mode);
  return magic_low_word(acc, mode);
}

bool all_small(const Vec16& a, const Vec16& b) {
  return magic::small(a[0]) && magic::small(a[1]) && magic::small(a[2]) && magic::small(b[0]) &&
         magic::small(b[1]) && magic::small(b[2]);
}

// (p + M) − q, each operation rounded to a step of 2^16 (magic_steps.h).
int32_t small_difference(int64_t p, int64_t q) {
  return magic::low_word(magic::add(magic::add(magic::kStart, p), -q));
}

}  // namespace

Vec16 cross16(const Vec16& a, const Vec16& b, FpuMode mode) {
  if (mode == FpuMode::Nearest53 && all_small(a, b)) {
    const int64_t x = small_difference(int64_t{a[1]} * b[2], int64_t{a[2]} * b[1]);
    const int64_t y = small_difference(int64_t{a[2]} * b[0], int64_t{a[0]} * b[2]);
    // Both products and their difference are exact doubles; × 1/65536 is exact.
    const int64_t dz = int64_t{a[0]} * b[1] - int64_t{a[1]} * b[0];
    return {static_cast<int32_t>(x), static_cast<int32_t>(y), magic::fistp16(dz)};
  }
  const int32_t x = magic_difference(product(a[1], b[2], mode), product(a[2], b[1], mode), mode);
  const int32_t y = magic_difference(product(a[2], b[0], mode), product(a[0], b[2], mode), mode);
  const Int128 dz = fpu_op(product(a[0], b[1], mode) - product(a[1], b[0], mode), mode);
  return {x, y, fpu_fistp32(dz, 16, mode)};  // × 1/65536 is exact: a power of two
}

}  // namespace unpod::sim::fx
