// Step #11: each wheel's rolling resistance, a torque against its spin.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c at 0x417be8: −(+0x90 × spin) >> 16, the product negated before the shift
// (which floors): +0x90 3 and spin 5 give −1, not 0.
void rolling_resistance(const CarState& car, StepForces& f) {
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    f.point[size_t(i)].resist = narrow((-(int64_t{p.rolling_resistance} * p.spin)) >> 16);
  }
}

}  // namespace unpod::sim::physics
