// Ram: full throttle at the car ahead or beside.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0045e7dc (1), POD FUN_0045e830 (4), POD FUN_0045e884 (2): throttle word 2, aim at a car.
Aim ram(const Scene& s, uint8_t flag) {
  const int32_t car = acted_on(s, flag);
  if (car < 0) {
    Aim a = steady(s);
    a.word = 2;
    return a;
  }
  return aim_at(s, 2, s.racers[size_t(car)].car.centre);
}

}  // namespace unpod::sim::ai
