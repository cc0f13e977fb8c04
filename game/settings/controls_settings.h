// The settings file's [player1] and [player2] (docs/CONFIGURATION.md): device, accelerate,
// brake, left, right, gear_up, gear_down, camera, look_back, steering, dead_zone, rumble. A
// binding given replaces that action's default (its keys the default keys, its pad inputs the
// default pad inputs); a bad value is reported with its line and the default used, in the file
// too, so the file written back holds the default; an unknown key is reported and kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "controls/controls_setup.h"
#include "settings/settings_file.h"

namespace unpod::game::settings {

// "player1", "player2".
std::string player_section(int player);

// The keys of a [playerN] section, in the documented order.
inline constexpr std::array<std::string_view, 12> kPlayerKeys = {
    "device",    "accelerate", "brake",     "left",     "right",     "gear_up",
    "gear_down", "camera",     "look_back", "steering", "dead_zone", "rumble"};

// The setup the file gives. `file_name` prefixes each problem ("settings.ini:12: ...");
// `changed` is set when a bad value was replaced in `file`.
controls::ControlsSetup controls_from_settings(SettingsFile& file, const std::string& file_name,
                                               std::vector<std::string>& problems, bool& changed);

// A key's default as the file spells it (player 0 or 1).
std::string default_value(int player, std::string_view key);

// The Options screen's "press a key": player `player`'s `action` on `input`, in `bindings` and in
// the file's [playerN] (a key replaces the action's keys, a pad input its pad inputs, as the
// file's values do; the file keeps only what differs from the defaults: "accelerate = Q").
// Refused, nothing changed, when it would put two actions read at the same time on one input
// (binding_conflicts): the new conflicts are returned.
std::vector<std::string> bind_input(SettingsFile& file, controls::Bindings& bindings, int player,
                                    controls::Action action, const controls::InputBinding& input);

// The device the player chose ("keyboard", "pad", a GUID) into the file, when it differs from
// what the file gives. Returns whether it changed the file.
bool remember_device(SettingsFile& file, int player, const std::string& device);

}  // namespace unpod::game::settings
