// The millisecond clock: whole milliseconds since the clock started, like the original's
// timeGetTime() readings (the sim turns them into its frame time itself).
#pragma once

#include <cstdint>

namespace unpod::platform {

class Clock {
 public:
  Clock();  // starts at 0 now
  // Whole milliseconds since construction.
  uint32_t now_ms() const;
  // Sleeps until now_ms() >= `ms` (returns at once when already past): the frame-rate cap.
  void sleep_until(uint32_t ms) const;

 private:
  uint64_t start_ms_;
};

}  // namespace unpod::platform
