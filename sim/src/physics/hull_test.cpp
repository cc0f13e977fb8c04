// Two boxes against each other along the line between their centres.
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// Σ |n · axis| × half size, and the corner furthest along n.
Fx reach(const WorldHull& h, const Vec16& n, Vec16& corner, Fx sign) {
  const Vec16* axes[3] = {&h.x, &h.y, &h.z};
  int64_t r = 0;
  corner = hull_centre(h);
  for (size_t k = 0; k < 3; ++k) {
    const Fx along = mul(dot(n, *axes[k]), sign);
    r += mul(abs_fx(along), h.hull.half[k]);
    corner = add(corner,
                 scale(*axes[k], along >= 0 ? h.hull.half[k] : narrow(-int64_t{h.hull.half[k]})));
  }
  return narrow(r);
}

}  // namespace

WorldHull world_hull(const CarObject& o) {
  return WorldHull{o.position, o.x, o.y, o.z, o.hull};
}

// POD FUN_00423fd8.
Vec16 hull_centre(const WorldHull& h) {
  return add(h.position, from_frame(h.hull.centre, h.x, h.y, h.z));
}

// POD FUN_00420548.
std::optional<HullContact> hull_test(const WorldHull& a, const WorldHull& b) {
  const int64_t radii = int64_t{a.hull.radius} + b.hull.radius;
  for (size_t k = 0; k < 3; ++k) {
    const int64_t d = int64_t{b.position[k]} - a.position[k];
    if (d > radii || -d > radii) return std::nullopt;
  }
  const Vec16 ca = hull_centre(a), cb = hull_centre(b);
  const Vec16 between = sub(cb, ca);
  const Fx distance = length(between);
  if (distance > radii) return std::nullopt;
  HullContact c;
  c.normal = unit(between);                        // POD FUN_00423c64
  if (c.normal == Vec16{0, 0, 0}) c.normal = a.x;  // one centre on the other: along a's forward
  c.distance = distance;
  Vec16 corner_a{}, corner_b{};
  const Fx r = add(reach(a, c.normal, corner_a, kOne), reach(b, c.normal, corner_b, -kOne));
  if (r <= distance) return std::nullopt;
  c.overlap = sub(r, distance);
  c.at = sar(add(corner_a, corner_b), 1);
  for (size_t k = 0; k < 3; ++k)
    c.spread[k] = abs_fx(narrow((int64_t{corner_a[k]} - corner_b[k]) / 2));
  return c;
}

// POD FUN_004209c8 (inferred.h: near is within the part's radius plus the spread in x and y, its
// half height plus the spread in z).
uint16_t parts_near(const CarObject& o, const HullContact& c) {
  uint16_t mask = 0;
  for (int k = 0; k < kObjectParts; ++k) {
    const ObjectPart& p = o.parts[size_t(k)];
    const Vec16 centre = object_to_world(o, add(p.offset, p.hull.centre));
    const Vec16 d = sub(centre, c.at);
    if (abs_fx(d[0]) <= add(p.hull.radius, c.spread[0]) &&
        abs_fx(d[1]) <= add(p.hull.radius, c.spread[1]) &&
        abs_fx(d[2]) <= add(p.hull.half[2], c.spread[2]))
      mask |= static_cast<uint16_t>(1u << k);
  }
  return mask;
}

}  // namespace unpod::sim::physics
