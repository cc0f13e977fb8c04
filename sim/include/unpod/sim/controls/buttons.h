// The buttons a device gives (pod-controllers.md, "The player" #1): the keyboard through the key
// map's slots, a joystick through its axes' thresholds and the map of 36 words.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/controls/device.h"
#include "unpod/sim/controls/inferred.h"

namespace unpod::sim::controls {

// The map of 36 words from a joystick's y axis and buttons to button words (0x4fdf88 and on;
// its layout and contents are inferred.h's).
struct JoystickMap {
  std::array<uint32_t, kJoystickMapWords> words{};
  // The word of `slot` (kMapYLow, kMapYHigh, kMapFirstButton + i) for a joystick of `kind`
  // (1..3); 0 for any other kind.
  uint32_t word(DeviceKind kind, int slot) const;
  bool operator==(const JoystickMap&) const = default;
};

// The map with inferred.h's words for every kind.
const JoystickMap& default_joystick_map();

// POD FUN_0046fd18, the keyboard: slots 0, 1, 2, 3, 7, 8 give 1, 0x10, 4, 8, 0x20, 0x40.
uint32_t keyboard_buttons(const DeviceFrame& frame);

// POD FUN_0046fd18, a joystick with fewer than four buttons: x against +0x18/+0x1c gives 4/8,
// y against +0x20/+0x24 and each of its +0x2f buttons give the map's words.
uint32_t few_button_joystick(const Device& device, const DeviceFrame& frame,
                             const JoystickMap& map);

// POD FUN_0046fe80: a joystick with four buttons or more, its +0x2f buttons read through the
// table at 0x4ea8a0 (inferred.h), the axes as FUN_0046fd18 reads them.
uint32_t many_button_joystick(const Device& device, const DeviceFrame& frame,
                              const JoystickMap& map);

// The reader by +0x2f (below 4: FUN_0046fd18, else FUN_0046fe80), the keyboard by kind 0.
uint32_t read_buttons(const Device& device, const DeviceFrame& frame, const JoystickMap& map);

}  // namespace unpod::sim::controls
