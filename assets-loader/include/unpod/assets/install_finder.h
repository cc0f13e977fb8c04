// Which installation a program plays, for the game and `unpod-tool` alike: the folder given on
// the command line, else $UNPOD_DATA, else the folder the player chose before (the settings),
// else the demo disc shipped beside the program.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/install.h"

namespace unpod::assets {

struct InstallationSearch {
  std::filesystem::path given;    // --data
  std::filesystem::path env;      // $UNPOD_DATA (the caller reads the environment)
  std::filesystem::path saved;    // the folder the settings remember
  std::filesystem::path exe_dir;  // where the program is: the demo disc is looked for there
};

enum class InstallationSource { kNone, kGiven, kEnvironment, kSaved, kDemoDisc };

struct FoundInstallation {
  std::optional<Installation> installation;
  InstallationSource source = InstallationSource::kNone;
  std::filesystem::path folder;  // the folder tried last (the one found, or the one that failed)
  std::string reason;            // the locator's message when none was found
  // The saved folder that is no longer an installation (its reason), when the demo disc was
  // played instead.
  std::string saved_problem;
  std::vector<std::filesystem::path> demo_disc_candidates;  // where the demo disc was looked for
};

// The demo disc's possible places beside a program in `exe_dir`: the build tree's
// (<exe_dir>/demo-disc for unpod, <exe_dir>/../game/demo-disc for unpod-tool) and the installed
// one (<exe_dir>/../share/unpod/demo-disc).
std::vector<std::filesystem::path> demo_disc_candidates(const std::filesystem::path& exe_dir);
// The first candidate holding a CIRCUITS.BIN.
std::optional<std::filesystem::path> find_demo_disc(const std::filesystem::path& exe_dir);

// A given folder or $UNPOD_DATA is used or fails on its own (a typo is not papered over by the
// demo disc); a saved folder that no longer holds an installation falls back to the demo disc.
FoundInstallation find_installation(const InstallationSearch& search);

}  // namespace unpod::assets
