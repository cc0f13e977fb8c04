// The scenery check of the track compiler's validation (docs/TRACK-FORMAT.md, "What the compiler
// checks"): no scenery face (visible, one-sided, neither ground nor wall: the terrain, its grass
// strips, bridge decks and supports) rises over the road, the kerbs or the walls' feet of any
// line, seen from above, unless it leaves the road below headroom (a bridge's deck).
#pragma once

#include <string>
#include <vector>

#include "track_compiler.h"

namespace unpod::disc {

// A scenery point this far over the road's surface covers it (units).
inline constexpr double kSceneryTolerance = 0.25;
// Scenery this far or further over a road leaves it headroom (as the walls' unseen parts reach).
inline constexpr double kSceneryHeadroom = 6.0;

// One line per face that covers a road: where, by how much, which line, and the nearest
// control point's description line as "(nearest control point: line N)". Empty when clear.
std::vector<std::string> scenery_over_roads(const TrackDesc& desc, const CompiledTrack& track);

}  // namespace unpod::disc
