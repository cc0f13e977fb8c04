#include "unpod/engine/track_side_camera.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace unpod::engine {
namespace {

// Without points: this high above the car, a little behind it.
constexpr float kOverheadHeight = 12.0f;
constexpr float kOverheadBack = 4.0f;

}  // namespace

TrackSideCamera::TrackSideCamera(std::vector<Vec3f> points, const TrackSideParams& params)
    : points_(std::move(points)), params_(params) {}

int TrackSideCamera::nearest(const CarPose& car) const {
  int best = -1;
  float best_d = 0;
  for (size_t i = 0; i < points_.size(); ++i) {
    const Vec3f d = points_[i] - car.position;
    const float d2 = dot(d, d);
    if (best < 0 || d2 < best_d) {
      best = static_cast<int>(i);
      best_d = d2;
    }
  }
  return best;
}

CameraView TrackSideCamera::view(const CarPose& car) const {
  CameraView v;
  v.target = car.position + Vec3f{0, 0, params_.aim_height};
  const int i = nearest(car);
  if (i < 0) {
    Vec3f back = car.forward;
    back.z = 0;
    v.eye = v.target - normalize(back) * kOverheadBack + Vec3f{0, 0, kOverheadHeight};
  } else {
    v.eye = points_[static_cast<size_t>(i)];
  }
  v.fovy = lens(length(v.target - v.eye));
  return v;
}

CameraView TrackSideCamera::view(const CarPose& car, const CameraClearance& world) const {
  CameraView v = view(car);
  // Cleared for the widest lens, which the camera may open to once nearer the car.
  CameraView widest = v;
  widest.fovy = params_.max_fovy;
  v.eye = world.clear_eye(v.target, widest);
  v.fovy = lens(length(v.target - v.eye));
  return v;
}

float TrackSideCamera::lens(float distance) const {
  return std::clamp(2 * std::atan2(params_.subject_size / 2, std::max(distance, 1e-3f)),
                    params_.min_fovy, params_.max_fovy);
}

std::vector<Vec3f> track_side_points(const std::vector<Vec3f>& lap, size_t every, float side,
                                     float height) {
  std::vector<Vec3f> out;
  if (lap.size() < 2) return out;
  every = std::max<size_t>(every, 1);
  for (size_t i = 0; i < lap.size(); i += every) {
    // Along the lap at point i: towards the next point (the lap closes on itself).
    Vec3f along = lap[(i + 1) % lap.size()] - lap[i];
    along.z = 0;
    along = normalize(along);
    const Vec3f left{-along.y, along.x, 0};
    out.push_back(lap[i] + left * side + Vec3f{0, 0, height});
  }
  return out;
}

}  // namespace unpod::engine
