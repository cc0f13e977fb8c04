// Steering at a target point by its tangent, in 32 steps of the largest angle.
#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::ai {

using namespace physics;

// POD FUN_0046d990 (inferred.h: the step count truncated).
int32_t steering_index(const CarState& car, const Vec16& target) {
  const Vec16 d = sub(target, car.centre);
  const Fx ahead = dot(d, car.forward), side = dot(d, car.left);
  // A target less than 1/64 unit ahead: 31 on the − side, else 0.
  if (ahead < kOne / 64) return side < 0 ? 31 : 0;
  const Fx max = car.steer_max;
  const Fx tangent = div(side, ahead);
  if (tangent > max) return 0;
  if (tangent < -max) return 31;
  const Fx step = fx::sar(max, 4);
  if (step <= 0) return 15;
  const int64_t index = (int64_t{max} - tangent) / step;
  return static_cast<int32_t>(index < 0 ? 0 : (index > 31 ? 31 : index));
}

Fx steering_angle(const CarState& car, int32_t index) {
  return narrow((int64_t{index - 15} * car.steer_max) >> 4);
}

}  // namespace unpod::sim::ai
