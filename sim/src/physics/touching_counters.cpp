// Step #29: how long each point has been down, or off.
#include <algorithm>

#include "unpod/sim/physics/step.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c, in the step: +0xd4 counts 1..16 while down and −1..−16 while off.
void touching_counters(CarState& car) {
  for (PointState& p : car.points) {
    if (p.touching) {
      p.touch_count = p.touch_count <= 0 ? 1 : std::min(p.touch_count + 1, 16);
    } else {
      p.touch_count = p.touch_count >= 0 ? -1 : std::max(p.touch_count - 1, -16);
    }
  }
}

}  // namespace unpod::sim::physics
