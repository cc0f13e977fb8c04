// The settings file's [video], [audio] and [game] (docs/CONFIGURATION.md): the window, the
// volumes, the speed unit, the damage the race setup starts from and the installation folder the
// start screen saved. Read like [player1]: a bad value is reported with its line and the
// default used, in the file too; a key given twice keeps its last line; an unknown key is
// reported and kept. The command line wins over them for one run (with_settings).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "settings/settings_file.h"
#include "shell/options.h"
#include "unpod/engine/speed_unit.h"
#include "unpod/platform/display_mode.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::settings {

struct VideoSettings {
  int width = 1280;  // the window's size (64 .. 16384 each, as --window)
  int height = 720;
  // no, desktop (yes: borderless at the desktop's mode) or exclusive (at fullscreen_mode).
  platform::Fullscreen fullscreen = platform::Fullscreen::kOff;
  platform::DisplayMode fullscreen_mode;  // exclusive fullscreen's; 0 x 0: the desktop's mode
  int render_scale = 100;                 // percent, 50 .. 200 (engine/render_scale.h)
  bool vsync = true;
  int frame_cap = 0;  // frames a second at most, 0 .. 1000; 0: none beyond vsync
  SplitOption split = SplitOption::kHorizontal;
  bool operator==(const VideoSettings&) const = default;
};

struct GameChoices {
  engine::SpeedUnit units = engine::SpeedUnit::kKmh;
  // The damage a race starts from; POD's rule per difficulty applies (damage_for).
  sim::session::DamageRule damage = sim::session::DamageRule::kOff;
  std::string data;  // the POD folder the start screen was given; empty: none
  // The installation folders chosen before on the start screen, the latest first (recent1 ..
  // recent5): a player with a pad alone picks one again there.
  std::vector<std::string> recent;
  // The player's name in network races (net::clean_name's: printable ASCII, up to 16
  // characters); empty: PLAYER 1.
  std::string name;
  bool operator==(const GameChoices&) const = default;
};

struct OptionsSettings {
  VideoSettings video;
  Volumes audio;
  GameChoices game;
  bool operator==(const OptionsSettings& o) const {
    return video == o.video && audio.master == o.audio.master && audio.effects == o.audio.effects &&
           audio.engines == o.audio.engines && audio.music == o.audio.music && game == o.game;
  }
};

struct OptionKey {
  std::string_view section, key;
};

// Every key of the three sections, in the documented order.
inline constexpr size_t kRecentFolders = 5;
inline constexpr std::array<OptionKey, 21> kOptionKeys = {
    {{"video", "width"},        {"video", "height"},
     {"video", "fullscreen"},   {"video", "fullscreen_mode"},
     {"video", "render_scale"}, {"video", "vsync"},
     {"video", "frame_cap"},    {"video", "split"},
     {"audio", "master"},       {"audio", "effects"},
     {"audio", "engines"},      {"audio", "music"},
     {"game", "units"},         {"game", "damage"},
     {"game", "data"},          {"game", "name"},
     {"game", "recent1"},       {"game", "recent2"},
     {"game", "recent3"},       {"game", "recent4"},
     {"game", "recent5"}}};

// The options the file gives. `file_name` prefixes each problem ("settings.ini:12: ...");
// `changed` is set when a bad value was replaced in `file` or a key given twice dropped.
OptionsSettings options_from_settings(SettingsFile& file, const std::string& file_name,
                                      std::vector<std::string>& problems, bool& changed);

// One key's value as the file spells it ("1280", "yes", "vertical", "mph").
std::string option_text(const OptionsSettings& options, std::string_view section,
                        std::string_view key);

// The installation folder the start screen took: [game] data, and the front of the recent ones
// (a folder already there moves up; the oldest past kRecentFolders goes), all into the file.
void choose_folder(SettingsFile& file, OptionsSettings& options, const std::string& folder);

// One key of `options` into the file (the Options screen writes each change so).
void store_option(SettingsFile& file, const OptionsSettings& options, std::string_view section,
                  std::string_view key);

// The run's options: the file's, where the command line did not give its own (--window,
// --fullscreen, --split, --damage, --volume NAME).
Options with_settings(Options options, const OptionsSettings& file);

}  // namespace unpod::game::settings
