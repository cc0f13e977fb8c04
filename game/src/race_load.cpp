#include "race_load.h"

#include <algorithm>

#include "unpod/assets/serial.h"
#include "unpod/sim/session/racers.h"

namespace unpod::game {
namespace {

std::string names_of_circuits(const assets::Installation& inst) {
  std::string list;
  for (const auto& c : inst.circuits)
    if (!c.file.empty()) list += (list.empty() ? "" : ", ") + c.name;
  return list.empty() ? "none" : list;
}

std::string names_of_cars(const assets::Installation& inst) {
  std::string list;
  for (const auto& c : inst.cars)
    if (!c.file.empty()) list += (list.empty() ? "" : ", ") + c.name;
  return list.empty() ? "none" : list;
}

// Loads a car file once; returns its index in race.cars.
int add_car(LoadedRace& race, const assets::InstalledCar& entry, std::string& error) {
  for (size_t i = 0; i < race.car_names.size(); ++i)
    if (race.car_names[i] == entry.name) return static_cast<int>(i);
  auto car = assets::load_car(entry.file);
  if (!car) {
    error = "car " + entry.name + ": " + car.error().to_string();
    return -1;
  }
  race.cars.push_back(std::move(car.value()));
  race.car_names.push_back(entry.name);
  race.car_files.push_back(entry.file);
  return static_cast<int>(race.cars.size()) - 1;
}

}  // namespace

std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const Options& options, std::string& error) {
  auto race = std::make_unique<LoadedRace>();
  const auto circuit_it = std::find_if(
      installation.circuits.begin(), installation.circuits.end(),
      [&](const assets::InstalledCircuit& c) { return assets::iequals(c.name, options.track); });
  if (circuit_it == installation.circuits.end() || circuit_it->file.empty()) {
    error = "no circuit named '" + options.track + "' in " + installation.root.string() +
            " (circuits: " + names_of_circuits(installation) + ")";
    return nullptr;
  }
  race->entry = *circuit_it;
  auto circuit = assets::load_circuit(circuit_it->file);
  if (!circuit) {
    error = "circuit " + circuit_it->name + ": " + circuit.error().to_string();
    return nullptr;
  }
  race->circuit = std::move(circuit.value());

  // The cars: the player's (or the first), then the opponents' by turns through the
  // installation's cars (choose_racers: the competitor lists' car strings have no known mapping
  // to files).
  std::vector<const assets::InstalledCar*> usable;
  for (const auto& c : installation.cars)
    if (!c.file.empty()) usable.push_back(&c);
  if (usable.empty()) {
    error = "no car file in " + installation.root.string();
    return nullptr;
  }
  size_t player_car = 0;
  if (!options.car.empty()) {
    const auto it = std::find_if(usable.begin(), usable.end(), [&](const assets::InstalledCar* c) {
      return assets::iequals(c->name, options.car);
    });
    if (it == usable.end()) {
      error = "no car named '" + options.car + "' (cars: " + names_of_cars(installation) + ")";
      return nullptr;
    }
    player_car = static_cast<size_t>(it - usable.begin());
  }

  race->difficulty = static_cast<int>(options.difficulty);
  sim::race::RaceSetup& setup = race->setup;
  setup.humans = options.players;
  setup.computers = options.opponents;
  setup.laps = options.laps.value_or(circuit_it->laps > 0 ? circuit_it->laps : 3);
  const auto& grid = race->circuit.directions[0].start_grid;
  if (static_cast<size_t>(setup.racers()) > grid.size()) {
    const int fit = static_cast<int>(grid.size()) - setup.humans;
    if (fit < 0) {
      error = "circuit " + circuit_it->name + " has " + std::to_string(grid.size()) +
              " grid places, fewer than the players";
      return nullptr;
    }
    race->warnings.push_back("circuit " + circuit_it->name + " has " + std::to_string(grid.size()) +
                             " grid places: " + std::to_string(fit) + " opponents race");
    setup.computers = fit;
  }

  // Who races in which car, each car loaded once; the session's entries point at the loaded
  // cars, so they are taken once every car is in.
  std::vector<std::string> usable_names;
  for (const assets::InstalledCar* c : usable) usable_names.push_back(c->name);
  const std::vector<sim::session::RacerChoice> choices =
      sim::session::choose_racers(race->circuit, race->difficulty, setup, usable_names, player_car);
  for (const sim::session::RacerChoice& choice : choices) {
    if (!choice.note.empty()) race->warnings.push_back(choice.note);
    Racer racer;
    racer.driver = choice.driver;
    racer.human = choice.human;
    racer.lane = choice.lane;
    racer.attacks = choice.attacks;
    racer.car = add_car(*race, *usable[choice.car], error);
    if (racer.car < 0) return nullptr;
    race->racers.push_back(racer);
  }
  std::vector<sim::session::RacerEntry> entries;
  for (size_t r = 0; r < choices.size(); ++r) {
    const auto car = static_cast<size_t>(race->racers[r].car);
    entries.push_back(sim::session::entry_for(choices[r], &race->cars[car], race->car_names[car]));
  }

  // The sim's race: the course and paths of the difficulty, trackers from the grid; the physics
  // with damage off (no option turns it on yet) and the catch-up of the difficulty.
  sim::session::SessionSetup session;
  session.race = setup;
  session.difficulty = race->difficulty;
  session.direction = 0;
  session.physics.difficulty = race->difficulty;
  // The game's walls push back a point that went through them (DEVIATION 12): at the run to the
  // line's 43 ms steps a car at top speed would otherwise drive through a wall.
  session.physics.walls.push_back_through = true;
  // And measures a long vector at 1/256 where the original's length wraps (DEVIATION 14): a
  // car 200 units behind its catch-up target is not "on its heels", a put-back on a long path
  // link faces along it.
  session.physics.lengths.long_at_1_256 = true;
  session.view = kRaceViewStep;
  auto made = sim::session::RaceSession::make(race->circuit, session, std::move(entries));
  if (!made) {
    error = "circuit " + circuit_it->name + ": " + made.error().to_string();
    return nullptr;
  }
  race->session = std::move(made.value());
  race->session_setup = session;
  return race;
}

}  // namespace unpod::game
