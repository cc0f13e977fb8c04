// Drive torque from the torque curve (FUN_004185ac): pod-car-physics.md "Engine and gears".
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "support/demo_disc.h"
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/physics/torque.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kTorqueRadPerS = 65536;

CarState zephyr_in_gear(int gear, Fx front_spin) {
  CarState car = make_car(test::demo_car("zephyr"));
  car.gear = int8_t(gear);
  car.points[0].spin = front_spin;
  car.points[2].spin = front_spin;
  return car;
}

TEST_CASE("the torque curve is looked up at rpm / 256 of the engine speed", "[physics][torque]") {
  const CarState car = make_car(test::demo_car("zephyr"));
  const size_t n = car.torque_curve.size();
  REQUIRE(n > 30);
  int checked = 0;
  for (int64_t raw = 0; raw < int64_t{1100} * kTorqueRadPerS; raw += 9973) {
    // Independently: rad/s → rpm is × 60 / 2π; entry = whole part of rpm / 256.
    const double rpm = double(raw) / 65536.0 * 60.0 / (2.0 * std::numbers::pi);
    const double entry = rpm / 256.0;
    if (std::abs(entry - std::round(entry)) < 1e-4) continue;  // too near a boundary to call
    const size_t expected = std::min(size_t(std::floor(entry)), n - 1);
    INFO("engine speed " << raw);
    REQUIRE(torque_curve_index(car, Fx(raw)) == expected);
    ++checked;
  }
  CHECK(checked > 7000);
  // rpm / 256 in 16.16 is the product's bits 24..55.
  CHECK(rpm_over_256(1000 * kTorqueRadPerS) == int32_t((int64_t{1000} * 65536 * 0x98c9e) >> 24));
  CHECK(torque_curve_index(car, -50 * kTorqueRadPerS) == 0);
}

TEST_CASE("in gear the wheels' engine speed is the front wheels' mean spin × the gear's ratio",
          "[physics][torque]") {
  CarState car = zephyr_in_gear(3, 0);
  car.points[0].spin = 100 * kTorqueRadPerS;
  car.points[2].spin = 120 * kTorqueRadPerS + 1;
  car.points[1].spin = 999 * kTorqueRadPerS;  // the rear wheels play no part
  drive_torque(car, Driver::kComputer);
  const int64_t mean = (int64_t{car.points[0].spin} + car.points[2].spin) >> 1;
  CHECK(car.wheel_engine_speed == Fx((mean * car.gear_ratios[2]) >> 16));
}

// The torque with the engine running with the wheels, from the notes alone ("Engine and
// gears"): the front wheels' (points 0 and 2) mean spin × the gear's ratio (the car file's
// forward gears in order), the curve at that speed × 0x98c9e >> 24 (rpm / 256), × the ratio,
// × 0.70 (0xb3b0) for a human, × 4; each product floored as a 16.16 multiply, in 128-bit
// integers (no helper of the code under test).
int64_t expected_torque(const CarState& car, bool human) {
  __extension__ typedef __int128 Wide;  // GCC and Clang's 128-bit integers
  const Wide ratio = car.gear_ratios[size_t(car.gear - 1)];
  const Wide spin = (Wide{car.points[0].spin} + Wide{car.points[2].spin}) >> 1;
  const Wide speed = (spin * ratio) >> 16;
  const Wide rpm256 = (speed * 0x98c9e) >> 24;
  const size_t entry = std::min(size_t(rpm256 >> 16), car.torque_curve.size() - 1);
  Wide t = car.torque_curve[entry];  // × the run-ahead scale, 1.0 with the engine at the wheels
  t = (t * ratio) >> 16;
  if (human) t = (t * 0xb3b0) >> 16;
  return int64_t(t * 4);
}

TEST_CASE("drive torque is the curve × the ratio × 4, and × 0.70 (0xb3b0) for a human",
          "[physics][torque]") {
  for (int gear : {1, 3, 6}) {
    for (Fx spin : {50 * kTorqueRadPerS, 150 * kTorqueRadPerS, 300 * kTorqueRadPerS}) {
      CarState computer = zephyr_in_gear(gear, spin);
      computer.engine_speed =
          Fx((int64_t{spin} * computer.gear_ratios[size_t(gear - 1)]) >> 16);  // with the wheels
      CarState human = computer;
      const Fx tc = drive_torque(computer, Driver::kComputer);
      const Fx th = drive_torque(human, Driver::kHuman);
      INFO("gear " << gear << " spin " << spin);
      CHECK(tc == expected_torque(computer, false));
      CHECK(th == expected_torque(human, true));
      CHECK(tc > 0);
      // 0.70 within the roundings of the multiplies.
      CHECK(std::abs(double(th) - double(tc) * 46000.0 / 65536.0) <= 8.0);
    }
  }
}

TEST_CASE("in reverse the torque turns against the forward gears", "[physics][torque]") {
  CarState car = zephyr_in_gear(8, -40 * kTorqueRadPerS);
  car.engine_speed = fx::mul16(-40 * kTorqueRadPerS, gear_ratio(car, 8));
  CHECK(drive_torque(car, Driver::kComputer) < 0);
}

TEST_CASE("out of gear there is no drive torque", "[physics][torque]") {
  CarState neutral = zephyr_in_gear(0, 100 * kTorqueRadPerS);
  neutral.engine_speed = 500 * kTorqueRadPerS;
  CHECK(drive_torque(neutral, Driver::kHuman) == 0);
  CHECK(neutral.wheel_engine_speed == 0);
  CHECK(neutral.engine_speed == 500 * kTorqueRadPerS);
  CarState changing = zephyr_in_gear(2, 100 * kTorqueRadPerS);
  changing.gear_timer = 3000;
  CHECK(drive_torque(changing, Driver::kHuman) == 0);
}

TEST_CASE("the run-ahead scale is smooth: 1 with the wheels, more ahead, less behind",
          "[physics][torque]") {
  const Fx w = 300 * kTorqueRadPerS;
  CHECK(run_ahead_scale(w, w) == 0x10000);
  Fx previous = run_ahead_scale(w - 400 * kTorqueRadPerS, w);
  CHECK(previous > 0);
  for (Fx d = -400 * kTorqueRadPerS + 4096; d <= 400 * kTorqueRadPerS; d += 4096) {
    const Fx s = run_ahead_scale(w + d, w);
    REQUIRE(s >= previous);      // never falls as the engine runs further ahead
    REQUIRE(s - previous < 64);  // no jumps: a small step in d moves it a little
    REQUIRE(s > 0);
    REQUIRE(s < 0x20000);
    previous = s;
  }
  // Running ahead gives more torque than running with the wheels.
  CarState with = zephyr_in_gear(2, 100 * kTorqueRadPerS);
  with.engine_speed = fx::mul16(100 * kTorqueRadPerS, gear_ratio(with, 2));
  CarState ahead = with;
  ahead.engine_speed += 200 * kTorqueRadPerS;
  CHECK(drive_torque(ahead, Driver::kComputer) > drive_torque(with, Driver::kComputer));
}

TEST_CASE("in gear the engine speed follows the wheels, held below engine_max",
          "[physics][torque]") {
  CarState car = zephyr_in_gear(1, 500 * kTorqueRadPerS);  // 3.6 × 500 = 1800 rad/s implied
  drive_torque(car, Driver::kComputer);
  CHECK(car.wheel_engine_speed == fx::mul16(500 * kTorqueRadPerS, gear_ratio(car, 1)));
  CHECK(car.engine_speed == car.engine_max - 1);
  CarState rolling_back = zephyr_in_gear(1, -10 * kTorqueRadPerS);
  drive_torque(rolling_back, Driver::kComputer);
  CHECK(rolling_back.engine_speed == 0);
}

}  // namespace
}  // namespace unpod::sim::physics
