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
  float height = 0.5f;          // eye above the car's origin, along its up axis
  float look_distance = 20.0f;  // the looked-at point this far ahead of the eye
  float fovy = 1.1f;            // radians [inferred]
};

// The eye at the nose of a car of `mesh`: just ahead of its good body's front, half way up the
// body.
BumperCameraParams bumper_params(const CarMesh& mesh);

class BumperCamera {
 public:
  explicit BumperCamera(const BumperCameraParams& params = {}) : params_(params) {}
  // Where the camera wants to be, the world ignored.
  CameraView view(const CarPose& car) const;
  // The same, the eye pulled back along the car's forward axis, from the car's origin at the
  // eye's height, until clear of `world`'s faces; it still looks along the car's heading.
  CameraView view(const CarPose& car, const CameraClearance& world) const;
  const BumperCameraParams& params() const { return params_; }

 private:
  BumperCameraParams params_;
};

}  // namespace unpod::engine
