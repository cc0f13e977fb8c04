#include "modes/race_records.h"

#include <algorithm>
#include <system_error>

#include "unpod/assets/serial.h"

namespace unpod::game::modes {
namespace {

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

// A name the best-times file and a file name can hold (docs/formats/best-times.md: 1-64 bytes,
// no '/' or '\', no control character).
bool best_times_name_fits(const std::string& circuit) {
  if (circuit.empty() || circuit.size() > 64 || circuit == "." || circuit == "..") return false;
  return std::none_of(circuit.begin(), circuit.end(), [](char c) {
    return c == '/' || c == '\\' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  });
}

// A rank after an entry went in at `at` of the same table: pushed down one when at or below it,
// and out of the table past its last place.
int32_t shifted(int32_t rank, int32_t at) {
  if (rank < 0 || at < 0 || rank < at) return rank;
  return rank + 1 < static_cast<int32_t>(assets::kBestTimesKept) ? rank + 1 : -1;
}

}  // namespace

std::filesystem::path best_times_path(const std::filesystem::path& folder,
                                      const std::string& circuit,
                                      assets::CircuitDirection direction) {
  std::string name = lower(circuit);
  name += direction == assets::CircuitDirection::reverse ? ".reverse.best" : ".best";
  return folder / name;
}

// POD FUN_004b23f4 (save_records), the game's side: load, record, write.
RaceRecords save_race_records(const std::filesystem::path& path, const std::string& circuit,
                              assets::CircuitDirection direction, int32_t laps,
                              const std::vector<sim::race::RaceResult>& results,
                              const std::vector<sim::race::RacerName>& names) {
  RaceRecords out;
  out.marks.assign(results.size(), RecordMark{});
  const std::string name = lower(circuit);
  if (!best_times_name_fits(name)) {
    out.error = "best times not saved: \"" + circuit + "\" cannot name a best-times file";
    return out;
  }
  out.times = assets::load_best_times_or_set_aside(path, out.warnings);
  std::error_code ec;
  if (!out.warnings.empty() && std::filesystem::exists(path, ec)) {
    // It did not read and could not be moved aside: writing would lose it.
    out.error = "best times not saved: " + path.string() + " is left as it is";
    return out;
  }
  if (!out.times.circuit.empty() &&
      (!assets::iequals(out.times.circuit, name) || out.times.direction != direction)) {
    out.error = "best times not saved: " + path.string() + " holds the times of " +
                out.times.circuit +
                (out.times.direction == assets::CircuitDirection::reverse ? " (reverse)" : "") +
                "; it is left as it is";
    return out;
  }
  out.times.circuit = name;
  out.times.direction = direction;

  const std::vector<assets::BestTimesRank> ranks =
      sim::race::record_results(out.times, results, laps, names);
  // Each insertion pushes down the race's earlier entries at or below it (a race has one length,
  // so its race ranks are all in one run of the race table).
  for (size_t i = 0; i < ranks.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      out.marks[j].lap_rank = shifted(out.marks[j].lap_rank, ranks[i].lap);
      out.marks[j].race_rank = shifted(out.marks[j].race_rank, ranks[i].race);
    }
    out.marks[i] = {ranks[i].lap, ranks[i].race};
  }
  const bool entered = std::any_of(ranks.begin(), ranks.end(),
                                   [](const auto& r) { return r.lap >= 0 || r.race >= 0; });
  // Nothing new: the file stays as it is (or absent).
  if (entered) {
    if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
    out.error = assets::write_best_times(path, out.times);
  }
  if (!out.error.empty()) out.error = "best times not saved: " + out.error;
  return out;
}

BestTimesList list_best_times(const std::filesystem::path& path, const std::string& car) {
  BestTimesList out;
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return out;
  const assets::Result<assets::BestTimes> read = assets::read_best_times(path);
  if (!read) {
    out.problem = read.error().to_string();
    return out;
  }
  const auto wanted = [&](const assets::BestTimeEntry& e) {
    return car.empty() || assets::iequals(e.car, car);
  };
  for (const assets::BestTimeEntry& e : read->laps) {
    if (std::none_of(out.cars.begin(), out.cars.end(),
                     [&](const std::string& c) { return assets::iequals(c, e.car); }))
      out.cars.push_back(e.car);
    if (wanted(e)) out.laps.push_back(e);
  }
  for (const assets::BestTimeEntry& e : read->races) {
    if (std::none_of(out.cars.begin(), out.cars.end(),
                     [&](const std::string& c) { return assets::iequals(c, e.car); }))
      out.cars.push_back(e.car);
    if (!wanted(e)) continue;
    if (out.races.empty() || out.races.back().laps != e.laps) out.races.push_back({e.laps, {}});
    out.races.back().entries.push_back(e);
  }
  return out;
}

}  // namespace unpod::game::modes
