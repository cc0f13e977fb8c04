// The keyboard's steady steering rate and its return to the centre.
#include "unpod/sim/controls/keyboard_steering.h"

#include <algorithm>

#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::controls {

using physics::add;
using physics::mul;
using physics::sub;

// POD FUN_00415c68.
Fx keyboard_angle(const physics::CarState& car, uint32_t buttons, Fx dt) {
  const Fx max = car.steer_max;
  const Fx angle = car.points[0].steer;
  const Fx turn = mul(car.steer_speed, dt);
  // A positive angle turns right (physics/inferred.h); right wins when both are held.
  if (buttons & physics::button::kRight) return std::min(add(std::max(angle, 0), turn), max);
  if (buttons & physics::button::kLeft) return std::max(sub(std::min(angle, 0), turn), -max);
  const Fx back = mul(mul(car.steer_speed, car.steer_recall), dt);
  if (angle > 0) return std::max(sub(angle, back), 0);
  if (angle < 0) return std::min(add(angle, back), 0);
  return 0;
}

}  // namespace unpod::sim::controls
