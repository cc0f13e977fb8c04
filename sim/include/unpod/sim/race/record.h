// The race record (pod-race.md "The race record"): 0xBC bytes per racer at 0x502140, here as
// typed fields. kRecordLayout maps each field to the original's offset for the overlay and for
// comparisons with captures.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "unpod/assets/types.h"
#include "unpod/sim/race/inferred.h"

namespace unpod::sim::race {

using assets::Fx;

inline constexpr int32_t kSplitsPerLap = 4;

struct RaceRecord {
  int32_t word0 = 0;            // +0x00 -1 once a human has finished (FUN_0042c684)
  uint8_t place = 0;            // +0x04 high nibble, from 1
  bool finished = false;        // +0x04 bit 0
  bool out = false;             // +0x04 bit 1 (network)
  bool driven_to_end = false;   // +0x04 bit 2 (FUN_0047831c)
  bool off_path = false;        // +0x04 bit 3 (the human's path follower)
  uint8_t crossings = 0;        // +0x08 low nibble: lap-line crossings (laps + 1 at the end)
  uint8_t next_checkpoint = 0;  // +0x08 high nibble
  int32_t split_lap = 0;        // +0x0c the split pointer: +0x3c + 0x10 × lap + 4 × slot
  int32_t split_slot = 0;       //       (kept as lap and slot)
  Fx last_lap_clock = 0;        // +0x10 clock at the last lap line: the race time at the end
  Fx last_gate_clock = 0;       // +0x14 clock at the last checkpoint or lap line
  Fx first_crossing = 0;        // +0x18 "GO!" to the first lap-line crossing
  std::array<Fx, kStoredLaps> lap_times{};                          // +0x1c lap 1 first
  std::array<std::array<Fx, kSplitsPerLap>, kStoredLaps> splits{};  // +0x3c, 4 per lap
  // The ghost mode's best-lap copies (+0x4c, +0x5c, +0x7c in the notes) overlap the splits of
  // laps 2, 3 and 5 and are not ported (no ghost mode yet).

  // Whether the racer has finished: bit 0 (the human's follower leaves it, inferred.h).
  bool has_finished() const { return finished; }
  // Byte +0x04 as the original keeps it: the place in the high nibble, bits 0 to 3 below.
  uint8_t flags_byte() const {
    return uint8_t(place << 4 | (finished ? 1 : 0) | (out ? 2 : 0) | (driven_to_end ? 4 : 0) |
                   (off_path ? 8 : 0));
  }
  void set_flags_byte(uint8_t byte) {
    place = uint8_t(byte >> 4);
    finished = (byte & 1) != 0;
    out = (byte & 2) != 0;
    driven_to_end = (byte & 4) != 0;
    off_path = (byte & 8) != 0;
  }

  bool operator==(const RaceRecord&) const = default;
};

// Field -> original offset and size in bytes (bit fields name their byte).
struct RecordField {
  std::string_view field;
  uint32_t offset;
  uint32_t size;
};
inline constexpr std::array<RecordField, 15> kRecordLayout = {{
    {"word0", 0x00, 4},
    {"place (high nibble)", 0x04, 1},
    {"finished (bit 0)", 0x04, 1},
    {"out (bit 1)", 0x04, 1},
    {"driven_to_end (bit 2)", 0x04, 1},
    {"off_path (bit 3)", 0x04, 1},
    {"crossings (low nibble)", 0x08, 1},
    {"next_checkpoint (high nibble)", 0x08, 1},
    {"split_lap, split_slot (pointer)", 0x0c, 4},
    {"last_lap_clock", 0x10, 4},
    {"last_gate_clock", 0x14, 4},
    {"first_crossing", 0x18, 4},
    {"lap_times", 0x1c, 4 * kStoredLaps},
    {"splits", 0x3c, 4 * kSplitsPerLap* kStoredLaps},
    {"(record size)", 0xbc, 0},
}};

}  // namespace unpod::sim::race
