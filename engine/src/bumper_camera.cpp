#include "unpod/engine/bumper_camera.h"

namespace unpod::engine {

// Ahead of the nose by more than the lens's near plane, so the body's front is never clipped
// into view.
constexpr float kNoseClearance = 0.3f;

BumperCameraParams bumper_params(const CarMesh& mesh) {
  BumperCameraParams p;
  if (mesh.body_bounds.empty()) return p;
  p.ahead = mesh.body_bounds.max.x + kNoseClearance;
  p.height = (mesh.body_bounds.min.z + mesh.body_bounds.max.z) / 2;
  return p;
}

CameraView BumperCamera::view(const CarPose& car) const {
  CameraView v;
  v.eye = car.position + car.forward * params_.ahead + car.up * params_.height;
  v.target = v.eye + car.forward * params_.look_distance;
  v.up = car.up;
  v.fovy = params_.fovy;
  return v;
}

CameraView BumperCamera::view(const CarPose& car, const CameraClearance& world) const {
  CameraView v = view(car);
  // The car's origin lifted to the eye's height is inside the world (the physics keeps the car
  // on the road's side of the walls), and the line from it to the eye is the line of sight.
  v.eye = world.clear_eye(car.position + car.up * params_.height, v);
  v.target = v.eye + car.forward * params_.look_distance;
  return v;
}

}  // namespace unpod::engine
