#include "road_corridor.h"
#include "point_math.h"

#include <cmath>

namespace unpod::disc {

RoadCorridor::RoadCorridor(const TrackDesc& desc, const Centreline& main,
                           const std::vector<Centreline>& routes) {
  const int lines = 1 + int(routes.size());
  for (int l = 0; l < lines; ++l) {
    const Centreline& line = l == 0 ? main : routes[size_t(l - 1)];
    for (size_t i = 0; i < line.samples.size(); ++i) {
      const Frame& f = line.samples[i];
      CorridorSample s;
      s.pos = f.pos;
      s.forward = unit(Point3{f.forward.x, f.forward.y, 0}, {1, 0, 0});
      s.left = Point3{-s.forward.y, s.forward.x, 0};
      const double across = std::hypot(f.left.x, f.left.y);
      s.rise = across > 1e-9 ? f.left.z / across : 0;
      s.half = f.width / 2 + desc.kerb_width;
      s.strip = desc.terrain_width;
      // The wall's foot on the lower side, and the grass strip dips 0.04 a unit beyond it.
      s.low = f.pos.z - std::abs(s.rise) * s.half - 0.04 * s.strip;
      s.line = l;
      s.index = i;
      samples_.push_back(s);
      cells_[key(cell_of(f.pos.x), cell_of(f.pos.y))].push_back(samples_.size() - 1);
    }
  }
}

int64_t RoadCorridor::cell_of(double v) const {
  return int64_t(std::floor(v / cell_));
}

void RoadCorridor::near(Point3 p, double radius,
                        const std::function<void(const CorridorSample&)>& each) const {
  const int64_t x0 = cell_of(p.x - radius), x1 = cell_of(p.x + radius);
  const int64_t y0 = cell_of(p.y - radius), y1 = cell_of(p.y + radius);
  for (int64_t x = x0; x <= x1; ++x)
    for (int64_t y = y0; y <= y1; ++y) {
      const auto it = cells_.find(key(x, y));
      if (it == cells_.end()) continue;
      for (size_t k : it->second) {
        const CorridorSample& s = samples_[k];
        if (std::hypot(s.pos.x - p.x, s.pos.y - p.y) <= radius) each(s);
      }
    }
}

void RoadCorridor::over(Point3 p, double beyond,
                        const std::function<void(const RoadOver&)>& each) const {
  // The slab of a 2-unit sample widens on the outside of a bend (radius 28.5 at the least).
  near(p, 70 + beyond + 2, [&](const CorridorSample& s) {
    const Point3 d{p.x - s.pos.x, p.y - s.pos.y, 0};
    const double across = dot(d, s.left), along = dot(d, s.forward);
    if (std::abs(across) > s.half + beyond || std::abs(along) > 1.05 + std::abs(across) / 25)
      return;
    const double o = std::clamp(across, -s.half, s.half);
    each(RoadOver{s.pos.z + s.rise * o, s.line});
  });
}

std::optional<RoadOver> RoadCorridor::surface_over(Point3 p, double beyond) const {
  std::optional<RoadOver> lowest;
  over(p, beyond, [&](const RoadOver& r) {
    if (!lowest || r.z < lowest->z) lowest = r;
  });
  return lowest;
}

const CorridorSample* RoadCorridor::nearest(Point3 p, double radius) const {
  // Rings of cells outwards; once a sample is found, only rings that can hold a nearer one (a
  // sample r rings out is at least r - 1 cells away).
  const CorridorSample* best = nullptr;
  double best_d = radius;
  const int64_t cx = cell_of(p.x), cy = cell_of(p.y);
  const int64_t rings = int64_t(std::min(radius / cell_, 1e6)) + 1;
  int64_t stop = rings;
  for (int64_t r = 0; r <= stop; ++r) {
    for (int64_t x = cx - r; x <= cx + r; ++x)
      for (int64_t y = cy - r; y <= cy + r; ++y) {
        if (std::max(std::abs(x - cx), std::abs(y - cy)) != r) continue;
        const auto it = cells_.find(key(x, y));
        if (it == cells_.end()) continue;
        for (size_t k : it->second) {
          const CorridorSample& s = samples_[k];
          const double d = std::hypot(s.pos.x - p.x, s.pos.y - p.y);
          if (d < best_d || (d == best_d && best && k < size_t(best - samples_.data()))) {
            best_d = d;
            best = &s;
          }
        }
      }
    if (best) stop = std::min(rings, int64_t(best_d / cell_) + 1);
  }
  return best;
}

}  // namespace unpod::disc
