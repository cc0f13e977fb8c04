// Overtake: aim beside the car ahead, on the side free of cars.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0045e8d8 (inferred.h: the sizes and the free side).
Aim overtake(const Scene& s) {
  const int32_t car = acted_on(s, near::kAhead);
  if (car < 0) return steady(s);
  const Racer& other = s.racers[size_t(car)];
  const Fx side = (s.around.flags & near::kLeft) ? -kOne : kOne;  // left unless a car is there
  Vec16 p;
  if (same_heading(s.me, other.car)) {
    p = add(add(other.car.centre, scale(other.car.forward, mul(3 * kOne, car_length(other)))),
            scale(other.car.left, mul(side, car_width(other))));
  } else {
    p = add(other.car.centre, scale(s.me.left, mul(side, mul(4 * kOne, car_width(other)))));
  }
  return aim_at(s, 0, p);
}

}  // namespace unpod::sim::ai
