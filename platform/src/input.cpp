#include "unpod/platform/input.h"

#include <SDL.h>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace unpod::platform {

namespace {

static_assert(pad_button::kA == SDL_CONTROLLER_BUTTON_A);
static_assert(pad_button::kRightShoulder == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
static_assert(pad_button::kDpadRight == SDL_CONTROLLER_BUTTON_DPAD_RIGHT);

// The controllers opened, by instance id, in the order they came. SDL closes them at SDL_Quit;
// an id SDL no longer knows is dropped when read.
std::vector<SDL_JoystickID>& open_pads() {
  static std::vector<SDL_JoystickID> ids;
  return ids;
}

void pad_added(int device_index) {
  SDL_GameController* pad = SDL_GameControllerOpen(device_index);
  if (!pad) return;
  const SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad));
  auto& ids = open_pads();
  if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
}

void pad_removed(SDL_JoystickID id) {
  auto& ids = open_pads();
  if (SDL_GameController* pad = SDL_GameControllerFromInstanceID(id)) SDL_GameControllerClose(pad);
  ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
}

std::vector<PadState> read_pads() {
  std::vector<PadState> pads;
  auto& ids = open_pads();
  std::erase_if(ids, [](SDL_JoystickID id) { return !SDL_GameControllerFromInstanceID(id); });
  for (const SDL_JoystickID id : ids) {
    SDL_GameController* pad = SDL_GameControllerFromInstanceID(id);
    PadState p;
    p.id = id;
    p.left_x = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTX);
    p.left_y = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_LEFTY);
    p.left_trigger = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERLEFT);
    p.right_trigger = SDL_GameControllerGetAxis(pad, SDL_CONTROLLER_AXIS_TRIGGERRIGHT);
    for (int b = 0; b < SDL_CONTROLLER_BUTTON_MAX && b < 32; ++b)
      if (SDL_GameControllerGetButton(pad, static_cast<SDL_GameControllerButton>(b)))
        p.buttons |= 1u << b;
    pads.push_back(p);
  }
  return pads;
}

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
    case SDLK_BACKSPACE:
      return Key::kBackspace;
    case SDLK_q:
      return Key::kQ;
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
      case SDL_MOUSEMOTION:
        if ((event.motion.state & SDL_BUTTON_RMASK) != 0) {
          input.mouse_look_x += event.motion.xrel;
          input.mouse_look_y += event.motion.yrel;
        }
        break;
      case SDL_CONTROLLERDEVICEADDED:
        pad_added(event.cdevice.which);
        break;
      case SDL_CONTROLLERDEVICEREMOVED:
        pad_removed(event.cdevice.which);
        break;
      default:
        break;
    }
  }
  // The keys held now, for what moves while a key is down (the free camera, the cars).
  const Uint8* state = SDL_GetKeyboardState(nullptr);
  const std::pair<SDL_Scancode, Key> held[] = {{SDL_SCANCODE_UP, Key::kUp},
                                               {SDL_SCANCODE_DOWN, Key::kDown},
                                               {SDL_SCANCODE_LEFT, Key::kLeft},
                                               {SDL_SCANCODE_RIGHT, Key::kRight},
                                               {SDL_SCANCODE_PAGEUP, Key::kPageUp},
                                               {SDL_SCANCODE_PAGEDOWN, Key::kPageDown},
                                               {SDL_SCANCODE_A, Key::kA},
                                               {SDL_SCANCODE_D, Key::kD},
                                               {SDL_SCANCODE_F, Key::kF},
                                               {SDL_SCANCODE_G, Key::kG},
                                               {SDL_SCANCODE_I, Key::kI},
                                               {SDL_SCANCODE_J, Key::kJ},
                                               {SDL_SCANCODE_K, Key::kK},
                                               {SDL_SCANCODE_L, Key::kL},
                                               {SDL_SCANCODE_R, Key::kR},
                                               {SDL_SCANCODE_S, Key::kS},
                                               {SDL_SCANCODE_W, Key::kW},
                                               {SDL_SCANCODE_Z, Key::kZ},
                                               {SDL_SCANCODE_BACKSPACE, Key::kBackspace},
                                               {SDL_SCANCODE_Q, Key::kQ},
                                               {SDL_SCANCODE_U, Key::kU},
                                               {SDL_SCANCODE_O, Key::kO}};
  for (const auto& [code, key] : held)
    if (state && state[code]) input.keys_held.push_back(key);
  input.pads = read_pads();
  return input;
}

}  // namespace unpod::platform
