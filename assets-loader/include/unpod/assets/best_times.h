// Best laps and race times per circuit, in our own file (docs/formats/best-times.md): the
// original's RECORDS/<track>.BRT layout is unknown (pod-race.md "The end", save_records
// FUN_004b23f4), so Un-POD keeps the same facts in a small versioned text file in the user's data
// folder. Times are the game's units: 16.16 fixed-point seconds (pod-race.md "The race record").
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/types.h"

namespace unpod::assets {

// How many entries each table keeps (the best lap table, and the race table per lap count).
inline constexpr size_t kBestTimesKept = 10;
// Longest driver or car name stored, in bytes.
inline constexpr size_t kBestTimesNameMax = 32;
// Largest file read_best_times accepts (a full file is a few KiB).
inline constexpr size_t kBestTimesFileMax = 64 * 1024;
inline constexpr int32_t kBestTimesVersion = 1;

enum class CircuitDirection : uint8_t { forward, reverse };

struct BestTimeEntry {
  Fx best_lap = 0;   // the racer's best lap of the race, > 0
  Fx race_time = 0;  // the whole race (the sum of the laps), > 0
  int32_t laps = 0;  // the race's laps, 1..99
  std::string driver;
  std::string car;
  bool operator==(const BestTimeEntry&) const = default;
};

// Where update() put an entry in each table (0 = the new record), or -1 when it did not enter.
struct BestTimesRank {
  int32_t lap = -1;
  int32_t race = -1;
};

struct BestTimes {
  std::string circuit;  // the circuit's base name, e.g. "duskring" (no folder, no extension)
  CircuitDirection direction = CircuitDirection::forward;
  // Sorted by best_lap, at most kBestTimesKept.
  std::vector<BestTimeEntry> laps;
  // Sorted by laps, then race_time; at most kBestTimesKept per lap count (race times are only
  // compared between races of the same length).
  std::vector<BestTimeEntry> races;

  // Inserts a finished race's result in both tables, keeping the best kBestTimesKept. A time equal
  // to a stored one goes after it (the earlier holder keeps the place). Names are cut to
  // kBestTimesNameMax bytes and control characters become spaces, so every entry can be written.
  // An entry with a time <= 0 or laps outside 1..99 enters neither table.
  BestTimesRank update(BestTimeEntry entry);

  bool operator==(const BestTimes&) const = default;
};

// The file's text (docs/formats/best-times.md) and its parser; `file` names the source in errors.
std::string best_times_text(const BestTimes& times);
Result<BestTimes> parse_best_times(std::string_view text, const std::string& file);

// Reads a best-times file; errors name the file, the line and its byte offset.
Result<BestTimes> read_best_times(const std::filesystem::path& path);

// Writes through write_file_atomic (temporary name, then rename). Returns an error message or "".
std::string write_best_times(const std::filesystem::path& path, const BestTimes& times);

// The game's load: a missing file gives an empty table silently; a file that does not read is
// renamed to "<name>.corrupt-<n>" (the lowest n not taken: never deleted, never overwritten),
// a warning naming the error and the new name is appended, and an empty table is returned.
BestTimes load_best_times_or_set_aside(const std::filesystem::path& path,
                                       std::vector<std::string>& warnings);

}  // namespace unpod::assets
