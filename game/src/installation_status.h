// What the shell found when it looked for a POD installation: the installation, or the
// locator's reason for finding none plus how to point unpod at one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "unpod/assets/install.h"

namespace unpod::game {

struct InstallationStatus {
  std::optional<assets::Installation> installation;
  std::string reason;  // the locator's message when there is no installation
  std::string hint;    // how to point unpod at an installation
};

// `data` empty: the locator uses $UNPOD_DATA.
InstallationStatus find_installation(const std::filesystem::path& data);

// Lines for stdout: a summary of the installation, or the reason and the hint.
std::string describe(const InstallationStatus& status);

}  // namespace unpod::game
