#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/world/face_tests.h"
#include "wrap.h"

namespace unpod::sim::world {
namespace {

// n · ((to − from) × (p − from)): which side of the edge p is on, seen along n.
Fx edge_side(const Vec16& from, const Vec16& to, const Vec16& normal, const Vec16& p) {
  return fx::dot16(fx::cross16(wsub(to, from), wsub(p, from)), normal);
}

}  // namespace

// POD FUN_00424ee4: a point over a triangle, inside its edges in the plane's projection.
// inferred: the edges are tested with the dot and cross products (the notes: the face tests use
// them), and inside means no two edges on opposite sides, so an edge or corner counts and
// either winding works.
bool over_triangle(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& normal,
                   const Vec16& p) {
  // The edges have no side effects: once two disagree the third cannot change the answer.
  const Fx s0 = edge_side(a, b, normal, p), s1 = edge_side(b, c, normal, p);
  if ((s0 > 0 && s1 < 0) || (s0 < 0 && s1 > 0)) return false;
  const Fx s2 = edge_side(c, a, normal, p);
  const bool any_in = s0 > 0 || s1 > 0 || s2 > 0;
  const bool any_out = s0 < 0 || s1 < 0 || s2 < 0;
  return !(any_in && any_out);
}

bool over(const Mesh& mesh, const Triangle& t, const Vec16& p) {
  auto v = [&](int k) {
    return mesh.vertices[static_cast<size_t>(t.corners[static_cast<size_t>(k)])];
  };
  return over_triangle(v(0), v(1), v(2), t.normal, p);
}

}  // namespace unpod::sim::world
