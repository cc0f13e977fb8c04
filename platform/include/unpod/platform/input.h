// One frame's input in the devices' own terms, nothing about the game (docs/DESIGN.md "The game
// phase": platform events -> game/controls actions): whether the player asked to quit (window
// closed), the keyboard's keys by SDL scancode (pressed since the previous frame, held now),
// every connected game controller (by SDL instance id, with its GUID and name, all its axes and
// buttons) and the controllers plugged in and out since the previous frame.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

union SDL_Event;

namespace unpod::platform {

// SDL_GameControllerAxis's and SDL_GameControllerButton's counts (input.cpp checks them).
inline constexpr int kPadAxes = 6;
inline constexpr int kPadButtons = 21;

// A game controller's axes, in SDL_GameControllerAxis's order: the sticks -32768 .. 32767 (x
// right, y down), the triggers 0 .. 32767.
namespace pad_axis {
inline constexpr int kLeftX = 0, kLeftY = 1, kRightX = 2, kRightY = 3, kLeftTrigger = 4,
                     kRightTrigger = 5;
}  // namespace pad_axis

// A game controller's buttons, in SDL_GameControllerButton's order (bits of PadState's words).
namespace pad_button {
inline constexpr int kA = 0, kB = 1, kX = 2, kY = 3, kBack = 4, kGuide = 5, kStart = 6,
                     kLeftStick = 7, kRightStick = 8, kLeftShoulder = 9, kRightShoulder = 10,
                     kDpadUp = 11, kDpadDown = 12, kDpadLeft = 13, kDpadRight = 14;
}  // namespace pad_button

// One connected game controller when the queue was drained.
struct PadState {
  int32_t id = -1;   // SDL's instance id, stable while it stays connected
  std::string guid;  // SDL_JoystickGetGUIDString: the same for the same model of pad
  std::string name;
  std::array<int16_t, kPadAxes> axes{};
  uint32_t buttons = 0;  // bit pad_button::k…, held
  uint32_t pressed = 0;  // bit pad_button::k…, went down since the previous frame
  // An axis pushed past half its travel since the previous frame: bit 2a towards +, bit 2a + 1
  // towards − (a stick or a trigger pushed as a button is pressed: the menus move by it).
  uint32_t axes_pushed = 0;
  static constexpr int16_t kPushedAt = 16384;
  int16_t axis(int a) const { return axes[static_cast<size_t>(a)]; }
  bool pushed(int a, bool plus) const {
    return ((axes_pushed >> (2 * a + (plus ? 0 : 1))) & 1u) != 0;
  }
  bool held(int button) const { return ((buttons >> button) & 1u) != 0; }
  bool went_down(int button) const { return ((pressed >> button) & 1u) != 0; }
};

// A controller plugged in (added) or out (removed) since the previous frame.
struct PadEvent {
  bool added = true;
  int32_t id = -1;
};

struct InputState {
  bool quit_requested = false;    // the window was closed (or the OS asked the program to end)
  bool focus_lost = false;        // the window lost the keyboard's focus (the player went away)
  std::vector<int> keys_pressed;  // SDL scancodes in the order pressed, key repeats excluded
  std::vector<int> keys_held;     // SDL scancodes down when the queue was drained
  std::vector<PadState> pads;     // connected game controllers, in the order they came
  std::vector<PadEvent> pad_events;
  // How far the mouse moved while its right button was held, in pixels (x right, y down): the
  // free camera's look. The left button is the overlay's.
  int mouse_look_x = 0, mouse_look_y = 0;
  // The menus' mouse: where it is in window pixels (-1 until it moved over the window), whether
  // it moved this frame, the left button's presses and the wheel's clicks (up positive).
  int mouse_x = -1, mouse_y = -1;
  bool mouse_moved = false;
  int mouse_clicks = 0;
  int mouse_wheel = 0;
  std::string text;  // typed text (UTF-8), while text input is on (start_text_input)

  bool pressed(int scancode) const;
  // How many times the key went down this frame: a slow frame can take two taps of it.
  int presses(int scancode) const;
  bool held(int scancode) const;
  const PadState* pad(int32_t id) const;  // nullptr when not connected
};

// Called with every event before it is read, so the ImGui overlay sees mouse and text input.
using EventObserver = std::function<void(const SDL_Event&)>;

// Typed text for a screen with a text field (SDL's text input events); off again when done.
void start_text_input();
void stop_text_input();
bool text_input_active();

// Drains the event queue into a fresh InputState.
InputState pump_events(const EventObserver& observer = {});

}  // namespace unpod::platform
