// A car's shadow: a dark translucent quad on the ground under the car, the outline of its good
// body seen from above, dropped straight down (world -z) onto the plane of its lowest wheel's
// bottom (the wheel at its pose's travel). The car file's own shadow objects are not used: they sit
// in the car frame and would tilt with the body.
#pragma once

#include <array>

#include "unpod/engine/car_mesh.h"
#include "unpod/engine/car_pose.h"

namespace unpod::engine {

inline constexpr float kShadowLift = 0.03f;   // above the ground, against z-fighting (inferred)
inline constexpr float kShadowAlpha = 0.55f;  // how dark the ground gets under a car (inferred)

struct CarShadow {
  std::array<Vec3f, 4> corners;  // world points, in order round the quad
};

// The shadow of a car of `mesh` standing as `pose`. A car without body parts casts the
// rectangle of its wheel hubs; one without either casts a point (nothing is drawn).
CarShadow car_shadow(const CarPose& pose, const CarMesh& mesh);

}  // namespace unpod::engine
