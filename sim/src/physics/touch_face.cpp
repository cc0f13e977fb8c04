// A point takes the ground face it is on; how a floor lifts a wheel; a push out of a face.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_004174f8: the surface (+0x18), the contact normal (+0x24), the face (+0x30 mesh, +0x34
// number, +0x3b quad) and the sector (+0x1c) of the face found.
void touch_face(PointState& p, const world::GroundContact& g) {
  p.surface = g.surface;
  p.contact_normal = g.normal;
  p.face_mesh = g.sector;
  p.face = g.face;
  p.face_is_quad = g.quad;
  p.sector = g.sector;
}

// POD FUN_004168dc: the lift into the suspension (inferred.h): (radius − height) along the car's
// up axis, plus the lift factor (+0x3c) × it for a floor more than 0.195 off that axis.
Fx floor_lift(const CarState& car, const PointState& p, const Vec16& n, Fx height) {
  const Fx cos = dot(n, car.up);
  Fx lift = div(sub(p.radius, height), cos < kFloorMinCos ? kFloorMinCos : cos);
  if (sub(kOne, cos) > kFloorOffAxis) lift = add(lift, mul(lift, p.floor_lift));
  return lift;
}

// POD FUN_004167ec: the deepest push a point has this pass, with its direction and bounce.
void wall_push(PointState& p, Fx depth, const Vec16& direction, Fx bounce) {
  if (depth <= p.wall_depth) return;
  p.wall_depth = depth;
  p.wall_dir = direction;
  p.bounce = bounce;
}

}  // namespace unpod::sim::physics
