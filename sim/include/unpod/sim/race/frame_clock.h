// The frame and its clock (pod-race.md, "The frame and its clock"): a frame's time from the
// millisecond clock, and how the race loop splits it into simulation steps.
#pragma once

#include <cstdint>
#include <optional>

#include "unpod/assets/types.h"

namespace unpod::sim::race {

using assets::Fx;

// DAT_0060bdfc, chosen by the track's view setting DAT_0061ffac (POD FUN_0049b6a0,
// POD FUN_0049ce70).
enum class ViewStep : Fx {
  kNear = 0x444,  // 16.7 ms: a step is at most 3 x this = 50 ms of game time
  kFar = 0x3a8,   // 14.3 ms (measured on Beltane): at most 43 ms a step
};

// How one frame is stepped: `count` steps of `step` each; count × step may fall short of the
// frame's time (integer division), but the clock still moves on by the whole frame.
struct StepPlan {
  int32_t count = 1;
  Fx step = 0;
  bool operator==(const StepPlan&) const = default;
};

// POD FUN_004ae894: the frame time. Milliseconds since the last frame × 65 (not 65.536: the
// game clock runs 0.82% slow), clamped to 700..30000 (10.7 ms .. 458 ms of game time).
inline constexpr Fx kMsToFrameTime = 65;
inline constexpr Fx kMinFrameTime = 700;
inline constexpr Fx kMaxFrameTime = 30000;
// When POD FUN_004d1b94 returns 0 (inferred: the first frame) the last frame was 100 ms ago.
inline constexpr uint32_t kFirstFrameMs = 100;

// The frame time of `elapsed_ms` milliseconds: × 65, clamped (no overflow for any input).
Fx frame_time(uint32_t elapsed_ms);

// POD FUN_0049d4c0 (the race loop, 0x49d708): a frame shorter than 3 × the view step is one
// step of the whole frame; a longer one is n = ceil(dt / limit) steps of dt / n.
StepPlan split_frame(Fx dt, ViewStep view);

// The frame clock as a value: the millisecond reading of the last frame and the game clock
// DAT_0060be10 (16.16 s since the race began, the whole of every frame added).
class FrameClock {
 public:
  // One frame at the platform's millisecond reading `now_ms` (timeGetTime-style, wrapping):
  // returns the frame time DAT_0060be0c and adds it to the game clock.
  Fx tick(uint32_t now_ms);

  Fx game_clock() const { return game_clock_; }
  std::optional<uint32_t> last_ms() const { return last_ms_; }

 private:
  std::optional<uint32_t> last_ms_;
  Fx game_clock_ = 0;
};

}  // namespace unpod::sim::race
