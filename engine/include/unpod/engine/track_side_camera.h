// The track-side (replay) camera: fixed points beside the track; the nearest to the car watches
// it, zooming in as it drives away so the car keeps about the same size on screen. With a circuit
// a point behind a wall (seen from the car) comes in front of it (camera_clearance.h).
#pragma once

#include <vector>

#include "unpod/engine/camera_clearance.h"
#include "unpod/engine/camera_view.h"
#include "unpod/engine/car_pose.h"

namespace unpod::engine {

struct TrackSideParams {
  float subject_size = 7.0f;  // world units the view spans at the car [inferred]
  float min_fovy = 0.12f;     // radians: the longest zoom
  float max_fovy = 1.05f;     // the widest view, when the car is close
  float aim_height = 0.6f;    // the looked-at point above the car's origin
};

class TrackSideCamera {
 public:
  // `points`: world places for the camera, e.g. beside the road along the lap. None: the camera
  // hangs above the car.
  explicit TrackSideCamera(std::vector<Vec3f> points, const TrackSideParams& params = {});

  CameraView view(const CarPose& car) const;
  // The same, the eye pulled in along its line of sight towards the car until clear of
  // `world`'s faces, the lens widened for the shorter distance.
  CameraView view(const CarPose& car, const CameraClearance& world) const;
  // The index of the point watching `car` (the nearest), -1 without points.
  int nearest(const CarPose& car) const;

 private:
  float lens(float distance) const;  // the fovy that keeps subject_size in view at `distance`

  std::vector<Vec3f> points_;
  TrackSideParams params_;
};

// Camera points beside a lap given as points along it (e.g. the race graph's nodes): every
// `every`-th point moved `side` units to its left (negative: right) and `height` up.
std::vector<Vec3f> track_side_points(const std::vector<Vec3f>& lap, size_t every, float side,
                                     float height);

}  // namespace unpod::engine
