// The replays the game keeps (docs/REPLAY-FORMAT.md, "Where the game keeps replays"): the
// results screen saves the race just run into the user's folder as
// replays/CIRCUIT-YYYYMMDD-HHMMSS.rpl; the replays screen lists them newest first, each with
// what a player chooses by (circuit, date, laps, cars, the humans' names), or why it cannot be
// watched: a damaged file, or one recorded on other files (its circuit's or a car's CRC-32 is
// not this installation's).
#pragma once

#include <cstdint>
#include <ctime>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/install.h"
#include "unpod/assets/replay.h"

namespace unpod::game {

inline constexpr const char* kReplaysFolder = "replays";  // under the user's folder
inline constexpr const char* kReplayExtension = ".rpl";

// "DUSKRING-20261202-121005.rpl" for a race of the Dusk Ring saved at that local time.
std::string replay_file_name(const std::string& circuit, std::time_t when);

struct SavedReplay {
  std::filesystem::path path;  // where it was written
  std::string error;           // empty when written
};

// Writes `replay` into `folder` (made if missing) under replay_file_name, "-2", "-3" ... added
// when that name is taken; atomically (a temporary name, then renamed).
SavedReplay save_replay(const std::filesystem::path& folder, const assets::Replay& replay,
                        std::time_t when);

// The results screen's SAVE REPLAY: `replay` saved now into the user's replays folder; says where
// on stdout ("Replay saved to PATH"), or what failed on stderr. The line the screen shows.
std::string save_replay_line(const std::filesystem::path& user_folder,
                             const assets::Replay& replay);

// The CRC-32 of the installation's circuit and car files by name, each file read once.
class InstallationPrints {
 public:
  explicit InstallationPrints(const assets::Installation& installation)
      : installation_(installation) {}
  // Why `replay` cannot be watched on this installation ("" when it can): a circuit or car it
  // names is missing, or its file is not the one recorded on.
  std::string mismatch(const assets::Replay& replay);

 private:
  std::optional<uint32_t> crc_of(const std::filesystem::path& file);
  const assets::Installation& installation_;
  std::map<std::filesystem::path, std::optional<uint32_t>> crcs_;
};

// One saved replay as the list shows it.
struct ReplayListing {
  std::filesystem::path path;
  std::string circuit;  // empty when the file could not be read
  // When it was saved, "YYYYMMDD-HHMMSS" (from its name, else the file's time): sorts by age.
  std::string stamp;
  int32_t laps = 0;
  int32_t cars = 0;
  bool mirror = false;
  std::vector<std::string> humans;  // the players' names
  std::string problem;              // why it cannot be watched; empty when it can
};

// Every *.rpl in `folder`, newest first (then by name). `prints` checks each against the
// installation (none: not checked).
std::vector<ReplayListing> list_replays(const std::filesystem::path& folder,
                                        InstallationPrints* prints);

// "2026-12-02 12:10" from a stamp.
std::string stamp_text(const std::string& stamp);

}  // namespace unpod::game
