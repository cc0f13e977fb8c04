// The frames' lengths a headless race is played with (`unpod-tool race --frame-ms`,
// `--frame-ms-file`, `--seed`; the benches and tests): every frame the same length, a list used
// in turn, or the seeded FrameTimes of a PC's display.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "unpod/sim/session/frame_times.h"

namespace unpod::sim::session {

class FrameSource {
 public:
  // Every frame `ms` long (at least 1).
  static FrameSource fixed(uint32_t ms);
  // The lengths in turn, from the start again when they run out (an empty list: 1 ms frames).
  static FrameSource list(std::vector<uint32_t> ms);
  // FrameTimes(seed): a 60 Hz display's 17/17/16 ms with jitter and the odd late frame.
  static FrameSource seeded(uint32_t seed = 1997);

  // The next frame's length in milliseconds (at least 1).
  uint32_t next_ms();

 private:
  FrameSource() = default;
  uint32_t fixed_ = 0;
  std::vector<uint32_t> list_;
  size_t at_ = 0;
  FrameTimes seeded_{1997};
};

}  // namespace unpod::sim::session
