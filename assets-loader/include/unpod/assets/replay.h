// Un-POD's replay file (docs/REPLAY-FORMAT.md): a race's setup, every frame's millisecond
// reading and each human's device reading, a state hash after every step and the state in parts
// every few steps. Replaying the frames through the same data must give the same hashes on any
// machine and any build; the parts say where a replay that diverges went wrong.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "unpod/assets/circuit_direction.h"
#include "unpod/assets/error.h"

namespace unpod::assets {

// Version 2 added flags bit 4 (DEVIATION 8's switch). A version 1 file was recorded when that
// behaviour was the only one: it reads as bit 4 set.
inline constexpr uint16_t kReplayVersion = 2;
// Limits a reader holds a file to (a replay of 14 laps is far inside them).
inline constexpr uint32_t kReplayMaxRacers = 16;
// Humans: a network race seats up to 8 (the race's eight cars); one machine plays 2 at most.
inline constexpr uint32_t kReplayMaxHumans = 8;
inline constexpr uint32_t kReplayMaxBody = 256u << 20;  // uncompressed bytes

struct ReplayRacer {
  std::string driver;
  std::string car;       // the installation's name for the car
  uint32_t car_crc = 0;  // CRC-32 of the car file's bytes
  bool human = false;
  int32_t lane = 0;  // a computer driver's lane (driver +0x44)
  std::vector<Attack> attacks;
  bool operator==(const ReplayRacer&) const = default;
};

// A human's device record (the fields the player's controller reads, sim/controls/device.h).
struct ReplayDevice {
  int32_t x_travel = 0, x_centre = 0, x_low = 0, x_high = 0, y_low = 0, y_high = 0;
  uint8_t kind = 0;
  uint8_t buttons = 0;
  bool operator==(const ReplayDevice&) const = default;
};

// One frame's reading of a human's device: the key map's slots held (bit i, slot i), the axes
// and the joystick's buttons.
// The reading's key word: bit i, key map slot i held; bit 15, the player retired this frame;
// bit 14, the player's machine left a network race this frame.
inline constexpr uint16_t kReplayRetireBit = 0x8000;
inline constexpr uint16_t kReplayLeftBit = 0x4000;

struct ReplayInput {
  uint16_t keys = 0;
  int32_t x = 0, y = 0;
  uint32_t buttons = 0;
  bool operator==(const ReplayInput&) const = default;
};

struct ReplayFrame {
  uint32_t ms = 0;                  // the platform's millisecond reading handed to the frame
  std::vector<ReplayInput> inputs;  // one per human
  bool operator==(const ReplayFrame&) const = default;
};

// The race's state in parts after step `step` (RaceSession::checkpoint), each part's hash cut
// to 16 bits.
struct ReplayCheckpoint {
  uint32_t step = 0;
  std::vector<uint16_t> parts;
  bool operator==(const ReplayCheckpoint&) const = default;
};

struct Replay {
  std::string circuit;       // the installation's name for it
  uint32_t circuit_crc = 0;  // CRC-32 of the circuit file's bytes
  int32_t direction = 0;     // 0 forward, 1 mirrored
  int32_t difficulty = 0;    // 0 easy, 1 normal, 2 hard
  int32_t laps = 3;
  int32_t humans = 0;
  int32_t computers = 8;
  int32_t view_step = 0;  // the race's view step in 16.16 seconds
  bool damage = false;
  int32_t damage_mode = 0;
  // The header's flags bit 0: the walls push back a point that went through them (the game's
  // DEVIATION 12, docs/DEVIATIONS.md); off, the original's walls.
  bool walls_push_back = false;
  // Bit 1: a vector of 128 units or more measured at 1/256 (the game's DEVIATION 14); off, the
  // original's lengths, which wrap above about 181 units.
  bool long_lengths = false;
  // Bit 2: a time trial (race::RaceSetup::time_trial: no countdown, the first lap-line crossing
  // zeroes the clock); off, a race.
  bool time_trial = false;
  // Bit 3: a network race (race::RaceSetup::network, DAT_0061d5b4 & 4: its end rules).
  bool network = false;
  // Bit 4: between gates a human is ordered by its path value as two computer cars are (the
  // game's DEVIATION 8); off, the notes' rule: path values decide between two computer cars only.
  bool human_path_order = false;
  // Bit 5: a race without humans that ran until its last car finished (ours, the tools':
  // sim::race::RaceSetup::until_all_finish); off, the game's end at the first finish.
  bool until_all_finish = false;
  std::vector<ReplayRacer> racers;    // humans first
  std::vector<ReplayDevice> devices;  // one per human
  std::vector<ReplayFrame> frames;
  std::vector<uint32_t> step_hashes;  // the low 32 bits of the state hash after each step
  uint32_t checkpoint_every = 32;     // steps between checkpoints
  std::vector<ReplayCheckpoint> checkpoints;
  uint64_t final_hash = 0;  // after the run to the line
  bool operator==(const Replay&) const = default;
};

// The file's bytes: the header, then the zlib-compressed body.
std::vector<uint8_t> encode_replay(const Replay& replay);
// Reads a file's bytes; errors name `file`, the section and the byte offset (in the file for
// the header, in the uncompressed body for the rest, as the section says).
Result<Replay> decode_replay(std::span<const uint8_t> bytes, const std::string& file);

Result<Replay> read_replay(const std::filesystem::path& path);
// Written to a temporary name, then renamed over `path`. Returns an error message or "".
std::string write_replay(const std::filesystem::path& path, const Replay& replay);

// CRC-32 (zlib's) of a file's bytes, for the replay's data fingerprints.
uint32_t crc32_of(std::span<const uint8_t> bytes);

}  // namespace unpod::assets
