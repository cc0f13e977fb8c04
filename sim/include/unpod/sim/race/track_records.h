// The track's records during a race (pod-race.md "Beacons, checkpoints and laps" and "The end"):
// the best laps (the table at 0x693e78) and the best race times (0x693a84) as the race holds them,
// loaded from the circuit's best times at the start (load_records, FUN_004b2300), checked at each
// counted lap line and each finish (FUN_004b26f8, FUN_004b24fc) so the HUD can say where a time
// stands, and the finished race's results put back into the best times for the game to save
// (save_records, FUN_004b23f4: record_results in results.h). No file I/O here: the game reads
// and writes the file.
#pragma once

#include <cstdint>
#include <vector>

#include "unpod/assets/best_times.h"
#include "unpod/sim/race/record.h"

namespace unpod::sim::race {

// One time in a record table: who set it in this race, or -1 for a time loaded from the file.
struct RecordTime {
  Fx time = 0;
  int32_t racer = -1;
  bool operator==(const RecordTime&) const = default;
};

// POD FUN_004b24fc: puts `entry` into `table` (sorted, the best first; a time equal to a stored
// one goes after it), keeping at most `kept` entries. Returns where it went (0 = the new record),
// or -1 when it did not enter. A time <= 0 never enters.
int32_t insert_time(std::vector<RecordTime>& table, RecordTime entry, size_t kept);

class TrackRecords {
 public:
  TrackRecords() = default;
  // POD FUN_004b2300 (load_records, after the file is read): the best laps of `best`, and its
  // race times of races of `laps` laps (race times are only ranked among races of one length).
  TrackRecords(const assets::BestTimes& best, int32_t laps);

  // POD FUN_004b26f8: the lap-record check at a counted lap line. Returns the lap's rank in the
  // lap table (0 = the new lap record) or -1. Inferred: a racer holds one place in the table, as
  // in the saved file (one best lap per race): a lap no better than its own entry does not enter,
  // a better one replaces it.
  int32_t check_lap(int32_t racer, Fx lap_time);
  // The race-record check at the finish (FUN_004b24fc on the race table). Returns the rank or -1.
  int32_t check_race(int32_t racer, Fx race_time);

  const std::vector<RecordTime>& laps() const { return laps_; }
  const std::vector<RecordTime>& races() const { return races_; }
  int32_t race_laps() const { return race_laps_; }
  bool operator==(const TrackRecords&) const = default;

 private:
  std::vector<RecordTime> laps_;   // 0x693e78
  std::vector<RecordTime> races_;  // 0x693a84
  int32_t race_laps_ = 0;
};

}  // namespace unpod::sim::race
