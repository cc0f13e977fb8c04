#include "unpod/sim/fx/trig.h"

#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/tables.h"

namespace unpod::sim::fx {

int32_t sin16(int32_t angle) {
  int64_t a = angle % kTwoPi16;  // into (−2π, 2π), then (−π, π]
  if (a > kPi16) a -= kTwoPi16;
  if (a <= -kPi16) a += kTwoPi16;
  const bool negative = a < 0;
  if (negative) a = -a;
  if (a > kHalfPi16) a = kPi16 - a;  // sin(π − a) = sin(a)
  const int32_t s = tables().sines[static_cast<std::size_t>(a >> 3)];
  return negative ? -s : s;
}

int32_t cos16(int32_t angle) {
  return sin16(static_cast<int32_t>(static_cast<uint32_t>(angle) + uint32_t{kHalfPi16}));
}

int32_t sqrt16(int32_t x) {
  if (x <= 0) return 0;
  // √(x / 65536) × 65536 = √x × 256; with x = j × 4^k, √x = √j × 2^k = roots[j] × 2^k / 65536.
  // k is worked out from x's bit length (j must end with 14 or 15 bits) rather than by
  // shifting two bits at a time: the same shifts, without the loops.
  auto j = static_cast<uint32_t>(x);
  const int bits = 32 - __builtin_clz(j);
  int k = 0;
  if (bits > 15) {
    k = (bits - 14) / 2;  // the fewest pairs of bits that bring it to 15 or below
    j >>= 2 * k;
  } else if (bits < 14) {
    k = -((15 - bits) / 2);  // the fewest pairs that bring it to 14 or above
    j <<= -2 * k;
  }
  const int64_t root = tables().roots[j];
  return static_cast<int32_t>(k >= 0 ? (root << k) >> 8 : root >> (8 - k));
}

int32_t length16(const Vec16& v, FpuMode mode) {
  return sqrt16(dot16(v, v, mode));
}

}  // namespace unpod::sim::fx
