// Each touching wheel's sideways grip: the push against its sideways speed.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00417cec (inferred.h: the force that stops the sideways speed within the step on a
// quarter of the mass, × kGripShare).
void grip(const CarState& car, Fx dt, StepForces& f) {
  const Fx m = quarter_mass(car);
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (!p.touching) continue;
    const ContactAxes& a = contact_axes(car, i, f);
    const Fx side_speed = dot(p.velocity, a.side);
    const Fx push = mul(div(mul(side_speed, m), dt), kGripShare);
    f.point[size_t(i)].force = add(f.point[size_t(i)].force, scale(a.side, narrow(-int64_t{push})));
  }
}

}  // namespace unpod::sim::physics
