#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"
#include "unpod/sim/world/sector_search.h"

namespace unpod::sim::world {
namespace {

bool usable(uint8_t face_flags, const Vec16& normal) {
  return (face_flags & flags::kGround) != 0 && (normal[0] | normal[1] | normal[2]) != 0;
}

std::optional<GroundContact> on_triangle(const Mesh& m, int32_t sector, size_t f, const Vec16& p,
                                         Fx radius) {
  const Triangle& t = m.triangles[f];
  if (!usable(t.flags, t.normal) || !near_box(t, p, over_margin(t, kBelowFace, radius), true))
    return std::nullopt;
  // The height (one dot product) before the edges (three): both tests are pure, so the cheaper
  // one first turns away the same faces.
  const Fx h = height_over(m.vertices[static_cast<size_t>(t.corners[0])], t.normal, p);
  if (!within_reach(h, radius) || !over(m, t, p)) return std::nullopt;
  return GroundContact{sector, static_cast<int32_t>(f), false, 0, t.normal, h, t.surface};
}

std::optional<GroundContact> on_quad(const Mesh& m, int32_t sector, size_t f, const Vec16& p,
                                     Fx radius) {
  const Quad& q = m.quads[f];
  if (!usable(q.flags, q.normal) || !near_box(q, p, over_margin(q, kBelowFace, radius), true))
    return std::nullopt;
  // The half p's side of the diagonal picks, then its height before its edges (as above).
  const int half = quad_half(m, q, p);
  // The half's plane holds its corner A (corner 0) either way.
  const Vec16& n = q.halves[static_cast<size_t>(half)];
  const Fx h = height_over(m.vertices[static_cast<size_t>(q.corners[0])], n, p);
  if (!within_reach(h, radius) || !over_half(m, q, half, p)) return std::nullopt;
  return GroundContact{sector, static_cast<int32_t>(f), true, half, n, h, q.surface};
}

std::optional<GroundContact> in_triangles(const Mesh& m, int32_t sector, const Vec16& p,
                                          Fx radius) {
  for (size_t f = 0; f < m.triangles.size(); ++f)
    if (auto g = on_triangle(m, sector, f, p, radius)) return g;
  return std::nullopt;
}

std::optional<GroundContact> in_quads(const Mesh& m, int32_t sector, const Vec16& p, Fx radius) {
  for (size_t f = 0; f < m.quads.size(); ++f)
    if (auto g = on_quad(m, sector, f, p, radius)) return g;
  return std::nullopt;
}

}  // namespace

std::optional<GroundContact> find_ground(const World& w, int32_t sector, const Vec16& p,
                                         Fx radius) {
  const Sector& s = w.sectors[static_cast<size_t>(sector)];
  const Mesh& m = s.mesh;
  // The grid's cell lists the faces a full walk would reach, in the same order (world.h).
  if (kTrianglesFirst && int64_t{radius} + kBelowFace <= kGridMargin) {
    for (uint32_t id : s.ground_grid.near(p)) {
      const size_t f = id & ~kQuadFace;
      auto g = (id & kQuadFace) ? on_quad(m, sector, f, p, radius)
                                : on_triangle(m, sector, f, p, radius);
      if (g) return g;
    }
    return std::nullopt;
  }
  if (kTrianglesFirst) {
    if (auto c = in_triangles(m, sector, p, radius)) return c;
    return in_quads(m, sector, p, radius);
  }
  if (auto c = in_quads(m, sector, p, radius)) return c;
  return in_triangles(m, sector, p, radius);
}

std::optional<GroundContact> ground_on(const World& w, int32_t sector, int32_t face, bool quad,
                                       const Vec16& p, Fx radius) {
  if (sector < 0 || static_cast<size_t>(sector) >= w.sectors.size() || face < 0)
    return std::nullopt;
  const Mesh& m = w.sectors[static_cast<size_t>(sector)].mesh;
  const auto f = static_cast<size_t>(face);
  if (quad) return f < m.quads.size() ? on_quad(m, sector, f, p, radius) : std::nullopt;
  return f < m.triangles.size() ? on_triangle(m, sector, f, p, radius) : std::nullopt;
}

}  // namespace unpod::sim::world
