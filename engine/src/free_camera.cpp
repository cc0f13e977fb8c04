#include "unpod/engine/free_camera.h"

#include <algorithm>
#include <cmath>

namespace unpod::engine {
namespace {

// Short of straight up or down, where the view's up direction would be undefined.
constexpr float kPitchLimit = 1.5f;

float clamp_input(float v) {
  return std::isfinite(v) ? std::clamp(v, -1.0f, 1.0f) : 0.0f;
}

}  // namespace

FreeCamera::FreeCamera(const Vec3f& position, float yaw, float pitch)
    : position_(position), yaw_(yaw), pitch_(std::clamp(pitch, -kPitchLimit, kPitchLimit)) {}

void FreeCamera::look_from(const CameraView& view) {
  position_ = view.eye;
  const Vec3f f = view.forward();
  if (std::abs(f.x) + std::abs(f.y) > 1e-6f) yaw_ = std::atan2(f.y, f.x);
  pitch_ = std::clamp(std::asin(std::clamp(f.z, -1.0f, 1.0f)), -kPitchLimit, kPitchLimit);
}

Vec3f FreeCamera::forward() const {
  const float c = std::cos(pitch_);
  return {c * std::cos(yaw_), c * std::sin(yaw_), std::sin(pitch_)};
}

void FreeCamera::update(const FreeCameraInput& input, float seconds) {
  if (!(seconds > 0)) return;
  yaw_ += clamp_input(input.yaw) * turn_rate_ * seconds;
  pitch_ = std::clamp(pitch_ + clamp_input(input.pitch) * turn_rate_ * seconds, -kPitchLimit,
                      kPitchLimit);
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
