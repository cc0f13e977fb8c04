// Printing a race time (pod-race.md, "The end", format_time).
#pragma once

#include <cstdint>
#include <string>

namespace unpod::sim::fx {

struct RaceTimeText {
  int32_t minutes = 0;
  int32_t seconds = 0;
  int32_t hundredths = 0;
  friend bool operator==(const RaceTimeText&, const RaceTimeText&) = default;
};

// POD FUN_00478f7c: POD 2.8's name of POD FUN_0047e4d0.
// POD FUN_0047e4d0: format_time's numbers for a 16.16 time in seconds. The original works on the
// x87: minutes = v × (a constant a little above 1/3,932,160), seconds = rem / 65536, each
// truncated by POD FUN_004d18ac (chop around frndint, whatever the game's mode); hundredths =
// frac × 100/65536 + 0.5 truncated (the constant printed as 0.0015259 in the notes), then the
// carries: hundredths past 99 into the seconds, seconds past 59 into the minutes. Every step is
// exact, so this is integer arithmetic (the notes' own reading, measured on 20,000 values).
RaceTimeText format_time(int32_t v);

// The text the game prints: 5'31"03 (minutes unpadded, as the results screen in pod-race.md's
// record section shows it; the format string itself is inferred).
std::string format_time_text(int32_t v);

}  // namespace unpod::sim::fx
