// The computer's throttle (pod-controllers.md "The computer: FUN_004221d8" steps 1, 6 and 8):
// the behaviour's word plus 2 unless at full lock, a type-2 lane's speed limit, coasting,
// braking, and the input word.
#include <catch2/catch.hpp>

#include "ai_fixtures.h"
#include "unpod/sim/physics/driver.h"

using namespace unpod::ai_test;
namespace button = unpod::sim::physics::button;

namespace {

constexpr uint32_t kCoast = 0;
constexpr Fx kSpeed30 = 0x1e0000;
constexpr Fx kSpeed20 = 20 * kUnit;

// A type-2 lane state with a speed limit of `limit` units/s in the high half.
uint32_t limited(uint32_t limit) {
  return 2u | (limit << 16);
}

}  // namespace

TEST_CASE("throttle: t is the behaviour's word plus 2, unless the index is 0 or 31",
          "[ai][throttle]") {
  // Word 0 (Steady): t = 2 accelerates at any speed; at full lock t = 0 brakes above 20.
  for (int index : {1, 15, 16, 30}) {
    CHECK(ai::throttle(0, index, 0, 25 * kUnit) == button::kAccelerate);
    CHECK(ai::throttle(0, index, 0, 40 * kUnit) == button::kAccelerate);
  }
  CHECK(ai::throttle(0, 0, 0, 25 * kUnit) == button::kBrake);
  CHECK(ai::throttle(0, 31, 0, 25 * kUnit) == button::kBrake);
  // Word −1: t = 1 coasts above 30; at full lock t = −1 brakes above 20.
  CHECK(ai::throttle(-1, 5, 0, 31 * kUnit) == kCoast);
  CHECK(ai::throttle(-1, 0, 0, 31 * kUnit) == button::kBrake);
  // Word 2 (Push, Ram): t = 4 never coasts; at full lock t = 2 neither.
  CHECK(ai::throttle(2, 5, 0, 40 * kUnit) == button::kAccelerate);
  CHECK(ai::throttle(2, 31, 0, 40 * kUnit) == button::kAccelerate);
  // Word −2 (Brake): t = 0 brakes above 20.
  CHECK(ai::throttle(-2, 5, 0, 25 * kUnit) == button::kBrake);
  // Word 1 at full lock is t = 1: it coasts above 30.
  CHECK(ai::throttle(1, 0, 0, 31 * kUnit) == kCoast);
  CHECK(ai::throttle(1, 5, 0, 31 * kUnit) == button::kAccelerate);  // t = 3
}

TEST_CASE("throttle: t = 1 coasts above speed 30 (0x1e0000), and accelerates at 30 or below",
          "[ai][throttle]") {
  CHECK(ai::throttle(-1, 5, 0, kSpeed30 + 1) == kCoast);
  CHECK(ai::throttle(-1, 5, 0, kSpeed30) == button::kAccelerate);
  CHECK(ai::throttle(-1, 5, 0, 0) == button::kAccelerate);
  CHECK(ai::throttle(-1, 5, 0, -40 * kUnit) == button::kAccelerate);
}

TEST_CASE(
    "throttle: t below 1 brakes (0x10) above speed 20, or on a lane of type 5 when the "
    "behaviour asked to slow, else it accelerates",
    "[ai][throttle]") {
  CHECK(ai::throttle(-2, 5, 0, kSpeed20 + 1) == button::kBrake);
  CHECK(ai::throttle(-2, 5, 0, kSpeed20) == button::kAccelerate);
  CHECK(ai::throttle(-2, 5, 0, 0) == button::kAccelerate);
  CHECK(ai::throttle(-2, 5, 0, -30 * kUnit) == button::kAccelerate);  // backwards: not above 20
  // A lane of type 5: a word below 0 (inferred.h: "asked to slow") brakes at any speed.
  CHECK(ai::throttle(-2, 5, 5, 0) == button::kBrake);
  CHECK(ai::throttle(-2, 5, 5 | 0x300, 0) == button::kBrake);  // the type is the low nibble
  CHECK(ai::throttle(-1, 0, 5, 0) == button::kBrake);
  // On it, t = 0 from a full lock is not asking to slow; t = 1 is not below 1.
  CHECK(ai::throttle(0, 0, 5, 0) == button::kAccelerate);
  CHECK(ai::throttle(-1, 5, 5, 0) == button::kAccelerate);
  // Other types do not brake at low speed.
  for (uint32_t type : {0u, 1u, 2u, 3u, 4u, 6u})
    CHECK(ai::throttle(-2, 5, type, 0) == button::kAccelerate);
}

TEST_CASE("throttle: on a lane of type 2 the state's high half is a speed limit, t = 0 above it",
          "[ai][throttle]") {
  // Limit 24: at 24 t stays 2 and accelerates; above it t = 0 and, above 20, brakes.
  CHECK(ai::throttle(0, 5, limited(24), 24 * kUnit) == button::kAccelerate);
  CHECK(ai::throttle(0, 5, limited(24), 24 * kUnit + 1) == button::kBrake);
  CHECK(ai::throttle(2, 5, limited(24), 24 * kUnit + 1) == button::kBrake);  // Push too
  // Limit 10: above it t = 0, but at 15 that is not above 20: it accelerates.
  CHECK(ai::throttle(0, 5, limited(10), 15 * kUnit) == button::kAccelerate);
  CHECK(ai::throttle(0, 5, limited(10), 21 * kUnit) == button::kBrake);
  // Limit 40: t = 0 only above 40.
  CHECK(ai::throttle(0, 5, limited(40), 35 * kUnit) == button::kAccelerate);
  CHECK(ai::throttle(0, 5, limited(40), 41 * kUnit) == button::kBrake);
  // The same high half on a lane of another type is no limit.
  CHECK(ai::throttle(0, 5, 3u | (10u << 16), 25 * kUnit) == button::kAccelerate);
  CHECK(ai::throttle(0, 5, 0u | (10u << 16), 25 * kUnit) == button::kAccelerate);
  // The count in bits 8 to 15 leaves the limit alone.
  CHECK(ai::throttle(0, 5, limited(24) | 0x0500, 25 * kUnit) == button::kBrake);
}

TEST_CASE(
    "the computer's step: the speed is the velocity along the car's forward vector, and the "
    "input word is angle << 16 + buttons + 8",
    "[ai][throttle]") {
  // On the lane along y = 0, the car at (0, −1): Brake (word −2), t = 0.
  auto run = [](Vec16 velocity, ai::Behaviour b) {
    AiRace r(line_lap().paths, {racer_with(car_at(0, -1))});
    r.racers[0].car.velocity = velocity;
    ai::ComputerDriver d;
    d.behaviour = b;
    ai::DrawClock clock;
    r.step(d, clock);
    return r.racers[0];
  };
  // 25 forwards: brake. 25 backwards, or 25 across the car: not above 20, accelerate.
  CHECK(buttons_of(run(v16(25, 0), ai::Behaviour::kBrake).driver.input) == button::kBrake);
  CHECK(buttons_of(run(v16(-25, 0), ai::Behaviour::kBrake).driver.input) == button::kAccelerate);
  CHECK(buttons_of(run(v16(0, 25), ai::Behaviour::kBrake).driver.input) == button::kAccelerate);
  CHECK(buttons_of(run(v16(25, 0), ai::Behaviour::kSteady).driver.input) == button::kAccelerate);
  // The word itself: the steering point (10, 0) is 1 to the left of 10 ahead, tangent 0.1:
  // index (0.5 − 0.1) / (1/32) = 12.8 → 12, angle −3/16 × 0.5 = −0x1800.
  const physics::Racer braking = run(v16(25, 0), ai::Behaviour::kBrake);
  const Fx angle = braking.car.points[0].steer;
  CHECK(angle == -0x1800);
  CHECK(braking.driver.input == (uint32_t(angle) << 16) + 0x10 + 8);
  CHECK(braking.driver.input == 0xe8000018u);
  const physics::Racer steady = run(v16(25, 0), ai::Behaviour::kSteady);
  CHECK(steady.driver.input == 0xe8000009u);
}
