// The names of keys and controller inputs as SDL spells them: what the settings file holds
// ("Left Shift", "pad:a" is the game's prefix on SDL's "a").
#pragma once

#include <optional>
#include <string>

namespace unpod::platform {

// SDL_GetScancodeFromName / SDL_GetScancodeName: a key by its place on the keyboard.
std::optional<int> key_from_name(const std::string& name);
std::string key_name(int scancode);

// SDL_GameControllerGetButtonFromString / SDL_GameControllerGetStringForButton ("a",
// "rightshoulder", "dpleft"), and the axes' ("leftx", "righttrigger").
std::optional<int> pad_button_from_name(const std::string& name);
std::string pad_button_name(int button);
std::optional<int> pad_axis_from_name(const std::string& name);
std::string pad_axis_name(int axis);

}  // namespace unpod::platform
