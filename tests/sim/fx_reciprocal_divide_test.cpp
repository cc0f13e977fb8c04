// The reciprocal-table divide (pod-car-physics.md, "Arithmetic"), which the notes name but give
// no caller of: checked against 128-bit arithmetic, and measured against idiv (div16) on 20,000
// cases, the figures docs/PORT.md gives for what it would change.
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/fx/reciprocal_divide.h"
#include "unpod/sim/fx/x87.h"

using namespace unpod::sim::fx;

namespace {

// 20,000 cases from one seed, with mt19937's raw words (the same on every standard library):
// a up to ±128.0, b from 1/256 to 32.0 either sign (the table's range, entry 0 left out).
struct Case {
  int32_t a, b;
};
std::vector<Case> cases() {
  std::mt19937 rng(20261207);
  std::vector<Case> out;
  for (int i = 0; i < 20000; ++i) {
    const auto a = int32_t(rng() % (2u * 0x800000u + 1u)) - 0x800000;
    const auto magnitude = int32_t(256 + rng() % uint32_t(kReciprocalDivideMax - 256 + 1));
    out.push_back({a, rng() % 2 ? magnitude : -magnitude});
  }
  return out;
}

}  // namespace

TEST_CASE(
    "reciprocal-table divide: a × (2^24 / (b >> 8)) at bits 16..47, as 128-bit arithmetic "
    "gives it",
    "[fx][tables][divide]") {
  for (const Case& c : cases()) {
    // Independently: the entry by its formula (truncated towards zero), the product floored.
    const Int128 k = c.b >= 0 ? c.b / 256 : -((-int64_t{c.b} + 255) / 256);  // floor(b / 256)
    const Int128 entry = (Int128{1} << 24) / k;
    const Int128 product = Int128{c.a} * entry;
    const Int128 floored = product >= 0 ? product >> 16 : -((-product + 0xffff) >> 16);
    INFO("a " << c.a << ", b " << c.b);
    REQUIRE(div16_by_reciprocal(c.a, c.b) == int32_t(floored));
  }
  CHECK_FALSE(div16_by_reciprocal(1, kReciprocalDivideMax + 1));
  CHECK(div16_by_reciprocal(0x10000, 0x10000) == 0x10000);  // 1 / 1
  CHECK(div16_by_reciprocal(0x30000, 0x20000) == 0x18000);  // 3 / 2
}

TEST_CASE("reciprocal-table divide against idiv: on 20,000 cases how often and how far it differs",
          "[fx][tables][divide]") {
  int differ = 0, by_one = 0, outside_bound = 0;
  double largest_share = 0;
  for (const Case& c : cases()) {
    const int32_t by_table = *div16_by_reciprocal(c.a, c.b);
    const int32_t by_idiv = *div16(c.a, c.b);
    if (by_table == by_idiv) continue;
    ++differ;
    const int64_t d = abs64(int64_t{by_table} - by_idiv);
    if (d == 1) ++by_one;
    // For |b| of 1 or more: within 0.4 % of the quotient and a unit in the last place.
    if (std::abs(c.b) >= 0x10000 && double(d) > 0.004 * std::abs(double(by_idiv)) + 1.0)
      ++outside_bound;
    if (by_idiv != 0)
      largest_share = std::max(largest_share, double(d) / std::abs(double(by_idiv)));
  }
  // The figures docs/PORT.md gives. b read in 1/256ths loses up to 255/65536 of it: under 0.4 %
  // of the quotient for |b| of 1 or more, up to nearly all of it for b near 1/256. The rest is
  // the floor of imul against idiv's truncation: a unit in the last place.
  INFO(differ << " of 20,000 differ, " << by_one << " by one unit in the last place; up to "
              << largest_share * 100 << " % of the quotient; " << outside_bound
              << " with |b| of 1 or more off by more than 0.4 % and a unit");
  CHECK(differ == 19631);
  CHECK(by_one == 599);
  CHECK(outside_bound == 0);
  CHECK(largest_share > 0.9);
}
