// The hole check: probes along and across every line, each looked up among the ground faces
// under it; failing probes at neighbouring distances along a line make one hole.
#include "drivable_surface.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

constexpr double kFaceBucketSide = 4.0;  // units, the side of a bucket of faces
constexpr double kEdgeSlack = 1e-6;
constexpr double kWallReach = 6;  // a wall part starting this far above the road still counts

Point3 point_of(const assets::Vec3& v) {
  return {v.x / 65536.0, v.y / 65536.0, v.z / 65536.0};
}

// The height of triangle a, b, c at p's x and y when p lies over it (seen from above, an edge
// counting as inside).
std::optional<double> height_over(const Point3& a, const Point3& b, const Point3& c,
                                  const Point3& p) {
  const double det = (b.y - c.y) * (a.x - c.x) + (c.x - b.x) * (a.y - c.y);
  if (std::abs(det) < 1e-12) return std::nullopt;  // seen edge-on (a wall)
  const double u = ((b.y - c.y) * (p.x - c.x) + (c.x - b.x) * (p.y - c.y)) / det;
  const double v = ((c.y - a.y) * (p.x - c.x) + (a.x - c.x) * (p.y - c.y)) / det;
  const double w = 1 - u - v;
  if (u < -kEdgeSlack || v < -kEdgeSlack || w < -kEdgeSlack) return std::nullopt;
  return u * a.z + v * b.z + w * c.z;
}

std::string whole_units(double v) {
  return std::to_string(std::lround(v));
}

std::string one_decimal(double v) {
  const long tenths = std::lround(v * 10);
  return std::to_string(tenths / 10) + "." + std::to_string(std::abs(tenths % 10));
}

}  // namespace

FaceIndex::FaceIndex(const assets::Circuit& circuit, uint32_t property_bit) {
  for (const assets::Sector& s : circuit.sectors)
    for (const assets::Face& f : s.object.faces) {
      if ((f.property & property_bit) == 0) continue;
      const auto corner = [&](size_t k) { return point_of(s.object.positions[f.indices[k]]); };
      // The runtime's quad halves: A, B, C and A, C, D.
      triangles_.push_back({corner(0), corner(1), corner(2)});
      if (f.is_quad()) triangles_.push_back({corner(0), corner(2), corner(3)});
    }
  for (size_t t = 0; t < triangles_.size(); ++t) {
    const Triangle& tri = triangles_[t];
    const int64_t x0 = cell_of(std::min({tri.a.x, tri.b.x, tri.c.x}));
    const int64_t x1 = cell_of(std::max({tri.a.x, tri.b.x, tri.c.x}));
    const int64_t y0 = cell_of(std::min({tri.a.y, tri.b.y, tri.c.y}));
    const int64_t y1 = cell_of(std::max({tri.a.y, tri.b.y, tri.c.y}));
    for (int64_t x = x0; x <= x1; ++x)
      for (int64_t y = y0; y <= y1; ++y) cells_[key(x, y)].push_back(t);
  }
}

int64_t FaceIndex::cell_of(double v) const {
  return int64_t(std::floor(v / kFaceBucketSide));
}

std::optional<double> FaceIndex::height_under(Point3 p, double reach) const {
  const auto it = cells_.find(key(cell_of(p.x), cell_of(p.y)));
  if (it == cells_.end()) return std::nullopt;
  std::optional<double> best;
  for (size_t t : it->second) {
    const Triangle& tri = triangles_[t];
    const auto h = height_over(tri.a, tri.b, tri.c, p);
    if (!h || std::abs(*h - p.z) > reach) continue;
    if (!best || std::abs(*h - p.z) < std::abs(*best - p.z)) best = h;
  }
  return best;
}

WallIndex::WallIndex(const assets::Circuit& circuit) {
  for (const assets::Sector& s : circuit.sectors)
    for (const assets::Face& f : s.object.faces) {
      if ((f.property & assets::face_bits::kWall) == 0) continue;
      // A wall is upright: its foot from above is the longest span between its corners.
      Foot foot;
      double longest = -1;
      foot.low = 1e300, foot.high = -1e300;
      for (uint32_t a = 0; a < f.vertex_count; ++a) {
        const Point3 pa = point_of(s.object.positions[f.indices[a]]);
        foot.low = std::min(foot.low, pa.z);
        foot.high = std::max(foot.high, pa.z);
        for (uint32_t b = a + 1; b < f.vertex_count; ++b) {
          const Point3 pb = point_of(s.object.positions[f.indices[b]]);
          const double d = std::hypot(pa.x - pb.x, pa.y - pb.y);
          if (d > longest) longest = d, foot.p = pa, foot.q = pb;
        }
      }
      const size_t index = feet_.size();
      feet_.push_back(foot);
      const auto cell = [](double v) { return int64_t(std::floor(v / kFaceBucketSide)); };
      for (int64_t x = cell(std::min(foot.p.x, foot.q.x)); x <= cell(std::max(foot.p.x, foot.q.x));
           ++x)
        for (int64_t y = cell(std::min(foot.p.y, foot.q.y));
             y <= cell(std::max(foot.p.y, foot.q.y)); ++y)
          cells_[key(x, y)].push_back(index);
    }
}

std::optional<double> WallIndex::top_between(Point3 a, Point3 b) const {
  const auto cell = [](double v) { return int64_t(std::floor(v / kFaceBucketSide)); };
  const auto side = [](const Point3& o, const Point3& p, const Point3& q) {
    return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  };
  std::optional<double> top;
  for (int64_t x = cell(std::min(a.x, b.x)); x <= cell(std::max(a.x, b.x)); ++x)
    for (int64_t y = cell(std::min(a.y, b.y)); y <= cell(std::max(a.y, b.y)); ++y) {
      const auto it = cells_.find(key(x, y));
      if (it == cells_.end()) continue;
      for (size_t i : it->second) {
        const Foot& w = feet_[i];
        // A wall standing on the ground there, or the unseen part stacked on it.
        if (w.high < a.z - kGroundReach || w.low > a.z + kWallReach) continue;
        // The two segments cross: each one's ends on either side of the other (touching counts).
        if (side(a, b, w.p) * side(a, b, w.q) <= 0 && side(w.p, w.q, a) * side(w.p, w.q, b) <= 0)
          top = std::max(top.value_or(w.high), w.high);
      }
    }
  return top;
}

std::vector<std::string> drivable_surface_holes(const TrackDesc& desc, const CompiledTrack& track) {
  const FaceIndex ground(track.circuit, assets::face_bits::kRoad);
  const WallIndex walls(track.circuit);
  std::vector<std::string> out;
  const double k = desc.kerb_width;
  for (size_t l = 0; l <= track.routes.size(); ++l) {
    const Centreline& line = l == 0 ? track.main : track.routes[l - 1];
    const std::string name = l == 0 ? "the main line" : "route " + desc.routes[l - 1].name;
    if (line.samples.size() < 2 || line.length <= 0) continue;
    const size_t steps = size_t(std::ceil(line.length / kSurfaceProbeStep));
    const size_t count = line.closed ? steps : steps + 1;
    // A hole under construction: the first failing probe and how far it reaches.
    bool open = false;
    Point3 first{};
    double from = 0, to = 0, lo = 0, hi = 0;
    const auto close_hole = [&] {
      if (!open) return;
      open = false;
      out.push_back("a hole in the drivable surface of " + name + " at (" + whole_units(first.x) +
                    ", " + whole_units(first.y) + ", " + whole_units(first.z) + "), about " +
                    one_decimal(to - from + kSurfaceProbeStep) + " by " +
                    one_decimal(hi - lo + kSurfaceProbeStep) +
                    " units with no ground face under the road or its shoulder" +
                    " (nearest control point: line " +
                    std::to_string(nearest_control_line(desc, first)) + ")");
    };
    for (size_t i = 0; i < count; ++i) {
      const double d = std::min(line.length, double(i) * line.length / double(steps));
      const Frame f = line.at(d);
      // Just inside the shoulder's outer edge, so a probe does not sit on a face's border.
      const double half = f.width / 2 + k + kShoulder - 0.05;
      const size_t across = size_t(std::ceil(2 * half / kSurfaceProbeStep));
      bool failed = false;
      for (size_t j = 0; j <= across; ++j) {
        const double off = -half + 2 * half * double(j) / double(across);
        const Point3 p = f.pos + f.left * off;
        if (ground.height_under(p, kGroundReach)) continue;
        // A shoulder behind a wall (seen from the centre line) is out of the cars' reach.
        if (std::abs(off) > f.width / 2 + k - 0.1 && walls.top_between(f.pos, p)) continue;
        if (!open) {
          open = true;
          first = p;
          from = d;
          lo = hi = off;
        }
        failed = true;
        to = d;
        lo = std::min(lo, off);
        hi = std::max(hi, off);
      }
      if (!failed) close_hole();
    }
    close_hole();
  }
  return out;
}

}  // namespace unpod::disc
