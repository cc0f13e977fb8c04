// Step #15: slow cars are held on a slope.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/tyres.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c, in the step: under 10 units/s each touching wheel cancels its share of the
// weight's pull along its ground; under the tyres' slow speed with no throttle it also stops its
// roll within the step, so a parked car stays where it is (inferred.h).
void slope_hold(const CarState& car, bool throttle, Fx dt, StepForces& f) {
  const Fx speed = length(car.velocity);
  if (speed >= kSlopeHoldSpeed) return;
  int touching = 0;
  for (int i = 0; i < 4; ++i) touching += car.points[size_t(i)].touching;
  if (touching == 0) return;
  const Vec16 pull{0, 0, narrow(-int64_t{weight(car)} / touching)};
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (!p.touching) continue;
    const Vec16& n = p.contact_normal;
    const Vec16 along = sub(pull, scale(n, dot(pull, n)));
    f.point[size_t(i)].force = sub(f.point[size_t(i)].force, along);
    if (throttle || speed >= kSlowTyreSpeed || dt <= 0) continue;
    const ContactAxes& a = contact_axes(car, i, f);
    const Fx roll = dot(p.velocity, a.rolling);
    const Fx stop = mul(div(mul(roll, quarter_mass(car)), dt), kGripShare);
    f.point[size_t(i)].force = sub(f.point[size_t(i)].force, scale(a.rolling, stop));
  }
}

}  // namespace unpod::sim::physics
