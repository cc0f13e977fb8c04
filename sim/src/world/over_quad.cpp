#include "unpod/sim/fx/cross16.h"
#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"
#include "wrap.h"

namespace unpod::sim::world {

// POD FUN_00424ba4: a point over a quad, by the side of the A–C diagonal it is on, then that
// half's triangle. inferred: the side is measured along the first half's normal, and the half
// is A, B, C when p is on B's side of the diagonal (or on it), else A, C, D.
namespace {

std::optional<int> over_halves(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& d,
                               const std::array<Vec16, 2>& halves, bool b_side, const Vec16& p) {
  const Fx side_p = fx::dot16(fx::cross16(wsub(c, a), wsub(p, a)), halves[0]);
  const bool first = side_p == 0 ? kDiagonalHalf == 0 : (side_p > 0) == b_side;
  if (first) {
    if (over_triangle(a, b, c, halves[0], p)) return 0;
  } else if (over_triangle(a, c, d, halves[1], p)) {
    return 1;
  }
  return std::nullopt;
}

}  // namespace

bool b_side_of_diagonal(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& half) {
  return fx::dot16(fx::cross16(wsub(c, a), wsub(b, a)), half) > 0;
}

std::optional<int> over_quad(const std::array<Vec16, 4>& corners,
                             const std::array<Vec16, 2>& halves, const Vec16& p) {
  const bool b_side = b_side_of_diagonal(corners[0], corners[1], corners[2], halves[0]);
  return over_halves(corners[0], corners[1], corners[2], corners[3], halves, b_side, p);
}

// The quad's B side is worked out once, when the world is built (Quad::b_side).
std::optional<int> over(const Mesh& mesh, const Quad& q, const Vec16& p) {
  auto v = [&](size_t k) -> const Vec16& {
    return mesh.vertices[static_cast<size_t>(q.corners[k])];
  };
  return over_halves(v(0), v(1), v(2), v(3), q.halves, q.b_side, p);
}

}  // namespace unpod::sim::world
