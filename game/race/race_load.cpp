#include "race/race_load.h"

#include <algorithm>

namespace unpod::game {
namespace {

std::unique_ptr<LoadedRace> race_from(std::unique_ptr<LoadedRace> race,
                                      const assets::Replay& description, std::string& error) {
  race->plan = description;
  race->plan.frames.clear();
  race->plan.step_hashes.clear();
  race->plan.checkpoints.clear();
  for (const assets::ReplayRacer& r : race->plan.racers) {
    Racer racer;
    racer.driver = r.driver;
    racer.car = race->data.car_index(r.car);
    racer.human = r.human;
    racer.lane = r.lane;
    racer.attacks = r.attacks;
    if (racer.car < 0) {
      error = "racer " + r.driver + "'s car " + r.car + " is not in the installation";
      return nullptr;
    }
    race->racers.push_back(std::move(racer));
  }
  race->session_setup = sim::session::session_setup_of(race->plan);
  race->setup = race->session_setup.race;
  race->difficulty = race->plan.difficulty;
  race->session = sim::session::make_session(race->data, race->plan, error);
  if (!race->session) return nullptr;
  return race;
}

}  // namespace

sim::session::RaceRequest request_of(const Options& options) {
  sim::session::RaceRequest request;
  request.circuit = options.track;
  request.mirror = options.mirror;
  request.laps = options.laps;
  request.difficulty = static_cast<int32_t>(options.difficulty);
  request.damage = sim::session::damage_for(request.difficulty, options.damage);
  request.human_cars.assign(size_t(options.players), options.car);
  // Eight cars at most: two players and seven opponents race with six.
  request.cars = std::min(8, options.players + options.opponents);
  // The game's walls push back a point that went through them (DEVIATION 12): at the run to the
  // line's 43 ms steps a car at top speed would otherwise drive through a wall.
  request.walls_push_back = true;
  // And measures a long vector at 1/256 where the original's length wraps (DEVIATION 14): a
  // car 200 units behind its catch-up target is not "on its heels", a put-back on a long path
  // link faces along it.
  request.long_lengths = true;
  request.human_path_order = true;  // DEVIATION 8
  request.view = kRaceViewStep;
  return request;
}

std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const sim::session::RaceRequest& request,
                                      std::string& error) {
  auto race = std::make_unique<LoadedRace>();
  if (!sim::session::load_race_data(installation, request.circuit, race->data, error))
    return nullptr;
  auto plan = sim::session::plan_race(race->data, request, error);
  if (!plan) {
    error = "circuit " + race->data.entry.name + ": " + error;
    return nullptr;
  }
  race->warnings = plan->warnings;
  return race_from(std::move(race), plan->setup, error);
}

std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const assets::Replay& description, std::string& error) {
  auto race = std::make_unique<LoadedRace>();
  if (!sim::session::load_race_data(installation, description.circuit, race->data, error))
    return nullptr;
  return race_from(std::move(race), description, error);
}

std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const Options& options, std::string& error) {
  return load_race(installation, request_of(options), error);
}

}  // namespace unpod::game
