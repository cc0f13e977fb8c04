// Which device a player drives from: the keyboard (their own keys), one game controller (by
// SDL's instance id), or none (their pad was unplugged and they have not chosen another).
#pragma once

#include <cstdint>

namespace unpod::game::controls {

struct DeviceOwner {
  enum class Kind { kNone, kKeyboard, kPad };
  Kind kind = Kind::kKeyboard;
  int32_t pad = -1;  // kPad: the instance id
  static DeviceOwner keyboard() { return {Kind::kKeyboard, -1}; }
  static DeviceOwner of_pad(int32_t id) { return {Kind::kPad, id}; }
  static DeviceOwner none() { return {Kind::kNone, -1}; }
  bool operator==(const DeviceOwner&) const = default;
};

}  // namespace unpod::game::controls
