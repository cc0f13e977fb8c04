#include "unpod/engine/bumper_camera.h"

namespace unpod::engine {

// Ahead of the nose by more than the lens's near plane, so the body's front is never clipped
// into view.
constexpr float kNoseClearance = 0.3f;

BumperCameraParams bumper_params(const Aabb& body) {
  BumperCameraParams p;
  if (body.empty()) return p;
  p.ahead = body.max.x + kNoseClearance;
  p.behind = -body.min.x + kNoseClearance;
  p.height = (body.min.z + body.max.z) / 2;
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

CameraView BumperCamera::look_back(const CarPose& car, const CameraClearance& world) const {
  // The car turned round, its tail for a nose: the same camera, its eye behind the body.
  CarPose turned = car;
  turned.forward = car.forward * -1.0f;
  turned.left = car.left * -1.0f;
  BumperCameraParams rear = params_;
  rear.ahead = params_.behind;
  return BumperCamera(rear).view(turned, world);
}

}  // namespace unpod::engine
