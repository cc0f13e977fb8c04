// The chase camera: behind and above the car, looking at a point ahead of it, following with a
// lag so it swings round in corners and trails a little when the car jumps forward. The notes
// give no figures for POD's chase camera; every parameter below is inferred from the look of the
// original and kept here, named, so it can be corrected in one place. However far the car slides
// or spins, the camera stays behind it (max_swing, max_trail), and with a circuit it stays on the
// car's side of the walls (camera_clearance.h).
#pragma once

#include "unpod/engine/camera_clearance.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/car_pose.h"

namespace unpod::engine {

struct ChaseCameraParams {
  float distance = 5.5f;       // eye behind the car's origin along the camera's heading [inferred]
  float height = 2.0f;         // eye above the car's origin, world z [inferred]
  float look_ahead = 3.0f;     // looked-at point ahead of the car's origin along its forward axis
  float look_height = 0.8f;    // that point above the car's origin [inferred]
  float heading_lag = 0.35f;   // seconds: time constant of the heading catching the car's
  float position_lag = 0.08f;  // seconds: time constant of the eye catching its place
  // The most the eye's bearing from the car (and so the view direction) turns away from straight
  // behind the car: 35 degrees. A fast corner's steady lag (a yaw rate of about 1.3 rad/s times
  // heading_lag) is about 27 degrees, so ordinary corners keep their swing; a slide or a spin
  // turns the car faster and is cut at 35, where the car is still seen from behind, three
  // quarters on at most, never side-on.
  float max_swing = 0.61f;  // radians
  // The most the eye trails its place (position_lag times the speed, about 5 units at top
  // speed unbounded): the car's size on screen changes by at most about a fifth.
  float max_trail = 1.5f;  // world units
  float fovy = 1.05f;      // radians [inferred]
};

class ChaseCamera {
 public:
  explicit ChaseCamera(const ChaseCameraParams& params = {});

  // Straight behind `car` at once, no lag (a race start, a car put back on the road).
  void reset(const CarPose& car);
  // Follows `car` for `seconds` of game time; the first update after construction resets.
  void update(const CarPose& car, float seconds);
  // Where the camera wants to be, the world ignored.
  CameraView view() const;
  // The same, the eye pulled in towards the car (its origin at the looked-at point's height)
  // until clear of `world`'s faces.
  CameraView view(const CameraClearance& world) const;

  // The camera's heading: the angle in the ground plane (radians from +x towards +y) it looks
  // along, lagging the car's.
  float heading() const { return heading_; }
  const ChaseCameraParams& params() const { return params_; }

 private:
  Vec3f wanted_eye(const CarPose& car) const;
  Vec3f wanted_target(const CarPose& car) const;

  ChaseCameraParams params_;
  bool placed_ = false;
  float heading_ = 0;
  Vec3f eye_, target_;
  Vec3f pivot_;  // the car's origin lifted by look_height: inside the world, the eye pulls to it
};

// The car's heading in the ground plane (radians from +x towards +y); `fallback` when it points
// straight up or down.
float car_heading(const CarPose& car, float fallback);

}  // namespace unpod::engine
