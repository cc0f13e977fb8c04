// The body moved out of the walls its points went into.
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00416030: out of the walls. Each axis moves by the largest push the points ask that
// way (two points in one wall are not pushed twice).
void push_out(CarState& car) {
  Vec16 up{0, 0, 0}, down{0, 0, 0};
  bool any = false;
  for (const PointState& p : car.points) {
    if (p.wall_depth <= 0) continue;
    any = true;
    const Vec16 push = scale(p.wall_dir, p.wall_depth);
    for (size_t k = 0; k < 3; ++k) {
      up[k] = std::max(up[k], push[k]);
      down[k] = std::min(down[k], push[k]);
    }
  }
  if (!any) return;
  car.centre = add(car.centre, add(up, down));
  place_points(car);
}

}  // namespace unpod::sim::physics
