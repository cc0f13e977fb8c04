// Frame times as a PC running the game gives them: a 60 Hz display's vsync (17, 17, 16 ms, so
// 16.67 on average), a millisecond of jitter now and then, and now and then a late frame (a
// disc access, another program: 8 to 40 ms more). Drawn from a seed with the sim's own
// generator, so `unpod-tool race` repeats a race exactly without a frame-time file.
#pragma once

#include <cstdint>

namespace unpod::sim::session {

class FrameTimes {
 public:
  explicit FrameTimes(uint32_t seed = 1997) : state_(seed) {}
  // The next frame's length in milliseconds (at least 1).
  uint32_t next_ms();

 private:
  uint32_t draw();  // 15 bits, a linear congruential generator (not the race's rand())
  uint32_t state_;
  uint32_t frame_ = 0;
};

}  // namespace unpod::sim::session
