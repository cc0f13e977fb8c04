// The brakes: a torque that builds while the brake is held, shared front and rear.
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_004189c4: brake torques, with the brake hold time at 0x52c (inferred.h).
void brakes(CarState& car, uint32_t buttons, Fx dt, StepForces& f) {
  if ((buttons & button::kBrake) == 0) {
    car.brake_hold = 0;
    return;
  }
  car.brake_hold = add(car.brake_hold, dt);
  const Fx share = std::min(kOne, mul(car.brake_slope, car.brake_hold));
  const Fx total = mul(car.brake_max, share);
  const Fx front = mul(total, car.brake_distribution);
  const Fx rear = sub(total, front);
  f.point[0].brake = f.point[2].brake = fx::sar(front, 1);
  f.point[1].brake = f.point[3].brake = fx::sar(rear, 1);
}

}  // namespace unpod::sim::physics
