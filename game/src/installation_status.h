// What the shell found when it looked for a POD installation: the installation, or the
// locator's reason for finding none plus how to point unpod at one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/install.h"

namespace unpod::game {

struct InstallationStatus {
  std::optional<assets::Installation> installation;
  bool demo_disc = false;  // the installation is the demo disc shipped with unpod
  std::string note;        // shown above the installation (that the demo disc is played)
  std::string reason;      // the locator's message when there is no installation
  std::string hint;        // how to point unpod at an installation
  // One message per listed circuit or car whose file does not load (installation_check.h).
  std::vector<std::string> damaged;
};

// The demo disc shipped with unpod: `exe_dir`/demo-disc (the build tree), then
// `exe_dir`/../share/unpod/demo-disc (installed). nullopt when neither holds a CIRCUITS.BIN.
std::optional<std::filesystem::path> find_demo_disc(const std::filesystem::path& exe_dir);

// `data` given: that installation. Else $UNPOD_DATA when set, else the demo disc beside the
// executable in `exe_dir` (see find_demo_disc).
InstallationStatus find_installation(const std::filesystem::path& data,
                                     const std::filesystem::path& exe_dir);

// Lines for stdout: a summary of the installation, or the reason and the hint.
std::string describe(const InstallationStatus& status);

}  // namespace unpod::game
