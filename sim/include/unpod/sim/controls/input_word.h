// The player's input word (pod-controllers.md, "The player" #3; driver +0x34): the steering
// as an index 0..31 in the high half (15 straight ahead), the buttons + 8 in the low half.
#pragma once

#include <cstdint>

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::controls {

using physics::Fx;

// ((angle << 16) / max + 0xffff) >> 12, at least 0: 0 at −max, 15 at 0, 31 at +max.
uint32_t steering_index(Fx angle, Fx max);

// The word: the index in the high half, the buttons + 8 in the low half.
uint32_t player_input_word(Fx angle, Fx max, uint32_t buttons);

}  // namespace unpod::sim::controls
