// Step #3: the buttons the step acts on.
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/step.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c at 0x41b6f6: driver +0x34's low 16 bits − 8; bit 4 forced while the
// countdown holds the cars.
uint32_t input_bits(const DriverState& d, bool countdown_held) {
  uint32_t bits = ((d.input & 0xffffu) - kInputBias) & 0xffffu;
  if (countdown_held) bits |= button::kBrake;
  return bits;
}

}  // namespace unpod::sim::physics
