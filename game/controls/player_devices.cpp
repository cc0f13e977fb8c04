#include "controls/player_devices.h"

#include <cmath>
#include <limits>

namespace unpod::game::controls {
namespace sc = sim::controls;
namespace units = pad_axis_units;

sc::Device keyboard_device() {
  sc::Device d;
  d.kind = sc::DeviceKind::kKeyboard;
  return d;
}

// DEVIATION 16: the stick reaches the joystick kinds after its dead zone (action_reader.cpp).
sc::Device pad_device(Steering steering) {
  sc::Device d;
  d.kind = steering == Steering::kFourthPower ? sc::DeviceKind::kQuarticJoystick
                                              : sc::DeviceKind::kLinearJoystick;
  d.x_centre = units::kCentre;
  d.x_travel = units::kTravel;
  d.x_low = units::kCentre - units::kTurnButton;
  d.x_high = units::kCentre + units::kTurnButton;
  // Nothing is past these: the stick's y would accelerate or brake while steering.
  d.y_low = std::numeric_limits<int32_t>::min();
  d.y_high = std::numeric_limits<int32_t>::max();
  d.buttons = static_cast<uint8_t>(kPadButtonActions.size());
  return d;
}

sc::PlayerDevice player_device(const ActionFrame& actions, const DeviceOwner& owner,
                               const PlayerSetup& setup) {
  sc::PlayerDevice out;
  if (owner.kind == DeviceOwner::Kind::kPad) {
    out.device = pad_device(setup.steering);
    out.frame.x =
        units::kCentre + static_cast<int32_t>(std::lround(actions.steer * units::kTravel));
    out.frame.y = units::kCentre;
    for (size_t b = 0; b < kPadButtonActions.size(); ++b)
      if (actions.held[size_t(kPadButtonActions[b])]) out.frame.buttons |= 1u << b;
  } else {
    out.device = keyboard_device();
    const std::array<std::pair<Action, int>, 6> slots = {{
        {Action::kAccelerate, sc::key_slot::kAccelerate},
        {Action::kBrake, sc::key_slot::kBrake},
        {Action::kLeft, sc::key_slot::kLeft},
        {Action::kRight, sc::key_slot::kRight},
        {Action::kGearUp, sc::key_slot::kGearUp},
        {Action::kGearDown, sc::key_slot::kGearDown},
    }};
    if (owner.kind == DeviceOwner::Kind::kKeyboard)
      for (const auto& [action, slot] : slots)
        if (actions.held[size_t(action)]) out.frame.keys[size_t(slot)] = true;
  }
  out.frame.retire = actions.on(Action::kRetire);
  return out;
}

sc::Device network_device(const PlayerSetup& setup) {
  return setup.device == "keyboard" ? keyboard_device() : pad_device(setup.steering);
}

sc::DeviceFrame reading_as(const sc::Device& record, const sc::PlayerDevice& local) {
  const bool record_keys = record.kind == sc::DeviceKind::kKeyboard;
  const bool local_keys = local.device.kind == sc::DeviceKind::kKeyboard;
  if (record_keys == local_keys) return local.frame;
  namespace slot = sc::key_slot;
  // The pad's buttons 0..3 are the actions of kPadButtonActions, in the keys' slots.
  constexpr std::array<int, 4> kButtonSlots = {slot::kAccelerate, slot::kBrake, slot::kGearUp,
                                               slot::kGearDown};
  sc::DeviceFrame out;
  out.retire = local.frame.retire;
  out.left = local.frame.left;
  if (record_keys) {
    for (size_t b = 0; b < kButtonSlots.size(); ++b)
      out.keys[size_t(kButtonSlots[b])] = (local.frame.buttons >> b) & 1u;
    out.keys[slot::kLeft] = local.frame.x < units::kCentre - units::kTurnButton;
    out.keys[slot::kRight] = local.frame.x > units::kCentre + units::kTurnButton;
    return out;
  }
  for (size_t b = 0; b < kButtonSlots.size(); ++b)
    if (local.frame.keys[size_t(kButtonSlots[b])]) out.buttons |= 1u << b;
  const int32_t steer =
      int32_t(local.frame.keys[slot::kRight]) - int32_t(local.frame.keys[slot::kLeft]);
  out.x = units::kCentre + steer * units::kTravel;
  out.y = units::kCentre;
  return out;
}

}  // namespace unpod::game::controls
