#include "unpod/engine/chase_camera.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace unpod::engine {
namespace {

// The angle from a to b the short way round, in (-pi, pi].
float angle_between(float a, float b) {
  constexpr float kTwoPi = 2 * std::numbers::pi_v<float>;
  float d = std::fmod(b - a, kTwoPi);
  if (d > std::numbers::pi_v<float>) d -= kTwoPi;
  if (d <= -std::numbers::pi_v<float>) d += kTwoPi;
  return d;
}

// The share of the remaining way an exponential follower covers in `seconds`.
float follow(float seconds, float lag) {
  if (!(seconds > 0)) return 0;
  if (!(lag > 0)) return 1;
  return 1 - std::exp(-seconds / lag);
}

// `eye` turned about the car's vertical, keeping its distance and height, until its bearing
// from the car is within `max_swing` of straight behind the car's `heading`.
Vec3f within_swing(const Vec3f& car, float heading, const Vec3f& eye, float max_swing) {
  const float dx = eye.x - car.x, dy = eye.y - car.y;
  const float r = std::hypot(dx, dy);
  if (r < 1e-4f) return eye;  // straight above: every bearing at once
  const float behind = heading + std::numbers::pi_v<float>;
  const float off = angle_between(behind, std::atan2(dy, dx));
  if (std::abs(off) <= max_swing) return eye;
  const float bearing = behind + std::copysign(max_swing, off);
  return {car.x + r * std::cos(bearing), car.y + r * std::sin(bearing), eye.z};
}

}  // namespace

float car_heading(const CarPose& car, float fallback) {
  if (std::abs(car.forward.x) + std::abs(car.forward.y) < 1e-4f) return fallback;
  return std::atan2(car.forward.y, car.forward.x);
}

ChaseCamera::ChaseCamera(const ChaseCameraParams& params) : params_(params) {}

Vec3f ChaseCamera::wanted_eye(const CarPose& car) const {
  const Vec3f back{-std::cos(heading_), -std::sin(heading_), 0};
  return car.position + back * params_.distance + Vec3f{0, 0, params_.height};
}

Vec3f ChaseCamera::wanted_target(const CarPose& car) const {
  Vec3f ahead = car.forward;
  ahead.z = 0;
  ahead = normalize(ahead);
  return car.position + ahead * params_.look_ahead + Vec3f{0, 0, params_.look_height};
}

void ChaseCamera::reset(const CarPose& car) {
  heading_ = car_heading(car, heading_);
  eye_ = wanted_eye(car);
  target_ = wanted_target(car);
  pivot_ = car.position + Vec3f{0, 0, params_.look_height};
  placed_ = true;
}

void ChaseCamera::update(const CarPose& car, float seconds) {
  if (!placed_) {
    reset(car);
    return;
  }
  const float car_yaw = car_heading(car, heading_);
  const float turn = angle_between(heading_, car_yaw);
  float lag = turn * (1 - follow(seconds, params_.heading_lag));  // still to turn
  lag = std::clamp(lag, -params_.max_swing, params_.max_swing);
  heading_ = std::remainder(car_yaw - lag, 2 * std::numbers::pi_v<float>);
  const float k = follow(seconds, params_.position_lag);
  const Vec3f wanted = wanted_eye(car);
  eye_ = eye_ + (wanted - eye_) * k;
  const Vec3f trail = eye_ - wanted;
  if (length(trail) > params_.max_trail) eye_ = wanted + normalize(trail) * params_.max_trail;
  // The trail may lie sideways (the car sliding): the eye's own bearing is bounded too.
  eye_ = within_swing(car.position, car_yaw, eye_, params_.max_swing);
  pivot_ = car.position + Vec3f{0, 0, params_.look_height};
  // The looked-at point follows the car without lag: the car stays in the middle of the view.
  target_ = wanted_target(car);
}

CameraView ChaseCamera::view() const {
  CameraView v;
  v.eye = eye_;
  v.target = target_;
  v.up = {0, 0, 1};
  v.fovy = params_.fovy;
  return v;
}

CameraView ChaseCamera::view(const CameraClearance& world) const {
  CameraView v = view();
  v.eye = world.clear_eye(pivot_, v);
  return v;
}

}  // namespace unpod::engine
