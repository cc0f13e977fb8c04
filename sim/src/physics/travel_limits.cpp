// The wheels' travel limits; a touching wheel that bottoms out lifts the body.
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041988c (inferred.h: the body pushed up along its up axis by the largest excess,
// its speed into the ground along up removed).
bool travel_limits(CarState& car, const std::array<Fx, 4>& wanted) {
  Fx excess = 0;
  bool held = false;
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    if (p.touching && wanted[size_t(i)] > p.travel_max)
      excess = std::max(excess, sub(wanted[size_t(i)], p.travel_max));
    if (p.travel > p.travel_max) {
      p.travel = p.travel_max;
      if (p.travel_speed > 0) p.travel_speed = 0;
      held = true;
    } else if (p.travel < p.travel_min) {
      p.travel = p.travel_min;
      if (p.travel_speed < 0) p.travel_speed = 0;
      held = true;
    }
  }
  if (excess > 0) {
    car.centre = add(car.centre, scale(car.up, excess));
    const Fx down = dot(car.velocity, car.up);
    if (down < 0) car.velocity = sub(car.velocity, scale(car.up, down));
  }
  if (held || excess > 0) place_points(car);
  return excess > 0;
}

}  // namespace unpod::sim::physics
