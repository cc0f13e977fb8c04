// Springs and dampers, and the loads they put on the touching wheels.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

Fx spring_force(const PointState& p, Fx dt) {
  const Fx spring = mul(p.stiffness, sub(p.travel, p.rest));
  const Fx damper = mul(add(p.damper, mul(p.stiffness, fx::sar(dt, 1))), p.travel_speed);
  return clamp_fx(add(spring, damper), -kSpringLimit, kSpringLimit);
}

// POD FUN_004194c8: spring and damper, ±7.63 (inferred.h: a touching wheel's load is the force
// when positive).
void springs(const CarState& car, Fx dt, StepForces& f) {
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    const Fx s = p.touching ? spring_force(p, dt) : 0;
    f.point[size_t(i)].load = s > 0 ? s : 0;
  }
}

// Step #17: the loads along each contact normal.
void normal_forces(const CarState& car, StepForces& f) {
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (!p.touching) continue;
    f.point[size_t(i)].force =
        add(f.point[size_t(i)].force, scale(p.contact_normal, f.point[size_t(i)].load));
  }
}

}  // namespace unpod::sim::physics
