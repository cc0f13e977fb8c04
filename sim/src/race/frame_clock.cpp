#include "unpod/sim/race/frame_clock.h"

#include <algorithm>

namespace unpod::sim::race {

// POD FUN_004ae894: frame time
Fx frame_time(uint32_t elapsed_ms) {
  const uint64_t t = uint64_t{elapsed_ms} * uint64_t{kMsToFrameTime};
  return static_cast<Fx>(std::clamp<uint64_t>(t, kMinFrameTime, kMaxFrameTime));
}

// POD FUN_0049d4c0: splitting a frame into steps
StepPlan split_frame(Fx dt, ViewStep view) {
  const Fx limit = 3 * static_cast<Fx>(view);
  if (dt <= limit) return {1, dt};
  const Fx n = (dt + limit - 1) / limit;
  return {n, dt / n};
}

Fx FrameClock::tick(uint32_t now_ms) {
  // Unsigned subtraction, as timeGetTime's wrap-around would give.
  const uint32_t elapsed = last_ms_ ? now_ms - *last_ms_ : kFirstFrameMs;
  last_ms_ = now_ms;
  const Fx dt = frame_time(elapsed);
  // The original's 32-bit add wraps after about nine hours; so does ours (no signed overflow).
  game_clock_ = static_cast<Fx>(static_cast<uint32_t>(game_clock_) + static_cast<uint32_t>(dt));
  return dt;
}

}  // namespace unpod::sim::race
