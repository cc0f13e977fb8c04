// Car against car (cars.h, pod-car-physics.md "Car against car"): the hull test FUN_00420548,
// the parts near the contact FUN_004209c8, the impulse FUN_00420adc, where it goes
// FUN_00420b4c, and the contact sound.
#include <catch2/catch.hpp>

#include "physics_fixtures.h"
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kHalfUnit = 0x8000;
constexpr Fx kQuarterUnit = 0x4000;

// A box 4 long, 2 wide, 1 high (half sizes 2, 1, 0.5) in the world's axes at `at`, its radius
// 2.25 (over √5, the (x, y) half sizes' length).
WorldHull box(Vec16 at, Vec16 x = {kOne, 0, 0}, Vec16 y = {0, kOne, 0}) {
  WorldHull h;
  h.position = at;
  h.x = x;
  h.y = y;
  h.z = {0, 0, kOne};
  h.hull.half = {2 * kOne, kOne, kHalfUnit};
  h.hull.radius = 2 * kOne + kQuarterUnit;
  h.hull.centre = {0, 0, kHalfUnit};  // the box stands on its position
  return h;
}

TEST_CASE("hull_test: two boxes head to head overlap by reach − distance", "[physics][cars]") {
  // Centres 3 apart along x; each reaches 2 along x: 4 − 3 = 1.
  const auto c = hull_test(box({0, 0, 0}), box({3 * kOne, 0, 0}));
  REQUIRE(c.has_value());
  CHECK(c->normal == Vec16{kOne, 0, 0});
  CHECK(c->distance == 3 * kOne);
  CHECK(c->overlap == kOne);
  // The facing corners: a's front at x 2, b's back at x 1; the contact midway, spread 0.5.
  CHECK(c->at[0] == 3 * kHalfUnit);
  CHECK(c->spread[0] == kHalfUnit);
  // The other way round, the normal turns.
  const auto back = hull_test(box({3 * kOne, 0, 0}), box({0, 0, 0}));
  REQUIRE(back.has_value());
  CHECK(back->normal == Vec16{-kOne, 0, 0});
  CHECK(back->overlap == kOne);
}

TEST_CASE("hull_test: two boxes side by side overlap by reach − distance", "[physics][cars]") {
  // Centres 1.5 apart along y; each reaches 1 along y: 2 − 1.5 = 0.5.
  const auto c =
      hull_test(box({5 * kOne, 5 * kOne, 0}), box({5 * kOne, 5 * kOne + 3 * kHalfUnit, 0}));
  REQUIRE(c.has_value());
  CHECK(c->normal == Vec16{0, kOne, 0});
  CHECK(c->distance == 3 * kHalfUnit);
  CHECK(c->overlap == kHalfUnit);
  CHECK(c->at[1] == 5 * kOne + 3 * kQuarterUnit);
  CHECK(c->spread[1] == kQuarterUnit);
}

TEST_CASE("hull_test: a box turned across the other reaches by its width", "[physics][cars]") {
  // b turned a quarter about z: along x it reaches its y half size, 1. 2 + 1 − 2.5 = 0.5.
  const auto c = hull_test(box({0, 0, 0}), box({5 * kHalfUnit, 0, 0}, {0, kOne, 0}, {-kOne, 0, 0}));
  REQUIRE(c.has_value());
  CHECK(c->overlap == kHalfUnit);
}

TEST_CASE("hull_test finds nothing for boxes apart", "[physics][cars]") {
  // Past the summed radii (4.5).
  CHECK_FALSE(hull_test(box({0, 0, 0}), box({5 * kOne, 0, 0})).has_value());
  CHECK_FALSE(hull_test(box({0, 0, 0}), box({0, 0, 5 * kOne})).has_value());
  // Within the radii, but the reach (4) is short of the distance (4.2, 275251 raw).
  CHECK_FALSE(hull_test(box({0, 0, 0}), box({275251, 0, 0})).has_value());
  // Touching: the reach must pass the distance, not meet it.
  CHECK_FALSE(hull_test(box({0, 0, 0}), box({4 * kOne, 0, 0})).has_value());
  // Side by side 2 apart: reach 2, nothing.
  CHECK_FALSE(hull_test(box({0, 0, 0}), box({0, 2 * kOne, 0})).has_value());
}

// ---- The parts near the contact (FUN_004209c8) ----

// An object in the world's axes at the origin with part k's hull (radius 0.5, half height 0.25)
// at `offsets[k]`.
CarObject object_with_parts(const std::array<Vec16, kObjectParts>& offsets) {
  CarObject o;
  o.x = {kOne, 0, 0};
  o.y = {0, kOne, 0};
  o.z = {0, 0, kOne};
  for (int k = 0; k < kObjectParts; ++k) {
    ObjectPart& p = o.parts[size_t(k)];
    p.offset = offsets[size_t(k)];
    p.hull.radius = kHalfUnit;
    p.hull.half = {kHalfUnit, kHalfUnit, kQuarterUnit};
  }
  return o;
}

TEST_CASE("parts_near marks the parts within reach of the contact", "[physics][cars]") {
  const Fx u = kOne;
  // Rear right, rear left, side right, side left, front right, front left, then wheels 0..3
  // (front right, rear right, front left, rear left).
  const CarObject o = object_with_parts({{{-2 * u, -u, 0},
                                          {-2 * u, u, 0},
                                          {0, -u, 0},
                                          {0, u, 0},
                                          {2 * u, -u, 0},
                                          {2 * u, u, 0},
                                          {2 * u, -u, -u},
                                          {-2 * u, -u, -u},
                                          {2 * u, u, -u},
                                          {-2 * u, u, -u}}});
  HullContact c;
  c.spread = {kQuarterUnit / 2, kQuarterUnit / 2, kQuarterUnit / 2};
  SECTION("at the front right corner: the front right part") {
    c.at = {2 * u + kHalfUnit, -u, 0};  // 0.5 ahead of it: within radius 0.5 + spread 0.125
    CHECK(parts_near(o, c) == 0x10);
  }
  SECTION("just out of reach: nothing") {
    c.at = {2 * u + kHalfUnit + kQuarterUnit / 2 + 1, -u, 0};
    CHECK(parts_near(o, c) == 0);
  }
  SECTION("at the edge of reach: still near") {
    c.at = {2 * u + kHalfUnit + kQuarterUnit / 2, -u, 0};
    CHECK(parts_near(o, c) == 0x10);
  }
  SECTION("low at the front right: the body part's half height is short; the wheel is near") {
    c.at = {2 * u, -u, -u + kQuarterUnit};
    CHECK(parts_near(o, c) == (1u << 6));
  }
  SECTION("a wide spread along the right side reaches the three right parts") {
    c.at = {0, -u, 0};
    c.spread = {2 * u, 0, 0};
    CHECK(parts_near(o, c) == (0x01 | 0x04 | 0x10));
  }
  SECTION("the object's pose counts: moved by 10 along y, the same contact finds nothing") {
    CarObject moved = o;
    moved.position = {0, 10 * u, 0};
    c.at = {2 * u + kHalfUnit, -u, 0};
    CHECK(parts_near(moved, c) == 0);
    c.at[1] += 10 * u;
    CHECK(parts_near(moved, c) == 0x10);
  }
}

// ---- The impulse (FUN_00420adc) ----

TEST_CASE(
    "contact_impulse is closing × ((2 ma mb / (ma + mb)) >> 8) / (dt << 8) on kilogram masses, "
    "0 when parting",
    "[physics][cars]") {
  const Vec16 n{kOne, 0, 0};
  // 1 t and 3 t closing at 2 units/s over a 0.5 s step: the pair's 1,500 kg, 2 × 1,500 / 0.5 =
  // 6,000 (a momentum over the step; its raw value is newtons, pod_impulse.h).
  CHECK(contact_impulse({2 * kOne, 0, 0}, {0, 0, 0}, n, kOne, 3 * kOne, kHalfUnit) == 6000);
  // Only the speed along the normal counts: the sideways 7 does nothing.
  CHECK(contact_impulse({kOne, 7 * kOne, 0}, {-kOne, 0, 0}, n, kOne, 3 * kOne, kHalfUnit) == 6000);
  // Equal masses m: the pair's mass is m; a quarter of the step, four times the impulse.
  CHECK(contact_impulse({3 * kOne, 0, 0}, {kOne, 0, 0}, n, 2 * kOne, 2 * kOne, kHalfUnit) == 8000);
  CHECK(contact_impulse({3 * kOne, 0, 0}, {kOne, 0, 0}, n, 2 * kOne, 2 * kOne, kHalfUnit / 4) ==
        32000);
  // Parting, or moving together: nothing.
  CHECK(contact_impulse({0, 0, 0}, {2 * kOne, 0, 0}, n, kOne, 3 * kOne, kHalfUnit) == 0);
  CHECK(contact_impulse({kOne, 0, 0}, {kOne, 0, 0}, n, kOne, 3 * kOne, kHalfUnit) == 0);
}

TEST_CASE("contact_impulse keeps the notes' shifts: the pair's mass >> 8 and dt << 8",
          "[physics][cars]") {
  // Two 1.15 t cars (75366 raw, 1,150 kg = 75,366,000 raw) closing at 1 unit/s over a 12 ms
  // step (786 raw): (75,366,000 >> 8) = 294,398 (the 0.4 lost), × 1 unit/s, ÷ (786 << 8) =
  // 294,398 × 65,536 / 201,216 = 95,885.4, truncated by idiv.
  const Fx m = 75366;
  CHECK(contact_impulse({kOne, 0, 0}, {0, 0, 0}, {kOne, 0, 0}, m, m, 786) == 95885);
  // Half of it against damage's 50,000: under at 1 unit/s, over at 1.1.
  CHECK(contact_impulse({kOne, 0, 0}, {0, 0, 0}, {kOne, 0, 0}, m, m, 786) / 2 < 50000);
  CHECK(contact_impulse({kOne + 6554, 0, 0}, {0, 0, 0}, {kOne, 0, 0}, m, m, 786) / 2 >= 50000);
  // The contact sound's 0x2000: passed from under 0.09 units/s (0x2000 / 95,885 of one).
  CHECK(contact_impulse({5500, 0, 0}, {0, 0, 0}, {kOne, 0, 0}, m, m, 786) < 0x2000);
  CHECK(contact_impulse({5700, 0, 0}, {0, 0, 0}, {kOne, 0, 0}, m, m, 786) > 0x2000);
}

// ---- Where the impulse goes (FUN_00420b4c) ----

TEST_CASE("carry_impulse puts the impulse, as kN, along the car's axis nearest the push",
          "[physics][cars]") {
  CarState car = make_car(test::demo_car("zephyr"));  // in the world's axes at the origin
  // An impulse of 4,000 (POD's scale: newtons) is 4 kN of carried force.
  SECTION("nearest the left axis: along +left, its torque about the centre") {
    carry_impulse(car, {39321, 52428, 0}, 4000, {kOne, 0, 0});  // 0.6, 0.8
    CHECK(car.carried_force == Vec16{0, 4 * kOne, 0});
    CHECK(car.carried_torque == Vec16{0, 0, 4 * kOne});
  }
  SECTION("nearest the forward axis, against it: along −forward") {
    carry_impulse(car, {-52428, 39321, 0}, 4000, {0, kOne, 0});
    CHECK(car.carried_force == Vec16{-4 * kOne, 0, 0});
    CHECK(car.carried_torque == Vec16{0, 0, 4 * kOne});
  }
  SECTION("it adds to what is carried already") {
    car.carried_force = {kOne, kOne, kOne};
    carry_impulse(car, {0, 0, -kOne}, 2000, car.centre);
    CHECK(car.carried_force == Vec16{kOne, kOne, -kOne});
    CHECK(car.carried_torque == Vec16{0, 0, 0});
  }
  SECTION("the car's own axes: turned a quarter left, a push along x is along −left") {
    car.forward = {0, kOne, 0};
    car.left = {-kOne, 0, 0};
    carry_impulse(car, {52428, 39321, 0}, 4000, car.centre);
    CHECK(car.carried_force == Vec16{4 * kOne, 0, 0});
  }
}

// ---- The contact sound ----

TEST_CASE(
    "the contact sound: over 0x2000 sets the contact bit in both when neither has it, a "
    "weaker impulse clears it when both have it",
    "[physics][cars]") {
  CarState a = make_car(test::demo_car("zephyr")), b = a;
  CHECK(kContactSoundImpulse == 0x2000);
  // Exactly 0x2000 is not over it.
  CHECK_FALSE(contact_sound(a, b, 0x2000));
  CHECK((a.sound_bits & sound::kCarContact) == 0);
  CHECK(contact_sound(a, b, 0x2001));
  CHECK((a.sound_bits & sound::kCarContact) != 0);
  CHECK((b.sound_bits & sound::kCarContact) != 0);
  // Still in contact: no second sound.
  CHECK_FALSE(contact_sound(a, b, 0x8000));
  CHECK((a.sound_bits & sound::kCarContact) != 0);
  // A weak one clears both; the other bits stay.
  a.sound_bits |= sound::kSkid;
  CHECK_FALSE(contact_sound(a, b, 0x2000));
  CHECK(a.sound_bits == sound::kSkid);
  CHECK(b.sound_bits == 0);
  // One of them still in contact (with a third car): a strong hit sets nothing, a weak one
  // clears nothing.
  b.sound_bits = sound::kCarContact;
  CHECK_FALSE(contact_sound(a, b, 0x8000));
  CHECK((a.sound_bits & sound::kCarContact) == 0);
  CHECK_FALSE(contact_sound(a, b, 0x100));
  CHECK(b.sound_bits == sound::kCarContact);
}

}  // namespace
}  // namespace unpod::sim::physics
