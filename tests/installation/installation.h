// The installation under test: the folder UNPOD_TEST_DATA names, located once by the game's own
// install locator, and what every case takes from it (the circuits and cars it lists whose
// files are there). Nothing here knows the demo disc's names.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "process.h"
#include "unpod/assets/install.h"
#include "virtual_display.h"

namespace unpod::installation {

// Throws the locator's message when the folder is not an installation.
const assets::Installation& installation();

// The listed circuits and cars whose files were found; a listed one without its file is
// reported once (a list may name what another edition installs) and left out. Throws when the
// installation has no circuit or no car to test.
std::vector<assets::InstalledCircuit> circuits();
std::vector<assets::InstalledCar> cars();

// The built executables.
ProcessRun run_tool(const std::vector<std::string>& args, int timeout_s = 120);
const char* unpod_path();

// A folder for this run's files (replays, screenshots) under the build's test folder, emptied
// at the process's first call: left behind so a failing check's files can be looked at.
std::filesystem::path work_dir(const std::string& name);

// One Xvfb for the whole run, started at the first call (throws when it cannot start).
const VirtualDisplay& virtual_display();

}  // namespace unpod::installation
