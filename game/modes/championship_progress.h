// A championship kept on disk so that it continues after a restart: an INI file (read with
// inih through settings/settings_file.h, written atomically), by default championship.ini in the
// user's data folder (the caller gives the path). Its sections and keys are in
// docs/CHAMPIONSHIP.md. The file holds each race's results, not the points: loading counts the
// races again (Championship::add_race), so a continued championship is the one that was saved.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "modes/championship.h"

namespace unpod::game::modes {

inline constexpr int32_t kChampionshipFileVersion = 1;
inline constexpr const char* kChampionshipFile = "championship.ini";

struct ChampionshipRead {
  std::optional<Championship> championship;  // nothing: no file, or one that did not read
  bool existed = false;
  // "PATH:LINE: what" for a damaged file (the first fault found), or why it could not be read.
  std::vector<std::string> problems;
  // Where a damaged file was kept (PATH.bad): it is never lost, and a new championship can be
  // saved under PATH.
  std::optional<std::filesystem::path> kept_as;
};

// Reads a saved championship. `available_circuits` are the installation's circuits (compared
// case-blind): a saved circuit not among them makes the file damaged. A missing file is no
// championship and no problem.
ChampionshipRead load_championship(const std::filesystem::path& path,
                                   const std::vector<std::string>& available_circuits);

// The file's text (what save_championship writes).
std::string championship_text(const Championship& championship);

// Writes it atomically (a temporary name beside it, then a rename). Returns an error, or empty.
std::string save_championship(const Championship& championship, const std::filesystem::path& path);

}  // namespace unpod::game::modes
