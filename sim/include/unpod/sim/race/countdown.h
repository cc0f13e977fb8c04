// The countdown (pod-race.md "The start", POD FUN_004815e8): the start lights run on the
// millisecond clock (timeGetTime), not the game clock. "GO!" comes when more than 5500 ms have
// passed since the countdown began; it zeroes the race clock.
#pragma once

#include <cstdint>

namespace unpod::sim::race {

// DAT_005920a4.
enum class CountdownPhase : uint8_t {
  kOff = 0,    // racing ("GO!" has been given)
  kStart = 1,  // the next frame remembers the clock
  kCounting = 2,
  kTimeTrial = 3,  // a time trial's countdown: the race loop steps no car in this phase
};

inline constexpr uint32_t kCountdownMs = 5500;

// The sound a new number plays: 5 0x1f, 4 0x1e, 3 0x1d, 2 0x1c, 1 0x04; "GO!" 0x20; else -1.
int32_t countdown_sound(int32_t number);
inline constexpr int32_t kGoSound = 0x20;

// What one frame of the countdown did.
struct CountdownFrame {
  bool counting = false;    // the phase was not kOff: the HUD shows `number`
  int32_t number = -1;      // the number shown (-1 once "GO!")
  bool new_number = false;  // it differs from the last frame's: play countdown_sound(number)
  bool go = false;          // "GO!" this frame: the caller zeroes the race clock
};

class Countdown {
 public:
  // POD FUN_0049f75c: the phase starts at one, zero in a time trial (inferred.h).
  explicit Countdown(bool time_trial)
      : time_trial_(time_trial),
        phase_(time_trial ? CountdownPhase::kOff : CountdownPhase::kStart) {}

  // POD FUN_004815e8: one frame at the millisecond reading `now_ms`.
  CountdownFrame frame(uint32_t now_ms);

  CountdownPhase phase() const { return phase_; }
  uint32_t start_ms() const { return start_ms_; }  // DAT_005920a8
  int32_t number() const { return number_; }
  // The race loop steps the cars unless the countdown is in phase 3.
  bool steps_cars() const { return phase_ != CountdownPhase::kTimeTrial; }

 private:
  bool time_trial_;
  CountdownPhase phase_;
  uint32_t start_ms_ = 0;
  int32_t number_ = -1;
};

}  // namespace unpod::sim::race
