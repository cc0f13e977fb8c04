// The free wheels' heights, moved by their springs in sub-steps.
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00419564: sub-steps of at most 0x444. Each wheel's travel x moves under its spring
// (stiffness / mass), damper and the weight along the car's up axis, each sub-step solved
// implicitly (inferred.h): v' = (v + h a(x)) / (1 + h c/m + h² k/m), x' = x + h v'. A touching
// wheel starts from rest and keeps no rate (the track pass sets it back on the ground and gives
// it its rate), so a wheel under a rising body follows the ground down.
void substeps(CarState& car, Fx dt) {
  if (dt <= 0) return;
  const int32_t count = (dt + kSuspensionSubstep - 1) / kSuspensionSubstep;
  const Fx h = dt / count;
  const Fx pull = mul(kGravity, car.up[2]);
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    if (p.mass <= 0) continue;
    const Fx k = div(p.stiffness, p.mass), c = div(p.damper, p.mass);
    const Fx damping = add(add(kOne, mul(c, h)), mul(mul(k, h), h));
    Fx rate = p.touching ? 0 : p.travel_speed;
    for (int32_t s = 0; s < count; ++s) {
      const Fx a = sub(narrow(-int64_t{mul(k, sub(p.travel, p.rest))}), pull);
      rate = div(add(rate, mul(a, h)), damping);
      p.travel = add(p.travel, mul(rate, h));
    }
    if (!p.touching) p.travel_speed = rate;
  }
}

}  // namespace unpod::sim::physics
