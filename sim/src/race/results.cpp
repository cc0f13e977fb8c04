#include "unpod/sim/race/results.h"

#include <algorithm>

// DEVIATION 7: the track's records in Un-POD's own best-times file, not RECORDS/<track>.BRT.
namespace unpod::sim::race {

// The results screen's list (inferred from the order table and the records, pod-race.md "The end")
std::vector<RaceResult> results(const RaceState& state, const RaceSetup& setup) {
  std::vector<RaceResult> out, retired;
  out.reserve(state.order.size());
  for (size_t p = 0; p < state.order.size(); ++p) {
    const int32_t racer = state.order[p];
    if (racer < 0 || static_cast<size_t>(racer) >= state.records.size()) continue;
    const RaceRecord& r = state.records[static_cast<size_t>(racer)];
    RaceResult res;
    res.retired = racer < 8 && (state.retired >> racer & 1u) != 0;
    res.out = r.out;
    res.place = res.retired ? 0 : static_cast<int32_t>(out.size()) + 1;
    res.racer = racer;
    res.human = racer < setup.humans;
    res.finished = r.has_finished();
    res.driven_to_end = r.driven_to_end;
    res.race_time = res.finished ? r.last_lap_clock : 0;
    // The first crossing only starts the count: laps completed = crossings - 1.
    res.laps = r.crossings > 0 ? r.crossings - 1 : 0;
    const auto stored = static_cast<size_t>(std::min(res.laps, kStoredLaps));
    for (size_t lap = 0; lap < stored; ++lap) {
      const Fx t = r.lap_times[lap];
      if (t > 0 && (res.best_lap == 0 || t < res.best_lap)) res.best_lap = t;
    }
    (res.retired ? retired : out).push_back(res);
  }
  out.insert(out.end(), retired.begin(), retired.end());
  return out;
}

// POD FUN_004b23f4: what save_records keeps (the game writes it with write_best_times)
std::vector<assets::BestTimesRank> record_results(assets::BestTimes& best,
                                                  const std::vector<RaceResult>& results,
                                                  int32_t laps,
                                                  const std::vector<RacerName>& names) {
  std::vector<assets::BestTimesRank> ranks;
  ranks.reserve(results.size());
  for (const RaceResult& r : results) {
    if (!r.finished) {
      ranks.push_back({});
      continue;
    }
    assets::BestTimeEntry e;
    e.best_lap = r.best_lap;
    e.race_time = r.race_time;
    e.laps = laps;
    if (r.racer >= 0 && static_cast<size_t>(r.racer) < names.size()) {
      e.driver = names[static_cast<size_t>(r.racer)].driver;
      e.car = names[static_cast<size_t>(r.racer)].car;
    }
    ranks.push_back(best.update(std::move(e)));
  }
  return ranks;
}

}  // namespace unpod::sim::race
