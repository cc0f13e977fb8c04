// The world around the road (docs/TRACK-FORMAT.md, "Terrain and scenery"): a height field out to
// the terrain's extent (level, hills or a quarry's benches, with spoil heaps and cliffs), and a
// bridge deck with supports wherever a road passes over another. All of it is scenery (visible
// faces with no ground or wall bit): cars are kept off it by the walls, as off the grass strips.
#pragma once

#include <optional>
#include <vector>

#include "centreline.h"
#include "road_corridor.h"
#include "track_desc.h"
#include "track_geometry.h"

namespace unpod::disc {

// The terrain grid's spacing (units): one quad per cell.
inline constexpr double kTerrainCell = 10.0;
// Terrain near a road stays this far under its lowest surface (the road, kerbs and strips).
inline constexpr double kTerrainClearance = 0.6;
// A road whose ground lies this far under where the terrain would lie (kTerrainClearance under
// its strips) is on a bridge: a deck under it, and supports.
inline constexpr double kBridgeGap = 3.0;

struct SceneryReport {
  size_t terrain_faces = 0;
  size_t deck_segments = 0;
  std::vector<Point3> supports;  // the foot of every bridge support, at its centre
};

// Where a spoil heap or a cliff of the description would reach a road (its grass strip
// included): an error on its line, checked before the geometry is built.
std::optional<DescError> check_scenery(const TrackDesc& desc, const Centreline& main,
                                       const RoadCorridor& roads);

// Adds the terrain, bridge decks and supports to the sectors, each face in the sector of the
// road sample nearest to it. They come after each sector's own vertices and faces, and the
// sectors' boxes keep to the road: the physics' sectors and face numbers stay as they were.
// Deterministic: the same description gives the same faces.
SceneryReport add_terrain(const TrackDesc& desc, const Centreline& main,
                          const std::vector<Centreline>& routes, const RoadCorridor& roads,
                          TrackGeometry& geometry);

}  // namespace unpod::disc
