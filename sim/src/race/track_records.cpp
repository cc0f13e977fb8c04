#include "unpod/sim/race/track_records.h"

#include <algorithm>

// DEVIATION 7: the track's records in Un-POD's own best-times file, not RECORDS/<track>.BRT.
namespace unpod::sim::race {

// POD FUN_004b24fc: insert a time into a record table and say where
int32_t insert_time(std::vector<RecordTime>& table, RecordTime entry, size_t kept) {
  if (entry.time <= 0) return -1;
  const auto at =
      std::upper_bound(table.begin(), table.end(), entry,
                       [](const RecordTime& a, const RecordTime& b) { return a.time < b.time; });
  const auto rank = static_cast<size_t>(at - table.begin());
  if (rank >= kept) return -1;
  table.insert(at, entry);
  if (table.size() > kept) table.resize(kept);
  return static_cast<int32_t>(rank);
}

// POD FUN_004b2300: load_records (the tables, from the circuit's best times)
TrackRecords::TrackRecords(const assets::BestTimes& best, int32_t laps) : race_laps_(laps) {
  for (const assets::BestTimeEntry& e : best.laps)
    insert_time(laps_, {e.best_lap, -1}, assets::kBestTimesKept);
  for (const assets::BestTimeEntry& e : best.races)
    if (e.laps == laps) insert_time(races_, {e.race_time, -1}, assets::kBestTimesKept);
}

// POD FUN_004b26f8: the lap-record check at the lap line
int32_t TrackRecords::check_lap(int32_t racer, Fx lap_time) {
  if (lap_time <= 0) return -1;
  // inferred: one place per racer (see the header)
  const auto own = std::find_if(laps_.begin(), laps_.end(),
                                [racer](const RecordTime& t) { return t.racer == racer; });
  if (own != laps_.end()) {
    if (own->time <= lap_time) return -1;
    laps_.erase(own);
  }
  return insert_time(laps_, {lap_time, racer}, assets::kBestTimesKept);
}

// POD FUN_004b24fc on the race table (0x693a84), from the finish in FUN_0042c684
int32_t TrackRecords::check_race(int32_t racer, Fx race_time) {
  return insert_time(races_, {race_time, racer}, assets::kBestTimesKept);
}

}  // namespace unpod::sim::race
