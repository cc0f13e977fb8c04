// The race data of a compiled circuit: the action table, beacons and their chains, the
// checkpoint list, phases, the start grid, per difficulty the lane file and the race graph,
// both direction blocks, and the competitor lists (pod-formats.md §5.2, §5.12, §5.13).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "centreline.h"
#include "track_desc.h"
#include "unpod/assets/circuit.h"

namespace unpod::disc {

struct RaceData {
  std::vector<assets::Action> actions;                // the 52 retail actions, in table order
  std::array<assets::Direction, 2> directions;        // forward, reverse
  std::array<assets::CompetitorList, 3> competitors;  // EASY, NORMAL, HARD
};

// Builds the race data on the sampled lines. `routes[i]` is desc.routes[i] sampled. Errors
// (e.g. a competitor naming a lane that does not exist) name the description line.
bool build_race_data(const TrackDesc& desc, const Centreline& main,
                     const std::vector<Centreline>& routes, RaceData& out, DescError& error);

}  // namespace unpod::disc
