// Where the settings live: $XDG_CONFIG_HOME/unpod/ (an empty variable counts as unset), else
// ~/.config/unpod/ (XDG Base Directory), else (no HOME) the folder the game hands in. The folder
// holds settings.ini and the player's own gamecontrollerdb.txt.
#pragma once

#include <filesystem>
#include <functional>

namespace unpod::game::settings {

// The environment as getenv reads it (tests hand in their own).
using Environment = std::function<const char*(const char*)>;

// Neither XDG_CONFIG_HOME nor HOME set (Windows has no HOME): `no_home`, which the game gives as
// SDL's preference folder (platform::user_data_dir: %APPDATA%\Un-POD\unpod on Windows); empty
// when that is empty too (no settings are kept).
std::filesystem::path config_dir(const Environment& env, const std::filesystem::path& no_home = {});
// <config_dir>/settings.ini
std::filesystem::path default_settings_path(const Environment& env,
                                            const std::filesystem::path& no_home = {});
inline constexpr const char* kPadMappingsFile = "gamecontrollerdb.txt";

}  // namespace unpod::game::settings
