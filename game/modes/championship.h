// A championship (pod-race.md "The end": points after each race, FUN_00478568, and the racers
// sorted, FUN_004787dc / FUN_0047875c): an ordered list of circuits raced one after the other at
// one difficulty and lap setting, points after each race and the standings between races. The
// points and the order of the standings are Un-POD's choices (championship_rules.h,
// docs/CHAMPIONSHIP.md). No file and no screen here: championship_progress.h keeps it on disk.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/types.h"
#include "unpod/sim/race/results.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::modes {

// One driver of the championship: a racer of its first grid, or a computer driver who joined
// later (a circuit whose competitor list names someone new).
struct ChampionshipRacer {
  std::string driver;
  std::string car;  // the car of the racer's first race
  bool human = false;
  bool operator==(const ChampionshipRacer&) const = default;
};

struct ChampionshipSetup {
  // The circuits in race order: every circuit of the installation in its order, or the player's
  // own list (`custom`), which may leave circuits out or repeat one.
  std::vector<std::string> circuits;
  bool custom = false;
  int32_t difficulty = 0;  // 0 easy, 1 normal, 2 hard
  // Damage, by POD's rule for the difficulty (off only on easy, sector only on hard).
  sim::session::DamageRule damage = sim::session::DamageRule::kOff;
  int32_t laps = 0;  // 1..sim::race::kMaxLaps, or 0: each circuit's own laps
  // The first race's grid: one or two humans first (the players, with the cars they chose; in
  // POD racer n is a human when n < the number of humans), then the computer drivers. Names are the
  // racers' identity from race to race.
  std::vector<ChampionshipRacer> roster;
  bool operator==(const ChampionshipSetup&) const = default;
};

// One racer's result in one race, as the results screen has it (sim::race::RaceResult with the
// racer's names).
struct RacerResult {
  std::string driver;
  std::string car;
  bool human = false;
  int32_t place = 0;  // from 1; 0: unplaced (a retired human)
  bool finished = false;
  assets::Fx race_time = 0;  // 16.16 seconds, as the race records hold them; 0: not finished
  assets::Fx best_lap = 0;   // 0 when no lap was completed
};

// The results of sim::race::results with each racer's names (`names` indexed by racer; a racer
// without one gets empty names).
std::vector<RacerResult> racer_results(const std::vector<sim::race::RaceResult>& results,
                                       const std::vector<sim::race::RacerName>& names);

// What the championship keeps of one racer in one race.
struct RaceEntry {
  bool raced = false;  // false: the racer was not in that race
  int32_t place = 0;
  bool finished = false;
  assets::Fx race_time = 0;
  assets::Fx best_lap = 0;
  bool operator==(const RaceEntry&) const = default;
};

// POD FUN_00478568 (inferred): the points a result earns (championship_rules.h).
int32_t points_for(int32_t place, bool finished);

inline constexpr int32_t kNotRaced = -1;

// One line of the standings.
struct Standing {
  int32_t place = 0;  // from 1; no two racers share one (the last tie-break is the grid)
  size_t racer = 0;   // index into Championship::racers()
  std::string driver;
  std::string car;
  bool human = false;
  int32_t points = 0;
  int32_t wins = 0;
  std::vector<int32_t> race_points;  // per race run, in order; kNotRaced where absent
  bool operator==(const Standing&) const = default;
};

class Championship {
 public:
  // A new championship, or nothing with `error` set: no circuit, a circuit name empty, more than
  // kMostRaces races, a difficulty or lap setting out of range, not one or two humans, an empty
  // or repeated driver name, a human after a computer driver on the grid, more than kMostRacers
  // racers.
  static std::optional<Championship> start(ChampionshipSetup setup, std::string& error);

  const ChampionshipSetup& setup() const { return setup_; }
  // The roster: the first grid, then the drivers who joined later, in the order they came.
  const std::vector<ChampionshipRacer>& racers() const { return racers_; }
  // results()[race][racer], one row per race run.
  const std::vector<std::vector<RaceEntry>>& results() const { return results_; }

  size_t races_run() const { return results_.size(); }
  bool over() const { return races_run() >= setup_.circuits.size(); }
  // The next race's index into setup().circuits, and its circuit; nothing once it is over.
  std::optional<size_t> next_race() const;
  const std::string* next_circuit() const;

  // Counts the next race's results. Returns an error, and changes nothing, when the
  // championship is over, a driver appears twice, a human of the championship is missing or a
  // human appears who is not one, or a place or time is impossible (a finisher without a place
  // or time, a place past the grid). A computer driver not yet in the roster joins it.
  std::string add_race(const std::vector<RacerResult>& results);

  // Every racer, best first (championship_rules.h: kStandingsOrder).
  std::vector<Standing> standings() const;
  // The winner, once the last race is counted.
  std::optional<Standing> champion() const;

 private:
  explicit Championship(ChampionshipSetup setup);
  ChampionshipSetup setup_;
  std::vector<ChampionshipRacer> racers_;
  std::vector<std::vector<RaceEntry>> results_;
};

}  // namespace unpod::game::modes
