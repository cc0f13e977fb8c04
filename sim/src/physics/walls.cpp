// The walls of a sector against a point.
#include <algorithm>

#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"

namespace unpod::sim::physics {
namespace {

// The face's plane first (one dot product each for the point now and before), the face test
// (several) only for a point that would be pushed.
template <class Face>
void against(const world::Mesh& m, const Face& f, const Vec16& before, const Vec16& side_from,
             PointState& p) {
  const Vec16& corner = m.vertices[size_t(f.corners[0])];
  const Fx h = world::height_over(corner, f.normal, p.position);
  // DEVIATION 12: pushed back however far it went (the original looks 2.29 units behind).
  // Two-sided walls push towards the car's side (`side_from`, its chassis point at the step's
  // start); a point that went through since (it was no more than 2.29 behind the face, or on
  // the car's side at the start) is pushed back.
  const bool front = world::height_over(corner, f.normal, side_from) >= 0;
  const Fx from_side = front ? h : narrow(-int64_t{h});
  if (from_side >= p.radius) return;
  if (from_side < -world::kBelowFace) {
    // Where the point was at the start, only for a point behind the face.
    const Fx start = world::height_over(corner, f.normal, before);
    const Fx was = front ? start : narrow(-int64_t{start});
    if (was < 0) return;
  }
  if (!world::over(m, f, p.position)) return;
  wall_push(p, sub(p.radius, from_side), front ? f.normal : neg(f.normal), kWallBounce);
}

// How far the point moved in the step, the box test's extra reach.
Fx moved(const Vec16& before, const Vec16& now) {
  Fx m = 0;
  for (size_t k = 0; k < 3; ++k) m = std::max(m, abs_fx(sub(now[k], before[k])));
  return m;
}

}  // namespace

// POD FUN_00416be0: the wall faces (bit 5) of a sector a point is over and nearer than its
// radius (inferred.h).
void walls(const world::World& w, int32_t sector, const Vec16& before, const Vec16& side_from,
           PointState& p) {
  if (sector < 0 || size_t(sector) >= w.sectors.size()) return;
  const world::Mesh& m = w.sectors[size_t(sector)].mesh;
  const Fx reach = add(add(p.radius, world::kBelowFace), moved(before, p.position));
  if (reach <= world::kGridMargin) {  // the grid's cell lists every face that near (world.h)
    for (uint32_t id : w.sectors[size_t(sector)].wall_grid.near(p.position)) {
      const size_t f = id & ~world::kQuadFace;
      if (id & world::kQuadFace) {
        const world::Quad& q = m.quads[f];
        if ((q.flags & world::flags::kWall) != 0 && world::near_box(q, p.position, reach))
          against(m, q, before, side_from, p);
      } else {
        const world::Triangle& t = m.triangles[f];
        if ((t.flags & world::flags::kWall) != 0 && world::near_box(t, p.position, reach))
          against(m, t, before, side_from, p);
      }
    }
    return;
  }
  for (const world::Triangle& t : m.triangles)
    if ((t.flags & world::flags::kWall) != 0 && world::near_box(t, p.position, reach))
      against(m, t, before, side_from, p);
  for (const world::Quad& q : m.quads)
    if ((q.flags & world::flags::kWall) != 0 && world::near_box(q, p.position, reach))
      against(m, q, before, side_from, p);
}

}  // namespace unpod::sim::physics
