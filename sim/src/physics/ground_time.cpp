// Step #19: a wheel that has just come down grips by sixteenths.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c, in the step: the forces scaled by how long the wheels have been down
// (inferred.h: the part along the ground, by the touching count / 16).
void ground_time(const CarState& car, StepForces& f) {
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (!p.touching || p.touch_count >= 16) continue;
    const int32_t t = p.touch_count < 1 ? 1 : p.touch_count;
    Vec16& force = f.point[size_t(i)].force;
    const Vec16 normal = scale(p.contact_normal, dot(force, p.contact_normal));
    const Vec16 along = sub(force, normal);
    force =
        add(normal, Vec16{narrow(int64_t{along[0]} * t / 16), narrow(int64_t{along[1]} * t / 16),
                          narrow(int64_t{along[2]} * t / 16)});
  }
}

}  // namespace unpod::sim::physics
