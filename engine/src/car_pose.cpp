#include "unpod/engine/car_pose.h"

#include <algorithm>

namespace unpod::engine {

Mat4 car_matrix(const CarPose& pose) {
  return model_matrix(pose.forward, pose.left, pose.up, pose.position);
}

float wheel_bottom(const assets::Car& car) {
  bool any = false;
  float lowest = 0;
  for (size_t w = 0; w < kCarWheelCount; ++w) {
    const assets::CarPoint& p = car.physics.points[w];
    if (p.position.is_zero() && p.radius == 0) continue;  // no wheel data
    const float bottom = to_float(p.position.z) - std::abs(to_float(p.radius));
    lowest = any ? std::min(lowest, bottom) : bottom;
    any = true;
  }
  return lowest;
}

CarPose grid_pose(const assets::StartPlace& slot, const assets::Car& car) {
  CarPose pose;
  Vec3f forward = normalize(to_vec3f(slot.axis_a));
  Vec3f left = normalize(to_vec3f(slot.axis_b));
  Vec3f up = normalize(cross(forward, left));
  if (length(up) < 0.5f) {
    forward = {1, 0, 0};
    left = {0, 1, 0};
    up = {0, 0, 1};
  }
  // Square the frame: the slot's axes are stored in 16.16 and need not be exactly at right angles.
  left = normalize(cross(up, forward));
  pose.forward = forward;
  pose.left = left;
  pose.up = up;
  pose.position = to_vec3f(slot.position) - up * wheel_bottom(car);
  return pose;
}

}  // namespace unpod::engine
