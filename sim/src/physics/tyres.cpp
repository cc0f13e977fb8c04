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
      limit = mul(mul(mul(slip_curve(ratio), quarter_weight), p.grip[0]), surface);
    }
    const bool held = abs_fx(fs) > limit;
    if (held) fs = fs > 0 ? limit : narrow(-int64_t{limit});
    p.skidding = held && abs_fx(ratio) > kSkidSlip;
    p.sliding = held && abs_fx(ratio) > kSlideSlip;
    // The friction circle (inferred.h): the rolling limit shrinks by the side force given.
    const Fx roll_limit = mul(mul(quarter_weight, p.grip[1]), surface);
    const int64_t left = int64_t{roll_limit} * roll_limit - int64_t{fs} * fs;
    pf.roll_wanted = fr;
    // |fr| ≤ ⌊√left⌋ exactly when fr² ≤ left, so a force inside the circle (most of them) needs
    // no root. Below 2^62 the root fits int32 and fr is not INT32_MIN: the narrow and abs_fx
    // left out would have counted no overflow either.
    if (left >= (int64_t{1} << 62) || int64_t{fr} * fr > left) {
      const Fx circle = narrow(isqrt64(left));
      if (abs_fx(fr) > circle) fr = fr > 0 ? circle : narrow(-int64_t{circle});
    }
    pf.roll_given = fr;
    pf.force = add(add(scale(a.normal, fn), scale(a.rolling, fr)), scale(a.side, fs));
  }
}

}  // namespace unpod::sim::physics
