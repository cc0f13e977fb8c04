// The scenery sections of a compiled circuit (pod-formats.md §5.6, §5.7, §5.10, §5.11): props
// (cones and boxes) with hulls and contacts, the lights, sky, fog and background, and the pit
// lane's repair zone.
#pragma once

#include <string>
#include <vector>

#include "centreline.h"
#include "track_desc.h"
#include "track_geometry.h"
#include "unpod/assets/circuit.h"

namespace unpod::disc {

// Props: one descriptor per kind ("cone" 0, "box" 1), instances in the sector where they stand.
assets::Named<assets::Environment> make_environment(const TrackDesc& desc, const Centreline& main,
                                                    const TrackGeometry& geometry);
// A directional sun (kSunDirection) and one global sphere light over the circuit.
assets::Named<assets::Lighting> make_lighting(const TrackDesc& desc, const TrackGeometry& geometry);
assets::Sky make_sky(const TrackDesc& desc);
assets::FogBackground make_fog(const TrackDesc& desc);
// One zone over the middle of the pit lane (the first route flagged `pit`); NEANT without one.
assets::Named<assets::RepairZones> make_repair_zones(const TrackDesc& desc,
                                                     const std::vector<Centreline>& routes);

}  // namespace unpod::disc
