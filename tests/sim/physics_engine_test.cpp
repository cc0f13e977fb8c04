// Engine speed out of gear (FUN_00418010): pod-car-physics.md "Engine and gears".
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/demo_disc.h"
#include "unpod/sim/physics/engine.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kRadPerS = 65536;
constexpr uint32_t kAccelerate = 1;  // pod-controllers.md "The buttons"
constexpr uint32_t kBrake = 0x10;

TEST_CASE(
    "out of gear the engine speed rises by rev_up × dt with the throttle and falls by "
    "rev_down × dt / 2 without it",
    "[physics][engine]") {
  CarState car = make_car(test::demo_car("zephyr"));
  REQUIRE(car.rev_up == 700 * kRadPerS);
  REQUIRE(car.rev_down == 420 * kRadPerS);
  for (Fx dt : {Fx{0x444}, Fx{1000}, Fx{0x2000}}) {
    car.engine_speed = 300 * kRadPerS;
    engine_speed_out_of_gear(car, kAccelerate, dt);
    // 16.16 × 16.16 kept at 16.16, floored: independent 64-bit arithmetic.
    const int64_t rise = (int64_t{car.rev_up} * dt) >> 16;
    CHECK(car.engine_speed == 300 * kRadPerS + rise);

    car.engine_speed = 300 * kRadPerS;
    engine_speed_out_of_gear(car, kBrake, dt);
    const int64_t fall = ((int64_t{car.rev_down} * dt) >> 16) >> 1;
    CHECK(car.engine_speed == 300 * kRadPerS - fall);
  }
  // One second of throttle from rest, in steps of 1/64 s, gains rev_up rad/s.
  car.engine_speed = 0;
  for (int i = 0; i < 64; ++i) engine_speed_out_of_gear(car, kAccelerate, 1024);
  CHECK(car.engine_speed == 700 * kRadPerS);
  // Half of rev_down a second without it.
  for (int i = 0; i < 64; ++i) engine_speed_out_of_gear(car, 0, 1024);
  CHECK(car.engine_speed == 700 * kRadPerS - 210 * kRadPerS);
}

TEST_CASE("the engine speed stays between 0 and engine_max - 1", "[physics][engine]") {
  CarState car = make_car(test::demo_car("zephyr"));
  Fx highest = 0;
  for (int i = 0; i < 600; ++i) {
    engine_speed_out_of_gear(car, kAccelerate, 0x444);
    REQUIRE(car.engine_speed >= 0);
    REQUIRE(car.engine_speed <= car.engine_max - 1);
    highest = std::max(highest, car.engine_speed);
  }
  CHECK(highest == car.engine_max - 1);
  for (int i = 0; i < 600; ++i) {
    engine_speed_out_of_gear(car, 0, 0x444);
    REQUIRE(car.engine_speed >= 0);
  }
  CHECK(car.engine_speed == 0);
}

TEST_CASE("in gear the engine is left to the wheels, during a change it runs free",
          "[physics][engine]") {
  CarState car = make_car(test::demo_car("zephyr"));
  car.gear = 2;
  car.engine_speed = 400 * kRadPerS;
  engine_speed_out_of_gear(car, kAccelerate, 0x444);
  CHECK(car.engine_speed == 400 * kRadPerS);
  car.gear_timer = 5000;
  engine_speed_out_of_gear(car, kAccelerate, 0x444);
  CHECK(car.engine_speed > 400 * kRadPerS);
}

}  // namespace
}  // namespace unpod::sim::physics
