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

// The half p's side of the A–C diagonal picks (0: A, B, C; 1: A, C, D).
int pick_half(const Vec16& a, const Vec16& c, const Vec16& half0, bool b_side, const Vec16& p) {
  const Fx side_p = fx::dot16(fx::cross16(wsub(c, a), wsub(p, a)), half0);
  const bool first = side_p == 0 ? kDiagonalHalf == 0 : (side_p > 0) == b_side;
  return first ? 0 : 1;
}

// Whether p is over that half's triangle.
bool over_picked(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& d,
                 const std::array<Vec16, 2>& halves, int half, const Vec16& p) {
  return half == 0 ? over_triangle(a, b, c, halves[0], p) : over_triangle(a, c, d, halves[1], p);
}

std::optional<int> over_halves(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& d,
                               const std::array<Vec16, 2>& halves, bool b_side, const Vec16& p) {
  const int half = pick_half(a, c, halves[0], b_side, p);
  if (over_picked(a, b, c, d, halves, half, p)) return half;
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

int quad_half(const Mesh& mesh, const Quad& q, const Vec16& p) {
  auto v = [&](size_t k) -> const Vec16& {
    return mesh.vertices[static_cast<size_t>(q.corners[k])];
  };
  return pick_half(v(0), v(2), q.halves[0], q.b_side, p);
}

bool over_half(const Mesh& mesh, const Quad& q, int half, const Vec16& p) {
  auto v = [&](size_t k) -> const Vec16& {
    return mesh.vertices[static_cast<size_t>(q.corners[k])];
  };
  return over_picked(v(0), v(1), v(2), v(3), q.halves, half, p);
}

}  // namespace unpod::sim::world
