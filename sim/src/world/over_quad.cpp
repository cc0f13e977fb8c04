#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"
#include "wrap.h"

namespace unpod::sim::world {

// POD FUN_00424ba4: a point over a quad, by the side of the A–C diagonal it is on, then that
// half's triangle. inferred: the side is measured along the first half's normal, and the half
// is A, B, C when p is on B's side of the diagonal (or on it), else A, C, D.
std::optional<int> over_quad(const std::array<Vec16, 4>& corners,
                             const std::array<Vec16, 2>& halves, const Vec16& p) {
  const Vec16& a = corners[0];
  const Vec16 diagonal = wsub(corners[2], a);
  const Fx side_p = fx::dot16(fx::cross16(diagonal, wsub(p, a)), halves[0]);
  const Fx side_b = fx::dot16(fx::cross16(diagonal, wsub(corners[1], a)), halves[0]);
  const bool first = side_p == 0 ? kDiagonalHalf == 0 : (side_p > 0) == (side_b > 0);
  if (first) {
    if (over_triangle(a, corners[1], corners[2], halves[0], p)) return 0;
  } else if (over_triangle(a, corners[2], corners[3], halves[1], p)) {
    return 1;
  }
  return std::nullopt;
}

std::optional<int> over(const Mesh& mesh, const Quad& q, const Vec16& p) {
  std::array<Vec16, 4> c{};
  for (size_t k = 0; k < 4; ++k) c[k] = mesh.vertices[static_cast<size_t>(q.corners[k])];
  return over_quad(c, q.halves, p);
}

}  // namespace unpod::sim::world
