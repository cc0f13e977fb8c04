// The player's input devices as the controller reads them (pod-controllers.md, "The player:
// FUN_00415f9c"): the device record the game keeps per device (0x34 bytes each at 0x621184 in
// the original, driver +0x40 naming one) and what the game reads from it each frame. The game
// fills both; the sim never touches a real device.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace unpod::sim::controls {

inline constexpr uint32_t kDeviceRecordSize = 0x34;

// Record +0x2c. The steering follows it: 2 the axis linearly, 3 its fourth power, anything else
// the keyboard's steering from buttons 4 and 8 (a kind 1 joystick steers like the keyboard).
enum class DeviceKind : uint8_t {
  kKeyboard = 0,
  kDigitalJoystick = 1,
  kLinearJoystick = 2,
  kQuarticJoystick = 3,
};

// Below this many buttons (+0x2f) FUN_0046fd18 reads the device, else FUN_0046fe80.
inline constexpr uint8_t kManyButtons = 4;

// The record's fields the controller reads; axis values are in the device's own units.
struct Device {
  int32_t x_travel = 0;  // +0x08 the x axis's travel from its centre (inferred.h)
  int32_t x_centre = 0;  // +0x10
  int32_t x_low = 0;     // +0x18 below: button 4 (left)
  int32_t x_high = 0;    // +0x1c above: button 8 (right)
  int32_t y_low = 0;     // +0x20 below: the map's y-low word
  int32_t y_high = 0;    // +0x24 above: the map's y-high word
  DeviceKind kind = DeviceKind::kKeyboard;  // +0x2c
  uint8_t buttons = 0;  // +0x2f the joystick's button count, also the reader's selector
  bool operator==(const Device&) const = default;
};

// Field -> offset in the 0x34-byte record and size in bytes (the overlay's field view).
struct DeviceField {
  std::string_view field;
  uint32_t offset;
  uint32_t size;
};
inline constexpr auto kDeviceLayout = std::to_array<DeviceField>({
    {"x_travel", 0x08, 4},
    {"x_centre", 0x10, 4},
    {"x_low", 0x18, 4},
    {"x_high", 0x1c, 4},
    {"y_low", 0x20, 4},
    {"y_high", 0x24, 4},
    {"kind", 0x2c, 1},
    {"buttons", 0x2f, 1},
});

// The key map's slots (0x621938, read from Ubi.ini by FUN_004729e4). The controller reads
// 0, 1, 2, 3, 7 and 8; 4 to 6 are not its (pod-controllers.md, "Open").
inline constexpr int kKeySlots = 9;
namespace key_slot {
inline constexpr int kAccelerate = 0, kBrake = 1, kLeft = 2, kRight = 3, kGearUp = 7, kGearDown = 8;
}  // namespace key_slot

// One frame's reading of a device: what DirectInput's GetDeviceState gave the original, already
// resolved through the key map for the keyboard.
struct DeviceFrame {
  std::array<bool, kKeySlots> keys{};  // keyboard: the key map's slots whose key is held
  int32_t x = 0;                       // joystick: the axes, in the record's units
  int32_t y = 0;
  uint32_t buttons = 0;  // joystick: bit i, button i held
  bool retire = false;   // ours: the player retires from the race (race/inferred.h, "Retiring")
  // ours: the player's machine left a network race, from this frame (race/inferred.h, "Leaving
  // a network race"); set by the network layer, never by a device.
  bool left = false;
  bool operator==(const DeviceFrame&) const = default;
};

// What the controller reads for one human: the device's record and this frame's reading.
struct PlayerDevice {
  Device device;
  DeviceFrame frame;
  bool operator==(const PlayerDevice&) const = default;
};

}  // namespace unpod::sim::controls
