// The track compiler: a TrackDesc in, a complete circuit out (geometry, textures, scenery and
// race data), validated before it is returned (docs/TRACK-FORMAT.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "centreline.h"
#include "track_desc.h"
#include "track_terrain.h"
#include "unpod/assets/circuit.h"

namespace unpod::disc {

struct CompiledTrack {
  assets::Circuit circuit;
  Centreline main;
  std::vector<Centreline> routes;
  SceneryReport scenery;  // what the terrain and the bridges added
  // What compiles but deserves the modder's eye (speed_limits.h: bends tighter than the computer
  // cars hold at their slowest), each at its description line, "warning: ..." in its message.
  std::vector<DescError> warnings;
};

// Compiles and validates: the lap is closed, every gate can be crossed by driving the centre
// line, path values fall monotonically between gates, every sector has neighbours. A failed
// validation is an error naming the description line where one is known.
std::optional<CompiledTrack> compile_track(const TrackDesc& desc, DescError& error);

// Validation alone, on a compiled circuit: an empty string when valid, else what failed.
std::string validate_track(const TrackDesc& desc, const CompiledTrack& track);

}  // namespace unpod::disc
