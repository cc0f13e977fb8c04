// Wall impacts: impulses along the walls the points are in.
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/pod_impulse.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00416284 (called from FUN_00419ad0).
namespace {

// The speed a point goes into its wall, less the 0.264 kept; 0 or less for none.
Fx speed_into(const CarState& car, const PointState& p) {
  if (p.wall_depth <= 0) return 0;
  const Vec16 v = add(car.velocity, cross(car.spin, sub(p.position, car.centre)));
  return sub(narrow(-int64_t{dot(v, p.wall_dir)}), kWallSlack);
}

}  // namespace

Impacts impacts(const CarState& car, Fx dt, Vec16& force, Vec16& torque) {
  Impacts out;
  // inferred: the points hit are those going into their wall (a point in a wall it is leaving
  // takes no share).
  int hits = 0;
  for (const PointState& p : car.points) hits += speed_into(car, p) > 0;
  if (hits == 0 || dt <= 0) return out;
  for (int i = 0; i < kPointCount; ++i) {
    const PointState& p = car.points[size_t(i)];
    const Fx into = speed_into(car, p);
    if (into <= 0) continue;
    const Vec16& n = p.wall_dir;
    const Vec16 lever = sub(p.position, car.centre);
    const Vec16 v = add(car.velocity, cross(car.spin, lever));
    // (−v·n − 0.264) × mass / dt × bounce, shared among the points hit.
    const Fx size = narrow(int64_t{mul(div(mul(into, car.mass), dt), p.bounce)} / hits);
    Vec16 push = scale(n, size);
    if (hits == 1) {
      // A single point's friction, up to 0.15 of the impulse, against its sliding along the wall.
      const Vec16 along = sub(v, scale(n, dot(v, n)));
      const Fx slide = length(along);
      if (slide > 0) {
        const Fx stop = div(mul(slide, car.mass), dt);
        const Fx friction = std::min(mul(size, kWallFriction), stop);
        push = sub(push, scale(unit(along), friction));
      }
    }
    force = add(force, push);
    torque = add(torque, cross(lever, push));
    // The impact, on POD's scale (pod_impulse.h): a quarter of it goes to damage.
    const Fx impulse = impulse_from_force(size);
    Impact& hit = out.hits[size_t(out.count++)];
    hit.point = i;
    hit.at = p.position;
    hit.impulse = fx::sar(impulse, 2);
    out.strongest = std::max(out.strongest, impulse);
  }
  return out;
}

}  // namespace unpod::sim::physics
