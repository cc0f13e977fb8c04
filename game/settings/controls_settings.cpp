#include "settings/controls_settings.h"
#include "settings/settings_value.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

namespace unpod::game::settings {
namespace {

using controls::Action;

std::optional<Action> action_of(std::string_view key) {
  for (int a = 0; a < controls::kPlayerActions; ++a) {
    const auto action = static_cast<Action>(a);
    if (action != Action::kRetire && controls::info(action).name == key) return action;
  }
  return std::nullopt;
}

bool is_guid(const std::string& s) {
  return s.size() == 32 &&
         std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isxdigit(c) != 0; });
}

bool is_player_key(std::string_view key) {
  return std::find(kPlayerKeys.begin(), kPlayerKeys.end(), key) != kPlayerKeys.end();
}

std::optional<double> dead_zone_of(const std::string& s) {
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || !(v >= 0.0 && v < 1.0))
    return std::nullopt;
  return v;
}

// Reads one entry into the setup; returns what is wrong with its value, or empty.
std::string read_entry(controls::ControlsSetup& setup, int player, const SettingsEntry& e,
                       bool& unknown) {
  controls::PlayerSetup& p = setup.players[size_t(player)];
  if (e.key == "device") {
    const std::string v = lower(e.value);
    if (v != "keyboard" && v != "pad" && !is_guid(v))
      return "'" + e.value + "' is not keyboard, pad or a pad's GUID (32 hexadecimal digits)";
    p.device = v;
  } else if (e.key == "steering") {
    const std::string v = lower(e.value);
    if (v == "linear")
      p.steering = controls::Steering::kLinear;
    else if (v == "fourth-power")
      p.steering = controls::Steering::kFourthPower;
    else
      return "'" + e.value + "' is not linear or fourth-power";
  } else if (e.key == "dead_zone") {
    const auto v = dead_zone_of(e.value);
    if (!v) return "'" + e.value + "' is not a number from 0 to below 1";
    p.dead_zone = *v;
  } else if (e.key == "rumble") {
    const auto v = yes_no(e.value);
    if (!v) return "'" + e.value + "' is not yes or no";
    p.rumble = *v;
  } else if (const auto action = action_of(e.key)) {
    std::string bad;
    const auto inputs = controls::parse_inputs(e.value, bad);
    if (!inputs) return "no key or pad input is named '" + bad + "'";
    if (inputs->empty()) return "no input given";
    controls::rebind(setup.bindings, player, *action, *inputs);
  } else {
    unknown = true;
  }
  return {};
}

}  // namespace

std::string player_section(int player) {
  return "player" + std::to_string(player + 1);
}

std::string default_value(int player, std::string_view key) {
  const controls::ControlsSetup defaults;
  const controls::PlayerSetup& p = defaults.players[size_t(player)];
  if (key == "device") return p.device;
  if (key == "steering") return "linear";
  if (key == "dead_zone") return "0.2";
  if (key == "rumble") return "no";
  if (const auto action = action_of(key))
    return controls::inputs_text(defaults.bindings.of(player, *action));
  return {};
}

controls::ControlsSetup controls_from_settings(SettingsFile& file, const std::string& file_name,
                                               std::vector<std::string>& problems, bool& changed) {
  controls::ControlsSetup setup;
  for (int player = 0; player < controls::kHumanPlayers; ++player) {
    const std::string name = player_section(player);
    for (const SettingsSection& s : file.sections()) {
      if (s.name != name) continue;
      for (size_t i = 0; i < s.entries.size(); ++i) {
        const SettingsEntry& e = s.entries[i];
        bool unknown = false;
        const std::string where =
            file_name + ":" + std::to_string(e.line) + ": [" + name + "] " + e.key + ": ";
        // A key given again: its last line counts (inih's and find()'s rule); the earlier ones
        // are reported and left out of the file written back.
        const auto again =
            std::find_if(s.entries.begin() + std::ptrdiff_t(i) + 1, s.entries.end(),
                         [&](const SettingsEntry& later) { return later.key == e.key; });
        if (again != s.entries.end() && is_player_key(e.key)) {
          problems.push_back(where + "given again on line " + std::to_string(again->line) +
                             ", which counts");
          changed = true;
          continue;
        }
        const std::string wrong = read_entry(setup, player, e, unknown);
        if (unknown) {
          problems.push_back(where + "not a key Un-POD knows");
        } else if (!wrong.empty()) {
          const std::string fallback = default_value(player, e.key);
          problems.push_back(where + wrong + "; the default (" + fallback + ") instead");
          // The default in the file: a copy, set after the loop (`e` is the file's).
          changed = true;
        }
      }
    }
    // Replace the bad values and drop the keys given again, now that the section is no longer
    // walked.
    for (const std::string_view key : kPlayerKeys) {
      file.drop_earlier(name, key);
      const SettingsEntry* e = file.find(name, key);
      if (!e) continue;
      bool unknown = false;
      controls::ControlsSetup scratch;
      if (!read_entry(scratch, player, *e, unknown).empty())
        file.set(name, key, default_value(player, key));
    }
  }
  for (const std::string& c : controls::binding_conflicts(setup.bindings))
    problems.push_back(file_name + ": " + c);
  return setup;
}

std::vector<std::string> bind_input(SettingsFile& file, controls::Bindings& bindings, int player,
                                    Action action, const controls::InputBinding& input) {
  controls::Bindings changed = bindings;
  controls::rebind(changed, player, action, {input});
  const std::vector<std::string> before = controls::binding_conflicts(bindings);
  std::vector<std::string> added;
  for (const std::string& c : controls::binding_conflicts(changed))
    if (std::find(before.begin(), before.end(), c) == before.end()) added.push_back(c);
  if (!added.empty()) return added;
  bindings = changed;
  // The file's value: what it gave of the other kind (keys or pad inputs), and the new input.
  const std::string section = player_section(player);
  const std::string key(controls::info(action).name);
  std::vector<controls::InputBinding> kept;
  if (const SettingsEntry* e = file.find(section, key)) {
    std::string bad;
    if (const auto inputs = controls::parse_inputs(e->value, bad))
      for (const controls::InputBinding& i : *inputs)
        if (i.is_key() != input.is_key()) kept.push_back(i);
  }
  std::vector<controls::InputBinding> value = kept;
  if (input.is_key())
    value.insert(value.begin(), input);  // keys first, as the defaults are written
  else
    value.push_back(input);
  file.set(section, key, controls::inputs_text(value));
  return {};
}

bool remember_device(SettingsFile& file, int player, const std::string& device) {
  const std::string name = player_section(player);
  const SettingsEntry* e = file.find(name, "device");
  const std::string now = e ? lower(e->value) : default_value(player, "device");
  if (now == device) return false;
  file.set(name, "device", device);
  return true;
}

}  // namespace unpod::game::settings
