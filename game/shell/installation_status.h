// What the shell found when it looked for a POD installation: the installation, or the
// locator's reason for finding none plus how to point unpod at one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "shell/installation_check.h"
#include "unpod/assets/install.h"

namespace unpod::game {

struct InstallationStatus {
  std::optional<assets::Installation> installation;
  bool demo_disc = false;        // the installation is the demo disc shipped with unpod
  std::filesystem::path folder;  // the folder found, or the one that failed
  std::string note;              // shown above the installation (that the demo disc is played)
  std::string reason;            // the locator's message when there is no installation
  std::string saved_problem;     // the saved folder ([game] data) is no longer an installation
  std::string hint;              // how to point unpod at an installation
  // Each listed circuit or car whose file does not load (installation_check.h).
  std::vector<DamagedFile> damaged;
};

// `data` given: that installation. Else $UNPOD_DATA when set, else `saved` (the folder the
// player chose on the start screen, in the settings), else the demo disc beside the executable
// in `exe_dir` (assets::find_installation, which unpod-tool uses too).
InstallationStatus find_installation(const std::filesystem::path& data,
                                     const std::filesystem::path& exe_dir,
                                     const std::filesystem::path& saved = {});

// Lines for stdout: a summary of the installation, or the reason and the hint.
std::string describe(const InstallationStatus& status);

}  // namespace unpod::game
