// Engine speed out of gear: the throttle revs the free engine, which winds down without it.
#include "unpod/sim/physics/engine.h"

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/physics/driver.h"

namespace unpod::sim::physics {

bool out_of_gear(const CarState& car) {
  return car.gear == kNeutralGear || car.gear_timer > 0;
}

// POD FUN_00418010: engine speed out of gear.
void engine_speed_out_of_gear(CarState& car, uint32_t buttons, Fx dt) {
  if (!out_of_gear(car)) return;
  int64_t e = car.engine_speed;
  if ((buttons & button::kAccelerate) != 0) {
    e += fx::mul16(car.rev_up, dt);
  } else {
    e -= fx::sar(fx::mul16(car.rev_down, dt), 1);
  }
  car.engine_speed = hold_engine_speed(car, e);
}

}  // namespace unpod::sim::physics
