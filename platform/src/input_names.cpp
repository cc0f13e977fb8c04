#include "unpod/platform/input_names.h"

#include <SDL.h>

namespace unpod::platform {

std::optional<int> key_from_name(const std::string& name) {
  const SDL_Scancode code = SDL_GetScancodeFromName(name.c_str());
  if (code == SDL_SCANCODE_UNKNOWN) return std::nullopt;
  return static_cast<int>(code);
}

std::string key_name(int scancode) {
  return SDL_GetScancodeName(static_cast<SDL_Scancode>(scancode));
}

std::optional<int> pad_button_from_name(const std::string& name) {
  const SDL_GameControllerButton b = SDL_GameControllerGetButtonFromString(name.c_str());
  if (b == SDL_CONTROLLER_BUTTON_INVALID) return std::nullopt;
  return static_cast<int>(b);
}

std::string pad_button_name(int button) {
  const char* s =
      SDL_GameControllerGetStringForButton(static_cast<SDL_GameControllerButton>(button));
  return s ? s : "";
}

std::optional<int> pad_axis_from_name(const std::string& name) {
  const SDL_GameControllerAxis a = SDL_GameControllerGetAxisFromString(name.c_str());
  if (a == SDL_CONTROLLER_AXIS_INVALID) return std::nullopt;
  return static_cast<int>(a);
}

std::string pad_axis_name(int axis) {
  const char* s = SDL_GameControllerGetStringForAxis(static_cast<SDL_GameControllerAxis>(axis));
  return s ? s : "";
}

}  // namespace unpod::platform
