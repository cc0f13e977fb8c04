// The terrain height field and the bridges. Heights come from the road levels nearby (weighted
// by distance), plus the description's relief (hills, benches, heaps, cliffs) that grows away
// from the grass strips, and are then held under every road near them: within a cell and a half
// of a road's strip the terrain lies kTerrainClearance under the lowest point of that road, and
// further out it may rise no steeper than 1 in 1. A grid face is at most a cell and a half
// across, so a face that reaches under a road has every corner held under it.
#include "track_terrain.h"
#include "number_text.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "track_textures.h"

namespace unpod::disc {
namespace {

namespace bits = assets::face_bits;

constexpr double kNearRoad = 1.5 * kTerrainCell;  // held right under the road this far out
constexpr double kCapSlope = 1.0;                 // then rising at most this steeply
constexpr double kReliefRamp = 40;                // relief grows over this distance
constexpr double kEdgeFall = 30;                  // and falls over this one to the edge
constexpr double kCliffRise = 6;                  // a cliff scenery's face, across (units)
constexpr double kSupportSpacing = 12;            // bridge supports along the deck
constexpr double kSupportHalf = 0.75;             // a support's half width
constexpr double kDeckDepth = 0.8;                // the deck's depth
constexpr double kDeckSink = 0.1;                 // its top under the road's edges
constexpr size_t kMaxSectorVertices = 0x8000;     // the runtime's 16-bit corners

uint32_t mix_bits(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ (c + 0x165667B1u) * 0xC2B2AE3Du;
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  h *= 0x297A2D39u;
  h ^= h >> 15;
  return h;
}

double smooth(double t) {
  t = std::clamp(t, 0.0, 1.0);
  return t * t * (3 - 2 * t);
}

// Value noise in [0, 1] over the ground plane, `size` units per cell.
double noise(unsigned seed, uint32_t layer, double x, double y, double size) {
  const double fx = x / size, fy = y / size;
  const double x0 = std::floor(fx), y0 = std::floor(fy);
  auto at = [&](double cx, double cy) {
    return double(mix_bits(seed + layer * 7919u, uint32_t(int64_t(cx)), uint32_t(int64_t(cy))) >>
                  8) /
           double(1u << 24);
  };
  const double sx = smooth(fx - x0), sy = smooth(fy - y0);
  const double a = at(x0, y0), b = at(x0 + 1, y0), c = at(x0, y0 + 1), d = at(x0 + 1, y0 + 1);
  return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy;
}

double fbm(unsigned seed, double x, double y) {
  return 0.6 * noise(seed, 1, x, y, 140) + 0.3 * noise(seed, 2, x, y, 55) +
         0.1 * noise(seed, 3, x, y, 20);
}

// A quarry's benches: level shelves joined by steep faces, `steps` of them from 0 to 1.
double benches(double t, int steps) {
  const double s = std::clamp(t, 0.0, 1.0) * steps;
  const double k = std::floor(s);
  return (k + smooth((s - k - 0.75) / 0.25)) / steps;
}

// Distance from `p` to a sample's slab (its road and strips, 2 units long, wider on the outside
// of a bend) seen from above; 0 inside it.
double slab_distance(const CorridorSample& s, Point3 p) {
  const Point3 d{p.x - s.pos.x, p.y - s.pos.y, 0};
  const double across = std::abs(dot(d, s.left)), along = std::abs(dot(d, s.forward));
  const double out = std::max(0.0, across - (s.half + s.strip));
  const double ahead = std::max(0.0, along - (1.05 + across / 25));
  return std::hypot(out, ahead);
}

bool inside_lap(const Centreline& main, Point3 p) {
  // Winding number of the lap around p (a figure of eight winds +1 and -1 in its two loops).
  int winding = 0;
  const size_t n = main.samples.size();
  for (size_t i = 0; i < n; ++i) {
    const Point3 a = main.samples[i].pos, b = main.samples[(i + 1) % n].pos;
    const double side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
    if (a.y <= p.y && b.y > p.y && side > 0) ++winding;
    if (a.y > p.y && b.y <= p.y && side < 0) --winding;
  }
  return winding != 0;
}

struct HeightField {
  double x0 = 0, y0 = 0;
  int nx = 0, ny = 0;
  std::vector<double> z;
  std::vector<char> used;    // the vertex lies within the terrain
  std::vector<double> heap;  // how much of the height a spoil heap makes (for its page)
  double& at(int i, int j) { return z[size_t(j) * size_t(nx) + size_t(i)]; }
  double at(int i, int j) const { return z[size_t(j) * size_t(nx) + size_t(i)]; }
  Point3 point(int i, int j) const {
    return {x0 + i * kTerrainCell, y0 + j * kTerrainCell, at(i, j)};
  }
  // The height under (x, y), on the cell's two triangles as drawn (split along a-c).
  double height(double x, double y) const {
    const double fx = std::clamp((x - x0) / kTerrainCell, 0.0, nx - 1.001);
    const double fy = std::clamp((y - y0) / kTerrainCell, 0.0, ny - 1.001);
    const int i = int(fx), j = int(fy);
    const double u = fx - i, v = fy - j;
    const double a = at(i, j), b = at(i + 1, j), c = at(i + 1, j + 1), d = at(i, j + 1);
    return u >= v ? a + (b - a) * u + (c - b) * v : a + (c - d) * u + (d - a) * v;
  }
};

HeightField shape_terrain(const TrackDesc& desc, const Centreline& main,
                          const RoadCorridor& roads) {
  const TerrainDesc& t = desc.terrain;
  HeightField h;
  double lo_x = 1e18, lo_y = 1e18, hi_x = -1e18, hi_y = -1e18, widest = 0;
  for (const CorridorSample& s : roads.samples()) {
    lo_x = std::min(lo_x, s.pos.x), hi_x = std::max(hi_x, s.pos.x);
    lo_y = std::min(lo_y, s.pos.y), hi_y = std::max(hi_y, s.pos.y);
    widest = std::max(widest, s.half + s.strip);
  }
  const double margin = widest + t.extent + kTerrainCell;
  h.x0 = std::floor((lo_x - margin) / kTerrainCell) * kTerrainCell;
  h.y0 = std::floor((lo_y - margin) / kTerrainCell) * kTerrainCell;
  h.nx = int(std::ceil((hi_x + margin - h.x0) / kTerrainCell)) + 1;
  h.ny = int(std::ceil((hi_y + margin - h.y0) / kTerrainCell)) + 1;
  h.z.assign(size_t(h.nx) * size_t(h.ny), 0);
  h.used.assign(h.z.size(), 0);
  h.heap.assign(h.z.size(), 0);
  // Every eighth sample (16 units) sets the level far from the road.
  std::vector<const CorridorSample*> coarse;
  for (size_t k = 0; k < roads.samples().size(); k += 8) coarse.push_back(&roads.samples()[k]);
  const double cap_reach = widest + kNearRoad + 60;
  for (int j = 0; j < h.ny; ++j)
    for (int i = 0; i < h.nx; ++i) {
      const Point3 p{h.x0 + i * kTerrainCell, h.y0 + j * kTerrainCell, 0};
      double beyond = 1e18, cap = 1e18;
      roads.near(p, cap_reach, [&](const CorridorSample& s) {
        const double d = slab_distance(s, p);
        beyond = std::min(beyond, d);
        cap = std::min(cap, s.low - kTerrainClearance + kCapSlope * std::max(0.0, d - kNearRoad));
      });
      double weight = 0, level = 0;
      for (const CorridorSample* s : coarse) {
        const double d = std::max(1.0, slab_distance(*s, p));
        weight += 1 / (d * d);
        level += s->low / (d * d);
      }
      level = level / weight - kTerrainClearance;
      const size_t at = size_t(j) * size_t(h.nx) + size_t(i);
      if (beyond <= kNearRoad) {
        h.used[at] = 1;
        h.z[at] = cap;
        continue;
      }
      // The relief grows beyond the strips and, outside the lap, sinks again towards the
      // terrain's edge, so its skyline is no row of cell-sized teeth.
      const bool inside = inside_lap(main, p);
      const double fall = inside ? 1.0 : smooth((t.extent - beyond) / kEdgeFall);
      const double ramp = smooth((beyond - kNearRoad) / kReliefRamp) * fall;
      double relief = 0;
      if (t.kind == "hills") {
        relief = t.height * fbm(t.seed, p.x, p.y) * ramp;
      } else if (t.kind == "cliffs") {
        // The quarry's sides rise in benches away from the road, broken up by the noise.
        const double out =
            std::clamp((beyond - kNearRoad) / std::max(1.0, 0.7 * t.extent), 0.0, 1.0);
        relief = t.height * benches(0.75 * out + 0.25 * fbm(t.seed, p.x, p.y), 3) * ramp;
      }
      double heaps = 0;
      for (const SceneryDesc& s : desc.scenery) {
        if (s.kind == "spoil-heap") {
          const double r = std::hypot(p.x - s.x, p.y - s.y) / s.radius;
          if (r < 1)
            heaps += s.height * (1 - r * r) * (0.85 + 0.15 * noise(t.seed, 4, p.x, p.y, 8));
        } else if (s.kind == "cliff") {
          // Beside the main line over its stretch, beyond its distance, tapering at the ends.
          const CorridorSample* near = nullptr;
          double best = 1e18;
          roads.near(p, s.distance + kCliffRise + 40, [&](const CorridorSample& c) {
            if (c.line != 0) return;
            const double d = std::hypot(c.pos.x - p.x, c.pos.y - p.y);
            if (d < best) best = d, near = &c;
          });
          if (!near) continue;
          const double at_lap = main.samples[near->index].distance / main.length;
          const double span = s.to - s.from, edge = std::min(0.2 * span, 0.02);
          const double taper = smooth((at_lap - s.from) / edge) * smooth((s.to - at_lap) / edge);
          const double across = dot(Point3{p.x - near->pos.x, p.y - near->pos.y, 0}, near->left);
          heaps += s.height * taper * smooth((across * s.side - s.distance) / kCliffRise);
        }
      }
      h.used[at] = beyond <= t.extent || inside;
      heaps *= fall;
      h.heap[at] = heaps;
      h.z[at] = std::min(cap, level + relief + heaps);
    }
  return h;
}

// Appends faces to a finished sector: each vertex once, lit as the road's (track_geometry.cpp).
class SectorAppender {
 public:
  explicit SectorAppender(assets::Sector& s) : s_(s) {}
  bool room(size_t more) const { return s_.object.positions.size() + more <= kMaxSectorVertices; }
  uint32_t vertex(Point3 p, Point3 n) {
    s_.object.positions.push_back(to_vec3(p));
    s_.object.normals.push_back(to_vec3(n));
    const double light = 30 + 44 * std::max(0.0, dot(n, kSunDirection * -1.0));
    s_.vertex_brightness.push_back(uint8_t(std::clamp(std::lround(light), 0L, 127L)));
    return uint32_t(s_.object.positions.size() - 1);
  }
  // A one-sided visible quad, counter-clockwise seen from the side it faces.
  void quad(std::array<uint32_t, 4> idx, uint32_t page) {
    const auto pos = [&](uint32_t k) {
      const assets::Vec3 v = s_.object.positions[k];
      return Point3{v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
    };
    assets::Face f;
    f.vertex_count = 4;
    f.indices = idx;
    f.normal = to_vec3(unit(cross(pos(idx[2]) - pos(idx[0]), pos(idx[3]) - pos(idx[1]))));
    f.material = "TEXGOU";
    f.color_or_page = page;
    f.uv = {{{0, 255}, {255, 255}, {255, 0}, {0, 0}}};
    f.property = bits::kVisible;
    s_.object.faces.push_back(f);
  }

 private:
  assets::Sector& s_;
};

size_t sector_near(const TrackGeometry& g, const RoadCorridor& roads, Point3 p) {
  const CorridorSample* s = roads.nearest(p, 1e9);
  return s ? sector_of(g, s->line, s->index) : 0;
}

void add_grid(const TrackDesc& desc, const HeightField& h, const RoadCorridor& roads,
              TrackGeometry& g, SceneryReport& report) {
  // Normals from the height field's slopes, so neighbouring sectors' vertices agree.
  auto normal_at = [&](int i, int j) {
    const double dx = h.at(std::min(i + 1, h.nx - 1), j) - h.at(std::max(i - 1, 0), j);
    const double dy = h.at(i, std::min(j + 1, h.ny - 1)) - h.at(i, std::max(j - 1, 0));
    return unit(Point3{-dx / (2 * kTerrainCell), -dy / (2 * kTerrainCell), 1});
  };
  const bool quarry = desc.terrain.kind == "cliffs";
  std::map<std::pair<size_t, int64_t>, uint32_t> shared;  // (sector, vertex) -> index
  for (int j = 0; j + 1 < h.ny; ++j)
    for (int i = 0; i + 1 < h.nx; ++i) {
      const int ci[4] = {i, i + 1, i + 1, i}, cj[4] = {j, j, j + 1, j + 1};
      bool all = true;
      double heap = 0;
      for (int k = 0; k < 4; ++k) {
        const size_t at = size_t(cj[k]) * size_t(h.nx) + size_t(ci[k]);
        all = all && h.used[at];
        heap = std::max(heap, h.heap[at]);
      }
      if (!all) continue;
      const Point3 centre{h.x0 + (i + 0.5) * kTerrainCell, h.y0 + (j + 0.5) * kTerrainCell, 0};
      const size_t sector = sector_near(g, roads, centre);
      SectorAppender out(g.sectors[sector]);
      if (!out.room(4)) continue;
      std::array<uint32_t, 4> idx{};
      for (int k = 0; k < 4; ++k) {
        const auto key = std::make_pair(sector, int64_t(cj[k]) * h.nx + ci[k]);
        const auto it = shared.find(key);
        idx[size_t(k)] = it != shared.end() ? it->second
                                            : shared[key] = out.vertex(h.point(ci[k], cj[k]),
                                                                       normal_at(ci[k], cj[k]));
      }
      // Steep faces are rock; the quarry's floor and the heaps are spoil, the rest grass.
      const Point3 a = h.point(i, j), c = h.point(i + 1, j + 1), b = h.point(i + 1, j),
                   d = h.point(i, j + 1);
      const double up = unit(cross(c - a, d - b)).z;
      const uint32_t page = up < 0.8 ? kPageRock : heap > 1.0 || quarry ? kPageSpoil : kPageGrass;
      out.quad(idx, page);
      ++report.terrain_faces;
    }
}

// A deck under each stretch of road with its ground more than kBridgeGap below, and supports
// under its edges every kSupportSpacing units where they stand clear of the road below.
void add_bridges(const TrackDesc& desc, const Centreline& main,
                 const std::vector<Centreline>& routes, const HeightField& h,
                 const RoadCorridor& roads, TrackGeometry& g, SceneryReport& report) {
  const double k = desc.kerb_width;
  for (int l = 0; l <= int(routes.size()); ++l) {
    const Centreline& line = l == 0 ? main : routes[size_t(l - 1)];
    const size_t n = line.samples.size();
    auto edge = [&](size_t i, double side) {
      const Frame& f = line.samples[i % n];
      return f.pos + f.left * (side * (f.width / 2 + k));
    };
    // The ground lies kBridgeGap under where the terrain would hold it (under the strips).
    auto decked = [&](size_t i) {
      const Frame& f = line.samples[i % n];
      const double low = std::min(edge(i, 1).z, edge(i, -1).z) - 0.04 * desc.terrain_width;
      return h.height(f.pos.x, f.pos.y) < low - kTerrainClearance - kBridgeGap;
    };
    const size_t segments = line.closed ? n : n - 1;
    double since_support = kSupportSpacing;
    for (size_t i = 0; i < segments; ++i) {
      if (!decked(i) || !decked(i + 1)) {
        since_support = kSupportSpacing;
        continue;
      }
      const size_t sector = sector_of(g, l, i);
      SectorAppender out(g.sectors[sector]);
      if (!out.room(16)) continue;
      const Point3 drop{0, 0, -kDeckDepth};
      // Just under the road's edges (the wall stands on them), down to the underside.
      const Point3 sink{0, 0, -kDeckSink};
      const Point3 r0 = edge(i, -1) + sink, r1 = edge(i + 1, -1) + sink, l0 = edge(i, 1) + sink,
                   l1 = edge(i + 1, 1) + sink;
      const Point3 down{0, 0, -1};
      const Frame& f = line.samples[i];
      // The underside, seen from below: right edge, left edge, left ahead, right ahead.
      out.quad({out.vertex(r0 + drop, down), out.vertex(l0 + drop, down),
                out.vertex(l1 + drop, down), out.vertex(r1 + drop, down)},
               kPageWall);
      // The deck's sides under each wall, facing out.
      const Point3 lft = unit(Point3{f.left.x, f.left.y, 0});
      out.quad({out.vertex(l0, lft), out.vertex(l0 + drop, lft), out.vertex(l1 + drop, lft),
                out.vertex(l1, lft)},
               kPageWall);
      const Point3 rgt = lft * -1.0;
      out.quad({out.vertex(r1, rgt), out.vertex(r1 + drop, rgt), out.vertex(r0 + drop, rgt),
                out.vertex(r0, rgt)},
               kPageWall);
      ++report.deck_segments;
      since_support += norm(line.samples[(i + 1) % n].pos - f.pos);
      if (since_support < kSupportSpacing) continue;
      bool placed = false;
      for (double side : {1.0, -1.0}) {
        const Point3 top = f.pos + f.left * (side * (f.width / 2 + k - kSupportHalf)) + drop;
        const Point3 fw = unit(Point3{f.forward.x, f.forward.y, 0}) * kSupportHalf;
        const Point3 lw = lft * kSupportHalf;
        // Not on a road below: every corner clear of the lower roads' walls by a unit and more.
        bool clear = true;
        for (Point3 c : {top + fw + lw, top + fw - lw, top - fw + lw, top - fw - lw}) {
          const auto under = roads.surface_over(c, 1.5);
          if (under && under->z < top.z - 2) clear = false;
        }
        const double foot = h.height(top.x, top.y) - 0.3;
        if (!clear || top.z - foot < 1 || !out.room(16)) continue;
        const Point3 corner[4] = {top - fw - lw, top + fw - lw, top + fw + lw, top - fw + lw};
        for (int c = 0; c < 4; ++c) {
          const Point3 a = corner[c], b = corner[(c + 1) % 4];
          const Point3 out_n = unit(cross(b - a, Point3{0, 0, 1}));
          const Point3 a_low{a.x, a.y, foot}, b_low{b.x, b.y, foot};
          // Corners go counter-clockwise seen from outside: a's foot, b's foot, b, a.
          out.quad({out.vertex(a_low, out_n), out.vertex(b_low, out_n), out.vertex(b, out_n),
                    out.vertex(a, out_n)},
                   kPageWall);
        }
        report.supports.push_back(Point3{top.x, top.y, foot});
        placed = true;
      }
      if (placed) since_support = 0;
    }
  }
}

}  // namespace

std::optional<DescError> check_scenery(const TrackDesc& desc, const Centreline& main,
                                       const RoadCorridor& roads) {
  for (const SceneryDesc& s : desc.scenery) {
    if (s.kind == "spoil-heap") {
      const Point3 p{s.x, s.y, 0};
      double gap = 1e18;
      const CorridorSample* at = nullptr;
      roads.near(p, s.radius + 300, [&](const CorridorSample& c) {
        const double d = slab_distance(c, p);
        if (d < gap) gap = d, at = &c;
      });
      if (at && gap < s.radius + kNearRoad)
        return DescError{s.line, "scenery: the spoil heap at (" + rounded(s.x) + ", " +
                                     rounded(s.y) + ") reaches the road's grass strip (" +
                                     rounded(gap) + " units from it; at least " +
                                     rounded(s.radius + kNearRoad) + " needed, its radius and " +
                                     rounded(kNearRoad) + ")"};
    } else if (s.kind == "cliff") {
      // The widest road over the stretch sets how far out the cliff's foot must stand.
      double widest = 0;
      for (const CorridorSample& c : roads.samples()) {
        const double at = main.samples[c.index].distance / main.length;
        if (c.line == 0 && at >= s.from && at <= s.to) widest = std::max(widest, c.half + c.strip);
      }
      if (s.distance < widest + kNearRoad)
        return DescError{s.line, "scenery: the cliff stands " + rounded(s.distance) +
                                     " units from the centre line, too near the road and its "
                                     "grass strip; at least " +
                                     rounded(widest + kNearRoad) + " needed"};
    }
  }
  return std::nullopt;
}

SceneryReport add_terrain(const TrackDesc& desc, const Centreline& main,
                          const std::vector<Centreline>& routes, const RoadCorridor& roads,
                          TrackGeometry& geometry) {
  SceneryReport report;
  if (geometry.sectors.empty() || roads.samples().empty()) return report;
  const HeightField h = shape_terrain(desc, main, roads);
  if (desc.terrain.kind != "none") add_grid(desc, h, roads, geometry, report);
  add_bridges(desc, main, routes, h, roads, geometry, report);
  return report;
}

}  // namespace unpod::disc
