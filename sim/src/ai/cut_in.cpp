// CutIn: across the nose of the car beside.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0045ea70 (flag 4), POD FUN_0045eb48 (flag 2): 16 units ahead of the car beside and 8 to
// its side (inferred.h: its far side).
Aim cut_in(const Scene& s, uint8_t flag) {
  const int32_t car = acted_on(s, flag);
  if (car < 0) return steady(s);
  const Racer& other = s.racers[size_t(car)];
  const Fx far_side = flag == near::kLeft ? 8 * kOne : -8 * kOne;
  const Vec16 p =
      add(add(other.car.centre, scale(other.car.forward, 16 * kOne)), scale(s.me.left, far_side));
  return aim_at(s, 0, p);
}

}  // namespace unpod::sim::ai
