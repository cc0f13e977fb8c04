// The cars around a computer driver and their flags (pod-controllers.md "The computer:
// FUN_004221d8" step 2: FUN_0046dc04, FUN_0046da4c). Each threshold is tried a little inside
// and a little outside.
#include <catch2/catch.hpp>

#include "ai_fixtures.h"

using namespace unpod::ai_test;
namespace near = unpod::sim::ai::near;

namespace {

// The flags of a car at (x, y, z) in the driver's frame (the driver at the origin facing +x).
uint8_t flags_at(double x, double y, double z = 0, bool target_car = false) {
  return ai::classify(car_at(0, 0), car_at(x, y, z), target_car);
}
// The flags of a car `distance` away at `degrees` from the driver's forward axis.
uint8_t flags_towards(double distance, double degrees, bool target_car = false) {
  const physics::CarState me = car_at(0, 0);
  return ai::classify(me, car_towards(me, distance, degrees), target_car);
}

}  // namespace

TEST_CASE("the cars around: nothing beyond 25 units in x or y or 5 in z", "[ai][neighbours]") {
  // Ahead (the forward share above 0.5) and close enough in every axis: seen.
  CHECK(flags_at(24.99, 0) == near::kAhead);
  CHECK(flags_at(25.01, 0) == 0);
  CHECK(flags_at(20, 24.99) == near::kAhead);  // 20 ahead, 25 to the left: a share of 0.63
  CHECK(flags_at(20, 25.01) == 0);
  CHECK(flags_at(20, -24.99) == near::kAhead);
  CHECK(flags_at(20, -25.01) == 0);
  CHECK(flags_at(21, 0, 4.99) == near::kAhead);
  CHECK(flags_at(21, 0, 5.01) == 0);
  CHECK(flags_at(21, 0, -5.01) == 0);
  // Behind the same way: a car 25.01 behind is not seen at all.
  CHECK(flags_at(-25.01, 0, 0, true) == 0);
}

TEST_CASE("the cars around: x and y are taken in the driver's frame (inferred.h)",
          "[ai][neighbours]") {
  // The driver turned 45°: a car at world (20, 20) is 28 units straight ahead of it.
  const physics::CarState me = car_at(0, 0, 0, 45);
  CHECK(ai::classify(me, car_at(20, 20), false) == 0);
  CHECK(ai::classify(me, car_at(17, 17), false) == near::kAhead);  // 24 ahead
  // Facing +y, a car 24 to the world's +y is ahead; one 24 to the world's +x is on the right
  // and beyond 17: no flag at all, though it is within 25.
  const physics::CarState north = car_at(0, 0, 0, 90);
  CHECK(ai::classify(north, car_at(0, 24), false) == near::kAhead);
  CHECK(ai::classify(north, car_at(24, 0), false) == 0);
  CHECK(ai::classify(north, car_at(16, 0), false) == near::kRight);
}

TEST_CASE(
    "touching (0x20): closer than 1/64 unit, or for any car but the target car within 12 "
    "units ahead or behind and 7 to the side",
    "[ai][neighbours]") {
  // The target car: only closer than 1/64 unit.
  CHECK((flags_at(1.0 / 128, 0, 0, true) & near::kTouching) != 0);
  CHECK((flags_at(1.0 / 32, 0, 0, true) & near::kTouching) == 0);
  CHECK((flags_at(5, 0, 0, true) & near::kTouching) == 0);
  CHECK((flags_at(-5, 3, 0, true) & near::kTouching) == 0);
  // Any other car: within 12 ahead or behind and 7 to the side.
  CHECK((flags_at(1.0 / 128, 0) & near::kTouching) != 0);
  CHECK((flags_at(5, 0) & near::kTouching) != 0);
  CHECK((flags_at(11.99, 6.99) & near::kTouching) != 0);
  CHECK((flags_at(12.01, 0) & near::kTouching) == 0);
  CHECK((flags_at(-11.99, -6.99) & near::kTouching) != 0);
  CHECK((flags_at(-12.01, 0) & near::kTouching) == 0);
  CHECK((flags_at(0, 7.01) & near::kTouching) == 0);
  CHECK((flags_at(0, -7.01) & near::kTouching) == 0);
  // A car level with the driver, 3 to its left: touching and on the left, nothing else.
  CHECK(flags_at(0, 3) == (near::kTouching | near::kLeft));
}

TEST_CASE("just ahead (0x10): 12 to 20 units ahead within 7 to the side", "[ai][neighbours]") {
  CHECK((flags_at(12.01, 0) & near::kJustAhead) != 0);
  CHECK((flags_at(11.99, 0) & near::kJustAhead) == 0);
  CHECK((flags_at(19.99, 0) & near::kJustAhead) != 0);
  CHECK((flags_at(20.01, 0) & near::kJustAhead) == 0);
  CHECK((flags_at(15, 6.99) & near::kJustAhead) != 0);
  CHECK((flags_at(15, 7.01) & near::kJustAhead) == 0);
  CHECK((flags_at(15, -6.99) & near::kJustAhead) != 0);
  CHECK((flags_at(15, -7.01) & near::kJustAhead) == 0);
  CHECK((flags_at(-15, 0, 0, true) & near::kJustAhead) == 0);  // behind is not ahead
  // The target car is just ahead like any other (its exception is touching only).
  CHECK(flags_at(15, 0, 0, true) == (near::kJustAhead | near::kAhead));
  // 20 ahead, 7 aside: just ahead and ahead (a share of 0.94), not touching.
  CHECK(flags_at(19.99, 6.99) == (near::kJustAhead | near::kAhead));
}

TEST_CASE("ahead (1): the forward share of the direction above 0.5", "[ai][neighbours]") {
  // 20 units away (beyond 17: no side flag), 58° and 62° off the nose: cos 58° = 0.53,
  // cos 62° = 0.47.
  CHECK(flags_towards(20, 58) == near::kAhead);
  CHECK(flags_towards(20, 62) == 0);
  CHECK(flags_towards(20, -58) == near::kAhead);
  CHECK(flags_towards(20, -62) == 0);
  CHECK(flags_towards(24, 0) == near::kAhead);
}

TEST_CASE(
    "beside (2 left, 4 right): within 17 units, the sideways share above ±0.342 (20°, "
    "inferred.h: 2 is the left)",
    "[ai][neighbours]") {
  CHECK(flags_at(0, 16.99) == near::kLeft);
  CHECK(flags_at(0, 17.01) == 0);
  CHECK(flags_at(0, -16.99) == near::kRight);
  CHECK(flags_at(0, -17.01) == 0);
  // 16 units away, 21° off the nose (a sideways share of 0.358) and 19° (0.326).
  CHECK((flags_towards(16, 21) & near::kLeft) != 0);
  CHECK((flags_towards(16, 19) & (near::kLeft | near::kRight)) == 0);
  CHECK((flags_towards(16, -21) & near::kRight) != 0);
  CHECK((flags_towards(16, -19) & (near::kLeft | near::kRight)) == 0);
  CHECK((flags_towards(16, 21) & near::kRight) == 0);
  // Behind and to the side counts too: 21° off the tail.
  CHECK((flags_towards(16, 159) & near::kLeft) != 0);
  CHECK((flags_towards(16, 161) & near::kLeft) == 0);
}

TEST_CASE("behind (8): within 12 units, the forward share below −0.94", "[ai][neighbours]") {
  // The target car, so that touching stays out of the way.
  CHECK(flags_at(-11.99, 0, 0, true) == near::kBehind);
  CHECK(flags_at(-12.01, 0, 0, true) == 0);
  // 11 units away, 19° off the tail (a share of −0.946) and 21° (−0.934).
  CHECK((flags_towards(11, 161, true) & near::kBehind) != 0);
  CHECK((flags_towards(11, -161, true) & near::kBehind) != 0);
  CHECK((flags_towards(11, 159, true) & near::kBehind) == 0);
  CHECK((flags_towards(11, -159, true) & near::kBehind) == 0);
  // Any other car that close behind is touching as well.
  CHECK(flags_at(-11.99, 0) == (near::kBehind | near::kTouching));
}

TEST_CASE(
    "the cars around: every other car listed with its flags, the driver and cars with no "
    "flag left out, the flags or'ed, the target car's exception",
    "[ai][neighbours]") {
  const physics::CarState me = car_at(50, 50);
  std::vector<physics::Racer> racers{
      racer_with(car_at(65, 50)),  // 0: 15 ahead: just ahead, ahead
      racer_with(me),              // 1: the driver
      racer_with(car_at(50, 60)),  // 2: 10 to the left: left
      racer_with(car_at(90, 50)),  // 3: 40 ahead: not seen
      racer_with(car_at(45, 50)),  // 4: 5 behind: behind, touching unless the target car
  };
  const ai::Neighbours n = ai::neighbours(1, racers, -1);
  REQUIRE(n.list.size() == 3);
  CHECK(n.list[0] == ai::Neighbour{0, uint8_t(near::kJustAhead | near::kAhead)});
  CHECK(n.list[1] == ai::Neighbour{2, near::kLeft});
  CHECK(n.list[2] == ai::Neighbour{4, uint8_t(near::kBehind | near::kTouching)});
  CHECK(n.flags ==
        (near::kJustAhead | near::kAhead | near::kLeft | near::kBehind | near::kTouching));
  // Car 4 as the target car: not touching, and no car is.
  const ai::Neighbours t = ai::neighbours(1, racers, 4);
  REQUIRE(t.list.size() == 3);
  CHECK(t.list[2] == ai::Neighbour{4, near::kBehind});
  CHECK((t.flags & near::kTouching) == 0);
  // The driver never lists itself, even as its own target car.
  const ai::Neighbours self = ai::neighbours(1, racers, 1);
  for (const ai::Neighbour& x : self.list) CHECK(x.car != 1);
}
