// Wall impacts: impulses along the walls the points are in.
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00416284 (called from FUN_00419ad0).
Impacts impacts(const CarState& car, Fx dt, Vec16& force, Vec16& torque) {
  Impacts out;
  int hits = 0;
  for (const PointState& p : car.points) hits += p.wall_depth > 0;
  if (hits == 0 || dt <= 0) return out;
  for (int i = 0; i < kPointCount; ++i) {
    const PointState& p = car.points[size_t(i)];
    if (p.wall_depth <= 0) continue;
    const Vec16& n = p.wall_dir;
    const Vec16 lever = sub(p.position, car.centre);
    const Vec16 v = add(car.velocity, cross(car.spin, lever));
    const Fx into = sub(narrow(-int64_t{dot(v, n)}), kWallSlack);
    if (into <= 0) continue;
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
    const Fx momentum = mul(size, dt);
    Impact& hit = out.hits[size_t(out.count++)];
    hit.point = i;
    hit.at = p.position;
    hit.impulse = fx::sar(momentum, 2);
    out.strongest = std::max(out.strongest, momentum);
  }
  return out;
}

}  // namespace unpod::sim::physics
