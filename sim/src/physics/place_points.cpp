// The points placed from the body.
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00419680.
void place_points(CarState& car) {
  for (int i = 0; i < kPointCount; ++i) {
    PointState& p = car.points[size_t(i)];
    Vec16 local = p.offset;
    if (i != kChassisPoint) local[2] = add(local[2], p.travel);
    const Vec16 lever = from_frame(local, car.forward, car.left, car.up);
    p.position = add(car.centre, lever);
    p.velocity = add(car.velocity, cross(car.spin, lever));
    if (i != kChassisPoint) p.velocity = add(p.velocity, scale(car.up, p.travel_speed));
  }
}

}  // namespace unpod::sim::physics
