// The counter-steer (pod-controllers.md "The player" #2): wheel 3's velocity across the car
// above 0.73, longer than 8, its sideways share above 0.09, and the body turning into the slide
// or the latch (+0x490 bit 2) set: the wheels go to half the share, at most the largest angle.
#include <catch2/catch.hpp>

#include "controls_fixtures.h"
#include "unpod/sim/controls/counter_steer.h"
#include "unpod/sim/controls/inferred.h"

namespace unpod::controls_test {
namespace {

using physics_test::fx;

// Zephyr with wheel 3 moving `forward` along the car and `across` to its left, the body turning
// at `yaw` rad/s about up.
physics::CarState sliding(double forward, double across, double yaw = -0.5) {
  physics::CarState car = zephyr();
  car.points[3].velocity = {fx(forward), fx(across), 0};
  car.spin = {0, 0, fx(yaw)};
  return car;
}

// The controller with the keyboard, nothing held, the wheels straight: any angle is the slide's.
Fx steered(physics::CarState car) {
  physics::DriverState d = physics_test::driver();
  controls::player_controller(car, d, keyboard(), physics_test::kFrame);
  return car.points[0].steer;
}

TEST_CASE("the counter-steer takes half the slide's share", "[controls][counter_steer]") {
  // 20 forward, 4 across: length 20.396, share 0.196, the wheels at 0.098.
  const physics::CarState car = sliding(20, 4);
  const Fx len = physics::length(car.points[3].velocity);
  CHECK(len == Approx(fx(20.396)).margin(8));
  const Fx share = physics::div(fx(4), len);
  REQUIRE(controls::counter_steer(car).has_value());
  CHECK(*controls::counter_steer(car) == share / 2);
  CHECK(*controls::counter_steer(car) == Approx(fx(0.0981)).margin(8));
  CHECK(steered(car) == share / 2);
  // Sliding the other way (and turning the other way), the other sign.
  CHECK(steered(sliding(20, -4, 0.5)) == -(share / 2));
}

TEST_CASE("the speed across the car must be above 0.73", "[controls][counter_steer]") {
  // Length about 8.05 and a share about 0.0905: only the speed across decides.
  for (const double across : {0.725, 0.735}) {
    const physics::CarState car = sliding(8.017, across);
    const Fx len = physics::length(car.points[3].velocity);
    REQUIRE(len > controls::kSlideSpeed);
    REQUIRE(physics::div(fx(across), len) > controls::kSlideShare);
    INFO("across " << across);
    CHECK(controls::counter_steer(car).has_value() == (across > 0.73));
    CHECK((steered(car) != 0) == (across > 0.73));
  }
  CHECK(controls::kSlideAcross == fx(0.73));
}

TEST_CASE("wheel 3's velocity must be longer than 8", "[controls][counter_steer]") {
  // 1 across (a share of 1/8): only the length decides.
  for (const double forward : {7.9, 8.0}) {
    INFO("forward " << forward);
    const physics::CarState car = sliding(forward, 1);
    const Fx len = physics::length(car.points[3].velocity);
    CHECK((len > controls::kSlideSpeed) == (forward > 7.95));
    CHECK(controls::counter_steer(car).has_value() == (forward > 7.95));
  }
  CHECK(controls::kSlideSpeed == fx(8));
}

TEST_CASE("the sideways share must be above 0.09", "[controls][counter_steer]") {
  // Length about 20: only the share decides.
  for (const double across : {1.79, 1.81}) {
    INFO("across " << across);
    const physics::CarState car = sliding(19.92, across);
    const Fx share = physics::div(fx(across), physics::length(car.points[3].velocity));
    CHECK((share > controls::kSlideShare) == (across > 1.8));
    CHECK(controls::counter_steer(car).has_value() == (across > 1.8));
    CHECK((steered(car) != 0) == (across > 1.8));
  }
  CHECK(controls::kSlideShare == fx(0.09));
}

TEST_CASE("the body must turn into the slide, or the latch be set", "[controls][counter_steer]") {
  // The tail sliding left swings with a negative yaw (turning right).
  CHECK(controls::counter_steer(sliding(20, 4, -0.5)).has_value());
  CHECK_FALSE(controls::counter_steer(sliding(20, 4, 0.5)).has_value());
  CHECK_FALSE(controls::counter_steer(sliding(20, 4, 0)).has_value());
  CHECK(controls::counter_steer(sliding(20, -4, 0.5)).has_value());
  CHECK_FALSE(controls::counter_steer(sliding(20, -4, -0.5)).has_value());
  // The latch, bit 2 of +0x490, alone is enough.
  physics::CarState car = sliding(20, 4, 0.5);
  car.latch_bits = 0x04;
  CHECK(controls::counter_steer(car).has_value());
  car.latch_bits = 0x03 | 0x08;
  CHECK_FALSE(controls::counter_steer(car).has_value());
  // The yaw is spin · up: an up axis turned over flips it.
  car = sliding(20, 4, 0.5);
  car.up = {0, 0, -kOne};
  CHECK(controls::counter_steer(car).has_value());
}

TEST_CASE("the counter-steer is held to the largest angle and beats the player",
          "[controls][counter_steer]") {
  // 10 forward, 10 across: share 0.707, half 0.354; the largest angle 0.2.
  physics::CarState car = sliding(10, 10);
  car.steer_max = fx(0.2);
  CHECK(*controls::counter_steer(car) == fx(0.2));
  CHECK(steered(car) == fx(0.2));
  // The player holding left is overridden, with any device.
  car = sliding(20, 4);
  const Fx slide = *controls::counter_steer(car);
  physics::DriverState d = physics_test::driver();
  controls::player_controller(car, d, keyboard({controls::key_slot::kLeft}), physics_test::kFrame);
  CHECK(car.points[0].steer == slide);
  car = sliding(20, 4);
  controls::player_controller(car, d, joystick(controls::DeviceKind::kLinearJoystick, 0),
                              physics_test::kFrame);
  CHECK(car.points[0].steer == slide);
}

}  // namespace
}  // namespace unpod::controls_test
