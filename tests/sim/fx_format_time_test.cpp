// format_time: minutes, seconds and hundredths with their carries, in integers.
#include <catch2/catch.hpp>

#include "unpod/sim/fx/format_time.h"

using namespace unpod::sim::fx;

namespace {
constexpr int32_t kSec = 65536;
}

TEST_CASE("format_time: whole times and the results screen's figures") {
  CHECK(format_time_text(0) == "0'00\"00");
  CHECK(format_time_text(kSec) == "0'01\"00");
  CHECK(format_time_text(60 * kSec) == "1'00\"00");
  CHECK(format_time_text(5 * 60 * kSec + 31 * kSec + kSec * 3 / 100 + 1) == "5'31\"03");
  CHECK(format_time(107 * kSec + kSec * 75 / 100 + 1) == RaceTimeText{1, 47, 75});
}

TEST_CASE("format_time: hundredths round to nearest (+0.5, truncated)") {
  CHECK(format_time(327).hundredths == 0);  // 0.00499 s
  CHECK(format_time(328).hundredths == 1);  // 0.005005 s: 32800 + 32768 >= 65536
  CHECK(format_time(kSec / 2).hundredths == 50);
}

TEST_CASE("format_time: 59.995 s carries into the seconds and on into the minutes") {
  // 59.995 s is 65208.32 units past 59 s: the first unit at or past it, 65209, gives
  // (6520900 + 32768) / 65536 = 100 hundredths → carry
  const int32_t v = 59 * kSec + 65209;
  CHECK(format_time(v) == RaceTimeText{1, 0, 0});
  CHECK(format_time_text(v) == "1'00\"00");
  // one unit less: 6520800 + 32768 = 6553568 < 6553600 → 99 hundredths, no carry
  CHECK(format_time(59 * kSec + 65208) == RaceTimeText{0, 59, 99});
  // 12.995 s carries only into the seconds
  CHECK(format_time(12 * kSec + 65209) == RaceTimeText{0, 13, 0});
  // 2'59"995 carries into the minutes
  CHECK(format_time(2 * 60 * kSec + 59 * kSec + 65535) == RaceTimeText{3, 0, 0});
}

TEST_CASE("format_time: the minute's length is exactly 3,932,160 units") {
  CHECK(format_time(3932160 - 1) == RaceTimeText{1, 0, 0});  // 59.99998 s rounds up and carries
  CHECK(format_time(3932160) == RaceTimeText{1, 0, 0});
  CHECK(format_time(INT32_MAX).minutes == INT32_MAX / 3932160);
}
