// The magic-number accumulator under 0x027f for exact products (each operand below 2^26, so
// every product is below 2^52 and exact in a double): the register stays in [2^68, 2^69), where
// a double's step is 2^16, so the accumulator is an integer count of 2^16 steps and each fadd
// or fsub rounds the exact sum to the nearest step, ties to an even step. The general models
// (x87.h) give the same bits for these inputs (tests/sim/fx_x87_test.cpp checks both).
#pragma once

#include <cstdint>

namespace unpod::sim::fx::magic {

inline bool small(int32_t v) {
  return v > -(1 << 26) && v < (1 << 26);
}

// 1.5 × 2^68 in steps of 2^16 (an even count).
inline constexpr int64_t kStart = int64_t{3} << 51;

// steps × 2^16 + p, rounded to a whole step, nearest with ties to even. Without a branch (the
// remainder's half is a coin toss the branch predictor loses): with p = q × 2^16 + rem, adding
// 0x7fff plus the parity of steps + q carries into q exactly when rem > 0x8000, or rem = 0x8000
// and steps + q is odd.
inline int64_t add(int64_t steps, int64_t p) {
  const int64_t odd = (steps + (p >> 16)) & 1;
  return steps + ((p + 0x7fff + odd) >> 16);
}

// The stored double's low word: (acc − M) / 65536 in 32 bits.
inline int32_t low_word(int64_t steps) {
  return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(steps)));
}

// fistp of an exact integer d / 65536 (d below 2^53): nearest, ties to even; outside int32 the
// integer indefinite 0x80000000, as x87.h's fpu_fistp32.
inline int32_t fistp16(int64_t d) {
  const int64_t r = add(0, d);
  return r < INT32_MIN || r > INT32_MAX ? INT32_MIN : static_cast<int32_t>(r);
}

}  // namespace unpod::sim::fx::magic
