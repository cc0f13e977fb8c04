// The magic-number dot product, operation by operation (fixed-point-rounding.md).
#include "unpod/sim/fx/dot16.h"

#include <cstddef>

namespace unpod::sim::fx {
namespace {

Int128 product(int32_t a, int32_t b, FpuMode mode) {
  return fpu_op(Int128{int64_t{a} * int64_t{b}}, mode);  // fild, fild, fmul
}

// The same sequence under 0x027f when every product is below 2^53 (each operand below 2^26 in
// magnitude, positions within 1,024 units): the products are then exact doubles, and the
// accumulator stays in [2^68, 2^69) where a double's step is 2^16, so each fadd rounds the
// accumulator, counted in steps of 2^16, to nearest with ties to an even step. Equal to
// magic_dot for every such input (tests/sim/fx_x87_test.cpp runs both); most calls of the race
// rules take this path.
bool small(int32_t v) {
  return v > -(1 << 26) && v < (1 << 26);
}

int32_t magic_dot_small(const Vec16& a, const Vec16& b) {
  int64_t steps = int64_t{3} << 51;  // 1.5 × 2^68 in steps of 2^16 (even)
  for (int i = 0; i < 3; ++i) {
    const int64_t p = int64_t{a[std::size_t(i)]} * b[std::size_t(i)];
    const int64_t q = p >> 16;  // floor
    const int64_t rem = p - q * 65536;
    steps += q;
    if (rem > 0x8000 || (rem == 0x8000 && (steps & 1))) ++steps;
  }
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(steps)));
}

int32_t magic_dot(const Vec16& a, const Vec16& b, FpuMode mode) {
  if (mode == FpuMode::Nearest53 && small(a[0]) && small(a[1]) && small(a[2]) && small(b[0]) &&
      small(b[1]) && small(b[2]))
    return magic_dot_small(a, b);
  Int128 acc = fpu_op(product(a[0], b[0], mode) + kMagic, mode);  // first product + M
  acc = fpu_op(acc + product(a[1], b[1], mode), mode);
  acc = fpu_op(acc + product(a[2], b[2], mode), mode);
  return magic_low_word(acc, mode);  // fstp qword, low dword
}

}  // namespace

int32_t dot16(const Vec16& a, const Vec16& b, FpuMode mode) {
  return magic_dot(a, b, mode);
}

int32_t gate_dot16(const Vec16& a, const Vec16& b, FpuMode mode) {
  return magic_dot(a, b, mode);
}

}  // namespace unpod::sim::fx
