// POD FUN_004c5e88's tables against their formulas (computed here independently, the sines with the
// C library's sin in double), their stored checksums, and sin16/cos16/sqrt16/length16.
#include <catch2/catch.hpp>

#include <cmath>

#include "unpod/sim/fx/tables.h"
#include "unpod/sim/fx/trig.h"

using namespace unpod::sim::fx;

TEST_CASE("tables: every entry matches its formula, and the stored checksums") {
  const Tables& t = tables();
  CHECK(checksums_match(t));
  for (int i = 0; i < Tables::kRootCount; ++i) {
    // ⌊√i × 65536⌋: the largest r with r² <= i × 2^32
    const auto r = static_cast<int64_t>(t.roots[static_cast<std::size_t>(i)]);
    const int64_t n = int64_t{i} << 32;
    REQUIRE(r * r <= n);
    REQUIRE((r + 1) * (r + 1) > n);
  }
  for (int k = -16384; k < 16384; ++k) {
    if (k != 0) REQUIRE(t.reciprocal(k) == static_cast<int32_t>(16777216 / k));
  }
  CHECK(t.reciprocal(1) == 0x1000000);
  CHECK(t.reciprocal(-3) == -5592405);  // truncated towards zero
  for (int k = 0; k < Tables::kSquareCount; ++k)
    REQUIRE(t.squares[static_cast<std::size_t>(k)] == k * k);
  for (int i = 0; i < Tables::kSineCount; ++i) {
    const double exact = std::sin(i * 8.0 / 65536.0) * 65536.0;
    REQUIRE(std::fabs(exact - std::floor(exact) - 0.5) > 1e-6);  // no entry near a tie
    REQUIRE(t.sines[static_cast<std::size_t>(i)] == static_cast<int32_t>(std::lround(exact)));
  }
  // Spot values: √0x2000 × 65536 = 90.5097 × 65536; sin(1) × 65536 = 55146.6.
  CHECK(t.roots[0x2000] == 5931641);
  CHECK(t.roots[0x4000] == 128 * 65536);
  CHECK(t.sines[0] == 0);
  CHECK(t.sines[8192] == 55147);
  CHECK(t.sines[Tables::kSineCount - 1] == 65536);
}

TEST_CASE("a table changed by one bit no longer matches its checksum") {
  Tables t = build_tables();
  t.sines[100] ^= 1;
  CHECK_FALSE(checksums_match(t));
}

TEST_CASE("sin16/cos16: the angle brought into the half-open range -pi..pi, mirrored about pi/2") {
  CHECK(sin16(0) == 0);
  CHECK(sin16(kHalfPi16) == 65536);
  CHECK(sin16(-kHalfPi16) == -65536);
  CHECK(sin16(kPi16) == tables().sines[0]);  // π − π = 0
  CHECK(sin16(65536) == 55147);              // sin(1)
  CHECK(sin16(-65536) == -55147);
  CHECK(sin16(65536 + static_cast<int32_t>(kTwoPi16)) == 55147);  // one turn later
  CHECK(sin16(65536 - 5 * static_cast<int32_t>(kTwoPi16)) == 55147);
  CHECK(cos16(0) == 65536);
  CHECK(cos16(kPi16) == -65536);
  // Against the C library within 8 turns, where the 16.16 2π's error (0.17 units a turn) stays
  // small: within the table's step of 8/65536 rad and that drift. (Far out, the reduction by
  // the 16.16 2π drifts from the true angle, as the original's does.)
  for (int32_t a = -50 * 65536; a < 50 * 65536; a += 997) {
    const double angle = a / 65536.0;
    REQUIRE(std::fabs(sin16(a) - std::sin(angle) * 65536.0) <= 11.0);
    REQUIRE(std::fabs(cos16(a) - std::cos(angle) * 65536.0) <= 11.0);
  }
}

TEST_CASE("sqrt16 and length16 through the root table") {
  CHECK(sqrt16(0) == 0);
  CHECK(sqrt16(-5) == 0);
  CHECK(sqrt16(4 * 65536) == 2 * 65536);
  CHECK(sqrt16(65536) == 65536);
  CHECK(sqrt16(100 * 65536) == 10 * 65536);
  CHECK(length16({3 * 65536, 4 * 65536, 0}) == 5 * 65536);
  CHECK(length16({0, 0, 12 * 65536}) == 12 * 65536);
  // Within the table's 13 bits of the true root everywhere.
  for (int64_t x = 1; x < INT32_MAX; x = x * 3 + 7) {
    const double exact = std::sqrt(static_cast<double>(x) / 65536.0) * 65536.0;
    REQUIRE(std::fabs(sqrt16(static_cast<int32_t>(x)) - exact) <= exact / 4096.0 + 1.0);
  }
}

// The original's reduction of x into the root table's range, two bits at a time; sqrt16 works
// the shift out from x's bit length instead and must land on the same entry.
TEST_CASE("sqrt16 reduces x to the table's range as the two-bit shift loops do") {
  auto by_loops = [](int32_t x) {
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
  };
  for (int bit = 0; bit < 31; ++bit) {
    const int32_t p = int32_t{1} << bit;
    REQUIRE(sqrt16(p) == by_loops(p));
    REQUIRE(sqrt16(p - 1 > 0 ? p - 1 : 1) == by_loops(p - 1 > 0 ? p - 1 : 1));
    REQUIRE(sqrt16(p | (p - 1)) == by_loops(p | (p - 1)));
  }
  REQUIRE(sqrt16(INT32_MAX) == by_loops(INT32_MAX));
  uint32_t s = 12345;
  for (int i = 0; i < 20000; ++i) {
    s = s * 1664525u + 1013904223u;
    const auto x = static_cast<int32_t>((s >> 1) >> (s % 31));  // every bit length
    if (x > 0) REQUIRE(sqrt16(x) == by_loops(x));
  }
}
