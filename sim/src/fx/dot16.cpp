// The magic-number dot product, operation by operation (fixed-point-rounding.md).
#include "unpod/sim/fx/dot16.h"

#include <cstddef>

namespace unpod::sim::fx {
namespace {

int32_t magic_dot(const Vec16& a, const Vec16& b, FpuMode mode) {
  Int128 acc = fpu_op(fpu_product(a[0], b[0], mode) + kMagic, mode);  // first product + M
  acc = fpu_op(acc + fpu_product(a[1], b[1], mode), mode);
  acc = fpu_op(acc + fpu_product(a[2], b[2], mode), mode);
  return magic_low_word(acc, mode);  // fstp qword, low dword
}

}  // namespace

int32_t dot16_general(const Vec16& a, const Vec16& b, FpuMode mode) {
  return magic_dot(a, b, mode);
}

int32_t gate_dot16(const Vec16& a, const Vec16& b, FpuMode mode) {
  return dot16(a, b, mode);  // the same sequence: the inline fast path, else the general one
}

}  // namespace unpod::sim::fx
