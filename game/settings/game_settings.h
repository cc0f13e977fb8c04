// The settings of one run of the game: the file read (settings.ini, or --settings FILE), POD's
// Ubi.ini imported once, the --set overrides for this run, and the file written back when there
// is something to keep: a bad file's corrected copy at once (the bad one kept aside), an import
// or a device chosen when a setting changes or at the end.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "controls/controls_setup.h"
#include "controls/device_owners.h"
#include "settings/game_options_settings.h"
#include "settings/settings_file.h"
#include "settings/settings_paths.h"
#include "shell/options.h"

namespace unpod::game::settings {

struct GameSettings {
  std::filesystem::path path;         // empty: nowhere to keep settings (no HOME)
  SettingsFile file;                  // what is written back (no --set overrides)
  bool existed = false;               // the file was there
  bool dirty = false;                 // the file must be written back
  controls::ControlsSetup controls;   // this run's, --set applied
  OptionsSettings options;            // [video], [audio], [game]: this run's, --set applied
  std::vector<std::string> messages;  // for stdout: what was imported, where a bad file went
  std::vector<std::string> problems;  // for stderr: "FILE:LINE: ..."
  // For the player, in the window (the main menu): what was wrong with the file, in words, the
  // defaults used, where the file as it was is kept. Empty when the file was fine.
  std::vector<std::string> notice;
};

// `installation_root` (may be empty) is searched for UbiSoft/Ubi.ini in any case.
// `no_home`: where the settings live when the environment has no HOME (settings_paths.h).
GameSettings load_settings(const Options& options, const std::filesystem::path& installation_root,
                           const Environment& env, const std::filesystem::path& no_home = {});

// The players' devices into the file, then the file written when it must be (it existed and
// changed, or something new is to be kept). Returns an error, or empty.
std::string save_settings(GameSettings& settings, const controls::DeviceOwners* owners);

}  // namespace unpod::game::settings
