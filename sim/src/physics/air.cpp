// Air drag and downforce, each ∝ (forward speed / 256)².
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00417c2c: drag (0x530) against the forward axis, downforce (0x534) along −up.
void air(const CarState& car, StepForces& f) {
  const Fx forward = dot(car.velocity, car.forward);
  const Fx q = mul(fx::sar(forward, 8), fx::sar(forward, 8));
  const Fx drag = narrow(int64_t{mul(car.drag, q)} << kAirShift);
  const Fx down = narrow(int64_t{mul(car.downforce, q)} << kAirShift);
  f.outside = add(f.outside, scale(car.forward, forward >= 0 ? -drag : drag));
  f.outside = add(f.outside, scale(car.up, -down));
}

}  // namespace unpod::sim::physics
