// The drivable geometry of a compiled circuit (pod-formats.md §5.4, §5.5): each sampled line
// (the main lap, then every route) cut into sectors about `sector_length` long, each sector a
// mesh of road, kerbs, walls, terrain and tunnel roofs over textured faces with per-vertex light,
// plus the visibility/neighbour list of every sector.
#pragma once

#include <cstddef>
#include <vector>

#include "centreline.h"
#include "track_desc.h"
#include "unpod/assets/circuit.h"

namespace unpod::disc {

// The direction of the sun (pointing from the sun down to the ground, unit): per-vertex light
// and the lights section use the same one.
inline constexpr Point3 kSunDirection{0.36, 0.48, -0.8};

// Which samples of which line a sector covers: samples first..last inclusive (last may be
// samples.size() on the closed main line: it wraps to sample 0).
struct SectorSpan {
  int line = 0;  // 0 = main, 1 + i = routes[i]
  size_t first = 0, last = 0;
};

struct TrackGeometry {
  std::vector<assets::Sector> sectors;
  std::vector<assets::VisibilityEntry> visibility;
  std::vector<SectorSpan> spans;  // one per sector
  assets::TextureList textures;   // the track pages (track_textures.h)
};

// Builds sectors, visibility and texture pages. Deterministic.
TrackGeometry build_geometry(const TrackDesc& desc, const Centreline& main,
                             const std::vector<Centreline>& routes);

// The sector holding sample `sample` of line `line` (0 = main, 1 + i = routes[i]).
size_t sector_of(const TrackGeometry& g, int line, size_t sample);

// Sectors whose boxes are closer than this (units) see each other.
inline constexpr double kVisibilityRange = 150.0;

}  // namespace unpod::disc
