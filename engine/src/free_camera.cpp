#include "unpod/engine/free_camera.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace unpod::engine {
namespace {

constexpr float kPi = std::numbers::pi_v<float>;

float clamp_input(float v) {
  return std::isfinite(v) ? std::clamp(v, -1.0f, 1.0f) : 0.0f;
}

}  // namespace

FreeCamera::FreeCamera(const Vec3f& position, float yaw, float pitch)
    : position_(position), yaw_(yaw), pitch_(std::clamp(pitch, -kPitchLimit, kPitchLimit)) {}

void FreeCamera::start_level(const Vec3f& eye, float heading) {
  position_ = eye;
  if (std::isfinite(heading)) yaw_ = heading;
  pitch_ = 0;
}

void FreeCamera::turn(float yaw_radians, float pitch_radians) {
  if (std::isfinite(yaw_radians)) yaw_ = std::remainder(yaw_ + yaw_radians, 2 * kPi);
  if (std::isfinite(pitch_radians))
    pitch_ = std::clamp(pitch_ + pitch_radians, -kPitchLimit, kPitchLimit);
}

Vec3f FreeCamera::forward() const {
  const float c = std::cos(pitch_);
  return {c * std::cos(yaw_), c * std::sin(yaw_), std::sin(pitch_)};
}

void FreeCamera::update(const FreeCameraInput& input, float seconds) {
  if (!(seconds > 0)) return;
  turn(clamp_input(input.yaw) * turn_rate_ * seconds,
       clamp_input(input.pitch) * turn_rate_ * seconds);
  const Vec3f right{std::sin(yaw_), -std::cos(yaw_), 0};
  const float step = speed_ * seconds;
  position_ = position_ + forward() * (clamp_input(input.forward) * step) +
              right * (clamp_input(input.right) * step) + Vec3f{0, 0, clamp_input(input.up) * step};
}

CameraView FreeCamera::view() const {
  CameraView v;
  v.eye = position_;
  v.target = position_ + forward();
  v.up = {0, 0, 1};
  return v;
}

}  // namespace unpod::engine
