#include "frame_pacer.h"

// DEVIATION 10: a sim frame at most every 11 ms of wall time (frame_pacer.h).
namespace unpod::game {

std::optional<uint32_t> FramePacer::sim_frame(uint32_t wall_ms) {
  if (held_since_) {
    held_ms_ += wall_ms - *held_since_;
    held_since_.reset();
  }
  if (fixed_) {
    race_ms_ += *fixed_;
    return race_ms_;
  }
  const uint32_t race_wall = wall_ms - held_ms_;
  if (last_wall_ && race_wall - *last_wall_ < kSimFrameMinMs) return std::nullopt;
  last_wall_ = race_wall;
  race_ms_ = race_wall;
  return race_ms_;
}

// DEVIATION 17: a waiting race runs no sim frame, and the wait is not its time.
void FramePacer::hold(uint32_t wall_ms) {
  if (!held_since_) held_since_ = wall_ms;
}

}  // namespace unpod::game
