// The racers of a race on the demo disc, as the game and `unpod-tool race` choose them
// (session::choose_racers: the humans first, then the difficulty's competitors), in the demo
// disc's cars; and the session of such a race. Header-only: the sim is the one the test program
// links (unpod_physics_hash_o0 links the sim built at -O0).
#pragma once

#include <memory>
#include <stdexcept>
#include <vector>

#include "support/demo_disc.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/racers.h"

namespace unpod::test {

inline std::vector<sim::session::RacerEntry> demo_racers(const assets::Circuit& circuit,
                                                         int difficulty,
                                                         const sim::race::RaceSetup& race) {
  const std::vector<std::string>& names = demo_car_names();
  std::vector<sim::session::RacerEntry> racers;
  for (const auto& c : sim::session::choose_racers(circuit, difficulty, race, names.size(), 0))
    racers.push_back(sim::session::entry_for(c, &demo_car(names[c.car]), names[c.car]));
  return racers;
}

// `computers` computer cars and no human, `laps` laps at `difficulty` (0 easy, 1 normal, 2 hard:
// the paths, the competitors and the physics' catch-up).
inline sim::session::SessionSetup computers_race(int32_t computers, int difficulty, int32_t laps) {
  sim::session::SessionSetup setup;
  setup.race.humans = 0;
  setup.race.computers = computers;
  setup.race.laps = laps;
  setup.difficulty = difficulty;
  setup.physics.difficulty = difficulty;
  return setup;
}

// The session of `setup` on `circuit` with demo_racers; throws std::runtime_error with the
// session's error when it cannot be made.
inline std::unique_ptr<sim::session::RaceSession> demo_session(
    const assets::Circuit& circuit, const sim::session::SessionSetup& setup) {
  auto made = sim::session::RaceSession::make(circuit, setup,
                                              demo_racers(circuit, setup.difficulty, setup.race));
  if (!made) throw std::runtime_error(made.error().to_string());
  return std::move(made).value();
}

}  // namespace unpod::test
