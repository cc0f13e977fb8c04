// The wheels' spin after the step.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// The spin a wheel may reach: what brings the engine to its limit in the gear, in neutral
// the limit itself.
Fx spin_limit(const CarState& car) {
  const Fx ratio = abs_fx(gear_ratio(car, car.gear));
  return ratio > kOne ? div(car.engine_max, ratio) : car.engine_max;
}

}  // namespace

// POD FUN_00418bd4 (inferred.h): a touching wheel rolls with the ground, spinning on by what the
// tyre could not pass or locked by its brake; a free wheel turns by its torques. The chassis
// point's spin (0x404) and travel are cleared.
void wheel_spin(CarState& car, const StepForces& f, Fx dt) {
  const Fx limit = spin_limit(car);
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    const PointForces& pf = f.point[size_t(i)];
    if (p.radius <= 0) continue;
    const Fx inertia = mul(p.mass, mul(p.radius, p.radius));
    if (p.touching) {
      const Fx ground = div(dot(p.velocity, p.rolling_dir), p.radius);
      const Fx lost = sub(pf.roll_wanted, pf.roll_given);
      if (lost == 0) {
        p.spin = ground;
      } else if (pf.brake > 0 && pf.drive == 0) {
        p.spin = 0;  // locked
      } else {
        const Fx extra = inertia > 0 ? div(mul(mul(lost, p.radius), dt), inertia) : 0;
        p.spin = add(ground, extra);
      }
    } else {
      if (inertia > 0) p.spin = add(p.spin, div(mul(add(pf.drive, pf.resist), dt), inertia));
      if (pf.brake > 0 && inertia > 0) {
        const Fx slow = div(mul(pf.brake, dt), inertia);
        p.spin = abs_fx(p.spin) <= slow ? 0 : (p.spin > 0 ? sub(p.spin, slow) : add(p.spin, slow));
      }
    }
    p.spin = clamp_fx(p.spin, narrow(-int64_t{limit}), limit);
  }
  car.points[kChassisPoint].spin = 0;
  car.points[kChassisPoint].travel = 0;
}

}  // namespace unpod::sim::physics
