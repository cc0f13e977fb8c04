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
  auto j = static_cast<uint32_t>(x);
  int k = 0;
  while (j >= 0x8000) {
    j >>= 2;
    ++k;
  }
  while (j < 0x2000) {
    j <<= 2;
    --k;
  }
  const int64_t root = tables().roots[j];
  return static_cast<int32_t>(k >= 0 ? (root << k) >> 8 : root >> (8 - k));
}

int32_t length16(const Vec16& v, FpuMode mode) {
  return sqrt16(dot16(v, v, mode));
}

}  // namespace unpod::sim::fx
