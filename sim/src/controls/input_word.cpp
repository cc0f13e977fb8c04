// The input word the player's controller leaves in driver +0x34.
#include "unpod/sim/controls/input_word.h"

#include "unpod/sim/physics/driver.h"

namespace unpod::sim::controls {

// POD FUN_00415f9c's last lines: the steering index (the computer stores its angle there).
uint32_t steering_index(Fx angle, Fx max) {
  if (max <= 0) return 15;  // inferred.h: no angle to divide by
  const int32_t index = (physics::div(angle, max) + 0xffff) >> 12;
  return index < 0 ? 0u : uint32_t(index);
}

uint32_t player_input_word(Fx angle, Fx max, uint32_t buttons) {
  return physics::input_word(buttons, steering_index(angle, max));
}

}  // namespace unpod::sim::controls
