// Steering at the target point (pod-controllers.md "The computer: FUN_004221d8" step 5,
// FUN_0046d990): the tangent against the largest angle in 16 steps, the index 0 to 31, its
// angle, and the angle's negation when the car runs backwards.
#include <catch2/catch.hpp>

#include "ai_fixtures.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/vec.h"

using namespace unpod::ai_test;

namespace {

// The driver at the origin facing +x with max 0.5 (0x8000): a target 1 unit ahead and `side`
// (raw 16.16) to the left has a tangent of exactly `side`.
int32_t index_for(Fx side, Fx ahead = kUnit) {
  return ai::steering_index(car_at(0, 0), Vec16{ahead, side, 0});
}

constexpr Fx kMax = 0x8000;
constexpr Fx kSteerStep = kMax / 16;

}  // namespace

TEST_CASE("steering index: 0 beyond the largest angle, 31 beyond minus it", "[ai][steering]") {
  CHECK(index_for(kMax + 1) == 0);
  CHECK(index_for(10 * kUnit) == 0);
  CHECK(index_for(-kMax - 1) == 31);
  CHECK(index_for(-10 * kUnit) == 31);
  // Far ahead, the same tangents.
  CHECK(ai::steering_index(car_at(0, 0), v16(20, 10.5)) == 0);
  CHECK(ai::steering_index(car_at(0, 0), v16(20, -10.5)) == 31);
}

TEST_CASE("steering index: the tangent in 16 steps of max / 16 (inferred.h: truncated)",
          "[ai][steering]") {
  // A tangent k steps below max, or less than a step further, gives index k.
  for (int k = 0; k < 31; ++k) {
    INFO("k = " << k);
    CHECK(index_for(kMax - k * kSteerStep) == k);
    CHECK(index_for(kMax - k * kSteerStep - 1) == k);
    CHECK(index_for(kMax - (k + 1) * kSteerStep + 1) == k);
    CHECK(index_for(kMax - (k + 1) * kSteerStep) == k + 1);
  }
  CHECK(index_for(0) == 16);          // straight ahead: 16 steps below max
  CHECK(index_for(-1) == 16);         // a hair to the right
  CHECK(index_for(1) == 15);          // a hair to the left
  CHECK(index_for(-kMax + 1) == 31);  // just inside minus max
  CHECK(index_for(-kMax) == 31);      // 32 steps, held to 31
  // The car's frame, not the world's: facing +y, a target at world (−3, 10) is on its left.
  CHECK(ai::steering_index(car_at(0, 0, 0, 90), v16(-3, 10)) ==
        ai::steering_index(car_at(0, 0), v16(10, 3)));
}

TEST_CASE("steering index: a target less than 1/64 unit ahead gives 31 on the − side, else 0",
          "[ai][steering]") {
  constexpr Fx kSixtyFourth = kUnit / 64;
  CHECK(index_for(-kUnit, kSixtyFourth - 1) == 31);
  CHECK(index_for(kUnit, kSixtyFourth - 1) == 0);
  CHECK(index_for(0, kSixtyFourth - 1) == 0);
  CHECK(index_for(-1, 0) == 31);
  CHECK(index_for(-5 * kUnit, -5 * kUnit) == 31);  // behind on the right
  CHECK(index_for(5 * kUnit, -5 * kUnit) == 0);    // behind on the left
  // At 1/64 ahead the tangent counts: a target 1/128 to the right is a tangent of −0.5.
  CHECK(index_for(-kSixtyFourth / 2, kSixtyFourth) == 31);
  CHECK(index_for(-kSixtyFourth / 4, kSixtyFourth) == 24);  // −0.25: 24 steps below max
}

TEST_CASE("steering angle: (index − 15) × max >> 4", "[ai][steering]") {
  physics::CarState car = car_at(0, 0);
  CHECK(ai::steering_angle(car, 15) == 0);
  CHECK(ai::steering_angle(car, 16) == kMax / 16);
  CHECK(ai::steering_angle(car, 31) == kMax);
  CHECK(ai::steering_angle(car, 0) == -15 * kMax / 16);
  for (int i = 0; i < 32; ++i) CHECK(ai::steering_angle(car, i) == (i - 15) * kSteerStep);
  // The shift floors: (−15 × 0x8001) >> 4 = −30720.94 → −30721; (1 × 0x8001) >> 4 = 2048.
  car.steer_max = 0x8001;
  CHECK(ai::steering_angle(car, 0) == -30721);
  CHECK(ai::steering_angle(car, 16) == 2048);
}

TEST_CASE(
    "steering: a positive angle turns right, so a target on the car's left gets a negative "
    "angle",
    "[ai][steering]") {
  physics::CarState car = car_at(0, 0);
  const Fx left = ai::steering_angle(car, ai::steering_index(car, v16(10, 3)));
  const Fx right = ai::steering_angle(car, ai::steering_index(car, v16(10, -3)));
  CHECK(left < 0);
  CHECK(right > 0);
  CHECK(ai::steering_index(car, v16(10, 3)) == 6);    // tangent 0.3: 6.4 steps below max
  CHECK(ai::steering_index(car, v16(10, -3)) == 25);  // tangent −0.3: 25.6 steps
  // The physics turns a wheel with a positive angle to the right (its rolling direction gets a
  // share along −left).
  physics::set_wheel_angles(car, right);
  physics::wheel_axes(car);
  CHECK(physics::dot(car.points[0].rolling_dir, car.left) < 0);
  physics::set_wheel_angles(car, left);
  physics::wheel_axes(car);
  CHECK(physics::dot(car.points[0].rolling_dir, car.left) > 0);
}

TEST_CASE(
    "steering: the controller's angle is negated when wheel 0 spins backwards (car +0xa4 "
    "negative), and goes to the wheels and the input word's high half",
    "[ai][steering]") {
  // The lane along y = 0 every 10 units; the car at (0, −5) facing +x steers at the point after
  // its line point, (10, 0): on its left.
  auto run = [](Fx spin) {
    AiRace r(line_lap().paths, {racer_with(car_at(0, -5))});
    r.racers[0].car.points[0].spin = spin;
    ai::ComputerDriver d;
    ai::DrawClock clock;
    r.step(d, clock);
    return r.racers[0];
  };
  const physics::Racer forwards = run(0);
  const physics::Racer backwards = run(-1);
  const physics::Racer spinning = run(5 * kUnit);
  // Tangent 5 / 10 = 0.5 = max: index 0, angle −15/16 max.
  const Fx expected = -15 * kMax / 16;
  CHECK(forwards.car.points[0].steer == expected);
  CHECK(spinning.car.points[0].steer == expected);
  CHECK(backwards.car.points[0].steer == -expected);
  for (const physics::Racer* x : {&forwards, &backwards}) {
    const Fx a = x->car.points[0].steer;
    CHECK(x->car.points[2].steer == a);  // both front wheels
    CHECK(steering_of(x->driver.input) == a);
  }
}
