// When the race's sim runs a frame, and with which millisecond reading (issue #5 "Frame pacing",
// DEVIATION 10): the sim's frame time clamps at 700 units (about 10.7 ms), so above ~93 fps the
// original ran too fast; Un-POD runs a sim frame at most every 11 ms of wall time and draws every
// display frame. With a fixed frame time (--frame-ms) every display frame is one sim frame of
// exactly that time, whatever the wall clock says: pictures and runs repeat.
#pragma once

#include <cstdint>
#include <optional>

namespace unpod::game {

inline constexpr uint32_t kSimFrameMinMs = 11;

class FramePacer {
 public:
  explicit FramePacer(std::optional<uint32_t> fixed_frame_ms) : fixed_(fixed_frame_ms) {}

  // Called once per display frame with the wall clock. Returns the millisecond reading to hand
  // the sim (Race::frame), or nothing when no sim frame is due yet.
  std::optional<uint32_t> sim_frame(uint32_t wall_ms);
  // Called instead of sim_frame while the race waits (paused, a player without a device): no
  // sim frame, and the wall time spent waiting is not the race's (the race's clock goes on
  // from where it stopped when sim_frame is called again).
  void hold(uint32_t wall_ms);
  // The debug overlay's single frame or step, while the race is held (game/overlay): one sim
  // frame `ms` after the last on the race's clock, whatever the wall clock says. The race's
  // clock goes on from there when sim_frame is called again, so the list of (ms, readings)
  // stays one a replay runs the same. Returns the reading to hand the sim.
  uint32_t step(uint32_t ms);
  // Slow motion (the overlay's 1/2, 1/4, 1/8; 1 is normal speed): on the wall clock the race's
  // clock runs `divisor` times slower; with a fixed frame time one display frame in `divisor`
  // runs a sim frame (of that same time, so pictures still repeat).
  void set_slow(uint32_t divisor);
  uint32_t slow() const { return slow_; }
  // The last sim frame's length on the race's clock (0 before the second frame).
  uint32_t last_frame_ms() const { return last_frame_ms_; }

  // The race's millisecond clock as the sim last saw it (0 before the first frame): screenshots
  // and --quit-after count on it.
  uint32_t race_ms() const { return race_ms_; }
  bool fixed() const { return fixed_.has_value(); }

 private:
  std::optional<uint32_t> fixed_;
  std::optional<uint32_t> last_wall_;  // the race's share of the wall clock
  std::optional<uint32_t> held_since_;
  uint32_t held_ms_ = 0;  // the wall time spent waiting
  uint32_t race_ms_ = 0;
  uint32_t last_frame_ms_ = 0;
  uint32_t slow_ = 1;
  std::optional<uint32_t> slow_wall_;  // the wall clock at the last sim_frame call
  uint64_t slowed_ms_ = 0;             // wall time run slowed, and the race's share of it
  uint64_t slowed_given_ms_ = 0;
  uint32_t display_frames_ = 0;  // a fixed frame time's display frames while slowed
};

}  // namespace unpod::game
