// The computer drivers' pace at a difficulty (issue 15, item 5): eight computer cars race a demo
// circuit as the game races them (its walls and lengths: DEVIATION 12, DEVIATION 14), frame times
// from a seed, and the winner's time is the figure. The bench (bench_difficulty) prints it over ten
// seeds per circuit and difficulty; the disc test asserts that HARD is faster than NORMAL and
// NORMAL than EASY. Header-only, like demo_racers.h: the sim is the one the program links.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "support/demo_racers.h"
#include "support/median.h"
#include "unpod/sim/session/runner.h"

namespace unpod::test {

struct PaceRace {
  double winner_s = 0;  // the first finisher's race time (seconds)
  std::string winner_car;
  int put_backs = 0;   // every car's, over the whole race
  bool over = false;   // ended by its rules (the first car home)
  int unfinished = 0;  // cars that did not finish the laps by themselves (driven to the line)
};

// How a pace race is run beyond its circuit, difficulty, laps and seed.
struct PaceOptions {
  // The race runs until its last car finishes (RaceSetup::until_all_finish), so `unfinished`
  // counts the cars still out at the guard (20 minutes of race time).
  bool until_all_finish = false;
  int direction = 0;  // 1: mirrored
  // Racer n drives cars[n % size] (its name and car) instead of its competitor's demo car.
  std::vector<std::pair<std::string, const assets::Car*>> cars;
  // Called with the race and its seed before it runs (a bench's step observer).
  std::function<void(sim::session::RaceSession&, uint32_t seed)> before_run;
};

inline PaceRace race_for_pace(const assets::Circuit& circuit, int difficulty, int laps,
                              uint32_t seed, const PaceOptions& how = {}) {
  sim::session::SessionSetup setup = computers_race(8, difficulty, laps);
  setup.race.until_all_finish = how.until_all_finish;
  setup.direction = how.direction;
  setup.physics.walls.push_back_through = true;  // as the game races (race_load.cpp)
  setup.physics.lengths.long_at_1_256 = true;
  std::vector<sim::session::RacerEntry> racers = demo_racers(circuit, difficulty, setup.race);
  if (!how.cars.empty()) {
    const std::vector<sim::session::RacerChoice> choices =
        sim::session::choose_racers(circuit, difficulty, setup.race, demo_car_names(), 0);
    for (size_t r = 0; r < racers.size() && r < choices.size(); ++r) {
      const auto& [name, car] = how.cars[r % how.cars.size()];
      racers[r] = sim::session::entry_for(choices[r], car, name);
    }
  }
  auto made = sim::session::RaceSession::make(circuit, setup, std::move(racers));
  if (!made) throw std::runtime_error(made.error().to_string());
  auto race = std::move(made).value();
  if (how.before_run) how.before_run(*race, seed);
  sim::session::FrameSource frames = sim::session::FrameSource::seeded(seed);
  sim::session::RunOptions options;
  options.max_race_ms = int64_t(how.until_all_finish ? 20 : 60) * 60 * 1000;  // a guard
  const sim::session::RunResult ran = sim::session::run(*race, frames, std::move(options));
  PaceRace out;
  out.over = ran.over;
  for (const sim::session::Incidents& i : race->incidents()) out.put_backs += i.put_backs;
  for (const sim::race::RaceResult& r : race->results()) {
    out.unfinished += r.finished && !r.driven_to_end ? 0 : 1;
    if (r.place == 1) {
      out.winner_s = r.race_time / 65536.0;
      out.winner_car = race->racers()[size_t(r.racer)].car_name;
    }
  }
  return out;
}

// The winners' times of `seeds` races (seeds 1 to `seeds`), in seed order.
inline std::vector<PaceRace> pace_over_seeds(const assets::Circuit& circuit, int difficulty,
                                             int laps, int seeds, const PaceOptions& how = {}) {
  std::vector<PaceRace> races;
  for (int s = 1; s <= seeds; ++s)
    races.push_back(race_for_pace(circuit, difficulty, laps, uint32_t(s), how));
  return races;
}

inline double median_winner(const std::vector<PaceRace>& races) {
  std::vector<double> t;
  for (const PaceRace& r : races) t.push_back(r.winner_s);
  return median(std::move(t));
}

}  // namespace unpod::test
