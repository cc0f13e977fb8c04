// The centre line of a road, sampled: the smooth curve through a description's control points
// (Catmull-Rom, centripetal), with width and banking interpolated, and a frame at every sample.
// The geometry, the gates, the start grid, the lanes and the race graph are all built on it.
#pragma once

#include <vector>

#include "track_desc.h"

namespace unpod::disc {

struct Frame {
  Point3 pos;      // on the centre line
  Point3 forward;  // unit, along the road
  Point3 left;     // unit, across the road to the left, tilted by the banking
  Point3 up;       // unit, the road's normal
  double width = 12;
  double bank = 0;      // degrees
  double distance = 0;  // along the line from its first sample
};

struct Centreline {
  std::vector<Frame> samples;  // evenly spaced, about `step` apart
  double length = 0;           // closed: the lap length; open: first to last sample
  bool closed = false;         // a closed line's last sample joins its first
  // Distance along the line of each control point it was built from, in order.
  std::vector<double> control_distances;

  // The frame at a distance along the line (wrapped when closed, clamped when open).
  Frame at(double distance) const;
  // The index of the sample nearest a distance.
  size_t index_at(double distance) const;
};

// How far apart the track compiler samples its centre lines (units); the geometry and the race
// data share them.
inline constexpr double kSampleStep = 2.0;

// The main lap, closed, starting at control point 0 (the lap line).
Centreline sample_main(const TrackDesc& desc, double step = kSampleStep);

// A route from main control point `from` through its via points to main control point `to`,
// open, with matching frames where it leaves and rejoins.
Centreline sample_route(const TrackDesc& desc, const RouteDesc& route, double step = kSampleStep);

}  // namespace unpod::disc
