// Shadow: keep beside a car facing the same way, or towards the side of one behind.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0045ec20 (flag 4), POD FUN_0045ecd0 (flag 2): beside a car facing the same way, the
// target moved one sideways vector away from it.
Aim shadow(const Scene& s, uint8_t flag) {
  const int32_t car = acted_on(s, flag);
  if (car < 0) return steady(s);
  const Racer& other = s.racers[size_t(car)];
  if (!same_heading(s.me, other.car)) return steady(s);
  const Vec16 p = flag == near::kLeft ? sub(s.line_point, s.me.left) : add(s.line_point, s.me.left);
  return aim_at(s, 0, p);
}

// POD FUN_0045ed80: a car behind facing the same way: the target moved towards its side.
Aim shadow_behind(const Scene& s) {
  const int32_t car = acted_on(s, near::kBehind);
  if (car < 0) return steady(s);
  const Racer& other = s.racers[size_t(car)];
  if (!same_heading(s.me, other.car)) return steady(s);
  const Fx side = dot(sub(other.car.centre, s.me.centre), s.me.left) >= 0 ? kOne : -kOne;
  return aim_at(s, 0, add(s.line_point, scale(s.me.left, side)));
}

}  // namespace unpod::sim::ai
