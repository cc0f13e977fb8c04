#include "unpod/platform/input.h"

#include <SDL.h>

#include <algorithm>
#include <optional>
#include <utility>

namespace unpod::platform {

namespace {

std::optional<Key> key_from_sdl(SDL_Keycode code) {
  switch (code) {
    case SDLK_ESCAPE:
      return Key::kEscape;
    case SDLK_RETURN:
      return Key::kReturn;
    case SDLK_SPACE:
      return Key::kSpace;
    case SDLK_UP:
      return Key::kUp;
    case SDLK_DOWN:
      return Key::kDown;
    case SDLK_LEFT:
      return Key::kLeft;
    case SDLK_RIGHT:
      return Key::kRight;
    case SDLK_F12:
      return Key::kF12;
    case SDLK_c:
      return Key::kCamera;
    case SDLK_PAGEUP:
      return Key::kPageUp;
    case SDLK_PAGEDOWN:
      return Key::kPageDown;
    default:
      return std::nullopt;
  }
}

}  // namespace

bool InputState::pressed(Key key) const {
  return std::find(keys_pressed.begin(), keys_pressed.end(), key) != keys_pressed.end();
}

bool InputState::held(Key key) const {
  return std::find(keys_held.begin(), keys_held.end(), key) != keys_held.end();
}

InputState pump_events(const EventObserver& observer) {
  InputState input;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (observer) observer(event);
    switch (event.type) {
      case SDL_QUIT:
        input.quit_requested = true;
        break;
      case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_CLOSE) input.quit_requested = true;
        break;
      case SDL_KEYDOWN:
        if (event.key.repeat == 0) {
          if (const auto key = key_from_sdl(event.key.keysym.sym))
            input.keys_pressed.push_back(*key);
        }
        break;
      default:
        break;
    }
  }
  // The keys held now, for what moves while a key is down (the free camera).
  const Uint8* state = SDL_GetKeyboardState(nullptr);
  const std::pair<SDL_Scancode, Key> held[] = {
      {SDL_SCANCODE_UP, Key::kUp},         {SDL_SCANCODE_DOWN, Key::kDown},
      {SDL_SCANCODE_LEFT, Key::kLeft},     {SDL_SCANCODE_RIGHT, Key::kRight},
      {SDL_SCANCODE_PAGEUP, Key::kPageUp}, {SDL_SCANCODE_PAGEDOWN, Key::kPageDown}};
  for (const auto& [code, key] : held)
    if (state && state[code]) input.keys_held.push_back(key);
  return input;
}

}  // namespace unpod::platform
