// Gear changes: the asked change runs on the timer, then the gear moves.
#include "unpod/sim/physics/gears.h"

#include "unpod/sim/fx/fixed16.h"

namespace unpod::sim::physics {
namespace {

bool can_go_up(const CarState& car) {
  return car.gear == kReverseGear || (car.gear >= kNeutralGear && car.gear < car.gear_count);
}

bool can_go_down(const CarState& car) {
  if (car.gear == kNeutralGear) return car.gear_ratios[size_t(kReverseGear)] != 0;
  return car.gear >= 1 && car.gear <= car.gear_count && car.gear != kReverseGear;
}

// The engine speed the front wheels give in `gear`.
Fx engine_speed_in(const CarState& car, int gear) {
  return fx::mul16(front_wheel_spin(car), gear_ratio(car, gear));
}

void finish_up(CarState& car) {
  if (car.gear == kReverseGear) {
    car.gear = kNeutralGear;
  } else if (car.gear == kNeutralGear) {
    car.gear = 1;
    car.engine_speed = neutral_remap(car, car.engine_speed);
  } else {
    car.gear = int8_t(car.gear + 1);
  }
}

void finish_down(CarState& car) {
  if (car.gear == kNeutralGear) {
    car.gear = kReverseGear;
    return;
  }
  int gear = car.gear - 1;
  // Skip on while the engine would stay under the down shift point (+0x478).
  while (gear > 1 && engine_speed_in(car, gear) < car.shift_points[1]) --gear;
  car.gear = int8_t(gear);
}

}  // namespace

Fx neutral_remap(const CarState& car, Fx engine_speed) {
  const Fx knee = car.shift_points[3];
  if (engine_speed <= knee) return fx::sar(engine_speed, kNeutralRemapLowShift);
  return fx::sar(knee, kNeutralRemapLowShift) +
         fx::sar(engine_speed - knee, kNeutralRemapHighShift);
}

// POD FUN_00418f0c: gear changes (0x20 up / 0x40 down asked at 0x449, 15000/65536 s on the
// timer at 0x470).
void gear_change(CarState& car, Fx dt) {
  if (car.gear_timer <= 0) {
    car.gear_timer = 0;
    if ((car.gear_asked & kGearUpAsked) != 0 && can_go_up(car)) {
      car.gear_asked = kGearUpAsked;
    } else if ((car.gear_asked & kGearDownAsked) != 0 && can_go_down(car)) {
      car.gear_asked = kGearDownAsked;
    } else {
      car.gear_asked = 0;
      return;
    }
    car.gear_timer = kGearChangeTime;
  }
  // The asking step's time counts too (inferred.h).
  car.gear_timer =
      static_cast<Fx>(static_cast<uint32_t>(car.gear_timer) - static_cast<uint32_t>(dt));
  if (car.gear_timer > 0) return;
  car.gear_timer = 0;
  if (car.gear_asked == kGearUpAsked) {
    finish_up(car);
  } else {
    finish_down(car);
  }
  car.gear_asked = 0;
}

}  // namespace unpod::sim::physics
