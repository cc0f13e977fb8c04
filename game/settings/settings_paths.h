// Where the settings live: $XDG_CONFIG_HOME/unpod/ (an empty variable counts as unset), else
// ~/.config/unpod/ (XDG Base Directory). The folder holds settings.ini and the player's own
// gamecontrollerdb.txt.
#pragma once

#include <filesystem>
#include <functional>

namespace unpod::game::settings {

// The environment as getenv reads it (tests hand in their own).
using Environment = std::function<const char*(const char*)>;

// Empty when neither XDG_CONFIG_HOME nor HOME is set.
std::filesystem::path config_dir(const Environment& env);
std::filesystem::path default_settings_path(const Environment& env);  // <config_dir>/settings.ini
inline constexpr const char* kPadMappingsFile = "gamecontrollerdb.txt";

}  // namespace unpod::game::settings
