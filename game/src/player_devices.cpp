// The platform's keys and game controllers as the devices the player's controller reads.
#include "player_devices.h"

#include <limits>

namespace unpod::game {

namespace controls = sim::controls;

controls::Device keyboard_device() {
  controls::Device d;
  d.kind = controls::DeviceKind::kKeyboard;
  return d;
}

controls::DeviceFrame keyboard_frame(const platform::InputState& input, const KeySet& keys) {
  controls::DeviceFrame f;
  for (const KeyBinding& b : keys)
    if (input.held(b.key)) f.keys[size_t(b.slot)] = true;
  return f;
}

controls::Device pad_device() {
  controls::Device d;
  d.kind = controls::DeviceKind::kLinearJoystick;
  d.x_centre = pad::kCentre;
  d.x_travel = pad::kTravel;
  d.x_low = pad::kCentre - pad::kTurnButton;
  d.x_high = pad::kCentre + pad::kTurnButton;
  // Nothing is past these: the stick's y would accelerate or brake while steering.
  d.y_low = std::numeric_limits<int32_t>::min();
  d.y_high = std::numeric_limits<int32_t>::max();
  d.buttons = static_cast<uint8_t>(pad::kButtons.size());
  return d;
}

controls::DeviceFrame pad_frame(const platform::PadState& p) {
  controls::DeviceFrame f;
  const int32_t x = p.left_x;
  f.x = pad::kCentre + (x > -pad::kDeadZone && x < pad::kDeadZone ? 0 : x);
  f.y = pad::kCentre;
  for (const pad::ButtonBinding& b : pad::kButtons) {
    const bool trigger = (b.trigger == pad::Trigger::kLeft && p.left_trigger > pad::kTriggerDown) ||
                         (b.trigger == pad::Trigger::kRight && p.right_trigger > pad::kTriggerDown);
    if (trigger || p.held(b.pad_a) || p.held(b.pad_b)) f.buttons |= 1u << b.button;
  }
  return f;
}

bool retire_asked(const platform::InputState& input, int player) {
  const platform::Key key = kRetireKeys[static_cast<size_t>(player)];
  if (input.pressed(key) || input.held(key)) return true;
  return player == 1 && !input.pads.empty() && input.pads.front().held(platform::pad_button::kBack);
}

void fill_player_devices(const platform::InputState& input, PlayerDevices& players) {
  players[0] = {keyboard_device(), keyboard_frame(input, kKeySets[0])};
  if (!input.pads.empty())
    players[1] = {pad_device(), pad_frame(input.pads.front())};
  else
    players[1] = {keyboard_device(), keyboard_frame(input, kKeySets[1])};
}

}  // namespace unpod::game
