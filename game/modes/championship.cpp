#include "modes/championship.h"

#include <algorithm>
#include <numeric>

#include "modes/championship_rules.h"
#include "unpod/assets/best_times.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::game::modes {
namespace {

// A name as the progress file keeps it (inih reads a value back trimmed and cuts it at " ;"):
// control characters become spaces, ';' becomes ':', at most kBestTimesNameMax bytes (as the
// best-times file), spaces trimmed. Results are matched to the roster by these names.
std::string clean_name(std::string name) {
  for (char& c : name) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
    if (c == ';') c = ':';
  }
  if (name.size() > assets::kBestTimesNameMax) name.resize(assets::kBestTimesNameMax);
  const size_t first = name.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  return name.substr(first, name.find_last_not_of(' ') - first + 1);
}

// A circuit name the progress file can hold as it is.
bool progress_name_fits(const std::string& name) {
  if (name.empty() || name.size() > 64 || name.front() == ' ' || name.back() == ' ') return false;
  return std::none_of(name.begin(), name.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == ';';
  });
}

// What the standings compare of one racer.
struct Tally {
  int32_t points = 0;
  std::vector<int32_t> places;  // places[p]: the races finished in place p + 1
  int64_t total_time = 0;
};

// POD FUN_004787dc and POD FUN_0047875c (inferred): whether `a` (grid index ia) comes before `b`.
bool standing_before(const Tally& a, size_t ia, const Tally& b, size_t ib) {
  for (const TieBreak key : kStandingsOrder) {
    switch (key) {
      case TieBreak::points:
        if (a.points != b.points) return a.points > b.points;
        break;
      case TieBreak::wins: {
        const int32_t wa = a.places.empty() ? 0 : a.places[0];
        const int32_t wb = b.places.empty() ? 0 : b.places[0];
        if (wa != wb) return wa > wb;
        break;
      }
      case TieBreak::better_places:
        for (size_t p = 1; p < std::max(a.places.size(), b.places.size()); ++p) {
          const int32_t na = p < a.places.size() ? a.places[p] : 0;
          const int32_t nb = p < b.places.size() ? b.places[p] : 0;
          if (na != nb) return na > nb;
        }
        break;
      case TieBreak::total_race_time:
        if (a.total_time != b.total_time) return a.total_time < b.total_time;
        break;
      case TieBreak::grid_order:
        if (ia != ib) return ia < ib;
        break;
    }
  }
  return false;
}

}  // namespace

std::vector<RacerResult> racer_results(const std::vector<sim::race::RaceResult>& results,
                                       const std::vector<sim::race::RacerName>& names) {
  std::vector<RacerResult> out;
  out.reserve(results.size());
  for (const sim::race::RaceResult& r : results) {
    RacerResult o;
    if (r.racer >= 0 && static_cast<size_t>(r.racer) < names.size()) {
      o.driver = names[static_cast<size_t>(r.racer)].driver;
      o.car = names[static_cast<size_t>(r.racer)].car;
    }
    o.human = r.human;
    o.place = r.place;
    o.finished = r.finished;
    o.race_time = r.race_time;
    o.best_lap = r.best_lap;
    out.push_back(std::move(o));
  }
  return out;
}

// POD FUN_00478568 (inferred): the points of one result
int32_t points_for(int32_t place, bool finished) {
  if (!finished && !kUnfinishedScores) return 0;
  if (place < 1 || static_cast<size_t>(place) > kPointsByPlace.size()) return 0;
  return kPointsByPlace[static_cast<size_t>(place) - 1];
}

Championship::Championship(ChampionshipSetup setup)
    : setup_(std::move(setup)), racers_(setup_.roster) {}

std::optional<Championship> Championship::start(ChampionshipSetup setup, std::string& error) {
  error.clear();
  if (setup.circuits.empty()) error = "a championship needs at least one circuit";
  if (setup.circuits.size() > kMostRaces)
    error = "a championship has at most " + std::to_string(kMostRaces) + " races";
  for (const std::string& c : setup.circuits)
    if (!progress_name_fits(c)) error = "the circuit name \"" + c + "\" cannot be kept";
  if (setup.difficulty < 0 || setup.difficulty > 2)
    error = "the difficulty is 0 (easy), 1 (normal) or 2 (hard), not " +
            std::to_string(setup.difficulty);
  if (setup.difficulty >= 0 && setup.difficulty <= 2 &&
      !sim::session::damage_allowed(setup.difficulty, setup.damage))
    error = "the damage is off only on easy, global or sector on normal, sector only on hard";
  if (setup.laps < 0 || setup.laps > sim::race::kMaxLaps)
    error = "the laps are 0 (each circuit's own) to " + std::to_string(sim::race::kMaxLaps) +
            ", not " + std::to_string(setup.laps);
  size_t humans = 0;
  for (size_t i = 0; i < setup.roster.size(); ++i) {
    ChampionshipRacer& r = setup.roster[i];
    r.driver = clean_name(std::move(r.driver));
    r.car = clean_name(std::move(r.car));
    if (r.human) {
      // Fewer humans before it than racers: a computer driver is ahead of it.
      if (humans < i) error = "the human drivers come first on the grid (as in POD)";
      ++humans;
    }
    if (r.driver.empty()) error = "racer " + std::to_string(i + 1) + " has no name";
    for (size_t j = 0; j < i; ++j)
      if (setup.roster[j].driver == r.driver) error = "two racers are named " + r.driver;
  }
  if (humans < 1 || humans > kMostHumans)
    error = "a championship has one or two human drivers, not " + std::to_string(humans);
  if (setup.roster.size() > kMostRacers)
    error = "a championship has at most " + std::to_string(kMostRacers) + " racers";
  if (!error.empty()) return std::nullopt;
  return Championship(std::move(setup));
}

std::optional<size_t> Championship::next_race() const {
  if (over()) return std::nullopt;
  return races_run();
}

const std::string* Championship::next_circuit() const {
  const auto next = next_race();
  return next ? &setup_.circuits[*next] : nullptr;
}

std::string Championship::add_race(const std::vector<RacerResult>& results) {
  if (over()) return "the championship is over: no race to count";
  std::vector<ChampionshipRacer> racers = racers_;
  std::vector<RaceEntry> row(racers.size());
  std::vector<bool> place_taken(results.size() + 1, false);
  for (const RacerResult& res : results) {
    const std::string driver = clean_name(res.driver);
    const std::string who = driver.empty() ? std::string("a racer without a name") : driver;
    if (driver.empty()) return who + " in the results";
    if (res.place < 0 || static_cast<size_t>(res.place) > results.size())
      return who + ": place " + std::to_string(res.place) + " in a race of " +
             std::to_string(results.size());
    if (res.place > 0 && place_taken[static_cast<size_t>(res.place)])
      return who + ": place " + std::to_string(res.place) + " is given twice";
    if (res.place > 0) place_taken[static_cast<size_t>(res.place)] = true;
    if (res.finished && (res.place == 0 || res.race_time <= 0))
      return who + " finished without a place or a race time";
    if (res.race_time < 0 || res.best_lap < 0) return who + ": a negative time";
    auto it = std::find_if(racers.begin(), racers.end(),
                           [&](const ChampionshipRacer& r) { return r.driver == driver; });
    if (it == racers.end()) {
      if (res.human) return who + " is not a human driver of this championship";
      if (racers.size() >= kMostRacers)
        return "a championship has at most " + std::to_string(kMostRacers) + " racers";
      racers.push_back({driver, clean_name(res.car), false});
      row.emplace_back();
      it = racers.end() - 1;
    }
    if (it->human != res.human)
      return who + (it->human ? " is a human driver of this championship"
                              : " is not a human driver of this championship");
    RaceEntry& e = row[static_cast<size_t>(it - racers.begin())];
    if (e.raced) return who + " appears twice in the results";
    e = {true, res.place, res.finished, res.finished ? res.race_time : 0, res.best_lap};
  }
  for (size_t i = 0; i < racers.size(); ++i)
    if (racers[i].human && !row[i].raced) return racers[i].driver + " is missing from the results";

  racers_ = std::move(racers);
  for (std::vector<RaceEntry>& earlier : results_) earlier.resize(racers_.size());
  results_.push_back(std::move(row));
  return {};
}

std::vector<Standing> Championship::standings() const {
  std::vector<Tally> tally(racers_.size());
  std::vector<Standing> out(racers_.size());
  for (size_t i = 0; i < racers_.size(); ++i) {
    out[i].racer = i;
    out[i].driver = racers_[i].driver;
    out[i].car = racers_[i].car;
    out[i].human = racers_[i].human;
    for (const std::vector<RaceEntry>& race : results_) {
      const RaceEntry& e = race[i];
      if (!e.raced) {
        out[i].race_points.push_back(kNotRaced);
        continue;
      }
      const int32_t points = points_for(e.place, e.finished);
      out[i].race_points.push_back(points);
      tally[i].points += points;
      if (!e.finished) continue;
      tally[i].total_time += e.race_time;
      if (tally[i].places.size() < static_cast<size_t>(e.place))
        tally[i].places.resize(static_cast<size_t>(e.place), 0);
      ++tally[i].places[static_cast<size_t>(e.place) - 1];
    }
    out[i].points = tally[i].points;
    out[i].wins = tally[i].places.empty() ? 0 : tally[i].places[0];
  }
  std::vector<size_t> order(racers_.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return standing_before(tally[a], a, tally[b], b); });
  std::vector<Standing> sorted;
  sorted.reserve(order.size());
  for (size_t k = 0; k < order.size(); ++k) {
    sorted.push_back(std::move(out[order[k]]));
    sorted.back().place = static_cast<int32_t>(k + 1);
  }
  return sorted;
}

std::optional<Standing> Championship::champion() const {
  if (!over()) return std::nullopt;
  std::vector<Standing> s = standings();
  if (s.empty()) return std::nullopt;
  return s.front();
}

}  // namespace unpod::game::modes
