// The buttons from the keyboard's key map and from a joystick's axes and buttons.
#include "unpod/sim/controls/buttons.h"

#include <algorithm>

#include "unpod/sim/physics/driver.h"

namespace unpod::sim::controls {
namespace {

namespace button = physics::button;

// POD FUN_0046fd18's key map slots and their buttons (observed).
struct SlotButton {
  int slot;
  uint32_t button;
};
constexpr std::array<SlotButton, 6> kSlotButtons = {{
    {key_slot::kAccelerate, button::kAccelerate},
    {key_slot::kBrake, button::kBrake},
    {key_slot::kLeft, button::kLeft},
    {key_slot::kRight, button::kRight},
    {key_slot::kGearUp, button::kGearUp},
    {key_slot::kGearDown, button::kGearDown},
}};

bool joystick(DeviceKind kind) {
  return kind == DeviceKind::kDigitalJoystick || kind == DeviceKind::kLinearJoystick ||
         kind == DeviceKind::kQuarticJoystick;
}

// Both readers' axes: x gives left/right, y the map's two words.
uint32_t axis_buttons(const Device& d, const DeviceFrame& f, const JoystickMap& map) {
  uint32_t b = 0;
  if (f.x < d.x_low) b |= button::kLeft;
  if (f.x > d.x_high) b |= button::kRight;
  if (f.y < d.y_low) b |= map.word(d.kind, kMapYLow);
  if (f.y > d.y_high) b |= map.word(d.kind, kMapYHigh);
  return b;
}

bool held(const DeviceFrame& f, int bit) {
  return bit >= 0 && bit < 32 && ((f.buttons >> bit) & 1u) != 0;
}

}  // namespace

uint32_t JoystickMap::word(DeviceKind kind, int slot) const {
  if (!joystick(kind) || slot < 0 || slot >= kWordsPerKind) return 0;
  return words[size_t((static_cast<int>(kind) - 1) * kWordsPerKind + slot)];
}

const JoystickMap& default_joystick_map() {
  static const JoystickMap map = [] {
    JoystickMap m;
    for (int k = 0; k < kJoystickKinds; ++k)
      std::copy(kDefaultKindWords.begin(), kDefaultKindWords.end(),
                m.words.begin() + k * kWordsPerKind);
    return m;
  }();
  return map;
}

// POD FUN_0046fd18 (kind 0): the slots of the key map whose keys GetDeviceState reports held.
uint32_t keyboard_buttons(const DeviceFrame& frame) {
  uint32_t b = 0;
  for (const SlotButton& s : kSlotButtons)
    if (frame.keys[size_t(s.slot)]) b |= s.button;
  return b;
}

// POD FUN_0046fd18 (kinds 1..3): its few buttons straight from the device's state.
uint32_t few_button_joystick(const Device& device, const DeviceFrame& frame,
                             const JoystickMap& map) {
  uint32_t b = axis_buttons(device, frame, map);
  const int count = std::min<int>(device.buttons, kMapButtons);
  for (int i = 0; i < count; ++i)
    if (held(frame, i)) b |= map.word(device.kind, kMapFirstButton + i);
  return b;
}

// POD FUN_0046fe80: +0x2f buttons, each found through the table at 0x4ea8a0.
uint32_t many_button_joystick(const Device& device, const DeviceFrame& frame,
                              const JoystickMap& map) {
  uint32_t b = axis_buttons(device, frame, map);
  const int count = std::min<int>(device.buttons, kMapButtons);
  for (int i = 0; i < count; ++i)
    if (held(frame, kButtonTable[size_t(i)])) b |= map.word(device.kind, kMapFirstButton + i);
  return b;
}

uint32_t read_buttons(const Device& device, const DeviceFrame& frame, const JoystickMap& map) {
  if (device.kind == DeviceKind::kKeyboard) return keyboard_buttons(frame);
  if (!joystick(device.kind)) return 0;
  return device.buttons < kManyButtons ? few_button_joystick(device, frame, map)
                                       : many_button_joystick(device, frame, map);
}

}  // namespace unpod::sim::controls
