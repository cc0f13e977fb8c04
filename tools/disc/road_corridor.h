// The road corridors of a circuit seen from above: every sample of every line (the lap and each
// route) with its road, kerbs and grass strip, bucketed in square cells, to ask how far a place
// lies from the roads and how high the road over it is. The terrain (track_terrain.h) is shaped
// around them, and the validation checks that no scenery covers them.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

#include "centreline.h"
#include "track_desc.h"

namespace unpod::disc {

// One sample of one line, as the corridor queries need it.
struct CorridorSample {
  Point3 pos;
  Point3 forward;    // level, unit
  Point3 left;       // level, unit
  double rise = 0;   // height gained per unit to the left across the road (the bank)
  double half = 0;   // centre line to the wall's foot: half the width plus the kerb
  double strip = 0;  // the grass strip beyond the wall (terrain-width)
  double low = 0;    // the lowest height of the road, its kerbs and its grass strips here
  int line = 0;      // 0 = main, 1 + i = routes[i]
  size_t index = 0;  // the sample's index on its line
};

// The road over a place: its surface height and the line it belongs to.
struct RoadOver {
  double z = 0;
  int line = 0;
};

class RoadCorridor {
 public:
  RoadCorridor(const TrackDesc& desc, const Centreline& main,
               const std::vector<Centreline>& routes);

  // Calls `each` for every sample within `radius` of `p` seen from above.
  void near(Point3 p, double radius, const std::function<void(const CorridorSample&)>& each) const;
  // The height of the road surface (asphalt and kerbs, and the wall's foot out to `beyond`
  // units past it) over `p` seen from above, the lowest where several roads are over it.
  std::optional<RoadOver> surface_over(Point3 p, double beyond) const;
  // Calls `each` for every sample whose road (as above) is over `p`.
  void over(Point3 p, double beyond, const std::function<void(const RoadOver&)>& each) const;
  // The sample nearest `p` seen from above (any line), or nothing when none lies within
  // `radius`.
  const CorridorSample* nearest(Point3 p, double radius) const;

  const std::vector<CorridorSample>& samples() const { return samples_; }

 private:
  static int64_t key(int64_t x, int64_t y) { return x * 4000037 + y; }
  int64_t cell_of(double v) const;
  double cell_ = 32;
  std::vector<CorridorSample> samples_;
  std::unordered_map<int64_t, std::vector<size_t>> cells_;
};

}  // namespace unpod::disc
