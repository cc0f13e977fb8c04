// When the chassis point looks for the track.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00417884: every 17th call of the counter at 0x4f3310, with fewer than four wheels
// down, or when a wheel's contact normal points away from the car's up axis.
bool chassis_searches(const CarState& car, uint32_t& counter) {
  counter += 1;
  if (counter % 17 == 0) return true;
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (!p.touching || dot(p.contact_normal, car.up) < 0) return true;
  }
  return false;
}

}  // namespace unpod::sim::physics
