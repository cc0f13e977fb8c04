#include "unpod/engine/car_shadow.h"

#include <algorithm>

namespace unpod::engine {

CarShadow car_shadow(const CarPose& pose, const CarMesh& mesh) {
  Aabb footprint = mesh.body_bounds;
  if (footprint.empty())
    for (size_t w = 0; w < kCarWheelCount; ++w) footprint.add(mesh.parts[wheel_part_index(w)].hub);
  if (footprint.empty()) footprint.add({});
  const Mat4 car = car_matrix(pose);
  // The ground: the lowest of the wheels' contact points in the world, each wheel where its
  // suspension holds it.
  float ground = 1e30f;
  for (size_t w = 0; w < kCarWheelCount; ++w) {
    const Vec3f hub = mesh.parts[wheel_part_index(w)].hub;
    ground = std::min(
        ground, transform_point(car, {hub.x, hub.y, mesh.wheel_bottom + pose.wheel_travel[w]}).z);
  }
  const float z = mesh.wheel_bottom;
  const std::array<Vec3f, 4> local = {
      Vec3f{footprint.min.x, footprint.min.y, z}, Vec3f{footprint.max.x, footprint.min.y, z},
      Vec3f{footprint.max.x, footprint.max.y, z}, Vec3f{footprint.min.x, footprint.max.y, z}};
  CarShadow shadow;
  for (size_t i = 0; i < 4; ++i) {
    shadow.corners[i] = transform_point(car, local[i]);
    shadow.corners[i].z = ground + kShadowLift;
  }
  return shadow;
}

}  // namespace unpod::engine
