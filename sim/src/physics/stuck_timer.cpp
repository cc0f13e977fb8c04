// The stuck timer of a computer driver.
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_004227bc: driver +0x7c (inferred.h): a computer car under 1 unit/s counts up; past 3 s
// the count becomes −2 s, which its controller counts up in reverse. A moving car's count
// clears; a negative count is the controller's.
void stuck_timer(DriverState& d, const CarState& car, Fx dt) {
  if (d.human() || d.stuck < 0) return;
  if (length(car.velocity) >= kStuckSpeed) {
    d.stuck = 0;
    return;
  }
  d.stuck = add(d.stuck, dt);
  if (d.stuck > kStuckTime) d.stuck = kStuckReverse;
}

}  // namespace unpod::sim::physics
