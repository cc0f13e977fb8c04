// The player's controller (FUN_00415f9c, pod-controllers.md "The player" #3): the input word's
// steering index and buttons + 8, and what it writes to the car and the driver.
#include <catch2/catch.hpp>

#include "controls_fixtures.h"
#include "unpod/sim/controls/input_word.h"
#include "unpod/sim/physics/step.h"

namespace unpod::controls_test {
namespace {

using controls::DeviceKind;
namespace key_slot = controls::key_slot;
namespace button = physics::button;
constexpr Fx kPlayerDt = physics_test::kFrame;

TEST_CASE("the input word's high half: 0 at -max, 15 straight, 31 at +max", "[controls][word]") {
  constexpr Fx kMax = 38890;
  CHECK(controls::steering_index(-kMax, kMax) == 0);
  CHECK(controls::steering_index(0, kMax) == 15);
  CHECK(controls::steering_index(kMax, kMax) == 31);
  // ((±max/2 << 16) / max + 0xffff) >> 12: (∓32768 + 65535) >> 12.
  CHECK(controls::steering_index(kMax / 2, kMax) == 23);
  CHECK(controls::steering_index(-kMax / 2, kMax) == 7);
  // The + 0xffff rounds up: a raw unit right is 16, left stays 15 to a sixteenth of max
  // (2430.6 raw); the least is 0, never negative.
  CHECK(controls::steering_index(1, kMax) == 16);
  CHECK(controls::steering_index(-1, kMax) == 15);
  CHECK(controls::steering_index(-2400, kMax) == 15);
  CHECK(controls::steering_index(-2433, kMax) == 14);
  CHECK(controls::steering_index(-kMax + 1, kMax) == 0);
  // The low half: the buttons + 8.
  CHECK(controls::player_input_word(0, kMax, 0) == 0x000f0008);
  CHECK(controls::player_input_word(kMax, kMax, button::kAccelerate) == 0x001f0009);
  CHECK(controls::player_input_word(-kMax, kMax, 0x7f) == 0x00000087);
}

TEST_CASE("the controller writes the wheels and the input word", "[controls][word]") {
  physics::CarState car = zephyr();
  physics::DriverState d = physics_test::driver();
  // Straight ahead, accelerating.
  CHECK(controls::player_controller(car, d, keyboard({key_slot::kAccelerate}), kPlayerDt) ==
        0x000f0009);
  CHECK(d.input == 0x000f0009);
  CHECK(physics::input_bits(d, false) == button::kAccelerate);
  // Right held to full lock: index 31, right (8) in the buttons, all four wheels set.
  for (int i = 0; i < 100; ++i)
    controls::player_controller(car, d, keyboard({key_slot::kRight, key_slot::kBrake}), kPlayerDt);
  CHECK(d.input == (31u << 16) + button::kRight + button::kBrake + 8);
  physics::CarState expect = zephyr();
  physics::set_wheel_angles(expect, expect.steer_max);
  for (int p = 0; p < physics::kPointCount; ++p)
    CHECK(car.points[size_t(p)].steer == expect.points[size_t(p)].steer);
  CHECK(car.points[1].steer != 0);  // Zephyr's rear wheels turn against the front (4 %)
  // Left to full lock: index 0.
  for (int i = 0; i < 100; ++i)
    controls::player_controller(car, d, keyboard({key_slot::kLeft}), kPlayerDt);
  CHECK(car.points[0].steer == -car.steer_max);
  CHECK(d.input == button::kLeft + 8);
}

TEST_CASE("the gear buttons reach the input word", "[controls][word]") {
  physics::CarState car = zephyr();
  physics::DriverState d = physics_test::driver();
  controls::player_controller(car, d, keyboard({key_slot::kGearUp}), kPlayerDt);
  CHECK(d.input == 0x000f0028);
  CHECK(physics::input_bits(d, false) == button::kGearUp);
  controls::player_controller(car, d, keyboard({key_slot::kGearDown}), kPlayerDt);
  CHECK(d.input == 0x000f0048);
  CHECK(physics::input_bits(d, false) == button::kGearDown);
  // A joystick's buttons 2 and 3 (inferred.h's map) give them too.
  controls::player_controller(car, d, joystick(DeviceKind::kLinearJoystick, 32768, 32768, 0b1100),
                              kPlayerDt);
  CHECK(physics::input_bits(d, false) == (button::kGearUp | button::kGearDown));
}

TEST_CASE("a joystick's axis sets the angle and its index at once", "[controls][word]") {
  physics::CarState car = zephyr();
  physics::DriverState d = physics_test::driver();
  const Fx max = car.steer_max;
  // Linear at full right travel: 2r × (max / 2r) (inferred.h: a little under max), index 31,
  // and the right button from the threshold.
  controls::player_controller(car, d, joystick(DeviceKind::kLinearJoystick, 65536), kPlayerDt);
  CHECK(car.points[0].steer == (max / 256) * 256);
  CHECK(d.input == (31u << 16) + button::kRight + 8);
  // Centre: straight, index 15, whatever the wheels were.
  controls::player_controller(car, d, joystick(DeviceKind::kLinearJoystick), kPlayerDt);
  CHECK(car.points[0].steer == 0);
  CHECK(d.input == (15u << 16) + 8);
  // Fourth power at full left: exactly -max, index 0.
  controls::player_controller(car, d, joystick(DeviceKind::kQuarticJoystick, 0), kPlayerDt);
  CHECK(car.points[0].steer == -max);
  CHECK(d.input == button::kLeft + 8);
  // Past the travel the angle is held to max.
  controls::PlayerDevice far = joystick(DeviceKind::kQuarticJoystick, 65536 + 20000);
  controls::player_controller(car, d, far, kPlayerDt);
  CHECK(car.points[0].steer == max);
  CHECK(d.input >> 16 == 31);
}

}  // namespace
}  // namespace unpod::controls_test
