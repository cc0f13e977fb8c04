#include "unpod/platform/input.h"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <map>
#include <vector>

namespace unpod::platform {

namespace {

static_assert(kPadAxes == SDL_CONTROLLER_AXIS_MAX);
static_assert(kPadButtons == SDL_CONTROLLER_BUTTON_MAX);
static_assert(pad_axis::kRightTrigger == SDL_CONTROLLER_AXIS_TRIGGERRIGHT);
static_assert(pad_button::kA == SDL_CONTROLLER_BUTTON_A);
static_assert(pad_button::kRightShoulder == SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
static_assert(pad_button::kDpadRight == SDL_CONTROLLER_BUTTON_DPAD_RIGHT);

// The controllers opened, by instance id, in the order they came. SDL closes them at SDL_Quit;
// an id SDL no longer knows is dropped when read.
std::vector<SDL_JoystickID>& open_pads() {
  static std::vector<SDL_JoystickID> ids;
  return ids;
}

// Adds the id of the controller opened, or -1 when it cannot be opened.
SDL_JoystickID pad_added(int device_index) {
  SDL_GameController* pad = SDL_GameControllerOpen(device_index);
  if (!pad) return -1;
  const SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pad));
  auto& ids = open_pads();
  if (std::find(ids.begin(), ids.end(), id) != ids.end()) return -1;  // already reported
  ids.push_back(id);
  return id;
}

bool pad_removed(SDL_JoystickID id) {
  auto& ids = open_pads();
  if (SDL_GameController* pad = SDL_GameControllerFromInstanceID(id)) SDL_GameControllerClose(pad);
  const auto it = std::find(ids.begin(), ids.end(), id);
  if (it == ids.end()) return false;
  ids.erase(it);
  return true;
}

std::vector<PadState> read_pads(const std::map<SDL_JoystickID, uint32_t>& pressed) {
  std::vector<PadState> pads;
  auto& ids = open_pads();
  std::erase_if(ids, [](SDL_JoystickID id) { return !SDL_GameControllerFromInstanceID(id); });
  // Each pad's axes at the previous frame, for the pushes past half travel (a new pad: centred).
  static std::map<SDL_JoystickID, std::array<int16_t, kPadAxes>> before;
  std::erase_if(before, [&](const auto& b) {
    return std::find(ids.begin(), ids.end(), b.first) == ids.end();
  });
  for (const SDL_JoystickID id : ids) {
    SDL_GameController* pad = SDL_GameControllerFromInstanceID(id);
    PadState p;
    p.id = id;
    char guid[33] = {};
    SDL_JoystickGetGUIDString(SDL_JoystickGetGUID(SDL_GameControllerGetJoystick(pad)), guid,
                              sizeof guid);
    p.guid = guid;
    if (const char* name = SDL_GameControllerName(pad)) p.name = name;
    std::array<int16_t, kPadAxes>& last = before[id];
    for (int a = 0; a < kPadAxes; ++a) {
      const int16_t now = SDL_GameControllerGetAxis(pad, static_cast<SDL_GameControllerAxis>(a));
      const int16_t was = last[size_t(a)];
      if (now >= PadState::kPushedAt && was < PadState::kPushedAt) p.axes_pushed |= 1u << (2 * a);
      if (now <= -PadState::kPushedAt && was > -PadState::kPushedAt)
        p.axes_pushed |= 1u << (2 * a + 1);
      p.axes[size_t(a)] = last[size_t(a)] = now;
    }
    for (int b = 0; b < kPadButtons; ++b)
      if (SDL_GameControllerGetButton(pad, static_cast<SDL_GameControllerButton>(b)))
        p.buttons |= 1u << b;
    if (const auto it = pressed.find(id); it != pressed.end()) p.pressed = it->second;
    pads.push_back(std::move(p));
  }
  return pads;
}

}  // namespace

bool InputState::pressed(int scancode) const {
  return std::find(keys_pressed.begin(), keys_pressed.end(), scancode) != keys_pressed.end();
}

int InputState::presses(int scancode) const {
  return static_cast<int>(std::count(keys_pressed.begin(), keys_pressed.end(), scancode));
}

bool InputState::held(int scancode) const {
  return std::find(keys_held.begin(), keys_held.end(), scancode) != keys_held.end();
}

const PadState* InputState::pad(int32_t id) const {
  for (const PadState& p : pads)
    if (p.id == id) return &p;
  return nullptr;
}

void start_text_input() {
  SDL_StartTextInput();
}

void stop_text_input() {
  SDL_StopTextInput();
}

bool text_input_active() {
  return SDL_IsTextInputActive() == SDL_TRUE;
}

InputState pump_events(const EventObserver& observer) {
  InputState input;
  std::map<SDL_JoystickID, uint32_t> pad_pressed;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    if (observer) observer(event);
    switch (event.type) {
      case SDL_QUIT:
        input.quit_requested = true;
        break;
      case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_CLOSE) input.quit_requested = true;
        if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST) input.focus_lost = true;
        break;
      case SDL_KEYDOWN:
        if (event.key.repeat == 0) input.keys_pressed.push_back(event.key.keysym.scancode);
        break;
      case SDL_MOUSEMOTION:
        input.mouse_x = event.motion.x;
        input.mouse_y = event.motion.y;
        input.mouse_moved = true;
        if ((event.motion.state & SDL_BUTTON_RMASK) != 0) {
          input.mouse_look_x += event.motion.xrel;
          input.mouse_look_y += event.motion.yrel;
        }
        break;
      case SDL_MOUSEBUTTONDOWN:
        input.mouse_x = event.button.x;
        input.mouse_y = event.button.y;
        if (event.button.button == SDL_BUTTON_LEFT) ++input.mouse_clicks;
        break;
      case SDL_MOUSEWHEEL:
        input.mouse_wheel += event.wheel.y;
        break;
      case SDL_TEXTINPUT:
        input.text += event.text.text;
        break;
      case SDL_CONTROLLERBUTTONDOWN:
        if (event.cbutton.button < kPadButtons)
          pad_pressed[event.cbutton.which] |= 1u << event.cbutton.button;
        break;
      case SDL_CONTROLLERDEVICEADDED:
        if (const SDL_JoystickID id = pad_added(event.cdevice.which); id >= 0)
          input.pad_events.push_back({true, id});
        break;
      case SDL_CONTROLLERDEVICEREMOVED:
        if (pad_removed(event.cdevice.which))
          input.pad_events.push_back({false, event.cdevice.which});
        break;
      default:
        break;
    }
  }
  // The keys held now, for what moves while a key is down (the free camera, the cars).
  int count = 0;
  const Uint8* state = SDL_GetKeyboardState(&count);
  for (int code = 0; state && code < count; ++code)
    if (state[code]) input.keys_held.push_back(code);
  input.pads = read_pads(pad_pressed);
  return input;
}

}  // namespace unpod::platform
