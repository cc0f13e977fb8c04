// The bumper camera: at the front of the car, low, looking along its heading; it rolls and
// pitches with the car. Kept inside the world: with the nose against a wall the eye is pulled
// back towards the car until the lens is clear of the wall (camera_clearance.h).
#pragma once

#include "unpod/engine/camera_clearance.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/car_mesh.h"
#include "unpod/engine/car_pose.h"

namespace unpod::engine {

struct BumperCameraParams {
  float ahead = 2.0f;           // eye ahead of the car's origin, along its forward axis
  float behind = 2.0f;          // looking back: the eye this far behind the origin [inferred]
  float height = 0.5f;          // eye above the car's origin, along its up axis
  float look_distance = 20.0f;  // the looked-at point this far ahead of the eye
  float fovy = 1.1f;            // radians [inferred]
};

// The eye at the nose of a car whose good body spans `body` (CarMesh::body_bounds): just ahead
// of its front, half way up; looking back, just behind its tail.
BumperCameraParams bumper_params(const Aabb& body);
inline BumperCameraParams bumper_params(const CarMesh& mesh) {
  return bumper_params(mesh.body_bounds);
}

class BumperCamera {
 public:
  explicit BumperCamera(const BumperCameraParams& params = {}) : params_(params) {}
  // Where the camera wants to be, the world ignored.
  CameraView view(const CarPose& car) const;
  // The same, the eye pulled back along the car's forward axis, from the car's origin at the
  // eye's height, until clear of `world`'s faces; it still looks along the car's heading.
  CameraView view(const CarPose& car, const CameraClearance& world) const;
  // Looking back: the eye at the car's tail, looking the other way along its heading (the car
  // itself out of sight), pulled in towards the car like view()'s.
  CameraView look_back(const CarPose& car, const CameraClearance& world) const;
  const BumperCameraParams& params() const { return params_; }

 private:
  BumperCameraParams params_;
};

}  // namespace unpod::engine
