// One frame's input: whether the player asked to quit (window closed), the keys pressed since
// the previous frame, the keys held and the game controllers connected (opened and closed as
// they are plugged in and out).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

union SDL_Event;

namespace unpod::platform {

// The keys the shell reacts to; other keys are not reported. kCamera is the C key. The letter
// keys (the players' driving keys; I, J, K, L, U and O the free camera's) are reported held only,
// by their place on the keyboard (a US layout's letters), not pressed.
enum class Key {
  kEscape,
  kReturn,
  kSpace,
  kUp,
  kDown,
  kLeft,
  kRight,
  kF12,
  kCamera,
  kPageUp,
  kPageDown,
  kA,
  kD,
  kF,
  kG,
  kI,
  kJ,
  kK,
  kL,
  kR,
  kS,
  kW,
  kZ,
  kBackspace,
  kQ,
  kU,
  kO
};

// A game controller's buttons, as bits of PadState::buttons (SDL_GameControllerButton's order).
namespace pad_button {
inline constexpr int kA = 0, kB = 1, kX = 2, kY = 3, kBack = 4, kGuide = 5, kStart = 6,
                     kLeftStick = 7, kRightStick = 8, kLeftShoulder = 9, kRightShoulder = 10,
                     kDpadUp = 11, kDpadDown = 12, kDpadLeft = 13, kDpadRight = 14;
}  // namespace pad_button

// One connected game controller when the queue was drained; axes in SDL's ranges.
struct PadState {
  int32_t id = -1;           // SDL's instance id, stable while it stays connected
  int16_t left_x = 0;        // -32768 (left) .. 32767 (right)
  int16_t left_y = 0;        // -32768 (up) .. 32767 (down)
  int16_t left_trigger = 0;  // 0 .. 32767
  int16_t right_trigger = 0;
  uint32_t buttons = 0;  // bit pad_button::k…, held
  bool held(int button) const { return ((buttons >> button) & 1u) != 0; }
};

struct InputState {
  bool quit_requested = false;    // the window was closed (or the OS asked the program to end)
  std::vector<Key> keys_pressed;  // in the order pressed, key repeats excluded
  std::vector<Key> keys_held;     // down when the queue was drained (free camera, driving)
  std::vector<PadState> pads;     // connected game controllers, in the order they came
  // How far the mouse moved while its right button was held, in pixels (x right, y down): the
  // free camera's look. The left button is the overlay's.
  int mouse_look_x = 0, mouse_look_y = 0;

  bool pressed(Key key) const;
  bool held(Key key) const;
};

// Called with every event before it is mapped, so the ImGui overlay sees mouse and text input.
using EventObserver = std::function<void(const SDL_Event&)>;

// Drains the event queue into a fresh InputState.
InputState pump_events(const EventObserver& observer = {});

}  // namespace unpod::platform
