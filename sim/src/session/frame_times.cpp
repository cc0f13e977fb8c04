// Frame times from a seed.
#include "unpod/sim/session/frame_times.h"

namespace unpod::sim::session {

uint32_t FrameTimes::draw() {
  state_ = state_ * 1103515245u + 12345u;
  return (state_ >> 16) & 0x7fff;
}

uint32_t FrameTimes::next_ms() {
  static constexpr uint32_t kVsync[3] = {17, 17, 16};
  uint32_t ms = kVsync[frame_++ % 3];
  const uint32_t r = draw();
  if (r % 8 == 0)
    ms += 1;  // one frame in eight a millisecond late,
  else if (r % 8 == 1)
    ms -= 1;                                    // one in eight early
  if (draw() % 64 == 0) ms += 8 + draw() % 33;  // one in 64 a late frame
  return ms;
}

}  // namespace unpod::sim::session
