#include "shell/frame_pacer.h"

// DEVIATION 10: a sim frame at most every 11 ms of wall time (frame_pacer.h).
namespace unpod::game {

std::optional<uint32_t> FramePacer::sim_frame(uint32_t wall_ms) {
  if (held_since_) {
    held_ms_ += wall_ms - *held_since_;
    held_since_.reset();
    slow_wall_.reset();  // the wait is not slowed time
  }
  if (fixed_) {
    // Slowed: one display frame in `slow_` runs the sim.
    if (slow_ > 1 && ++display_frames_ % slow_ != 0) return std::nullopt;
    last_frame_ms_ = *fixed_;
    race_ms_ += *fixed_;
    return race_ms_;
  }
  if (slow_ > 1 && slow_wall_) {
    // Slowed: of the wall time since the last call the race gets 1 / slow_, the rest counts as
    // held.
    const uint32_t elapsed = wall_ms - *slow_wall_;
    slowed_ms_ += elapsed;
    const uint64_t share = slowed_ms_ / slow_ - slowed_given_ms_;
    slowed_given_ms_ += share;
    held_ms_ += elapsed - static_cast<uint32_t>(share);
  }
  slow_wall_ = wall_ms;
  const uint32_t race_wall = wall_ms - held_ms_;
  if (last_wall_ && race_wall - *last_wall_ < kSimFrameMinMs) return std::nullopt;
  if (last_wall_) last_frame_ms_ = race_wall - *last_wall_;
  last_wall_ = race_wall;
  race_ms_ = race_wall;
  return race_ms_;
}

// DEVIATION 17: a waiting race runs no sim frame, and the wait is not its time.
void FramePacer::hold(uint32_t wall_ms) {
  if (!held_since_) held_since_ = wall_ms;
}

uint32_t FramePacer::step(uint32_t ms) {
  // Held before the first frame: the race's clock stood at the wall's when the hold began.
  if (!fixed_ && !last_wall_ && held_since_) race_ms_ = *held_since_ - held_ms_;
  race_ms_ += ms;
  last_frame_ms_ = ms;
  if (!fixed_) {
    // The race's share of the wall clock moves on by the step: less of the wait is held time.
    held_ms_ -= ms;
    last_wall_ = race_ms_;
  }
  return race_ms_;
}

void FramePacer::set_slow(uint32_t divisor) {
  if (divisor == slow_) return;
  slow_ = divisor < 1 ? 1 : divisor;
  slowed_ms_ = slowed_given_ms_ = 0;
  display_frames_ = 0;
}

}  // namespace unpod::game
