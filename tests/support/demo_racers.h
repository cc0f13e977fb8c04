// The racers of a race on the demo disc, as the game and `unpod-tool race` choose them
// (session::choose_racers: the humans first, then the difficulty's competitors), in the demo
// disc's cars; and the session of such a race. Header-only: the sim is the one the test program
// links (unpod_physics_hash_o0 links the sim built at -O0).
#pragma once

#include <memory>
#include <stdexcept>
#include <vector>

#include "support/demo_disc.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/racers.h"

namespace unpod::test {

inline std::vector<sim::session::RacerEntry> demo_racers(const assets::Circuit& circuit,
                                                         int difficulty,
                                                         const sim::race::RaceSetup& race) {
  const std::vector<std::string>& names = demo_car_names();
  std::vector<sim::session::RacerEntry> racers;
  for (const auto& c : sim::session::choose_racers(circuit, difficulty, race, names, 0))
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

// The description (a replay without frames) of a race on the Dusk Ring on NORMAL: `humans`
// humans and `computers` computer cars as choose_racers picks them, `laps` laps, keyboards for
// the humans; a network race when `network`.
inline assets::Replay dusk_ring_setup(int32_t humans, int32_t computers, int32_t laps = 1,
                                      bool network = false) {
  assets::Replay r;
  r.circuit = "DUSKRING";
  r.difficulty = 1;
  r.laps = laps;
  r.humans = humans;
  r.computers = computers;
  r.network = network;
  r.view_step = int32_t(sim::race::ViewStep::kFar);
  sim::race::RaceSetup race;
  race.humans = humans;
  race.computers = computers;
  for (const auto& c :
       sim::session::choose_racers(dusk_ring().circuit, 1, race, demo_car_names(), 0))
    r.racers.push_back({c.driver, demo_car_names()[c.car], 0, c.human, c.lane, c.attacks});
  r.devices.assign(size_t(humans), {});
  return r;
}

// The session a replay describes on the Dusk Ring, its racers in the demo disc's cars by name;
// throws std::runtime_error with the session's error when it cannot be made.
inline std::unique_ptr<sim::session::RaceSession> dusk_ring_replay_session(
    const assets::Replay& r) {
  sim::session::SessionSetup s;
  s.race.humans = r.humans;
  s.race.computers = r.computers;
  s.race.laps = r.laps;
  s.race.network = r.network;
  s.difficulty = r.difficulty;
  s.physics.difficulty = r.difficulty;
  s.physics.damage.on = r.damage;
  s.physics.damage.mode = r.damage_mode;
  std::vector<sim::session::RacerEntry> racers;
  for (const assets::ReplayRacer& x : r.racers) {
    sim::session::RacerEntry e;
    e.car = &demo_car(x.car);
    e.car_name = x.car;
    e.driver = x.driver;
    e.human = x.human;
    e.lane = x.lane;
    e.attacks = x.attacks;
    racers.push_back(std::move(e));
  }
  auto made = sim::session::RaceSession::make(dusk_ring().circuit, s, std::move(racers));
  if (!made) throw std::runtime_error(made.error().to_string());
  return std::move(made).value();
}

}  // namespace unpod::test
