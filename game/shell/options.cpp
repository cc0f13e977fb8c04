#include "shell/options.h"

#include <charconv>
#include <cmath>

#include "unpod/engine/render_scale.h"

namespace unpod::game {

namespace {

constexpr int kMinWindowSide = 64;
constexpr int kMaxWindowSide = 16384;
constexpr double kMaxSeconds = 86400.0;  // a day: more is surely a typo
constexpr int kMaxOpponents = 7;         // eight cars race
constexpr int kMaxLaps = 8;              // the race record's lap slots (sim race::kStoredLaps)
constexpr int kMaxFrameMs = 1000;

bool parse_int(std::string_view text, int& out) {
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc() && ptr == end;
}

std::string quoted(std::string_view text) {
  std::string q;
  q.reserve(text.size() + 2);
  q.push_back('\'');
  q.append(text);
  q.push_back('\'');
  return q;
}

// "WxH" with both sides in [kMinWindowSide, kMaxWindowSide].
std::string parse_window(std::string_view text, Options& options) {
  const auto x = text.find('x');
  int width = 0;
  int height = 0;
  if (x == std::string_view::npos || !parse_int(text.substr(0, x), width) ||
      !parse_int(text.substr(x + 1), height))
    return "--window wants WIDTHxHEIGHT (e.g. 1280x720), got " + quoted(text);
  if (width < kMinWindowSide || height < kMinWindowSide || width > kMaxWindowSide ||
      height > kMaxWindowSide)
    return "--window sides must be between " + std::to_string(kMinWindowSide) + " and " +
           std::to_string(kMaxWindowSide) + ", got " + quoted(text);
  options.window_width = width;
  options.window_height = height;
  return "";
}

std::string parse_seconds(std::string_view option, std::string_view text, uint32_t& ms) {
  double seconds = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, seconds);
  if (ec != std::errc() || ptr != end || !std::isfinite(seconds) || seconds < 0 ||
      seconds > kMaxSeconds)
    return std::string(option) + " wants seconds between 0 and 86400, got " + quoted(text);
  ms = static_cast<uint32_t>(std::lround(seconds * 1000.0));
  return "";
}

std::string parse_ranged(std::string_view option, std::string_view text, int lo, int hi, int& out) {
  if (!parse_int(text, out) || out < lo || out > hi)
    return std::string(option) + " wants a whole number from " + std::to_string(lo) + " to " +
           std::to_string(hi) + ", got " + quoted(text);
  return "";
}

// "master=80,music=50": any of master, effects, engines and music, each 0 to 100.
std::string parse_volumes(std::string_view text, Volumes& v, std::vector<std::string>& given) {
  const std::string wants =
      "--volume wants NAME=0..100 pairs joined by commas (master, effects, "
      "engines, music), got ";
  for (bool more = true; more;) {
    const auto comma = text.find(',');
    const std::string_view pair = text.substr(0, comma);
    more = comma != std::string_view::npos;
    text = more ? text.substr(comma + 1) : std::string_view{};
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos) return wants + quoted(pair);
    const std::string_view key = pair.substr(0, eq);
    int* slot = key == "master"    ? &v.master
                : key == "effects" ? &v.effects
                : key == "engines" ? &v.engines
                : key == "music"   ? &v.music
                                   : nullptr;
    if (slot == nullptr) return wants + quoted(pair);
    given.push_back("--volume " + std::string(key));
    if (auto e = parse_ranged("--volume " + std::string(key), pair.substr(eq + 1), 0, 100, *slot);
        !e.empty())
      return e;
  }
  return "";
}

// Options that take one value, and the one that takes two.
bool takes_value(std::string_view name) {
  for (std::string_view v :
       {"--data",        "--window",         "--quit-after", "--screenshot",      "--track",
        "--car",         "--laps",           "--opponents",  "--difficulty",      "--damage",
        "--players",     "--split",          "--frame-ms",   "--record",          "--replay",
        "--settings",    "--import-ubi-ini", "--set",        "--volume",          "--join",
        "--name",        "--password",       "--seats",      "--fullscreen-mode", "--render-scale",
        "--frame-report"})
    if (name == v) return true;
  return false;
}

std::string apply(std::string_view name, std::string_view value, Options& o) {
  if (name == "--data") {
    if (value.empty()) return "--data needs a folder";
    o.data = std::filesystem::path(value);
  } else if (name == "--window") {
    return parse_window(value, o);
  } else if (name == "--quit-after") {
    uint32_t ms = 0;
    std::string e = parse_seconds(name, value, ms);
    o.quit_after_ms = ms;
    return e;
  } else if (name == "--screenshot") {
    if (value.empty()) return "--screenshot needs a file name";
    o.screenshot = std::filesystem::path(value);
  } else if (name == "--frame-report") {
    if (value.empty()) return "--frame-report needs a file name";
    o.frame_report = std::filesystem::path(value);
  } else if (name == "--settings") {
    if (value.empty()) return "--settings needs a file name";
    o.settings = std::filesystem::path(value);
  } else if (name == "--import-ubi-ini") {
    if (value.empty()) return "--import-ubi-ini needs a file name";
    o.import_ubi_ini = std::filesystem::path(value);
  } else if (name == "--set") {
    const size_t dot = value.find('.'), eq = value.find('=');
    if (dot == 0 || dot == std::string_view::npos || eq == std::string_view::npos || eq < dot + 2)
      return "--set wants SECTION.KEY=VALUE (e.g. player1.accelerate=Q), got " + quoted(value);
    o.overrides.push_back({std::string(value.substr(0, dot)),
                           std::string(value.substr(dot + 1, eq - dot - 1)),
                           std::string(value.substr(eq + 1))});
  } else if (name == "--join") {
    if (value.empty()) return "--join needs HOST or HOST:PORT";
    o.join = value;
  } else if (name == "--name") {
    o.net_name = value;
  } else if (name == "--password") {
    o.password = value;
  } else if (name == "--seats") {
    return parse_ranged(name, value, 1, 8, o.seats);
  } else if (name == "--record") {
    if (value.empty()) return "--record needs a file name";
    o.record = std::filesystem::path(value);
  } else if (name == "--volume") {
    return parse_volumes(value, o.volumes, o.given);
  } else if (name == "--track") {
    if (value.empty()) return "--track needs a circuit's name";
    o.track = value;
  } else if (name == "--car") {
    if (value.empty()) return "--car needs a car's name";
    o.car = value;
  } else if (name == "--laps") {
    int laps = 0;
    std::string e = parse_ranged(name, value, 1, kMaxLaps, laps);
    o.laps = laps;
    return e;
  } else if (name == "--opponents") {
    return parse_ranged(name, value, 0, kMaxOpponents, o.opponents);
  } else if (name == "--players") {
    return parse_ranged(name, value, 1, 2, o.players);
  } else if (name == "--frame-ms") {
    int ms = 0;
    std::string e = parse_ranged(name, value, 1, kMaxFrameMs, ms);
    o.frame_ms = static_cast<uint32_t>(ms);
    return e;
  } else if (name == "--difficulty") {
    if (value == "easy")
      o.difficulty = Difficulty::kEasy;
    else if (value == "normal")
      o.difficulty = Difficulty::kNormal;
    else if (value == "hard")
      o.difficulty = Difficulty::kHard;
    else
      return "--difficulty wants easy, normal or hard, got " + quoted(value);
  } else if (name == "--damage") {
    if (value == "off")
      o.damage = sim::session::DamageRule::kOff;
    else if (value == "global")
      o.damage = sim::session::DamageRule::kGlobal;
    else if (value == "sector")
      o.damage = sim::session::DamageRule::kSector;
    else
      return "--damage wants off, global or sector, got " + quoted(value);
  } else if (name == "--replay") {
    if (value.empty()) return "--replay needs a file name";
    o.replay = std::filesystem::path(value);
  } else if (name == "--fullscreen-mode") {
    const auto mode = platform::parse_display_mode(value);
    if (!mode)
      return "--fullscreen-mode wants WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 1920x1080@144), got " +
             quoted(value);
    o.fullscreen = platform::Fullscreen::kExclusive;
    o.fullscreen_mode = *mode;
  } else if (name == "--render-scale") {
    return parse_ranged(name, value, engine::kMinRenderScale, engine::kMaxRenderScale,
                        o.render_scale);
  } else if (name == "--split") {
    if (value == "horizontal")
      o.split = SplitOption::kHorizontal;
    else if (value == "vertical")
      o.split = SplitOption::kVertical;
    else
      return "--split wants horizontal or vertical, got " + quoted(value);
  }
  return "";
}

}  // namespace

bool Options::was_given(std::string_view option) const {
  for (const std::string& g : given)
    if (g == option) return true;
  return false;
}

ParsedOptions parse_options(std::span<const std::string_view> args) {
  ParsedOptions parsed;
  Options& options = parsed.options;
  bool race_options = false, machine_options = false;
  bool race_flag = false;
  bool window_given = false, fullscreen_mode_given = false;
  for (size_t i = 0; i < args.size() && parsed.error.empty(); ++i) {
    std::string_view name = args[i];
    std::string_view value;
    bool has_value = false;
    if (const auto eq = name.find('='); name.starts_with("--") && eq != std::string_view::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      has_value = true;
    }
    if (name == "--help" || name == "-h") {
      options.help = true;
      continue;
    }
    if (name == "--version") {
      options.version = true;
      continue;
    }
    if (name == "--fullscreen") {
      options.fullscreen = platform::Fullscreen::kDesktop;
      options.given.emplace_back(name);
      continue;
    }
    if (name == "--overlay") {
      options.overlay = true;
      continue;
    }
    if (name == "--mirror") {
      options.mirror = true;
      race_flag = true;
      continue;
    }
    if (name == "--no-audio") {
      options.audio = false;
      continue;
    }
    if (name == "--host") {
      // An optional port: the next argument when it is a number.
      options.host_port = uint16_t(7997);
      if (has_value || (i + 1 < args.size() && !args[i + 1].empty() &&
                        args[i + 1].find_first_not_of("0123456789") == std::string_view::npos)) {
        int port = 0;
        parsed.error = parse_ranged(name, has_value ? value : args[++i], 0, 65535, port);
        options.host_port = uint16_t(port);
      }
      race_flag = true;
      continue;
    }
    if (name == "--screenshot-at") {
      if (has_value || i + 2 >= args.size()) {
        parsed.error = "--screenshot-at needs SECONDS and PATH";
        break;
      }
      TimedShot shot;
      parsed.error = parse_seconds(name, args[i + 1], shot.at_ms);
      if (parsed.error.empty() && args[i + 2].empty())
        parsed.error = "--screenshot-at needs a PATH";
      shot.path = std::filesystem::path(args[i + 2]);
      options.shots.push_back(shot);
      i += 2;
      continue;
    }
    if (!takes_value(name)) {
      parsed.error = "unknown argument " + quoted(args[i]);
      break;
    }
    if (!has_value) {
      if (i + 1 >= args.size()) {
        parsed.error = std::string(name) + " needs a value";
        break;
      }
      value = args[++i];
    }
    window_given = window_given || name == "--window";
    fullscreen_mode_given = fullscreen_mode_given || name == "--fullscreen-mode";
    options.given.emplace_back(name);
    race_options =
        race_options ||
        (name != "--data" && name != "--window" && name != "--quit-after" &&
         name != "--screenshot" && name != "--track" && name != "--settings" &&
         name != "--import-ubi-ini" && name != "--set" && name != "--volume" &&
         name != "--replay" && name != "--frame-ms" && name != "--split" && name != "--join" &&
         name != "--name" && name != "--password" && name != "--players" && name != "--car" &&
         name != "--fullscreen-mode" && name != "--render-scale" && name != "--frame-report");
    // A machine's players and car: for a race of its own, or one joined.
    machine_options = machine_options || name == "--players" || name == "--car";
    parsed.error = apply(name, value, options);
  }
  if (parsed.error.empty() && options.was_given("--fullscreen") && fullscreen_mode_given)
    parsed.error = "--fullscreen and --fullscreen-mode exclude each other";
  if (parsed.error.empty() && options.fullscreen != platform::Fullscreen::kOff && window_given)
    parsed.error = "--window and --fullscreen" + std::string(fullscreen_mode_given ? "-mode" : "") +
                   " exclude each other";
  if (parsed.error.empty() && options.host_port && !options.join.empty())
    parsed.error = "--host and --join exclude each other";
  if (parsed.error.empty() && !options.join.empty() && !options.track.empty())
    parsed.error = "--join races the host's race: no --track";
  if (parsed.error.empty() && !options.track.empty() && !options.replay.empty())
    parsed.error = "--track starts a race, --replay watches one: not both";
  // --frame-ms, --split, --screenshot-at and --frame-report work from the menus too.
  if (parsed.error.empty() && options.track.empty() && (race_options || race_flag))
    parsed.error = "the race options (--car, --laps, --opponents, ...) need --track NAME";
  if (parsed.error.empty() && options.track.empty() && options.join.empty() && machine_options)
    parsed.error = "--players and --car need --track NAME or --join HOST";
  return parsed;
}

std::string usage() {
  return "usage: unpod [--data DIR] [--window WxH | --fullscreen | --fullscreen-mode WxH[@HZ]]\n"
         "             [--render-scale PERCENT] [--quit-after SECONDS]\n"
         "             [--no-audio] [--volume master=N,effects=N,engines=N,music=N]\n"
         "             [--screenshot PATH] [--track NAME [--car NAME] [--laps N] [--opponents N]\n"
         "             [--difficulty easy|normal|hard] [--damage off|global|sector]\n"
         "             [--mirror] [--players 1|2]\n"
         "             [--split horizontal|vertical] [--frame-ms MS]\n"
         "             [--screenshot-at SECONDS PATH]... [--record FILE]] [--replay FILE]\n"
         "             [--overlay] [--frame-report FILE] [--settings FILE] [--import-ubi-ini "
         "FILE]\n"
         "             [--host [PORT] --track NAME [--seats N] ... | --join HOST[:PORT]]\n"
         "             [--name NAME] [--password P]\n"
         "             [--set SECTION.KEY=VALUE]...\n"
         "       unpod --help | --version\n"
         "\n"
         "Plays POD: Planet of Death races from an installation of the game.\n"
         "\n"
         "  --data DIR             the POD installation (default: $UNPOD_DATA, else the demo disc\n"
         "                         shipped with unpod)\n"
         "  --window WxH           window size in pixels (default: the settings' [video], else\n"
         "                         1280x720)\n"
         "  --fullscreen           the whole screen at the desktop's resolution (borderless)\n"
         "  --fullscreen-mode WxH[@HZ]\n"
         "                         exclusive fullscreen: the display switched to the mode nearest\n"
         "                         this size and rate (e.g. 1920x1080@144; default: the\n"
         "                         settings' [video], else a window)\n"
         "  --render-scale PERCENT the race drawn at 50 to 200 % of the window's pixels each way,\n"
         "                         then stretched to it; the HUD stays sharp (default: the\n"
         "                         settings' [video], else 100)\n"
         "  --quit-after SECONDS   quit this many seconds after unpod started; with --frame-ms\n"
         "                         in a race, when the race's clock reaches them (a race of\n"
         "                         fixed frames runs faster or slower than the wall clock)\n"
         "  --no-audio             no sound (no audio device is opened)\n"
         "  --volume LIST          volumes from 0 to 100, e.g. master=80,engines=60 (master,\n"
         "                         effects, engines, music; default: the settings' [audio],\n"
         "                         else 100 each)\n"
         "  --screenshot PATH      write the last frame to PATH as a PNG when quitting\n"
         "  --frame-report FILE    when quitting, write to FILE how long the race frames took,\n"
         "                         from the events to the swap (medians, 90th percentiles)\n"
         "  --track NAME           start a race on this circuit straight away (without it the\n"
         "                         menus open)\n"
         "  --car NAME             the player's car (default: the installation's first)\n"
         "  --laps N               laps, 1 to 8 (default: the circuit's own)\n"
         "  --opponents N          computer cars, 0 to 7 (default: 7)\n"
         "  --difficulty D         easy, normal or hard: the race paths and opponents\n"
         "  --damage RULE          off, global or sector (POD: off only on easy, global or\n"
         "                         sector on normal, sector only on hard; default: the\n"
         "                         difficulty's first)\n"
         "  --mirror               the circuit driven the other way, where it is offered\n"
         "  --players N            1, or 2 for split screen (second keyboard layout or a pad);\n"
         "                         with --join, two players of this machine in the race\n"
         "  --split S              horizontal (one above the other) or vertical (default: the\n"
         "                         settings' [video])\n"
         "  --frame-ms MS          every frame takes MS milliseconds of game time (reproducible\n"
         "                         pictures); the race no longer follows the wall clock\n"
         "  --screenshot-at S PATH a PNG of the window when the race's clock reaches S seconds\n"
         "                         (from the menus without --frame-ms: S seconds after unpod\n"
         "                         started)\n"
         "  --record FILE          save the race as a replay (docs/REPLAY-FORMAT.md) when it ends\n"
         "                         or the game quits; 'unpod-tool replay FILE' plays it back\n"
         "  --replay FILE          watch a saved replay (the Replays menu lists them)\n"
         "  --host [PORT]          host a network race of the --track race (UDP PORT, default\n"
         "                         7997; 0: any free port, logged) and open its lobby\n"
         "                         (docs/NETWORK.md)\n"
         "  --seats N              a hosted race's human seats, 1 to 8 (default 2)\n"
         "  --join HOST[:PORT]     join a network race (unpod --host or unpod-server)\n"
         "  --name NAME            your name in a network race (16 printable characters;\n"
         "                         default: the settings' [game] name)\n"
         "  --password P           the network race's password\n"
         "  --overlay              start with the debug overlay shown (F1 shows and hides it;\n"
         "                         docs/OVERLAY.md)\n"
         "  --settings FILE        the settings file (default: "
         "$XDG_CONFIG_HOME/unpod/settings.ini,\n"
         "                         else ~/.config/unpod/settings.ini; docs/CONFIGURATION.md)\n"
         "  --import-ubi-ini FILE  player 1's keys from POD's Ubi.ini ([POD2_0]) into the "
         "settings\n"
         "  --set S.KEY=VALUE      a setting for this run only (e.g. player1.accelerate=Q); the\n"
         "                         options above win over [video], [audio] and [game]\n"
         "  --help                 show this text\n"
         "  --version              the version and the commit it was built from\n"
         "\n"
         "\n"
         "The controls (README.md's table, docs/CONFIGURATION.md to change them): player 1 the\n"
         "arrows, A gear up, Z gear down; player 2 R, F, D, G, W and S or a game controller (left\n"
         "stick steers, right trigger or A accelerates, left trigger, B or X brakes, shoulders\n"
         "change gear). C (player 2: T) changes the camera, Space (E) looks back, P or Start\n"
         "pauses, and so does Escape in a race (in the menus it goes back; on the main menu to\n"
         "QUIT), F12 saves a screenshot.\n"
         "\n"
         "Exit status: 0 when the player quit (or --quit-after's time was up); 1 when unpod\n"
         "could not run: no installation for a race, a race or replay that cannot be loaded, no\n"
         "display or OpenGL, a screenshot or the settings not written; 2 for wrong arguments.\n"
         "The manual: README.md and docs/ (installed in share/doc/unpod).\n";
}

}  // namespace unpod::game
