#include "frame_pacer.h"

// DEVIATION 10: a sim frame at most every 11 ms of wall time (frame_pacer.h).
namespace unpod::game {

std::optional<uint32_t> FramePacer::sim_frame(uint32_t wall_ms) {
  if (fixed_) {
    race_ms_ += *fixed_;
    return race_ms_;
  }
  if (last_wall_ && wall_ms - *last_wall_ < kSimFrameMinMs) return std::nullopt;
  last_wall_ = wall_ms;
  race_ms_ = wall_ms;
  return race_ms_;
}

}  // namespace unpod::game
