// Exact integer models of x87 rounding (fixed-point-rounding.md, "What to do").
#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {
namespace {

int bit_length(UInt128 m) {
  const auto high = static_cast<uint64_t>(m >> 64), low = static_cast<uint64_t>(m);
  if (high != 0) return 128 - __builtin_clzll(high);
  return low != 0 ? 64 - __builtin_clzll(low) : 0;
}

int precision(FpuMode mode) {
  return mode == FpuMode::Nearest53 ? 53 : 64;
}
bool chops(FpuMode mode) {
  return mode == FpuMode::Chop64;
}

}  // namespace

Int128 round_to_bits(Int128 v, int bits, bool chop) {
  const bool negative = v < 0;
  UInt128 m = negative ? static_cast<UInt128>(-v) : static_cast<UInt128>(v);
  const int extra = bit_length(m) - bits;
  if (extra > 0) {
    const UInt128 rest = m & ((UInt128{1} << extra) - 1);
    m >>= extra;
    if (!chop) {
      const UInt128 half = UInt128{1} << (extra - 1);
      if (rest > half || (rest == half && (m & 1) != 0)) ++m;  // nearest, ties to even
    }
    m <<= extra;
  }
  const auto r = static_cast<Int128>(m);
  return negative ? -r : r;
}

Int128 fpu_op(Int128 exact, FpuMode mode) {
  return round_to_bits(exact, precision(mode), chops(mode));
}

Int128 fpu_store_double(Int128 reg, FpuMode mode) {
  return round_to_bits(reg, 53, chops(mode));
}

int32_t magic_low_word(Int128 reg, FpuMode mode) {
  const Int128 stored = fpu_store_double(reg, mode);
  const Int128 words = (stored - kMagic) >> 16;  // exact: the double's step here is 2^16
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<UInt128>(words) & 0xffffffffu));
}

int32_t fpu_fistp32(Int128 numerator, int shift, FpuMode mode) {
  // numerator / 2^shift, rounded to an integer (the scaling by a power of two is exact).
  const bool negative = numerator < 0;
  UInt128 m = negative ? static_cast<UInt128>(-numerator) : static_cast<UInt128>(numerator);
  const UInt128 rest = m & ((UInt128{1} << shift) - 1);
  m >>= shift;
  if (!chops(mode)) {
    const UInt128 half = UInt128{1} << (shift - 1);
    if (rest > half || (rest == half && (m & 1) != 0)) ++m;
  }
  if (m > (negative ? UInt128{0x80000000u} : UInt128{0x7fffffffu})) return INT32_MIN;
  const auto r = static_cast<int64_t>(m);
  return static_cast<int32_t>(negative ? -r : r);
}

}  // namespace unpod::sim::fx
