// The time trial's ghost (docs/GHOSTS.md): the best lap driven on a circuit with a car, taken
// from a time trial's replay by playing it back and noting the car's place after every sim step
// of that lap. The replay is the ghost file, kept per circuit and car in the user's folder; the
// poses are never saved, a replay gives them again bit for bit. The ghost is no racer: it is drawn
// beside the player's race (ghost_view.h) and never enters its session.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/fx/vec16.h"

namespace unpod::game {

using GhostFx = int32_t;  // 16.16, as the sim counts time and place

// The car after one sim step, in the sim's own units: its chassis point and axes (16.16 world
// units), its front wheels' angle and each wheel's roll and suspension travel (16.16).
struct GhostPose {
  GhostFx race_time = 0;  // the race clock at the end of the step (16.16 s)
  sim::fx::Vec16 position{};
  sim::fx::Vec16 forward{}, left{}, up{};
  GhostFx steer = 0;  // point 0's angle, positive to the right (physics' sign)
  std::array<GhostFx, 4> roll{};
  std::array<GhostFx, 4> travel{};
  bool operator==(const GhostPose&) const = default;
};

// One lap: its time as the race rules counted it and the car after every step of it, from the
// step that crossed the line starting it to the step that crossed it ending it.
struct GhostLap {
  int32_t lap = 0;    // which lap of the run (from 1)
  GhostFx time = 0;   // the lap time (16.16 s): the race record's
  GhostFx start = 0;  // the race clock at which the lap began (the record's last lap clock)
  std::vector<GhostPose> poses;  // in step order, race_time growing
  bool operator==(const GhostLap&) const = default;
};

// What a ghost is of: the installation's names for the circuit and the car, the CRC-32 of their
// files (a replay keeps them), and the direction driven (a mirrored circuit is another lap).
struct GhostKey {
  std::string circuit;
  uint32_t circuit_crc = 0;
  int32_t direction = 0;  // 0 forward, 1 mirrored
  std::string car;
  uint32_t car_crc = 0;
};

// The key of a one-car race's description (a replay's setup, or a race plan's): its circuit,
// direction and first racer's car, with their CRC-32.
GhostKey ghost_key_of(const assets::Replay& setup);

// <folder>/ghosts/<CIRCUIT>-<CAR>.rpl (<CIRCUIT>-MIRROR-<CAR>.rpl mirrored), the names as the
// installation spells them; a character that is no letter, digit, '-' or '_' becomes '_'.
std::filesystem::path ghost_file(const std::filesystem::path& folder, const GhostKey& key);

// Why `replay` is no time trial of `key` (one car alone, the player's or the computer's, on
// that circuit and direction, that car, with their files' CRC-32); "" when it is one.
std::string foreign_ghost(const assets::Replay& replay, const GhostKey& key);

// A replay played back for its ghost.
struct GhostRun {
  std::optional<GhostLap> best;  // the run's best lap; none when it completed no lap
  std::string error;             // why the replay gives no ghost ("" when it played back)
};

// Plays a time trial's replay on `circuit` with `car` (the replay's own setup, its frames and
// the player's readings), checking every step's state hash against the replay's, and keeps the
// best lap driven in the frames (a lap the replay's end drove to the line is the computer's, not
// the player's). A time trial of the computer's car alone gives the computer's best lap. A step
// whose hash differs (a damaged file, another version of the sim) ends it with an error.
GhostRun replay_ghost(const assets::Circuit& circuit, const assets::Car& car,
                      const assets::Replay& replay);

// The ghost to race against, from the file ghost_file(folder, key) names.
struct StoredGhost {
  std::optional<GhostLap> lap;  // none: no file, or it was set aside
  std::string note;             // what became of a damaged or foreign file ("" otherwise)
};

// Reads the ghost file and plays it back. A file that cannot be read, is another circuit's or
// car's, or does not play back to its own hashes is set aside as <file>.bad (replacing an older
// one), said in `note`, and ignored. Never throws for a file's content.
StoredGhost load_ghost(const std::filesystem::path& folder, const GhostKey& key,
                       const assets::Circuit& circuit, const assets::Car& car);

// What keep_best did.
struct KeptGhost {
  bool replaced = false;        // the run's replay is the ghost file now
  std::optional<GhostLap> lap;  // the ghost from now on (the run's best lap, or the stored one)
  std::string message;          // for the player and stdout, e.g. "New ghost: 1'02"35 ..."
};

// After a time trial: when the run's best lap beats `stored` (load_ghost's lap before the run;
// none: there was no ghost), its replay becomes the ghost file (written to a temporary name, then
// renamed over it; the folder made when missing). A run that is no time trial of `key` or gives no
// lap leaves the file as it is.
KeptGhost keep_best(const std::filesystem::path& folder, const GhostKey& key,
                    const assets::Circuit& circuit, const assets::Car& car,
                    const assets::Replay& run, const std::optional<GhostLap>& stored);

}  // namespace unpod::game
