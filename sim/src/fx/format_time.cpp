#include "unpod/sim/fx/format_time.h"

#include <cstdio>

namespace unpod::sim::fx {

RaceTimeText format_time(int32_t v) {
  constexpr int32_t kMinute = 60 * 65536;  // 3,932,160
  RaceTimeText t;
  t.minutes = v / kMinute;  // truncated towards zero, as chop does
  const int32_t rem = v - t.minutes * kMinute;
  t.seconds = rem / 65536;
  const int32_t frac = rem - t.seconds * 65536;
  t.hundredths = (frac * 100 + 32768) / 65536;  // + 0.5, truncated towards zero
  if (t.hundredths > 99) {                      // 0x47e543
    t.hundredths -= 100;
    t.seconds += 1;
  }
  if (t.seconds > 59) {  // 0x47e560
    t.seconds -= 60;
    t.minutes += 1;
  }
  return t;
}

std::string format_time_text(int32_t v) {
  const RaceTimeText t = format_time(v);
  char text[48];
  std::snprintf(text, sizeof text, "%d'%02d\"%02d", t.minutes, t.seconds, t.hundredths);
  return text;
}

}  // namespace unpod::sim::fx
