#include "unpod/sim/physics/tyre_marks.h"

namespace unpod::sim::physics {

// POD FUN_0041a714 (POD FUN_00428114 in the build pod-race.md reads).
TyreMarks tyre_marks(CarState& car, fx::WatcomRand* random) {
  TyreMarks marks;
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    if (p.touching && p.skidding) {
      marks.wheels = uint8_t(marks.wheels | (1u << i));
      // POD FUN_004611ac, then POD FUN_00460f08: the particle's size, rand() % 255.
      if (random) marks.smoke[size_t(i)] = uint8_t(random->next() % 255);
    }
  }
  for (PointState& p : car.points) p.last_sector = p.sector;
  return marks;
}

}  // namespace unpod::sim::physics
