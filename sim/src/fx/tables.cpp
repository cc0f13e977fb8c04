// POD FUN_004c5e88's tables by their formulas, in integers only.
#include "unpod/sim/fx/tables.h"

#include "unpod/sim/fx/x87.h"

namespace unpod::sim::fx {
namespace {

// ⌊√n⌋ for n < 2^63, by Newton's method on integers.
uint64_t isqrt(uint64_t n) {
  if (n < 2) return n;
  uint64_t x = n, y = (x + 1) / 2;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2;
  }
  return x;
}

// sin(i / 8192) × 2^62 by its Taylor series in 2^62 fixed point. θ ≤ 1.571, 30 terms leave a
// series error far below 2^-62, each step truncates by under 2^-62, so the sum is within about
// 2^-56 of the true value: far inside the gap to a rounding boundary at 2^-16 (checked by the
// tests against the C library's sin for every entry).
Int128 sine_q62(int i) {
  constexpr int kShift = 62;
  const Int128 theta = Int128{i} << (kShift - 13);
  const Int128 theta2 = (theta * theta) >> kShift;
  Int128 term = theta, sum = theta;
  for (int k = 1; k < 30; ++k) {
    term = (term * theta2) >> kShift;
    term /= Int128{2 * k} * (2 * k + 1);
    sum += (k % 2 == 1) ? -term : term;
  }
  return sum;
}

}  // namespace

uint32_t table_checksum(const int32_t* words, std::size_t count) {
  uint32_t h = 0x811c9dc5u;
  for (std::size_t i = 0; i < count; ++i) {
    const auto w = static_cast<uint32_t>(words[i]);
    for (int b = 0; b < 4; ++b) {
      h ^= (w >> (8 * b)) & 0xffu;
      h *= 0x01000193u;
    }
  }
  return h;
}

Tables build_tables() {
  Tables t;
  for (int i = 0; i < Tables::kRootCount; ++i) {
    t.roots[static_cast<std::size_t>(i)] = static_cast<int32_t>(isqrt(uint64_t(i) << 32));
  }
  for (int j = 0; j < Tables::kReciprocalCount; ++j) {
    const int k = j + Tables::kReciprocalMin;
    t.reciprocals[static_cast<std::size_t>(j)] = k == 0 ? 0 : (1 << 24) / k;  // truncated
  }
  for (int k = 0; k < Tables::kSquareCount; ++k) {
    t.squares[static_cast<std::size_t>(k)] =
        static_cast<int32_t>((int64_t{256 * k} * (256 * k)) >> 16);
  }
  for (int i = 0; i < Tables::kSineCount; ++i) {
    // × 65536 and rounded to nearest: 2^62 → 2^16 is a shift by 46, adding half a step first.
    const Int128 s = (sine_q62(i) + (Int128{1} << 45)) >> 46;
    t.sines[static_cast<std::size_t>(i)] = static_cast<int32_t>(s);
  }
  return t;
}

bool checksums_match(const Tables& t) {
  return table_checksum(t.roots.data(), t.roots.size()) == kRootsChecksum &&
         table_checksum(t.reciprocals.data(), t.reciprocals.size()) == kReciprocalsChecksum &&
         table_checksum(t.squares.data(), t.squares.size()) == kSquaresChecksum &&
         table_checksum(t.sines.data(), t.sines.size()) == kSinesChecksum;
}

const Tables& tables() {
  static const Tables built = build_tables();
  return built;
}

}  // namespace unpod::sim::fx
