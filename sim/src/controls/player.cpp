// The player's controller: the device's buttons and steering into the car's wheels and the
// driver's input word.
#include "unpod/sim/controls/player.h"

#include "unpod/sim/controls/axis_steering.h"
#include "unpod/sim/controls/counter_steer.h"
#include "unpod/sim/controls/inferred.h"
#include "unpod/sim/controls/input_word.h"
#include "unpod/sim/controls/keyboard_steering.h"
#include "unpod/sim/physics/frames.h"

namespace unpod::sim::controls {

Fx device_angle(const physics::CarState& car, const PlayerDevice& device, uint32_t buttons, Fx dt) {
  const Device& d = device.device;
  switch (d.kind) {
    case DeviceKind::kLinearJoystick:
      return linear_axis_angle(car.steer_max, axis_offset(d, device.frame.x), axis_travel(d));
    case DeviceKind::kQuarticJoystick:
      return quartic_axis_angle(car.steer_max, axis_offset(d, device.frame.x), axis_travel(d));
    default:
      return keyboard_angle(car, buttons, dt);
  }
}

// POD FUN_00415f9c.
uint32_t player_controller(physics::CarState& car, physics::DriverState& driver,
                           const PlayerDevice& device, Fx dt, const JoystickMap& map) {
  const uint32_t buttons = read_buttons(device.device, device.frame, map);
  Fx angle = device_angle(car, device, buttons, dt);
  const bool keyboard_kind = device.device.kind != DeviceKind::kLinearJoystick &&
                             device.device.kind != DeviceKind::kQuarticJoystick;
  if (kCounterSteerEveryKind || keyboard_kind)
    if (const auto slide = counter_steer(car)) angle = *slide;
  angle = physics::clamp_fx(angle, -car.steer_max, car.steer_max);
  physics::set_wheel_angles(car, angle);
  driver.input = player_input_word(angle, car.steer_max, buttons);
  return driver.input;
}

}  // namespace unpod::sim::controls
