// The drive force along each touching wheel: its torques over its radius.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// A force against the speed v, never more than what stops it within the step on mass m.
Fx against(Fx magnitude, Fx v, Fx m, Fx dt) {
  const Fx stop = abs_fx(div(mul(v, m), dt));
  const Fx held = magnitude < stop ? magnitude : stop;
  return v > 0 ? narrow(-int64_t{held}) : held;
}

}  // namespace

// POD FUN_00417f48: torque / radius along each wheel's rolling direction (inferred.h: brakes
// and rolling resistance against the wheel's speed, never past stopping it).
void wheel_drive(const CarState& car, Fx dt, StepForces& f) {
  const Fx m = quarter_mass(car);
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    PointForces& pf = f.point[size_t(i)];
    if (!p.touching || p.radius <= 0) continue;
    const ContactAxes& a = contact_axes(car, i, f);
    const Fx v = dot(p.velocity, a.rolling);
    const Fx drive = div(pf.drive, p.radius);
    const Fx brake = against(div(pf.brake, p.radius), v, m, dt);
    const Fx resist = against(abs_fx(div(pf.resist, p.radius)), v, m, dt);
    pf.force = add(pf.force, scale(a.rolling, add(add(drive, brake), resist)));
  }
}

}  // namespace unpod::sim::physics
