#include "unpod/sim/race/countdown.h"

namespace unpod::sim::race {

int32_t countdown_sound(int32_t number) {
  switch (number) {
    case 5:
      return 0x1f;
    case 4:
      return 0x1e;
    case 3:
      return 0x1d;
    case 2:
      return 0x1c;
    case 1:
      return 0x04;
    default:
      return -1;
  }
}

// POD FUN_004815e8: countdown
CountdownFrame Countdown::frame(uint32_t now_ms) {
  CountdownFrame f;
  if (phase_ == CountdownPhase::kOff) return f;
  if (phase_ == CountdownPhase::kStart) {
    start_ms_ = now_ms;
    phase_ = time_trial_ ? CountdownPhase::kTimeTrial : CountdownPhase::kCounting;
  }
  f.counting = true;
  const uint32_t go_at = start_ms_ + kCountdownMs;  // wraps as the 32-bit add does
  // The number: the first division unsigned, the second signed (now read as an int32).
  const auto number = static_cast<int32_t>(go_at / 1000u) - static_cast<int32_t>(now_ms) / 1000;
  int32_t shown = number;
  if (now_ms > go_at) {  // unsigned compare (0x481656)
    phase_ = CountdownPhase::kOff;
    shown = -1;
    f.go = true;
  }
  f.new_number = shown != number_;
  number_ = shown;
  f.number = shown;
  return f;
}

}  // namespace unpod::sim::race
