// The hole check of the track compiler's validation (docs/TRACK-FORMAT.md, "What the compiler
// checks"): the road, its kerbs and a shoulder beyond them (where no wall stands between) are
// sampled on a grid along every line (the lap and each route), and every point must have a
// ground face under it, as the physics finds the ground (faces with the road bit, quads split
// along their A-C diagonal).
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "track_compiler.h"

namespace unpod::disc {

// Spacing of the sample points along and across the road (units).
inline constexpr double kSurfaceProbeStep = 1.0;
// The shoulder: how far beyond the kerb's outer edge (the foot of the wall) the ground must go,
// so a car pushed against the wall, or through an opening in it, still has ground under it.
inline constexpr double kShoulder = 1.0;
// A ground face counts when it lies this close above or below the sampled point (units).
inline constexpr double kGroundReach = 1.5;

// The faces of a compiled circuit that carry a property bit, as triangles bucketed in square
// cells of the ground plane, to ask what lies under a point.
class FaceIndex {
 public:
  FaceIndex(const assets::Circuit& circuit, uint32_t property_bit);
  // The height of the face under `p` (seen from above) nearest p's height within `reach`.
  std::optional<double> height_under(Point3 p, double reach) const;

 private:
  struct Triangle {
    Point3 a, b, c;
  };
  static int64_t key(int64_t x, int64_t y) { return x * 4000037 + y; }
  int64_t cell_of(double v) const;
  std::vector<Triangle> triangles_;
  std::unordered_map<int64_t, std::vector<size_t>> cells_;
};

// The wall faces of a compiled circuit, each as its foot seen from above (a segment) and the
// heights it spans, bucketed in square cells of the ground plane.
class WallIndex {
 public:
  explicit WallIndex(const assets::Circuit& circuit);
  // The top of the highest wall that stands across the straight line from `a` to `b` (seen
  // from above) at a's height, or nothing when none does.
  std::optional<double> top_between(Point3 a, Point3 b) const;

 private:
  struct Foot {
    Point3 p, q;  // the ends, seen from above
    double low = 0, high = 0;
  };
  static int64_t key(int64_t x, int64_t y) { return x * 4000037 + y; }
  std::vector<Foot> feet_;
  std::unordered_map<int64_t, std::vector<size_t>> cells_;
};

// One line per hole: where it is, its size, and the nearest control point's description line
// as "(nearest control point: line N)". Empty when the surface is whole.
std::vector<std::string> drivable_surface_holes(const TrackDesc& desc, const CompiledTrack& track);

}  // namespace unpod::disc
