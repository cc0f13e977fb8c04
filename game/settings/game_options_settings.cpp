#include "settings/game_options_settings.h"
#include "settings/settings_value.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "unpod/engine/render_scale.h"
#include "unpod/net/protocol.h"
#include "unpod/platform/display_mode.h"

namespace unpod::game::settings {
namespace {

using sim::session::DamageRule;

// --window's bounds (options.cpp), and a frame cap past any display's rate.
constexpr int kMinSide = 64;
constexpr int kMaxSide = 16384;
constexpr int kMaxFrameCap = 1000;

const char* const kDamageKeys[3] = {"off", "global", "sector"};

std::optional<int> whole(const std::string& s, int lo, int hi) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

bool is_option_key(std::string_view section, std::string_view key) {
  return std::any_of(kOptionKeys.begin(), kOptionKeys.end(),
                     [&](const OptionKey& k) { return k.section == section && k.key == key; });
}

int* volume_of(Volumes& v, std::string_view key) {
  return key == "master"    ? &v.master
         : key == "effects" ? &v.effects
         : key == "engines" ? &v.engines
         : key == "music"   ? &v.music
                            : nullptr;
}

int volume(const Volumes& v, std::string_view key) {
  Volumes copy = v;
  return *volume_of(copy, key);
}

std::string range_text(int lo, int hi) {
  return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
}

// Reads one entry into `o`; returns what is wrong with its value, or empty. `unknown`: the key
// is none of the section's.
std::string read_entry(OptionsSettings& o, std::string_view section, const SettingsEntry& e,
                       bool& unknown) {
  const std::string& v = e.value;
  const std::string quoted = "'" + v + "' is not ";
  if (!is_option_key(section, e.key)) {
    unknown = true;
    return {};
  }
  if (section == "video") {
    if (e.key == "width" || e.key == "height") {
      const auto n = whole(v, kMinSide, kMaxSide);
      if (!n) return quoted + range_text(kMinSide, kMaxSide);
      (e.key == "width" ? o.video.width : o.video.height) = *n;
    } else if (e.key == "fullscreen") {
      // yes: the desktop's fullscreen, as before there was an exclusive one.
      const std::string s = lower(v);
      if (s == "desktop")
        o.video.fullscreen = platform::Fullscreen::kDesktop;
      else if (s == "exclusive")
        o.video.fullscreen = platform::Fullscreen::kExclusive;
      else if (const auto b = yes_no(v))
        o.video.fullscreen = *b ? platform::Fullscreen::kDesktop : platform::Fullscreen::kOff;
      else
        return quoted + "no, desktop or exclusive";
    } else if (e.key == "fullscreen_mode") {
      if (v.empty()) {
        o.video.fullscreen_mode = {};
      } else {
        const auto mode = platform::parse_display_mode(v);
        if (!mode) return quoted + "WIDTHxHEIGHT or WIDTHxHEIGHT@HZ (e.g. 1920x1080@144)";
        o.video.fullscreen_mode = *mode;
      }
    } else if (e.key == "render_scale") {
      const auto n = whole(v, engine::kMinRenderScale, engine::kMaxRenderScale);
      if (!n) return quoted + range_text(engine::kMinRenderScale, engine::kMaxRenderScale);
      o.video.render_scale = *n;
    } else if (e.key == "vsync") {
      const auto b = yes_no(v);
      if (!b) return quoted + "yes or no";
      o.video.vsync = *b;
    } else if (e.key == "frame_cap") {
      const auto n = whole(v, 0, kMaxFrameCap);
      if (!n) return quoted + range_text(0, kMaxFrameCap) + " (0: no cap)";
      o.video.frame_cap = *n;
    } else {  // split
      const std::string s = lower(v);
      if (s != "horizontal" && s != "vertical") return quoted + "horizontal or vertical";
      o.video.split = s == "vertical" ? SplitOption::kVertical : SplitOption::kHorizontal;
    }
  } else if (section == "audio") {
    const auto n = whole(v, 0, 100);
    if (!n) return quoted + range_text(0, 100);
    *volume_of(o.audio, e.key) = *n;
  } else if (e.key == "units") {
    const std::string s = lower(v);
    if (s != "kmh" && s != "mph") return quoted + "kmh or mph";
    o.game.units = s == "mph" ? engine::SpeedUnit::kMph : engine::SpeedUnit::kKmh;
  } else if (e.key == "damage") {
    const std::string s = lower(v);
    const auto* it = std::find(std::begin(kDamageKeys), std::end(kDamageKeys), s);
    if (it == std::end(kDamageKeys)) return quoted + "off, global or sector";
    o.game.damage = static_cast<DamageRule>(it - std::begin(kDamageKeys));
  } else if (e.key == "name") {
    // As a network race's host cleans a name (net::clean_name): what the others will read.
    const std::string clean = net::clean_name(v, "");
    if (clean != v)
      return quoted + "a name of up to " + std::to_string(net::kMaxNameLength) +
             " printable ASCII characters (e.g. '" + clean + "')";
    o.game.name = v;
  } else if (e.key.starts_with("recent")) {  // recent1 .. recent5, in that order
    const size_t n = size_t(e.key.back() - '1');
    if (o.game.recent.size() <= n) o.game.recent.resize(n + 1);
    o.game.recent[n] = v;
  } else {  // data: any folder; the game says when none is found there
    o.game.data = v;
  }
  return {};
}

}  // namespace

std::string option_text(const OptionsSettings& o, std::string_view section, std::string_view key) {
  if (section == "video") {
    if (key == "width") return std::to_string(o.video.width);
    if (key == "height") return std::to_string(o.video.height);
    if (key == "fullscreen")
      return o.video.fullscreen == platform::Fullscreen::kExclusive ? "exclusive"
             : o.video.fullscreen == platform::Fullscreen::kDesktop ? "desktop"
                                                                    : "no";
    if (key == "fullscreen_mode")
      return o.video.fullscreen_mode.width > 0
                 ? platform::display_mode_text(o.video.fullscreen_mode)
                 : "";
    if (key == "render_scale") return std::to_string(o.video.render_scale);
    if (key == "vsync") return o.video.vsync ? "yes" : "no";
    if (key == "frame_cap") return std::to_string(o.video.frame_cap);
    if (key == "split") return o.video.split == SplitOption::kVertical ? "vertical" : "horizontal";
  } else if (section == "audio") {
    Volumes v = o.audio;
    if (volume_of(v, key)) return std::to_string(volume(v, key));
  } else if (section == "game") {
    if (key == "units") return o.game.units == engine::SpeedUnit::kMph ? "mph" : "kmh";
    if (key == "damage") return kDamageKeys[static_cast<int>(o.game.damage)];
    if (key == "data") return o.game.data;
    if (key.starts_with("recent")) {
      const size_t n = size_t(key.back() - '1');
      return n < o.game.recent.size() ? o.game.recent[n] : "";
    }
    if (key == "name") return o.game.name;
  }
  return {};
}

void store_option(SettingsFile& file, const OptionsSettings& options, std::string_view section,
                  std::string_view key) {
  file.set(section, key, option_text(options, section, key));
}

OptionsSettings options_from_settings(SettingsFile& file, const std::string& file_name,
                                      std::vector<std::string>& problems, bool& changed) {
  OptionsSettings o;
  const OptionsSettings defaults;
  for (const std::string_view section : {"video", "audio", "game"}) {
    for (const SettingsSection& s : file.sections()) {
      if (s.name != section) continue;
      for (size_t i = 0; i < s.entries.size(); ++i) {
        const SettingsEntry& e = s.entries[i];
        const std::string where = file_name + ":" + std::to_string(e.line) + ": [" +
                                  std::string(section) + "] " + e.key + ": ";
        // A key given again: its last line counts, the earlier ones are reported and dropped.
        const auto again =
            std::find_if(s.entries.begin() + std::ptrdiff_t(i) + 1, s.entries.end(),
                         [&](const SettingsEntry& later) { return later.key == e.key; });
        if (again != s.entries.end() && is_option_key(section, e.key)) {
          problems.push_back(where + "given again on line " + std::to_string(again->line) +
                             ", which counts");
          changed = true;
          continue;
        }
        bool unknown = false;
        const std::string wrong = read_entry(o, section, e, unknown);
        if (unknown) {
          problems.push_back(where + "not a key Un-POD knows");
        } else if (!wrong.empty()) {
          const std::string fallback = option_text(defaults, section, e.key);
          problems.push_back(
              where + wrong +
              (fallback.empty() ? "; none instead" : "; the default (" + fallback + ") instead"));
          changed = true;
        }
      }
    }
    // The bad values replaced and the keys given twice dropped, now that the section is no
    // longer walked.
    for (const OptionKey& k : kOptionKeys) {
      if (k.section != section) continue;
      file.drop_earlier(section, k.key);
      const SettingsEntry* e = file.find(section, k.key);
      if (!e) continue;
      bool unknown = false;
      OptionsSettings scratch;
      if (!read_entry(scratch, section, *e, unknown).empty())
        store_option(file, defaults, section, k.key);
    }
  }
  return o;
}

Options with_settings(Options options, const OptionsSettings& file) {
  // --window and --fullscreen exclude each other: either one sets both.
  // --window, --fullscreen and --fullscreen-mode exclude each other: any one sets all.
  if (!options.was_given("--window") && !options.was_given("--fullscreen") &&
      !options.was_given("--fullscreen-mode")) {
    options.window_width = file.video.width;
    options.window_height = file.video.height;
    options.fullscreen = file.video.fullscreen;
    options.fullscreen_mode = file.video.fullscreen_mode;
  }
  if (!options.was_given("--render-scale")) options.render_scale = file.video.render_scale;
  options.vsync = file.video.vsync;
  options.frame_cap = file.video.frame_cap;
  if (!options.was_given("--split")) options.split = file.video.split;
  for (const std::string_view key : {"master", "effects", "engines", "music"})
    if (!options.was_given("--volume " + std::string(key)))
      *volume_of(options.volumes, key) = volume(file.audio, key);
  options.speed_unit = file.game.units;
  if (!options.was_given("--damage")) options.damage = file.game.damage;
  return options;
}

void choose_folder(SettingsFile& file, OptionsSettings& options, const std::string& folder) {
  std::vector<std::string>& recent = options.game.recent;
  std::erase_if(recent, [&](const std::string& r) { return r.empty() || r == folder; });
  recent.insert(recent.begin(), folder);
  if (recent.size() > kRecentFolders) recent.resize(kRecentFolders);
  options.game.data = folder;
  store_option(file, options, "game", "data");
  for (size_t i = 0; i < kRecentFolders; ++i) {
    const std::string key = "recent" + std::to_string(i + 1);
    if (i < recent.size())
      store_option(file, options, "game", key);
    else
      file.remove("game", key);
  }
}

}  // namespace unpod::game::settings
