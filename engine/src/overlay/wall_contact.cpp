#include "unpod/engine/overlay/wall_contact.h"

#include <cstdlib>
#include <vector>

#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/sector_search.h"

namespace unpod::engine::overlay {
namespace {

using sim::fx::Vec16;

// The best face so far: lying over it beats not, then the nearer plane.
struct WallChoice {
  std::optional<WallContact> face;
  bool over = false;
  int64_t distance = 0;

  void offer(const WallContact& c, bool is_over, int64_t d) {
    if (face && (over && !is_over)) return;
    if (face && over == is_over && d >= distance) return;
    face = c;
    over = is_over;
    distance = d;
  }
};

bool along(const Vec16& normal, const Vec16& push) {
  return normal == push || sim::physics::neg(normal) == push;
}

int64_t plane_distance(const sim::world::Mesh& m, int16_t corner, const Vec16& normal,
                       const Vec16& p) {
  return std::llabs(int64_t{sim::world::height_over(m.vertices[size_t(corner)], normal, p)});
}

void search_sector(const sim::world::World& w, int32_t sector, const sim::physics::PointState& p,
                   WallChoice& best) {
  const sim::world::Mesh& m = w.sectors[size_t(sector)].mesh;
  for (size_t f = 0; f < m.triangles.size(); ++f) {
    const sim::world::Triangle& t = m.triangles[f];
    if (!along(t.normal, p.wall_dir)) continue;
    best.offer({sector, static_cast<uint32_t>(f), false}, sim::world::over(m, t, p.position),
               plane_distance(m, t.corners[0], t.normal, p.position));
  }
  for (size_t f = 0; f < m.quads.size(); ++f) {
    const sim::world::Quad& q = m.quads[f];
    for (const Vec16& n : {q.normal, q.halves[0], q.halves[1]}) {
      if (!along(n, p.wall_dir)) continue;
      best.offer({sector, static_cast<uint32_t>(f), true},
                 sim::world::over(m, q, p.position).has_value(),
                 plane_distance(m, q.corners[0], n, p.position));
      break;
    }
  }
}

}  // namespace

std::optional<WallContact> wall_contact(const sim::world::World& w,
                                        const sim::physics::PointState& p) {
  if (p.wall_depth <= 0 || p.sector < 0 || size_t(p.sector) >= w.sectors.size()) return {};
  WallChoice best;
  std::vector<int32_t> searched{p.sector};
  search_sector(w, p.sector, p, best);
  for (int32_t n : sim::world::neighbours(w, p.sector)) {
    if (n < 0 || size_t(n) >= w.sectors.size()) continue;
    bool seen = false;
    for (int32_t s : searched) seen = seen || s == n;
    if (seen) continue;
    searched.push_back(n);
    search_sector(w, n, p, best);
  }
  return best.face;
}

}  // namespace unpod::engine::overlay
