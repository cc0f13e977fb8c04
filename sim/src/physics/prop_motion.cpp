// A hit prop's motion on the faces it touches, until it settles.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/props.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/sector_search.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kGroundSpin = 60000;     // 0.916: the spin kept each step on the ground (observed)
constexpr Fx kFallOut = 8 * 0x10000;  // 8 below its sector (observed)

// The first wall face of a sector the prop's hull box reaches (FUN_004547a4's wall plane).
RestPlane wall_in(const world::World& w, int32_t sector, const Vec16& centre, Fx reach) {
  RestPlane out;
  const world::Mesh& m = w.sectors[size_t(sector)].mesh;
  auto test = [&](const auto& f) {
    if ((f.flags & world::flags::kWall) == 0 || !world::near_box(f, centre, reach)) return false;
    const Vec16& corner = m.vertices[size_t(f.corners[0])];
    const Fx h = world::height_over(corner, f.normal, centre);
    if (abs_fx(h) > reach) return false;
    out.set = true;
    out.point = corner;
    out.normal = h >= 0 ? f.normal : neg(f.normal);
    return true;
  };
  for (const world::Triangle& t : m.triangles)
    if (test(t)) return out;
  for (const world::Quad& q : m.quads)
    if (test(q)) return out;
  return out;
}

}  // namespace

// POD FUN_004547a4.
PropPlanes prop_planes(const Prop& p, const world::World& w) {
  PropPlanes planes;
  if (p.sector < 0) return planes;
  const Vec16 centre = hull_centre(prop_hull(p));
  const Fx reach = add(p.hull.radius, p.hull.half[2]);
  std::vector<int32_t> near{p.sector};
  for (int32_t n : world::neighbours(w, p.sector))
    if (n != p.sector) near.push_back(n);
  for (int32_t s : near) {
    if (!planes.ground.set)
      if (auto g = world::find_ground(w, s, centre, reach)) {
        planes.ground.set = true;
        planes.ground.normal = g->normal;
        planes.ground.point = sub(centre, scale(g->normal, g->height));
      }
    if (!planes.wall.set) planes.wall = wall_in(w, s, centre, reach);
    if (planes.ground.set && planes.wall.set) break;
  }
  return planes;
}

// POD FUN_00454a98 (inferred.h for the push's hold and "slow").
bool prop_motion(Prop& p, const world::World& w, Fx dt) {
  if (!p.hit || dt <= 0 || p.mass <= 0) return false;
  PropPlanes planes = prop_planes(p, w);
  // What the prop was handed by a prop it rests on (FUN_00421750) stands in for a missing floor.
  if (!planes.ground.set && p.rest.set) planes.ground = p.rest;
  const Vec16 centre = hull_centre(prop_hull(p));
  Vec16 force = p.force, torque = p.torque;
  const Fx dt2 = mul(dt, dt);
  int down = 0;
  for (PropPoint& pt : p.points) {
    pt.place = add(p.position, from_frame(pt.offset, p.x, p.y, p.z));
    pt.down = false;
    const Vec16 lever = sub(pt.place, centre);
    Vec16 f{0, 0, narrow(-int64_t{mul(pt.mass, kGravity)})};
    for (const RestPlane* plane : {&planes.ground, &planes.wall}) {
      if (!plane->set) continue;
      const Fx h = dot(sub(pt.place, plane->point), plane->normal);
      const Fx depth = sub(pt.radius, h);
      if (depth <= 0) continue;
      // Out by depth × mass / dt², and the point's speed into the plane stopped.
      const Vec16 v = add(p.velocity, cross(p.spin, lever));
      const Fx into = dot(v, plane->normal);
      Fx push = div(mul(depth, pt.mass), dt2);
      if (into < 0) push = add(push, div(mul(narrow(-int64_t{into}), pt.mass), dt));
      f = add(f, scale(plane->normal, push));
      if (plane == &planes.ground) {
        pt.down = true;
        ++down;
      }
    }
    force = add(force, f);
    torque = add(torque, cross(lever, f));
  }
  // On the ground a small force along it is cancelled (the friction holds the prop).
  if (planes.ground.set && down > 0) {
    const Vec16& n = planes.ground.normal;
    const Fx normal = dot(force, n);
    const Vec16 along = sub(force, scale(n, normal));
    if (length(along) <= mul(abs_fx(normal), p.friction)) force = scale(n, normal);
  }
  p.force = p.torque = Vec16{0, 0, 0};
  const Vec16 old_velocity = p.velocity;
  for (size_t k = 0; k < 3; ++k) p.velocity[k] = add(p.velocity[k], div(mul(force[k], dt), p.mass));
  for (size_t k = 0; k < 3; ++k)
    p.position[k] =
        add(p.position[k], mul(narrow((int64_t{old_velocity[k]} + p.velocity[k]) >> 1), dt));
  Vec16 s = to_frame(p.spin, p.x, p.y, p.z);
  const Vec16 t = to_frame(torque, p.x, p.y, p.z);
  for (size_t k = 0; k < 3; ++k)
    if (p.inertia[k] > 0) s[k] = add(s[k], div(mul(t[k], dt), p.inertia[k]));
  if (down > 0) s = mul(s, kGroundSpin);
  p.spin = from_frame(s, p.x, p.y, p.z);
  p.x = unit(add(p.x, mul(cross(p.spin, p.x), dt)));
  p.z = add(p.z, mul(cross(p.spin, p.z), dt));
  p.y = unit(cross(p.z, p.x));
  p.z = cross(p.x, p.y);
  p.sector = sector_near(w, p.sector, hull_centre(prop_hull(p)));
  // A slow prop on three points or more settles.
  if (down >= 3 && length(p.velocity) < kPropSettleSpeed && length(p.spin) < kPropSettleSpeed) {
    p.hit = false;
    p.velocity = p.spin = Vec16{0, 0, 0};
    return true;
  }
  return false;
}

// POD FUN_004adab0.
int remove_fallen(std::vector<Prop>& props, const world::World& w) {
  int removed = 0;
  for (size_t i = 0; i < props.size(); ++i) {
    const Prop& p = props[i];
    const Vec16 c = hull_centre(prop_hull(p));
    const int32_t s = p.sector >= 0 ? p.sector : sector_near(w, -1, c);
    const bool held = s >= 0 && world::holds(w.sectors[size_t(s)], c);
    const Fx floor = s >= 0 ? w.sectors[size_t(s)].bounds_min[2] : 0;
    if (held || c[2] >= sub(floor, kFallOut)) continue;
    props.erase(props.begin() + static_cast<std::ptrdiff_t>(i));
    ++removed;
    // The list has closed up: the prop now at i is skipped, as in the original.
  }
  return removed;
}

}  // namespace unpod::sim::physics
