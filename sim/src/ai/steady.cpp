// Steady: along the line; away from a touching car; beside a car just ahead to draft it.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0045f1a0 with POD FUN_0045f11c (avoid) and POD FUN_0045ef84 (draft), inferred.h.
Aim steady(const Scene& s) {
  Aim a;
  a.target = s.line_point;
  for (const Neighbour& n : s.around.list) {
    const Racer& other = s.racers[size_t(n.car)];
    const Vec16 away = sub(s.line_point, other.car.centre);
    if (n.flags & near::kTouching) {
      // Avoid: one car's width further from it, across the lane.
      const Fx side = dot(away, s.me.left) >= 0 ? car_width(other) : -car_width(other);
      const Vec16 p = add(s.line_point, scale(s.me.left, side));
      if (within_33(s, p)) a.target = p;
      return a;
    }
  }
  for (const Neighbour& n : s.around.list) {
    if ((n.flags & near::kJustAhead) == 0) continue;
    // Draft beside it, on the side with more room (no car there).
    const Racer& other = s.racers[size_t(n.car)];
    const Fx side = (s.around.flags & near::kLeft) ? -car_width(other) : car_width(other);
    const Vec16 p = add(other.car.centre, scale(other.car.left, side));
    if (within_33(s, p)) a.target = p;
    return a;
  }
  return a;
}

}  // namespace unpod::sim::ai
