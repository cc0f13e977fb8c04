// The rules of docs/TRACK-FORMAT.md that need the road's shape, checked on the sampled centre
// lines before anything is built: no turn tighter than a radius of 30 units (nor a kink tighter
// than 15), and where the road crosses itself (or a route crosses the road) the two levels at
// least 8 units apart. The rules on single values and the whole file's counts are the
// parser's (track_desc.cpp).
#pragma once

#include <vector>

#include "centreline.h"
#include "track_desc.h"

namespace unpod::disc {

inline constexpr double kMinTurnRadius = 30;     // units, on the centre line, seen from above
inline constexpr double kMinCrossingLevels = 8;  // units between the levels where roads cross

// False with `error` on the line of the control point nearest the first place that breaks a
// rule.
bool check_road_rules(const TrackDesc& desc, const Centreline& main,
                      const std::vector<Centreline>& routes, DescError& error);

}  // namespace unpod::disc
