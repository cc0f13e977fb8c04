// Reverse for a human's automatic gearbox: the rule is ours (physics/inferred.h).
#include "unpod/sim/physics/reverse.h"

#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

uint32_t automatic_reverse(CarState& car, uint32_t buttons) {
  if ((car.flags & kAutomaticGearbox) == 0) return buttons;
  const bool accelerate = (buttons & button::kAccelerate) != 0;
  const bool brake = (buttons & button::kBrake) != 0;
  const Fx along = dot(car.velocity, car.forward);
  const auto shift_to = [&car](int8_t gear) {
    car.gear = gear;
    car.gear_asked = 0;
    car.gear_timer = 0;
  };
  if (car.gear != kReverseGear) {
    if (brake && !accelerate && abs_fx(along) < kReverseEngageSpeed &&
        car.gear_ratios[size_t(kReverseGear)] != 0)
      shift_to(kReverseGear);
    if (car.gear != kReverseGear) return buttons;
  } else if (accelerate && along > -kReverseEngageSpeed) {
    shift_to(1);
    return buttons;
  }
  // In reverse: the brake pedal drives, the accelerator brakes.
  uint32_t out = buttons & ~(button::kAccelerate | button::kBrake);
  if (brake) out |= button::kAccelerate;
  if (accelerate) out |= button::kBrake;
  return out;
}

}  // namespace unpod::sim::physics
