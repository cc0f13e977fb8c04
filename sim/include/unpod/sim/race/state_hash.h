// Hashes of the race rules' state (FNV-1a over every field, in the record's order), for the
// determinism tests and the replays' checkpoints.
#pragma once

#include <cstdint>

#include "unpod/sim/fx/fnv.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::race {

inline constexpr uint64_t kHashSeed = fx::kFnvOffset;

// One racer's record (0xbc bytes) and path state (tracker, follower, lanes, line).
uint64_t record_hash(const RaceRecord& r, uint64_t h = kHashSeed);
uint64_t path_hash(const RacerPath& p, uint64_t h = kHashSeed);
// The race block's own fields: clock, order, best lap and splits, the finish counts, the end
// timer, the macros, the random generator.
uint64_t race_block_hash(const RaceState& s, uint64_t h = kHashSeed);

}  // namespace unpod::sim::race
