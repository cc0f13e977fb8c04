// A race's best times, on the game's side (pod-race.md "The end": save_records FUN_004b23f4 after
// the race): the circuit's best-times file (docs/formats/best-times.md, one file per circuit and
// direction in the user's data folder) loaded, the race's finishers put in
// (sim::race::record_results), the file written back atomically, and each result told whether it
// holds a record now, for the results screen's marks. Also the tables the "Best times" screen
// lists.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "unpod/assets/best_times.h"
#include "unpod/sim/race/results.h"

namespace unpod::game::modes {

// The circuit's file in `folder`: "<circuit>.best" for the forward direction, "<circuit>
// .reverse.best" for the reverse (the two keep separate tables), the name in lower case.
std::filesystem::path best_times_path(const std::filesystem::path& folder,
                                      const std::string& circuit,
                                      assets::CircuitDirection direction);

// Where one result stands in the circuit's tables once the whole race is saved.
struct RecordMark {
  int32_t lap_rank = -1;   // its best lap's place in the lap table (0 the record), -1 none
  int32_t race_rank = -1;  // its race time's place among races of this length, -1 none
  bool new_lap_record() const { return lap_rank == 0; }
  bool new_race_record() const { return race_rank == 0; }
  bool operator==(const RecordMark&) const = default;
};

struct RaceRecords {
  std::vector<RecordMark> marks;      // one per result, in the order given
  assets::BestTimes times;            // the tables as saved
  std::vector<std::string> warnings;  // a damaged file set aside (it is never lost)
  std::string error;                  // the file could not be written (marks still given)
};

// Loads `path` (missing: empty tables; damaged: kept as "<path>.corrupt-<n>" by
// assets::load_best_times_or_set_aside and started afresh), puts in every finished result of a
// race of `laps` laps (names indexed by racer), and writes the file atomically (making its
// folder) when a result entered a table. A file that holds another circuit's or direction's
// times is left as it is and nothing is written (an error). Ranks are those after every result is
// in: when two racers of the race both beat the old record, only the faster holds it.
RaceRecords save_race_records(const std::filesystem::path& path, const std::string& circuit,
                              assets::CircuitDirection direction, int32_t laps,
                              const std::vector<sim::race::RaceResult>& results,
                              const std::vector<sim::race::RacerName>& names);

// The races of one length in the race table.
struct RaceLengthTimes {
  int32_t laps = 0;
  std::vector<assets::BestTimeEntry> entries;  // best first
};

// What the "Best times" screen lists for a circuit: the lap table and the race tables (one per
// race length), for every car or one, and the cars that have times.
struct BestTimesList {
  std::vector<assets::BestTimeEntry> laps;  // best first
  std::vector<RaceLengthTimes> races;       // by laps, fewest first
  std::vector<std::string> cars;            // every car in the file, in the order of its best lap
  std::string problem;                      // the file did not read (it is left as it is)
};

// Reads `path` without changing it (missing: empty lists). `car` empty: every car; else only
// that car's times (compared case-blind).
BestTimesList list_best_times(const std::filesystem::path& path, const std::string& car = {});

}  // namespace unpod::game::modes
