// Step #9: the drive torque shared out to the driven wheels.
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c, in the step: car+0x54c 1 all wheels by radius, 2 front, else rear.
void share_torque(const CarState& car, Fx torque, StepForces& f) {
  if (car.drive == 1) {
    int64_t radii = 0;
    for (int i = 0; i < 4; ++i) radii += car.points[size_t(i)].radius;
    if (radii <= 0) return;
    for (int i = 0; i < 4; ++i)
      f.point[size_t(i)].drive = narrow(int64_t{torque} * car.points[size_t(i)].radius / radii);
    return;
  }
  const Fx half = fx::sar(torque, 1);
  if (car.drive == 2) {
    f.point[0].drive = f.point[2].drive = half;
  } else {
    f.point[1].drive = f.point[3].drive = half;
  }
}

}  // namespace unpod::sim::physics
