// The walls of a sector against a point.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"

namespace unpod::sim::physics {
namespace {

template <class Face>
void against(const world::Mesh& m, const Face& f, bool over, const Vec16& centre, PointState& p) {
  if (!over) return;
  const Vec16& corner = m.vertices[size_t(f.corners[0])];
  const Fx h = world::height_over(corner, f.normal, p.position);
  const Fx side = world::height_over(corner, f.normal, centre);
  // Two-sided walls push towards the car's centre's side.
  const Fx from_side = side >= 0 ? h : narrow(-int64_t{h});
  if (from_side >= p.radius || from_side < -world::kBelowFace) return;
  wall_push(p, sub(p.radius, from_side), side >= 0 ? f.normal : neg(f.normal), kWallBounce);
}

}  // namespace

// POD FUN_00416be0: the wall faces (bit 5) of a sector a point is over and nearer than its
// radius (inferred.h).
void walls(const world::World& w, int32_t sector, const Vec16& centre, PointState& p) {
  if (sector < 0 || size_t(sector) >= w.sectors.size()) return;
  const world::Mesh& m = w.sectors[size_t(sector)].mesh;
  for (const world::Triangle& t : m.triangles)
    if ((t.flags & world::flags::kWall) != 0 && world::near_box(t, p.position, p.radius))
      against(m, t, world::over(m, t, p.position), centre, p);
  for (const world::Quad& q : m.quads)
    if ((q.flags & world::flags::kWall) != 0 && world::near_box(q, p.position, p.radius))
      against(m, q, world::over(m, q, p.position).has_value(), centre, p);
}

}  // namespace unpod::sim::physics
