// Sector meshes built strip by strip across the road: terrain, wall, kerb, asphalt (two halves),
// kerb, wall, terrain, and a roof in tunnels. Each strip has its own vertices so a vertex normal
// belongs to one surface (a wall's foot does not share the kerb's normal).
#include "track_geometry.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

#include "road_corridor.h"
#include "track_textures.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;
namespace bits = assets::face_bits;

Point3 from_vec(Vec3 v) {
  return {v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
}

constexpr double kTunnelHeight = 7.0;  // wall height inside a tunnel, up to the roof
constexpr size_t kTexturePeriod = 8;   // segments per texture repeat along the road
constexpr double kTunnelShade = 0.55;  // vertex light inside tunnels
// The surface byte of a face's property (bits 16 to 23, pod-formats.md §4.4) and the physics'
// grass (sim/include/unpod/sim/world/inferred.h, surface::kGrass): the terrain's grip.
constexpr int kSurfaceShift = 16;
constexpr uint32_t kGrassSurface = 2;
// Walls lower than this get an unseen part on top up to this height over their foot.
constexpr double kWallClearance = 6;

// What borders one side of a line at one sample: another line's road may come close (a fork,
// a pit lane), so the wall opens where the roads meet and the terrain stops halfway between.
struct SideState {
  bool open = false;
  double terrain = 0;
};
struct SampleSides {
  SideState side[2];  // 0 = left, 1 = right
};

constexpr double kMaxRoadWidth = 60;  // the description's limit on `width`

// The samples of a line bucketed in square cells, to find those within one cell of a place.
class SampleGrid {
 public:
  SampleGrid(const Centreline& line, double cell) : cell_(std::max(1.0, cell)) {
    for (size_t j = 0; j < line.samples.size(); ++j)
      cells_[key(cell_of(line.samples[j].pos.x), cell_of(line.samples[j].pos.y))].push_back(j);
  }
  // Calls `each(j)` for every sample in the 3 × 3 cells around `p` (all within one cell).
  template <class F>
  void near(Point3 p, F&& each) const {
    const int64_t cx = cell_of(p.x), cy = cell_of(p.y);
    for (int64_t dx = -1; dx <= 1; ++dx)
      for (int64_t dy = -1; dy <= 1; ++dy) {
        const auto it = cells_.find(key(cx + dx, cy + dy));
        if (it == cells_.end()) continue;
        for (size_t j : it->second) each(j);
      }
  }

 private:
  int64_t cell_of(double v) const { return int64_t(std::floor(v / cell_)); }
  static int64_t key(int64_t x, int64_t y) { return x * 4000037 + y; }
  double cell_;
  std::unordered_map<int64_t, std::vector<size_t>> cells_;
};

int line_count(const std::vector<Centreline>& routes) {
  return 1 + int(routes.size());
}
const Centreline& line_at(const Centreline& main, const std::vector<Centreline>& routes, int l) {
  return l == 0 ? main : routes[size_t(l - 1)];
}

// For each line and sample: the walls to open and the terrain width on each side.
std::vector<std::vector<SampleSides>> border_lines(const TrackDesc& desc, const Centreline& main,
                                                   const std::vector<Centreline>& routes) {
  const int n = line_count(routes);
  const double k = desc.kerb_width;
  std::vector<std::vector<SampleSides>> out(static_cast<size_t>(n));
  for (int a = 0; a < n; ++a) {
    const Centreline& la = line_at(main, routes, a);
    auto& sides = out[size_t(a)];
    sides.assign(la.samples.size(),
                 SampleSides{{{false, desc.terrain_width}, {false, desc.terrain_width}}});
    for (int b = 0; b < n; ++b) {
      if (b == a) continue;
      const Centreline& lb = line_at(main, routes, b);
      // Nearest sample of b at about the same height (a bridge does not count), per sample,
      // among those close enough to matter (a gap under `reach`), found through a grid.
      const SampleGrid grid(lb, 2 * desc.terrain_width + kMaxRoadWidth + 2 * k);
      const size_t count = la.samples.size();
      std::vector<double> gap(count, 1e18), lateral(count, 0);
      for (size_t i = 0; i < count; ++i) {
        const Frame& f = la.samples[i];
        double best = 1e18;
        grid.near(f.pos, [&](size_t j) {
          const Frame& g = lb.samples[j];
          if (std::abs(g.pos.z - f.pos.z) > 4) return;
          const Point3 d = g.pos - f.pos;
          const double dist = std::hypot(d.x, d.y);
          // Only what lies beside this sample: a route starting ahead is not yet a neighbour.
          if (std::abs(dot(d, f.forward)) > 0.7 * dist) return;
          if (dist < best) {
            best = dist;
            gap[i] = dist - (f.width / 2 + k) - (g.width / 2 + k);
            lateral[i] = dot(d, f.left);
          }
        });
      }
      // Which side b lies on is decided per run of close samples (at the junction itself the
      // centres coincide and the offset says nothing; further along it is clear).
      const double reach = 2 * desc.terrain_width;
      size_t start = 0;
      if (la.closed) {
        while (start < count && gap[start] < reach) ++start;
        if (start == count) start = 0;
      }
      size_t i = 0;
      while (i < count) {
        const size_t s0 = (start + i) % count;
        if (gap[s0] >= reach) {
          ++i;
          continue;
        }
        size_t len = 0;
        double lean = 0;
        while (i + len < count && gap[(start + i + len) % count] < reach) {
          lean += lateral[(start + i + len) % count];
          ++len;
        }
        const int side = lean >= 0 ? 0 : 1;
        for (size_t j = 0; j < len; ++j) {
          const size_t s = (start + i + j) % count;
          SideState& st = sides[s].side[side];
          // Half the gap and a little more, so the two terrains overlap instead of leaving a
          // slit. Where the roads meet the walls open, and the slit left between their kerbs gets
          // ground from both sides, like the divider further on. The gap is measured between
          // sample points, not square across roads that part at an angle, so a unit of ground
          // is kept beyond the kerb until the other road surely covers it (2 units of overlap).
          if (gap[s] < 0.5) st.open = true;
          st.terrain = gap[s] > -2 ? std::min(st.terrain, std::max(0.0, gap[s]) / 2 + 1) : 0;
        }
        i += len;
      }
    }
  }
  return out;
}

// Where a line's grass strip would pass over another road (a bridge over it), the strip stops a
// unit before that road's wall: grass in the air over a road would cover it.
void stop_strips_over_roads(const TrackDesc& desc, const Centreline& main,
                            const std::vector<Centreline>& routes,
                            std::vector<std::vector<SampleSides>>& sides) {
  const RoadCorridor roads(desc, main, routes);
  const double k = desc.kerb_width;
  for (int a = 0; a < line_count(routes); ++a) {
    const Centreline& la = line_at(main, routes, a);
    for (size_t i = 0; i < la.samples.size(); ++i) {
      const Frame& f = la.samples[i];
      const Point3 level = unit(Point3{f.left.x, f.left.y, 0}, {0, 1, 0});
      for (int side = 0; side < 2; ++side) {
        SideState& st = sides[size_t(a)][i].side[side];
        // The grass near an opening is ground between two roads that meet: it stays.
        bool near_open = false;
        for (long j = long(i) - 2; j <= long(i) + 2; ++j) {
          const long count = long(la.samples.size());
          if (!la.closed && (j < 0 || j >= count)) continue;
          near_open = near_open || sides[size_t(a)][size_t((j + count) % count)].side[side].open;
        }
        if (near_open) continue;
        const double sign = side == 0 ? 1.0 : -1.0;
        const Point3 foot = f.pos + f.left * (sign * (f.width / 2 + k));
        for (double t = 0; t <= st.terrain + 1e-9; t += 1) {
          const Point3 q = foot + level * (sign * t) + Point3{0, 0, -0.04 * t};
          const auto road = roads.surface_over(q, 1.0);
          if (road && q.z > road->z + 0.1) {
            st.terrain = std::min(st.terrain, std::max(0.0, t - 1));
            break;
          }
        }
      }
    }
  }
}

bool in_tunnel(const TrackDesc& desc, const Centreline& main, size_t sample) {
  if (main.length <= 0) return false;
  const double at = main.samples[sample].distance / main.length;
  for (const Stretch& t : desc.tunnels)
    if (at >= t.from && at < t.to) return true;
  return false;
}

// One sector's mesh under construction.
struct MeshBuilder {
  std::vector<Point3> positions;
  std::vector<Point3> normal_sum;
  std::vector<double> shade;  // 1 in the open, kTunnelShade in tunnels
  std::vector<assets::Face> faces;
  std::vector<Point3> face_normals;

  uint32_t vertex(Point3 p, double s) {
    positions.push_back(p);
    normal_sum.push_back({0, 0, 0});
    shade.push_back(s);
    return uint32_t(positions.size() - 1);
  }

  // A quad a, b, c, d wound counter-clockwise seen from the side it faces; uv per corner.
  void quad(std::array<uint32_t, 4> idx, std::array<std::array<uint32_t, 2>, 4> uv, uint32_t page,
            uint32_t property) {
    const Point3 n =
        unit(cross(positions[idx[2]] - positions[idx[0]], positions[idx[3]] - positions[idx[1]]));
    assets::Face f;
    f.vertex_count = 4;
    f.indices = idx;
    f.normal = to_vec3(n);
    f.material = "TEXGOU";
    f.color_or_page = page;
    f.uv = uv;
    f.property = property;
    faces.push_back(f);
    for (uint32_t i : idx) normal_sum[i] = normal_sum[i] + n;
  }

  assets::Sector finish() const {
    assets::Sector s;
    const Point3 toward_sun = kSunDirection * -1.0;
    for (size_t i = 0; i < positions.size(); ++i) {
      const Point3 n = unit(normal_sum[i]);
      s.object.positions.push_back(to_vec3(positions[i]));
      s.object.normals.push_back(to_vec3(n));
      // §5.4: 0..127, about 65 neutral (a level road in the sun).
      const double light = (30 + 44 * std::max(0.0, dot(n, toward_sun))) * shade[i];
      s.vertex_brightness.push_back(uint8_t(std::clamp(std::lround(light), 0L, 127L)));
    }
    s.object.faces = faces;
    Vec3 lo = s.object.positions.front(), hi = lo;
    for (const Vec3& p : s.object.positions) {
      lo = Vec3{std::min(lo.x, p.x), std::min(lo.y, p.y), std::min(lo.z, p.z)};
      hi = Vec3{std::max(hi.x, p.x), std::max(hi.y, p.y), std::max(hi.z, p.z)};
    }
    const Point3 centre = (from_vec(lo) + from_vec(hi)) * 0.5;
    double radius = 0;
    for (const Point3& p : positions) radius = std::max(radius, norm(p - centre));
    s.object.radius = to_fx(radius);
    // §5.4: the mesh box with z lowered by 2 and raised by 10.
    s.bbox_min = Vec3{lo.x, lo.y, lo.z - to_fx(2)};
    s.bbox_max = Vec3{hi.x, hi.y, hi.z + to_fx(10)};
    return s;
  }
};

// v texel range of a segment: the texture repeats every kTexturePeriod segments.
std::array<uint32_t, 2> v_range(size_t segment) {
  const uint32_t v0 = uint32_t((segment % kTexturePeriod) * (256 / kTexturePeriod));
  return {v0, std::min(255u, v0 + uint32_t(256 / kTexturePeriod))};
}

std::array<std::array<uint32_t, 2>, 4> uv_quad(uint32_t u1, uint32_t u2,
                                               std::array<uint32_t, 2> v) {
  // Corners: (i, edge 1), (i + 1, edge 1), (i + 1, edge 2), (i, edge 2).
  return {{{u1, v[0]}, {u1, v[1]}, {u2, v[1]}, {u2, v[0]}}};
}

struct LineContext {
  const TrackDesc& desc;
  const Centreline& line;
  const std::vector<SampleSides>& sides;
  bool is_main;
  const Centreline& main;
};

// Builds the sector over segments [first, last) of a line.
assets::Sector build_sector(const LineContext& c, size_t first, size_t last) {
  MeshBuilder m;
  const size_t count = c.line.samples.size();
  const double k = c.desc.kerb_width;
  auto sample = [&](size_t i) -> const Frame& { return c.line.samples[i % count]; };
  auto tunnel_segment = [&](size_t seg) {
    return c.is_main && in_tunnel(c.desc, c.main, seg % count);
  };
  auto tunnel_sample = [&](size_t i) {
    if (!c.is_main) return false;
    return tunnel_segment(i) || tunnel_segment(i + count - 1);
  };
  // A strip between two edges; `edge(i, e)` gives the position of edge e (0, 1) at sample i,
  // `use(seg)` whether the segment gets a face.
  auto strip = [&](auto&& edge, auto&& use, uint32_t page, uint32_t property,
                   std::array<uint32_t, 2> u, auto&& page_of) {
    std::map<size_t, std::array<uint32_t, 2>> at;
    auto vertices = [&](size_t i) {
      auto it = at.find(i);
      if (it != at.end()) return it->second;
      const double s = tunnel_sample(i) ? kTunnelShade : 1.0;
      const std::array<uint32_t, 2> v{m.vertex(edge(i, 0), s), m.vertex(edge(i, 1), s)};
      at.emplace(i, v);
      return v;
    };
    for (size_t seg = first; seg < last; ++seg) {
      if (!use(seg)) continue;
      const auto a = vertices(seg), b = vertices(seg + 1);
      const uint32_t face_page = page_of(seg, page);
      // The start page's chequered band (v 96..159) spans the segments either side of the line.
      const std::array<uint32_t, 2> v = face_page != kPageStart ? v_range(seg)
                                        : seg % count == 0      ? std::array<uint32_t, 2>{128, 159}
                                                                : std::array<uint32_t, 2>{96, 128};
      m.quad({a[0], b[0], b[1], a[1]}, uv_quad(u[0], u[1], v), face_page, property);
    }
  };
  auto same_page = [](size_t, uint32_t page) { return page; };
  auto always = [](size_t) { return true; };
  auto at_offset = [&](size_t i, double offset) {
    const Frame& f = sample(i);
    return f.pos + f.left * offset;
  };
  auto half = [&](size_t i) { return sample(i).width / 2; };
  const uint32_t road = bits::kVisible | bits::kRoad;
  const uint32_t wall = bits::kVisible | bits::kWall | bits::kTwoSided;
  const uint32_t ground_grass = bits::kVisible | bits::kRoad | (kGrassSurface << kSurfaceShift);

  // Asphalt, right half then left half (edge 0 is always the right-hand edge); the start line
  // page on the segments either side of the lap line.
  auto start_page = [&](size_t seg, uint32_t page) {
    if (c.is_main && (seg % count == 0 || seg % count == count - 1)) return uint32_t(kPageStart);
    return page;
  };
  strip([&](size_t i, int e) { return at_offset(i, e ? 0.0 : -half(i)); }, always, kPageAsphalt,
        road, {0, 128}, start_page);
  strip([&](size_t i, int e) { return at_offset(i, e ? half(i) : 0.0); }, always, kPageAsphalt,
        road, {128, 255}, start_page);

  for (int side = 0; side < 2; ++side) {
    const double sign = side == 0 ? 1.0 : -1.0;
    auto state = [&](size_t i) -> const SideState& { return c.sides[i % count].side[side]; };
    // Kerb: from the asphalt edge to the wall line.
    strip(
        [&](size_t i, int e) {
          const double inner = half(i), outer = half(i) + k;
          return at_offset(i, sign * ((e == 0) == (side == 0) ? inner : outer));
        },
        always, kPageKerb, road, {0, 255}, same_page);
    // Wall: vertical, from the kerb's outer edge up; open where another road joins.
    auto wall_base = [&](size_t i) { return at_offset(i, sign * (half(i) + k)); };
    auto wall_height = [&](size_t i) {
      return tunnel_sample(i) ? std::max(kTunnelHeight, c.desc.wall_height) : c.desc.wall_height;
    };
    strip(
        [&](size_t i, int e) {
          const Point3 base = wall_base(i);
          // Facing the road: edge 0 is the foot on the left wall, the top on the right wall.
          const bool top = (e == 1) == (side == 0);
          return top ? base + Point3{0, 0, wall_height(i)} : base;
        },
        [&](size_t seg) { return !state(seg).open && !state(seg + 1).open; }, kPageWall, wall,
        side == 0 ? std::array<uint32_t, 2>{0, 255} : std::array<uint32_t, 2>{255, 0}, same_page);
    // Above it, up to kWallClearance over its foot, the same wall unseen: no car clears it
    // onto the grass beyond, which is scenery, not ground.
    strip(
        [&](size_t i, int e) {
          const Point3 base = wall_base(i);
          const bool top = (e == 1) == (side == 0);
          return base +
                 Point3{0, 0, top ? std::max(kWallClearance, wall_height(i)) : wall_height(i)};
        },
        [&](size_t seg) {
          return !state(seg).open && !state(seg + 1).open && wall_height(seg) < kWallClearance &&
                 wall_height(seg + 1) < kWallClearance;
        },
        kPageWall, bits::kWall | bits::kTwoSided,
        side == 0 ? std::array<uint32_t, 2>{0, 255} : std::array<uint32_t, 2>{255, 0}, same_page);
    // Terrain: level grass beyond the wall, stopping halfway to a neighbouring road. Where the
    // wall opens onto another road it is ground (with the grass surface): a car can drive there.
    auto terrain_edge = [&](size_t i) {
      const Frame& f = sample(i);
      const Point3 level = unit(Point3{f.left.x, f.left.y, 0}, {0, 1, 0});
      const double w = state(i).terrain;
      return wall_base(i) + level * (sign * w) + Point3{0, 0, -0.04 * w};
    };
    // The segment touches an opening, or lies within a segment of one: there the grass is
    // ground, so the pocket between the caps of two walls that start a little apart is too.
    auto near_open = [&](size_t seg) {
      for (long j = long(seg) - 1; j <= long(seg) + 2; ++j) {
        if (!c.line.closed && (j < 0 || j >= long(count))) continue;
        if (state(size_t(j + long(count))).open) return true;
      }
      return false;
    };
    // The strips that are only scenery match the terrain: gravel in a quarry, grass elsewhere.
    const uint32_t strip_page = c.desc.terrain.kind == "cliffs" ? kPageSpoil : kPageGrass;
    const auto grass_side =
        side == 0 ? std::array<uint32_t, 2>{0, 255} : std::array<uint32_t, 2>{255, 0};
    strip([&](size_t i, int e) { return (e == 0) == (side == 0) ? wall_base(i) : terrain_edge(i); },
          // Also where one end has none: the terrain then narrows to a point, closing the slit
          // where two roads part (or meet) as it opens.
          [&](size_t seg) {
            return (state(seg).terrain > 0.25 || state(seg + 1).terrain > 0.25) && near_open(seg);
          },
          kPageGrass, ground_grass, grass_side, same_page);
    strip([&](size_t i, int e) { return (e == 0) == (side == 0) ? wall_base(i) : terrain_edge(i); },
          [&](size_t seg) {
            return state(seg).terrain > 0.25 && state(seg + 1).terrain > 0.25 && !near_open(seg);
          },
          strip_page, bits::kVisible, grass_side, same_page);
    // Where a wall starts or ends beside an opening to another road, a cap across the terrain
    // closes the divider between the two walls (each road's cap reaches past the middle).
    // Samples first..last - 1 are this sector's own; an open line's last sector has its end too.
    const size_t final_sample = !c.line.closed && last + 1 == count ? count : last;
    for (size_t i = first; i < final_sample; ++i) {
      if (!c.line.closed && i == 0) continue;
      const bool at_end = !c.line.closed && i + 1 == count;
      const bool opening = state(i + count - 1).open || (!at_end && state(i + 1).open);
      // Only across a divider: the terrain there stops short for the other road.
      if (state(i).open || !opening || state(i).terrain <= 0.25 ||
          state(i).terrain >= c.desc.terrain_width - 1e-9)
        continue;
      const double shade = tunnel_sample(i) ? kTunnelShade : 1.0;
      const Point3 foot = wall_base(i), end = terrain_edge(i), rise{0, 0, wall_height(i)};
      const uint32_t a = m.vertex(foot, shade), b = m.vertex(end, shade),
                     t = m.vertex(end + rise, shade), u = m.vertex(foot + rise, shade);
      m.quad({a, b, t, u}, uv_quad(0, 255, v_range(i)), kPageWall, wall);
      if (wall_height(i) < kWallClearance) {  // its unseen upper part, as on the walls
        const Point3 clear{0, 0, kWallClearance};
        const uint32_t v = m.vertex(end + clear, shade), w = m.vertex(foot + clear, shade);
        m.quad({u, t, v, w}, uv_quad(0, 255, v_range(i)), kPageWall, bits::kWall | bits::kTwoSided);
      }
    }
  }
  // Tunnel roof: from the right wall's top to the left wall's top, facing down.
  strip(
      [&](size_t i, int e) {
        const double h = std::max(kTunnelHeight, c.desc.wall_height);
        return at_offset(i, (e == 0 ? 1 : -1) * (half(i) + k)) + Point3{0, 0, h};
      },
      tunnel_segment, kPageWall, bits::kVisible | bits::kTwoSided, {0, 255}, same_page);
  return m.finish();
}

double box_distance(const assets::Sector& a, const assets::Sector& b) {
  auto gap = [](Fx lo1, Fx hi1, Fx lo2, Fx hi2) {
    return std::max({0.0, (lo1 - hi2) / 65536.0, (lo2 - hi1) / 65536.0});
  };
  const double dx = gap(a.bbox_min.x, a.bbox_max.x, b.bbox_min.x, b.bbox_max.x);
  const double dy = gap(a.bbox_min.y, a.bbox_max.y, b.bbox_min.y, b.bbox_max.y);
  const double dz = gap(a.bbox_min.z, a.bbox_max.z, b.bbox_min.z, b.bbox_max.z);
  return std::sqrt(dx * dx + dy * dy + dz * dz);
}

}  // namespace

TrackGeometry build_geometry(const TrackDesc& desc, const Centreline& main,
                             const std::vector<Centreline>& routes) {
  TrackGeometry g;
  g.textures = make_track_textures(desc.texture_seed);
  auto sides = border_lines(desc, main, routes);
  stop_strips_over_roads(desc, main, routes, sides);
  for (int l = 0; l < line_count(routes); ++l) {
    const Centreline& line = line_at(main, routes, l);
    if (line.samples.size() < 2) continue;
    const size_t segments = line.closed ? line.samples.size() : line.samples.size() - 1;
    const size_t count = std::max<size_t>(1, size_t(std::lround(line.length / desc.sector_length)));
    const LineContext c{desc, line, sides[size_t(l)], l == 0, main};
    for (size_t s = 0; s < count; ++s) {
      const size_t first = s * segments / count, last = (s + 1) * segments / count;
      if (last <= first) continue;
      g.sectors.push_back(build_sector(c, first, last));
      g.spans.push_back(SectorSpan{l, first, last});
    }
  }
  // §5.5 [I]: the list is both what is drawn and what is collided with from a sector. We list
  // the sector itself first (the car search starts with its own sector anyway), then every
  // sector whose box lies within kVisibilityRange, which always includes the road neighbours
  // (they share the boundary vertices, so their boxes touch).
  for (size_t a = 0; a < g.sectors.size(); ++a) {
    assets::VisibilityEntry e;
    e.sectors.push_back(int32_t(a));
    for (size_t b = 0; b < g.sectors.size(); ++b)
      if (b != a && box_distance(g.sectors[a], g.sectors[b]) <= kVisibilityRange)
        e.sectors.push_back(int32_t(b));
    g.visibility.push_back(std::move(e));
  }
  return g;
}

size_t sector_of(const TrackGeometry& g, int line, size_t sample) {
  size_t fallback = 0;
  bool found_line = false;
  for (size_t s = 0; s < g.spans.size(); ++s) {
    const SectorSpan& span = g.spans[s];
    if (span.line != line) continue;
    if (sample >= span.first && sample < span.last) return s;
    fallback = s;  // the line's last sector holds its last sample
    found_line = true;
  }
  return found_line ? fallback : 0;
}

}  // namespace unpod::disc
