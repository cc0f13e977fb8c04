// The results of a race, one entry per place, as the results screen ("CLASSEMENT") lists them
// (pod-race.md "The end"): the menus draw it from the order table and the race records (inferred;
// its function is not traced). Times are 16.16 seconds; print them with fx::format_time_text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/assets/best_times.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::race {

struct RaceResult {
  int32_t place = 0;  // from 1; 0 for a retired human (unplaced)
  int32_t racer = -1;
  bool human = false;
  bool finished = false;       // the record's bit 0
  bool driven_to_end = false;  // bit 2: its result comes from the run to the line (FUN_0047831c)
  Fx race_time = 0;  // a finished car's clock at its last lap line (+0x10) = the sum of its laps;
                     // 0 for a car that did not finish
  Fx best_lap = 0;   // the least lap time stored in its record (0: no lap completed)
  int32_t laps = 0;  // laps completed
  bool retired = false;  // ours: a human who retired (inferred.h, "Retiring"), listed last
  bool out = false;      // the record's bit 1: a network race's human whose machine left (also
                         // retired: listed last, unplaced)
  bool operator==(const RaceResult&) const = default;
};

// Part of POD FUN_00479114, the end of a race (the run to the line is Race::drive_to_line).
// The results in the order table's order (0x502720): a finisher passes every car still racing
// (FUN_0042c264), so the finished cars come first in finishing order, then the others in their
// places on the road. The retired humans follow, unplaced (ours).
std::vector<RaceResult> results(const RaceState& state, const RaceSetup& setup);

// Who a racer is in the best-times file; given by the game (the menus' racer entries).
struct RacerName {
  std::string driver;
  std::string car;
};

// What save_records (FUN_004b23f4) keeps of a race: every finished racer's best lap and race
// time put into `best` (assets::BestTimes::update), in finishing order so that an equal time
// keeps the earlier finisher first. `names` is indexed by racer (a racer without one is saved
// unnamed). Returns each result's ranks, in the order of `results` ({-1, -1} when unfinished).
std::vector<assets::BestTimesRank> record_results(assets::BestTimes& best,
                                                  const std::vector<RaceResult>& results,
                                                  int32_t laps,
                                                  const std::vector<RacerName>& names);

}  // namespace unpod::sim::race
