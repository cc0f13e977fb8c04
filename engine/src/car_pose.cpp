#include "unpod/engine/car_pose.h"

#include <algorithm>

namespace unpod::engine {
namespace {

Vec3f fixed_to_vec3f(const sim::fx::Vec16& v) {
  return {to_float(v[0]), to_float(v[1]), to_float(v[2])};
}

}  // namespace

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

CarPose physics_pose(const sim::physics::CarState& car, const sim::physics::CarObject& object) {
  namespace physics = sim::physics;
  CarPose pose;
  pose.position = fixed_to_vec3f(car.points[physics::kChassisPoint].position);
  pose.forward = fixed_to_vec3f(car.forward);
  pose.left = fixed_to_vec3f(car.left);
  pose.up = fixed_to_vec3f(car.up);
  pose.steer = -to_float(car.points[0].steer);  // the physics' positive angle turns right
  for (size_t w = 0; w < kCarWheelCount; ++w) {
    pose.wheel_roll[w] = to_float(car.points[w].roll);
    pose.wheel_travel[w] = to_float(car.points[w].travel);
  }
  for (size_t k = 0; k < kCarBodyPartCount; ++k)
    pose.damage[k] = static_cast<DamageState>(
        std::clamp<int>(object.parts[k].state, 0, static_cast<int>(DamageState::kRuined)));
  return pose;
}

}  // namespace unpod::engine
