// The one way a race is set up, for the game's menus and command line, `unpod-tool race`, the
// benches and the tests: a request (what the player asked for) is planned on the installation's
// data into a race's description, the one a replay file holds (assets::Replay without frames),
// with the warnings of what had to give; the session is made from that description. A replay
// read from a file makes its session the same way, so a race and its replay cannot differ.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/race/frame_clock.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::sim::session {

// The damage option of POD's race menu (physics/damage.h: the option and its mode).
enum class DamageRule : int32_t { kOff = 0, kGlobal = 1, kSector = 2 };

// POD's rule per difficulty: Off only on Easy, Global or Sector on Normal, Sector only on Hard.
bool damage_allowed(int32_t difficulty, DamageRule rule);
// The rule a difficulty starts with, or keeps `wanted` when the difficulty allows it.
DamageRule damage_for(int32_t difficulty, DamageRule wanted);

// What a player asks for.
struct RaceRequest {
  std::string circuit;          // the installation's name for it, any case
  bool mirror = false;          // driven the other way (only where CIRCUITS.BIN offers it)
  std::optional<int32_t> laps;  // 1..kStoredLaps; empty: the circuit's own, else 3
  int32_t difficulty = 0;       // 0 easy, 1 normal, 2 hard
  DamageRule damage = DamageRule::kOff;
  // One entry a human (0 to kReplayMaxHumans), their car's name (any case); empty: the
  // installation's first car.
  std::vector<std::string> human_cars;
  int32_t cars = 8;  // racers, humans included; fewer when the grid has fewer places
  // POD's time trial (race::RaceSetup::time_trial): one car alone (a player's, or a computer
  // driver's for a ghost or a study), no countdown, the clock zeroed at the first lap line.
  bool time_trial = false;
  // A network race (race::RaceSetup::network: POD's end rules for it), set by the network
  // layer's race description.
  bool network = false;
  // The game's fixes, DEVIATION 12, DEVIATION 14 and DEVIATION 8; off, the original's walls and
  // lengths, and the notes' order between gates (path values decide between computer cars only).
  bool walls_push_back = false;
  bool long_lengths = false;
  bool human_path_order = false;
  // Ours (race::RaceSetup::until_all_finish): a race without humans runs until its last car
  // finishes.
  bool until_all_finish = false;
  race::ViewStep view = race::ViewStep::kFar;
};

// The data a race reads: its circuit and every usable car of the installation, in the
// installation's order, with the CRC-32 of each file (a replay names them by it).
struct RaceData {
  assets::InstalledCircuit entry;
  assets::Circuit circuit;
  uint32_t circuit_crc = 0;
  std::vector<std::string> car_names;
  std::vector<std::filesystem::path> car_files;
  std::vector<assets::Car> cars;
  std::vector<uint32_t> car_crcs;

  // The index in `cars` of the car named `name` (exact, as a replay names it); -1 when none.
  int32_t car_index(const std::string& name) const;
};

// Loads the circuit named `circuit` (any case) and every usable car; false with `error` naming
// the file, section and byte offset, or the names there are, on failure.
bool load_race_data(const assets::Installation& installation, const std::string& circuit,
                    RaceData& out, std::string& error);

// A request planned on loaded data.
struct RacePlan {
  assets::Replay setup;               // the race's description (no frames yet)
  std::vector<std::string> warnings;  // what had to give: fewer grid places, a competitor's car
};

// The racers (humans first; the computer drivers as choose_racers picks them), laps, damage and
// the rest. nullopt with `error` when a car is unknown, the mirror is not offered, the damage
// rule does not fit the difficulty, or the grid has fewer places than humans.
std::optional<RacePlan> plan_race(const RaceData& data, const RaceRequest& request,
                                  std::string& error);

// The session of a race's description on loaded data (a plan's, or a replay file's); its cars
// by name. nullptr with `error` when a car is missing or the setup does not fit the circuit.
// Humans' devices are the description's (keyboards when it has none).
std::unique_ptr<RaceSession> make_session(const RaceData& data, const assets::Replay& setup,
                                          std::string& error);

// The session's setup a description gives (the rules, the physics' options, the view step).
SessionSetup session_setup_of(const assets::Replay& setup);

}  // namespace unpod::sim::session
