// The steering by the device's kind (pod-controllers.md "The player" #2): the keyboard's rates
// (FUN_00415c68), the linear axis (FUN_00415a8c) and the fourth power (FUN_00415b70).
#include <catch2/catch.hpp>

#include "controls_fixtures.h"
#include "unpod/sim/controls/axis_steering.h"
#include "unpod/sim/controls/keyboard_steering.h"

namespace unpod::controls_test {
namespace {

using controls::DeviceKind;
namespace button = physics::button;
constexpr Fx kSteerDt = physics_test::kFrame;  // 12 ms

// The keyboard held (or not) for n steps of kDt from the car's angle now.
Fx hold_keys(physics::CarState& car, uint32_t buttons, int n) {
  for (int i = 0; i < n; ++i)
    physics::set_wheel_angles(car, controls::keyboard_angle(car, buttons, kSteerDt));
  return car.points[0].steer;
}

TEST_CASE("the keyboard turns the wheels at the steering speed, up to the largest angle",
          "[controls][steering]") {
  physics::CarState car = zephyr();
  // Zephyr: 34°, 110°/s (the demo disc's zephyr.car).
  REQUIRE(car.steer_max == Approx(34 * 3.14159265 / 180 * 65536).margin(2));
  REQUIRE(car.steer_speed == Approx(110 * 3.14159265 / 180 * 65536).margin(2));
  const Fx turn = physics::mul(car.steer_speed, kSteerDt);
  CHECK(turn == 1509);  // about 125820 × 786 >> 16
  // Right (8): +turn a step; 20 steps are 0.24 s.
  CHECK(hold_keys(car, button::kRight, 20) == 20 * turn);
  CHECK(20 * turn == Approx(physics::mul(car.steer_speed, 20 * kSteerDt)).margin(20));
  // Held on, it stops at the largest angle.
  CHECK(hold_keys(car, button::kRight, 100) == car.steer_max);
  // Left (4) from the right: from the centre, not from where the wheels point.
  CHECK(hold_keys(car, button::kLeft, 1) == -turn);
  CHECK(hold_keys(car, button::kLeft, 9) == -10 * turn);
  CHECK(hold_keys(car, button::kLeft, 100) == -car.steer_max);
  CHECK(hold_keys(car, button::kRight, 1) == turn);
  // Both held: right wins (inferred.h).
  CHECK(hold_keys(car, button::kRight | button::kLeft, 1) == 2 * turn);
}

TEST_CASE("released, the wheels return at steer_recall times the steering speed",
          "[controls][steering]") {
  physics::CarState car = zephyr();
  const Fx back = physics::mul(physics::mul(car.steer_speed, car.steer_recall), kSteerDt);
  CHECK(car.steer_recall == Approx(2.8 * 65536).margin(1));
  CHECK(back == 4225);  // (125820 × 183501 >> 16) × 786 >> 16
  physics::set_wheel_angles(car, car.steer_max);
  CHECK(hold_keys(car, 0, 1) == car.steer_max - back);
  CHECK(hold_keys(car, 0, 4) == car.steer_max - 5 * back);
  // It stops at the centre, without passing it: 38890 / 4225 < 10 steps.
  CHECK(hold_keys(car, 0, 5) == 0);
  CHECK(hold_keys(car, 0, 1) == 0);
  physics::set_wheel_angles(car, -car.steer_max);
  CHECK(hold_keys(car, 0, 3) == -car.steer_max + 3 * back);
  CHECK(hold_keys(car, 0, 20) == 0);
  // Accelerate and brake do not steer.
  CHECK(hold_keys(car, button::kAccelerate | button::kBrake, 1) == 0);
}

TEST_CASE("the linear axis: 0 at the centre, 3/8 of max at half travel, about max at full",
          "[controls][steering]") {
  // r = 32768 × 256 = 128 units; max 38000: k = 38000 / 256 units = 148 raw (truncated).
  constexpr Fx kMax = 38000, kR = 128 * kOne;
  CHECK(controls::linear_axis_angle(kMax, 0, kR) == 0);
  // Half: v = 64, v² / r = 32, + 64 = 96 units, × 148 raw.
  CHECK(controls::linear_axis_angle(kMax, 64 * kOne, kR) == 148 * 96);
  CHECK(controls::linear_axis_angle(kMax, -64 * kOne, kR) == -148 * 96);
  // Full: 128 + 128 = 256 units × 148 = 37888, a little under max.
  CHECK(controls::linear_axis_angle(kMax, kR, kR) == 37888);
  CHECK(controls::linear_axis_angle(kMax, -kR, kR) == -37888);
  // A travel stored negative steers the same; no travel, no steering.
  CHECK(controls::linear_axis_angle(kMax, 64 * kOne, -kR) == 148 * 96);
  CHECK(controls::linear_axis_angle(kMax, 64 * kOne, 0) == 0);
  // From the record: v and r are the axis from its centre and the travel, × 256.
  const controls::PlayerDevice d = joystick(DeviceKind::kLinearJoystick, 49152);
  CHECK(controls::axis_offset(d.device, d.frame.x) == 64 * kOne);
  CHECK(controls::axis_travel(d.device) == kR);
  physics::CarState car = zephyr();
  car.steer_max = kMax;
  CHECK(controls::device_angle(car, d, 0, kSteerDt) == 148 * 96);
}

TEST_CASE("the fourth power: max / 16 at half travel, max at full", "[controls][steering]") {
  constexpr Fx kMax = 38000, kR = 128 * kOne;
  CHECK(controls::quartic_axis_angle(kMax, 0, kR) == 0);
  // A quarter: q = 1/4, q⁴ = 256 raw, 38000 × 256 >> 16 = 148.
  CHECK(controls::quartic_axis_angle(kMax, 32 * kOne, kR) == 148);
  // Half: q⁴ = 1/16 = 4096 raw, 38000 / 16 = 2375.
  CHECK(controls::quartic_axis_angle(kMax, 64 * kOne, kR) == 2375);
  CHECK(controls::quartic_axis_angle(kMax, -64 * kOne, kR) == -2375);
  CHECK(controls::quartic_axis_angle(kMax, kR, kR) == kMax);
  CHECK(controls::quartic_axis_angle(kMax, -kR, kR) == -kMax);
  CHECK(controls::quartic_axis_angle(kMax, kOne, 0) == 0);
  physics::CarState car = zephyr();
  car.steer_max = kMax;
  CHECK(controls::device_angle(car, joystick(DeviceKind::kQuarticJoystick, 16384), 0, kSteerDt) ==
        -2375);
  // Kind 1 steers as the keyboard does, from its thresholds' buttons.
  CHECK(controls::device_angle(car, joystick(DeviceKind::kDigitalJoystick, 16384), button::kLeft,
                               kSteerDt) == -physics::mul(car.steer_speed, kSteerDt));
}

}  // namespace
}  // namespace unpod::controls_test
