// The tyres: each touching wheel's force held to what its rubber and the surface give.
#include "unpod/sim/physics/tyres.h"

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

Fx slip_curve(Fx slip) {
  const Fx s = abs_fx(slip);
  const Fx d = sub(s, kSlipPeak);
  const Fx c = s <= kSlipPeak ? kCurveBelow : kCurveAbove;
  // c × d² in one 64-bit product (two floored 16.16 products would leave 1 raw at no slip).
  const int64_t bend = (int64_t{c} * d * d + (int64_t{1} << 31)) >> 32;
  Fx v = narrow(int64_t{kOne} - bend);
  if (s <= kSlipPeak) return v < 0 ? 0 : v;
  return v < kSlipOffset ? kSlipOffset : v;
}

Fx rolling_limit(Fx quarter_weight, Fx side_grip, Fx surface_grip, Fx side_limit) {
  const Fx limit = mul(mul(quarter_weight, side_grip), surface_grip);
  const Fx past = sub(mul(fx::sar(limit, 8), side_limit), kRollingLimitBend);
  if (past <= 0) return limit;
  return past >= limit ? 0 : sub(limit, past);
}

// POD FUN_0041af80: the tyre limits.
void tyres(CarState& car, const world::World& world, StepForces& f) {
  const Fx quarter_weight = fx::sar(weight(car), 2);
  Fx stale = kStaleRatio;  // the slot an earlier point's slip ratio is left in
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    PointForces& pf = f.point[size_t(i)];
    if (!p.touching) {
      p.sliding = p.skidding = false;
      continue;
    }
    const Fx surface = world.surfaces[static_cast<uint8_t>(p.surface)].grip;
    const ContactAxes a = contact_axes(car, i, f);
    const Fx fn = dot(pf.force, a.normal);
    Fx fr = dot(pf.force, a.rolling);
    Fx fs = dot(pf.force, a.side);
    const Fx speed = length(p.velocity);
    Fx limit = 0;
    Fx ratio = stale;
    if (speed < kSlowTyreSpeed) {
      limit = mul(mul(pf.load, p.grip[0]), surface);
    } else {
      ratio = div(dot(p.velocity, p.axle), speed);
      stale = ratio;
      limit = mul(slip_curve(ratio), quarter_weight);  // the curve × W / 4, no grips
    }
    const bool held = abs_fx(fs) > limit;
    if (held) fs = fs > 0 ? limit : narrow(-int64_t{limit});
    p.skidding = held && abs_fx(ratio) > kSkidSlip;
    p.sliding = held && abs_fx(ratio) > kSlideSlip;
    const Fx roll_limit = rolling_limit(quarter_weight, p.grip[1], surface, limit);
    pf.roll_wanted = fr;
    if (abs_fx(fr) > roll_limit) fr = fr > 0 ? roll_limit : narrow(-int64_t{roll_limit});
    pf.roll_given = fr;
    pf.force = add(add(scale(a.normal, fn), scale(a.rolling, fr)), scale(a.side, fs));
  }
}

}  // namespace unpod::sim::physics
