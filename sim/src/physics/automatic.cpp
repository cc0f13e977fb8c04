// The automatic gearbox: asks the gear changes that gear_change then runs.
#include "unpod/sim/physics/automatic.h"

namespace unpod::sim::physics {

// POD FUN_004191c4: automatic gearbox (car+0x448 bit 2; shift points 0x474..0x480). Which point
// does what is inferred (inferred.h): up above +0x474, down above first below +0x478, first to
// neutral below +0x47c, neutral to first above +0x480. Reverse is left to the driver.
void automatic_gearbox(CarState& car) {
  if ((car.flags & kAutomaticGearbox) == 0) return;
  if (car.gear_timer > 0 || (car.gear_asked & (kGearUpAsked | kGearDownAsked)) != 0) return;
  const Fx e = car.engine_speed;
  const auto& shift = car.shift_points;
  if (car.gear == kNeutralGear) {
    if (e > shift[3]) car.gear_asked |= kGearUpAsked;
  } else if (car.gear >= 1 && car.gear <= car.gear_count && car.gear != kReverseGear) {
    if (car.gear < car.gear_count && e > shift[0]) {
      car.gear_asked |= kGearUpAsked;
    } else if (car.gear > 1 && e < shift[1]) {
      car.gear_asked |= kGearDownAsked;
    } else if (car.gear == 1 && e < shift[2]) {
      car.gear_asked |= kGearDownAsked;
    }
  }
}

}  // namespace unpod::sim::physics
