// The humans' devices for the player's controller (sim/controls, POD FUN_00415f9c): each frame
// the platform's keys and game controllers become the device record and reading the controller
// reads (docs/DESIGN.md "One frame" #2). Player 1 drives from the keyboard's first set; player 2
// from the first game controller connected, as a linear joystick (kind 2), or else from the
// keyboard's second set.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/platform/input.h"
#include "unpod/sim/controls/device.h"

namespace unpod::game {

inline constexpr int kHumanPlayers = 2;

// A key of the keyboard and the key map slot (sim::controls::key_slot) it holds.
struct KeyBinding {
  int slot;
  platform::Key key;
};
using KeySet = std::array<KeyBinding, 6>;

// The two keyboard sets, player 1's first: the one place the driving keys are named. Player 1
// has the arrows, A gear up and Z gear down (POD's own keys); player 2 R, F, D, G (accelerate,
// brake, left, right), W gear up and S gear down. No key is in both.
inline constexpr std::array<KeySet, kHumanPlayers> kKeySets = {{
    {{{sim::controls::key_slot::kAccelerate, platform::Key::kUp},
      {sim::controls::key_slot::kBrake, platform::Key::kDown},
      {sim::controls::key_slot::kLeft, platform::Key::kLeft},
      {sim::controls::key_slot::kRight, platform::Key::kRight},
      {sim::controls::key_slot::kGearUp, platform::Key::kA},
      {sim::controls::key_slot::kGearDown, platform::Key::kZ}}},
    {{{sim::controls::key_slot::kAccelerate, platform::Key::kR},
      {sim::controls::key_slot::kBrake, platform::Key::kF},
      {sim::controls::key_slot::kLeft, platform::Key::kD},
      {sim::controls::key_slot::kRight, platform::Key::kG},
      {sim::controls::key_slot::kGearUp, platform::Key::kW},
      {sim::controls::key_slot::kGearDown, platform::Key::kS}}},
}};

// A game controller as the controller's joystick: the left stick's x as a 16-bit axis (0 ..
// 65535, centre 32768), its buttons as the joystick's buttons 0..3, which the sim's joystick map
// (sim/controls/inferred.h) makes accelerate, brake, gear up and gear down.
namespace pad {
inline constexpr int32_t kCentre = 32768;
inline constexpr int32_t kTravel = 32767;      // full right is full lock
inline constexpr int32_t kTurnButton = 16384;  // half the travel also gives left (4) / right (8)
inline constexpr int32_t kDeadZone = 2500;     // the stick's rest noise reads as the centre
inline constexpr int16_t kTriggerDown = 8000;  // a trigger pressed past this is held
// Each joystick button (0 accelerate, 1 brake, 2 gear up, 3 gear down) and what holds it: a
// trigger (left or right) or two of the controller's buttons.
enum class Trigger { kNone, kLeft, kRight };
struct ButtonBinding {
  int button;
  Trigger trigger;
  int pad_a, pad_b;  // platform::pad_button::k…
};
inline constexpr std::array<ButtonBinding, 4> kButtons = {{
    {0, Trigger::kRight, platform::pad_button::kA, platform::pad_button::kA},
    {1, Trigger::kLeft, platform::pad_button::kB, platform::pad_button::kX},
    {2, Trigger::kNone, platform::pad_button::kRightShoulder, platform::pad_button::kY},
    {3, Trigger::kNone, platform::pad_button::kLeftShoulder, platform::pad_button::kLeftShoulder},
}};
}  // namespace pad

// The keyboard's record (kind 0) and this frame's slots held for one key set.
sim::controls::Device keyboard_device();
sim::controls::DeviceFrame keyboard_frame(const platform::InputState& input, const KeySet& keys);

// A game controller's record (kind 2, four buttons, the y axis unused) and this frame's reading.
sim::controls::Device pad_device();
sim::controls::DeviceFrame pad_frame(const platform::PadState& pad);

// The keys that retire each player from the race (race/inferred.h, "Retiring"), until the pause
// menu gives it: Backspace for player 1, Q for player 2 on the keyboard; a pad's Back button
// retires the pad's player.
inline constexpr std::array<platform::Key, kHumanPlayers> kRetireKeys = {platform::Key::kBackspace,
                                                                         platform::Key::kQ};

using PlayerDevices = std::array<sim::controls::PlayerDevice, kHumanPlayers>;

// Whether player n asks to retire this frame (its key pressed or held, or the pad's Back).
bool retire_asked(const platform::InputState& input, int player);

// Every frame, before the race's frame: players 1 and 2's devices from the platform's input.
void fill_player_devices(const platform::InputState& input, PlayerDevices& players);

}  // namespace unpod::game
