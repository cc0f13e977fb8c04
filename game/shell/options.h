// unpod's command line. Without --track it opens the shell (the installation it found); with
// --track it starts that race straight away (issue #5's "unpod, for now"; menus come later).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "unpod/engine/speed_unit.h"
#include "unpod/platform/display_mode.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game {

enum class Difficulty { kEasy, kNormal, kHard };
enum class SplitOption { kHorizontal, kVertical };

// --screenshot-at SECONDS PATH: a PNG of the whole window once the race's clock reaches it.
struct TimedShot {
  uint32_t at_ms = 0;
  std::filesystem::path path;
};

// --set SECTION.KEY=VALUE: a setting for this run, not written to the file.
struct SettingOverride {
  std::string section, key, value;
};

// --volume master=80,effects=..,engines=..,music=..: each 0 to 100.
struct Volumes {
  int master = 100;
  int effects = 100;
  int engines = 100;
  int music = 100;
};

struct Options {
  std::filesystem::path data;  // empty: the locator reads UNPOD_DATA, else the demo disc
  int window_width = 1280;
  int window_height = 720;
  platform::Fullscreen fullscreen = platform::Fullscreen::kOff;  // --fullscreen: desktop
  platform::DisplayMode fullscreen_mode;  // --fullscreen-mode: exclusive; 0 x 0 the desktop's
  int render_scale = 100;                 // percent, 50..200 (engine/render_scale.h)
  // The settings' [video] and [game] (no option of their own).
  bool vsync = true;
  int frame_cap = 0;  // frames a second at most; 0: none beyond vsync
  engine::SpeedUnit speed_unit = engine::SpeedUnit::kKmh;
  std::optional<uint32_t> quit_after_ms;  // on the race's clock (see frame_ms)
  std::filesystem::path screenshot;       // a PNG of the last frame, written when quitting
  std::filesystem::path frame_report;     // the race frames' times, written when quitting
  bool help = false;
  bool version = false;  // --version: the version and the commit, then exit
  bool audio = true;     // --no-audio: silent, no device opened
  bool overlay = false;  // --overlay: the debug overlay shown from the start (docs/OVERLAY.md)
  Volumes volumes;

  // The race (only with --track).
  std::string track;        // a circuit's base name, any case (e.g. "duskring")
  std::string car;          // a car's base name; empty: the installation's first
  std::optional<int> laps;  // empty: the circuit's own (CIRCUITS.BIN)
  int opponents = 7;        // computer cars, 0..7
  Difficulty difficulty = Difficulty::kEasy;
  bool mirror = false;  // --mirror: the circuit driven the other way
  // --damage: off, global or sector; POD's rule per difficulty applies (damage_for).
  sim::session::DamageRule damage = sim::session::DamageRule::kOff;
  int players = 1;  // humans, 1 or 2
  SplitOption split = SplitOption::kHorizontal;
  std::optional<uint32_t> frame_ms;  // a fixed frame time instead of the wall clock
  std::vector<TimedShot> shots;      // --screenshot-at, in the order given
  std::filesystem::path record;      // --record: the race saved as a replay
  std::filesystem::path replay;      // --replay: watch a saved replay
  // A network race (docs/NETWORK.md): --host [PORT] hosts the --track race (its other race
  // options too) with --seats human seats; --join HOST[:PORT] joins one; --name is the player's
  // name there, --password the race's.
  std::optional<uint16_t> host_port;
  std::string join;
  std::string net_name;
  std::string password;
  int seats = 2;

  // The settings (docs/CONFIGURATION.md).
  std::filesystem::path settings;        // empty: the user's config folder's settings.ini
  std::filesystem::path import_ubi_ini;  // --import-ubi-ini: player 1's keys from POD's Ubi.ini
  std::vector<SettingOverride> overrides;

  // What the command line gave ("--window", "--fullscreen", "--fullscreen-mode",
  // "--render-scale", "--split", "--damage", and
  // "--volume NAME" for each volume): those win over the settings file for this run.
  std::vector<std::string> given;
  bool was_given(std::string_view option) const;
};

struct ParsedOptions {
  Options options;
  std::string error;  // empty when the command line was understood
};

ParsedOptions parse_options(std::span<const std::string_view> args);  // args without argv[0]

std::string usage();

}  // namespace unpod::game
