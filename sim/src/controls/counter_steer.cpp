// The counter-steer: wheel 3's slide across the car, taken from its velocity.
#include "unpod/sim/controls/counter_steer.h"

#include "unpod/sim/controls/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::controls {

using physics::abs_fx;

// POD FUN_00415f9c's override (inferred.h: the measures and the sign).
std::optional<Fx> counter_steer(const physics::CarState& car) {
  const physics::Vec16& w = car.points[3].velocity;
  const Fx across = physics::dot(w, car.left);
  if (abs_fx(across) <= kSlideAcross) return std::nullopt;
  const Fx length = physics::length(w);
  if (length <= kSlideSpeed) return std::nullopt;
  const Fx share = physics::div(across, length);
  if (abs_fx(share) <= kSlideShare) return std::nullopt;
  // The tail swings the way it slides when the yaw and the slide have opposite signs.
  const Fx yaw = physics::dot(car.spin, car.up);
  const bool into_slide = (yaw < 0 && across > 0) || (yaw > 0 && across < 0);
  if (!into_slide && (car.latch_bits & kCounterSteerLatch) == 0) return std::nullopt;
  return physics::clamp_fx(share / 2, -car.steer_max, car.steer_max);
}

}  // namespace unpod::sim::controls
