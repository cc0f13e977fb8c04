// Everything a race needs from the installation, loaded before the window shows it: the circuit
// (by its name, any case), the cars, who drives them, and the sim's race and physics built from
// them.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "options.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/race/race.h"

namespace unpod::game {

struct Racer {
  std::string driver;  // the player's name or the competitor list's
  int car = 0;         // index into LoadedRace::cars
  bool human = false;
};

struct LoadedRace {
  assets::InstalledCircuit entry;  // the circuit as CIRCUITS.BIN lists it
  assets::Circuit circuit;
  std::vector<assets::Car> cars;       // each car model once
  std::vector<std::string> car_names;  // their base names
  std::vector<Racer> racers;           // humans first, as the sim numbers them
  sim::race::RaceSetup setup;
  int difficulty = 0;  // 0 EASY, 1 NORMAL, 2 HARD
  std::unique_ptr<sim::race::Race> race;
  // The world, the props and every racer's car on its grid slot, in racer order (the sim's
  // racer numbers are the race's).
  std::unique_ptr<sim::physics::Simulation> simulation;
  std::vector<std::string> warnings;  // e.g. fewer grid places than cars
};

// Loads the race the options ask for. On failure returns nullptr and sets `error` to a message
// that names the circuit or car and what went wrong (a loader error names file, section and
// byte offset).
std::unique_ptr<LoadedRace> load_race(const assets::Installation& installation,
                                      const Options& options, std::string& error);

// The view step the race splits frames by (pod-race.md: 0x444 or 0x3a8 by the track's view
// setting, which the notes do not map): the far one, as measured on Beltane (inferred).
inline constexpr sim::race::ViewStep kRaceViewStep = sim::race::ViewStep::kFar;

}  // namespace unpod::game
