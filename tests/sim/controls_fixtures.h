// Cars and devices for the player's controls tests: the demo disc's Zephyr, square to the world
// (forward x, left y, up z), at rest.
#pragma once

#include "physics_fixtures.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/controls/player.h"

namespace unpod::controls_test {

namespace controls = sim::controls;
namespace physics = sim::physics;
using physics::Fx;
using physics::Vec16;

inline constexpr Fx kOne = 0x10000;

inline physics::CarState zephyr() {
  physics::CarState car = physics::make_car(physics_test::demo_car("zephyr"));
  car.forward = {kOne, 0, 0};
  car.left = {0, kOne, 0};
  car.up = {0, 0, kOne};
  return car;
}

// The keyboard with the given key map slots held.
inline controls::PlayerDevice keyboard(std::initializer_list<int> slots = {}) {
  controls::PlayerDevice d;
  d.device.kind = controls::DeviceKind::kKeyboard;
  for (int s : slots) d.frame.keys[size_t(s)] = true;
  return d;
}

// A joystick with a 16-bit x axis (0 .. 65536, centre 32768, travel 32768: r = 128 units) and
// thresholds at a quarter of the travel each side; y thresholds the same.
inline controls::PlayerDevice joystick(controls::DeviceKind kind, int32_t x = 32768,
                                       int32_t y = 32768, uint32_t buttons = 0) {
  controls::PlayerDevice d;
  d.device.kind = kind;
  d.device.x_centre = 32768;
  d.device.x_travel = 32768;
  d.device.x_low = 32768 - 8192;
  d.device.x_high = 32768 + 8192;
  d.device.y_low = 32768 - 8192;
  d.device.y_high = 32768 + 8192;
  d.device.buttons = 4;
  d.frame.x = x;
  d.frame.y = y;
  d.frame.buttons = buttons;
  return d;
}

}  // namespace unpod::controls_test
