// A small circuit for the race-data and validation tests, built directly in C++: a round lap
// sampled by hand (independent of the centre-line sampler), optionally with a route that bulges
// outwards and rejoins, and the compiled track those tests validate.
#pragma once

#include "track_compiler.h"
#include "track_race.h"

namespace unpod::disc::testing {

struct RingOptions {
  double radius = 200;
  bool route = false;  // a route from control point 2 to 5, bulging outwards
  bool pit = false;    // that route is a pit lane
  int lanes = 3;
};

TrackDesc ring_desc(const RingOptions& o = {});
Centreline ring_main(const TrackDesc& desc, const RingOptions& o = {});
Centreline ring_route(const TrackDesc& desc, const RingOptions& o = {});

// Race data on the ring and a circuit holding it, with the compiler's sectors (build_geometry)
// on the ring's lines.
CompiledTrack ring_track(const RingOptions& o = {});

}  // namespace unpod::disc::testing
