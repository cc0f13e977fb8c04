// 16.16 integer arithmetic: imul keeping bits 16..47, idiv truncating towards zero, shifts.
#include <catch2/catch.hpp>

#include "unpod/sim/fx/fixed16.h"

using namespace unpod::sim::fx;

TEST_CASE("mul16 keeps bits 16..47 of the product: floored, wrapped to 32 bits") {
  CHECK(mul16(kOne16, kOne16) == kOne16);
  CHECK(mul16(3 * kOne16, kOne16 / 2) == 3 * kOne16 / 2);
  CHECK(mul16(1, 1) == 0);         // 1/65536² floors to 0
  CHECK(mul16(-1, 1) == -1);       // and a negative one floors to -1 (sar, not truncation)
  CHECK(mul16(-3, 0x8000) == -2);  // -1.5 raw units floor to -2
  // bits 16..47 of 0x7fffffff²: 0x3fffffff00000001 >> 16, low 32 bits
  CHECK(mul16(INT32_MAX, INT32_MAX) == static_cast<int32_t>(0xffff0000u));
  CHECK(mul16(INT32_MIN, INT32_MIN) == 0);  // 2^62 >> 16 = 2^46: low 32 bits are 0
}

TEST_CASE("div16 is (a << 16) / b through idiv: truncation towards zero, faults as nothing") {
  CHECK(div16(kOne16, 2 * kOne16) == kOne16 / 2);
  CHECK(div16(1, 3) == 21845);    // 65536 / 3 = 21845.33
  CHECK(div16(-1, 3) == -21845);  // truncated towards zero, not floored
  CHECK(div16(1, -3) == -21845);
  CHECK(div16(-kOne16, -kOne16) == kOne16);
  CHECK_FALSE(div16(1, 0).has_value());          // idiv by zero
  CHECK_FALSE(div16(INT32_MAX, 1).has_value());  // quotient past int32: idiv faults
  CHECK(div16(-0x8000, 1) == INT32_MIN);         // -2^31 fits exactly
  CHECK_FALSE(div16(0x8000, 1).has_value());     // +2^31 does not
}

TEST_CASE("sar floors and shl wraps like the instructions") {
  CHECK(sar(-1, 16) == -1);
  CHECK(sar(-65537, 16) == -2);
  CHECK(sar(65537, 16) == 1);
  CHECK(shl(0x10000, 16) == 0);
  CHECK(shl(0x8000, 16) == INT32_MIN);
}
