#include "race_load.h"

#include <algorithm>
#include <cctype>

#include "unpod/sim/race/course.h"
#include "unpod/sim/race/paths.h"

namespace unpod::game {
namespace {

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

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
  return static_cast<int>(race.cars.size()) - 1;
}

}  // namespace

std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const Options& options, std::string& error) {
  auto race = std::make_unique<LoadedRace>();
  const auto circuit_it = std::find_if(
      installation.circuits.begin(), installation.circuits.end(),
      [&](const assets::InstalledCircuit& c) { return same_name(c.name, options.track); });
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
  // installation's cars (the competitor lists' car strings have no known mapping to files).
  std::vector<const assets::InstalledCar*> usable;
  for (const auto& c : installation.cars)
    if (!c.file.empty()) usable.push_back(&c);
  if (usable.empty()) {
    error = "no car file in " + installation.root.string();
    return nullptr;
  }
  const assets::InstalledCar* player_car = usable.front();
  if (!options.car.empty()) {
    const auto it = std::find_if(usable.begin(), usable.end(), [&](const assets::InstalledCar* c) {
      return same_name(c->name, options.car);
    });
    if (it == usable.end()) {
      error = "no car named '" + options.car + "' (cars: " + names_of_cars(installation) + ")";
      return nullptr;
    }
    player_car = *it;
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

  const auto& competitors = race->circuit.competitors[static_cast<size_t>(race->difficulty)];
  for (int r = 0; r < setup.racers(); ++r) {
    Racer racer;
    racer.human = r < setup.humans;
    const assets::InstalledCar* car = player_car;
    if (racer.human) {
      racer.driver = "PLAYER " + std::to_string(r + 1);
    } else {
      const int k = r - setup.humans;
      const auto* list = competitors.competitors.value ? &*competitors.competitors.value : nullptr;
      racer.driver = list && static_cast<size_t>(k) < list->size()
                         ? (*list)[static_cast<size_t>(k)].name
                         : "DRIVER " + std::to_string(k + 1);
      car = usable[static_cast<size_t>(k + 1) % usable.size()];
    }
    racer.car = add_car(*race, *car, error);
    if (racer.car < 0) return nullptr;
    race->racers.push_back(racer);
  }

  // The sim's race: the course and paths of the difficulty, trackers from the grid.
  auto course = sim::race::load_course(race->circuit, 0, race->difficulty);
  if (!course) {
    error = "circuit " + circuit_it->name + ": " + course.error().to_string();
    return nullptr;
  }
  auto paths = sim::race::load_paths(race->circuit, 0, race->difficulty);
  if (!paths) {
    error = "circuit " + circuit_it->name + ": " + paths.error().to_string();
    return nullptr;
  }
  race->race = std::make_unique<sim::race::Race>(std::move(course.value()), setup, kRaceViewStep);
  std::vector<assets::Vec3> positions;
  std::vector<int32_t> lanes;
  for (int r = 0; r < setup.racers(); ++r) {
    positions.push_back(grid[static_cast<size_t>(r)].position);
    const int k = r - setup.humans;
    const auto* list = competitors.competitors.value ? &*competitors.competitors.value : nullptr;
    lanes.push_back(!race->racers[static_cast<size_t>(r)].human && list &&
                            static_cast<size_t>(k) < list->size()
                        ? (*list)[static_cast<size_t>(k)].lane
                        : 0);
  }
  race->race->set_paths(std::move(paths.value()), positions, lanes);

  // The physics: damage off (no option turns it on yet), the catch-up of the difficulty.
  sim::physics::SimulationOptions physics;
  physics.difficulty = race->difficulty;
  auto simulation = sim::physics::Simulation::of_circuit(race->circuit, physics);
  if (!simulation) {
    error = "circuit " + circuit_it->name + ": " + simulation.error().to_string();
    return nullptr;
  }
  race->simulation = std::make_unique<sim::physics::Simulation>(std::move(simulation.value()));
  for (int r = 0; r < setup.racers(); ++r) {
    const Racer& racer = race->racers[static_cast<size_t>(r)];
    race->simulation->add_racer_on_grid(
        race->cars[static_cast<size_t>(racer.car)],
        racer.human ? sim::physics::DriverKind::kHuman : sim::physics::DriverKind::kComputer,
        grid[static_cast<size_t>(r)]);
  }
  return race;
}

}  // namespace unpod::game
