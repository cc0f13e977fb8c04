// What `unpod-tool race` and `unpod-tool replay` share: finding the installation (or the demo
// disc), loading a circuit and cars by name, and making the race's session from a description
// of it that a replay file can hold.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/install.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::tool {

// The installation: `data`, else $UNPOD_DATA, else the demo disc the build writes (beside unpod
// in the build tree, or share/unpod/demo-disc when installed).
// nullopt with the reason in `error` when there is none.
std::optional<assets::Installation> find_data(const std::string& data, std::string& error);

// Everything a session needs that must outlive it.
struct LoadedRaceData {
  assets::InstalledCircuit entry;
  assets::Circuit circuit;
  std::vector<std::string> car_names;  // the installation's usable cars, in its order
  std::vector<assets::Car> cars;       // loaded, same order
  uint32_t circuit_crc = 0;
  std::vector<uint32_t> car_crcs;
};

// Loads the circuit named `track` (any case) and every usable car; false with `error` naming the
// file, section and offset (or the names there are) on failure.
bool load_race_data(const assets::Installation& inst, const std::string& track, LoadedRaceData& out,
                    std::string& error);

// The session of a replay's setup on loaded data; its cars by name from the data. False with
// `error` when a car is missing or the setup does not fit the circuit.
std::unique_ptr<sim::session::RaceSession> make_session(const LoadedRaceData& data,
                                                        const assets::Replay& setup,
                                                        std::string& error);

}  // namespace unpod::tool
