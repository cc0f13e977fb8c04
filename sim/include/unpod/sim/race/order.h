// The order between gates and the network's order at a gate (pod-race.md "Positions", "The
// race paths and the order between them", "Going the wrong way"). Free functions over the race
// state: the order table (place p holds a racer) and each record's place nibble (from 1) are
// kept equal, as RaceRules::move_up keeps them.
//
// A path value is a racer's tracker value, 16.16: the distance still to go to the lap line, so
// lower is further along. Racer n is a human when n < humans.
#pragma once

#include <cstdint>
#include <span>

#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::race {

// POD FUN_004afd3c (POD FUN_004aad68 in the later edition): a tracker moved on. The racer passes
// cars ahead of it, from the car just ahead upwards, never the finished cars at the top. Racers
// below `humans` are humans: the path values decide between two computer cars only, or for every
// pair with `human_path_order` (DEVIATION 8; the original's branch for a human in a view, which
// compares distances, is not traced).
void order_after_move_on(RaceState& state, int32_t racer, std::span<const Fx> path_values,
                         int32_t humans = 0, bool human_path_order = false);

// POD FUN_004ab418: a tracker moved back. A racer still racing drops behind cars behind it.
// Path values are compared for humans too (the note names no computer-only test here).
void order_after_move_back(RaceState& state, int32_t racer, std::span<const Fx> path_values);

// POD FUN_0042ceac: the order at a gate for the network messages, FUN_0042c264 (move_up) with a
// tie-break on the clock at the last gate (+0x14): of two cars at the same gate, the one that
// got there first is ahead.
void order_at_gate_network(RaceState& state, int32_t racer);

}  // namespace unpod::sim::race
