// The grid of faces near each cell of a sector (world.h, FaceGrid): a search's shortcut.
#include <algorithm>

#include "unpod/sim/world/world.h"

namespace unpod::sim::world {
namespace {

template <class Face>
void widen(Vec16& lo, Vec16& hi, const Face& f) {
  for (size_t k = 0; k < 2; ++k) {
    lo[k] = std::min(lo[k], f.lo[k]);
    hi[k] = std::max(hi[k], f.hi[k]);
  }
}

int32_t cell_of(Fx v, Fx origin) {
  return static_cast<int32_t>((int64_t{v} - origin) / kGridCell);
}

}  // namespace

FaceGrid build_grid(const Mesh& m, uint8_t flag_mask) {
  FaceGrid g;
  if (m.triangles.empty() && m.quads.empty()) return g;
  Vec16 lo{INT32_MAX, INT32_MAX, 0}, hi{INT32_MIN, INT32_MIN, 0};
  for (const Triangle& t : m.triangles) widen(lo, hi, t);
  for (const Quad& q : m.quads) widen(lo, hi, q);
  g.x0 = static_cast<Fx>(int64_t{lo[0]} - kGridMargin);
  g.y0 = static_cast<Fx>(int64_t{lo[1]} - kGridMargin);
  g.nx = cell_of(static_cast<Fx>(int64_t{hi[0]} + kGridMargin), g.x0) + 1;
  g.ny = cell_of(static_cast<Fx>(int64_t{hi[1]} + kGridMargin), g.y0) + 1;
  std::vector<std::vector<uint32_t>> cells(size_t(g.nx) * size_t(g.ny));
  auto add = [&](const auto& f, uint32_t id) {
    if ((f.flags & flag_mask) == 0) return;
    const int32_t x_lo = cell_of(static_cast<Fx>(int64_t{f.lo[0]} - kGridMargin), g.x0);
    const int32_t x_hi = cell_of(static_cast<Fx>(int64_t{f.hi[0]} + kGridMargin), g.x0);
    const int32_t y_lo = cell_of(static_cast<Fx>(int64_t{f.lo[1]} - kGridMargin), g.y0);
    const int32_t y_hi = cell_of(static_cast<Fx>(int64_t{f.hi[1]} + kGridMargin), g.y0);
    for (int32_t y = y_lo; y <= y_hi; ++y)
      for (int32_t x = x_lo; x <= x_hi; ++x)
        cells[size_t(y) * size_t(g.nx) + size_t(x)].push_back(id);
  };
  // In the mesh's order: the triangles, then the quads; each cell's list stays in that order.
  for (size_t t = 0; t < m.triangles.size(); ++t) add(m.triangles[t], static_cast<uint32_t>(t));
  for (size_t q = 0; q < m.quads.size(); ++q) add(m.quads[q], static_cast<uint32_t>(q) | kQuadFace);
  g.first.push_back(0);
  for (const auto& c : cells) {
    g.faces.insert(g.faces.end(), c.begin(), c.end());
    g.first.push_back(static_cast<uint32_t>(g.faces.size()));
  }
  return g;
}

std::span<const uint32_t> FaceGrid::near(const Vec16& p) const {
  if (nx == 0 || p[0] < x0 || p[1] < y0) return {};
  const int32_t x = cell_of(p[0], x0), y = cell_of(p[1], y0);
  if (x >= nx || y >= ny) return {};
  const size_t c = size_t(y) * size_t(nx) + size_t(x);
  return {faces.data() + first[c], faces.data() + first[c + 1]};
}

}  // namespace unpod::sim::world
