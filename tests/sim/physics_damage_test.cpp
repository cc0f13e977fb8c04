// Damage (damage.h, pod-car-physics.md "Damage"): a hit shared among the body parts
// (FUN_00420e54), parts that run out turning into their templates, the wheels they weaken
// (FUN_00415318, FUN_00415270, FUN_004152ac), the damage record (FUN_0047ed1c); and the repair
// zones that undo it (zones.h, FUN_00456dd4).
#include <catch2/catch.hpp>

#include "physics_fixtures.h"
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/object.h"
#include "unpod/sim/physics/zones.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kHalfDamage = 0x8000;

struct Damaged {
  CarState car = make_car(test::demo_car("zephyr"));
  CarObject object = make_object(test::demo_car("zephyr"));
  DamageRecord record;
  DamageReport hit(uint16_t near, Fx impulse, int mode = 2, bool on = true) {
    return damage_hit(car, object, record, near, impulse, DamageOptions{on, mode});
  }
  ObjectPart& part(int k) { return object.parts[size_t(k)]; }
  // Part k at 1 left, then hit alone: half of 100000 takes it 49999 below zero.
  DamageReport break_part(int k) {
    part(k).health = 1;
    return hit(part_bit(k), 100000);
  }
};

TEST_CASE("no damage while the option is off or half the impulse is under 50000",
          "[physics][damage]") {
  Damaged d;
  const Damaged untouched;
  CHECK(d.hit(0x3f, 10000000, 1, false).parts_hit == 0);
  CHECK(d.hit(0x3f, 99999, 1).parts_hit == 0);  // half: 49999
  CHECK(d.hit(0x3f, 99999, 2).parts_hit == 0);
  CHECK(d.object == untouched.object);
  CHECK(d.record == untouched.record);
  CHECK(d.car == untouched.car);
}

TEST_CASE("mode 1 shares half the impulse among all six body parts", "[physics][damage]") {
  Damaged d;
  const DamageReport r = d.hit(0x10, 100000, 1);  // near only the front right: all six anyway
  CHECK(r.parts_hit == 6);
  CHECK(r.broken == 0);
  for (int k = 0; k < kBodyParts; ++k) CHECK(d.part(k).health == 2000000 - 50000 / 6);
  for (int k = kBodyParts; k < kObjectParts; ++k) CHECK(d.part(k).health == kPartHealth);
  CHECK(d.record.count == 6);
}

TEST_CASE("mode 2 shares half the impulse among the body parts near the contact",
          "[physics][damage]") {
  Damaged d;
  // The front two and wheels 0 and 2 (bits 6, 8): the wheels take no share.
  const DamageReport r = d.hit(0x30 | 0x40 | 0x100, 200000, 2);
  CHECK(r.parts_hit == 2);
  CHECK(d.part(4).health == 2000000 - 50000);
  CHECK(d.part(5).health == 2000000 - 50000);
  for (int k : {0, 1, 2, 3, 6, 7, 8, 9}) CHECK(d.part(k).health == kPartHealth);
  // The record holds the parts hit, in order, none broken.
  REQUIRE(d.record.count == 2);
  CHECK(d.record.entries[0].bit == 0x10);
  CHECK(d.record.entries[1].bit == 0x20);
  CHECK(d.record.entries[0].level == 0);
  // Only wheels near: nothing.
  Damaged w;
  CHECK(w.hit(0x3c0, 200000, 2).parts_hit == 0);
  CHECK(w.record.count == 0);
}

TEST_CASE(
    "a part that runs out turns good → damaged → ruined, its health the template's "
    "2,000,000 plus what it fell below zero",
    "[physics][damage]") {
  Damaged d;
  d.part(4).health = 10000;
  const DamageReport r = d.hit(0x10, 200000);  // a share of 100000: 90000 below zero
  CHECK(r.broken == 0x10);
  CHECK(d.part(4).state == 1);
  CHECK(d.part(4).health == 2000000 - 90000);
  CHECK(d.part(4).hull == d.object.templates[4][1]);
  // Again: damaged → ruined.
  d.part(4).health = 1000;
  CHECK(d.hit(0x10, 200000).broken == 0x10);
  CHECK(d.part(4).state == 2);
  CHECK(d.part(4).health == 2000000 - 99000);
  CHECK(d.part(4).hull == d.object.templates[4][2]);
  // Ruined has no template to turn into: it stays at 0, and stays ruined.
  d.part(4).health = 1000;
  CHECK(d.hit(0x10, 200000).broken == 0x10);
  CHECK(d.part(4).state == 2);
  CHECK(d.part(4).health == 0);
  CHECK(d.hit(0x10, 200000).broken == 0);
  CHECK(d.part(4).state == 2);
  CHECK(d.part(4).health == 0);
  // The offsets are kept through it all.
  CHECK(d.part(4).offset == Damaged{}.part(4).offset);
}

TEST_CASE("a part that falls further below zero than the template holds starts it at 0",
          "[physics][damage]") {
  Damaged d;
  d.part(1).health = 10000;
  d.hit(part_bit(1), 10000000);  // a share of 5,000,000: 4,990,000 below
  CHECK(d.part(1).state == 1);
  CHECK(d.part(1).health == 0);
}

TEST_CASE("a broken part hurts the wheels beside it", "[physics][damage]") {
  Damaged d;
  d.car.points[0].grip = {kOne, 2 * kOne, 4 * kOne};
  const CarState before = d.car;
  d.break_part(4);                                                    // front right: wheel 0
  CHECK(d.car.points[0].grip == Vec16{62259, 2 * 62259, 4 * 62259});  // × 0.95
  CHECK(d.car.points[0].rolling_resistance > before.points[0].rolling_resistance);
  for (int w = 1; w < 4; ++w) CHECK(d.car.points[size_t(w)] == before.points[size_t(w)]);
  // A part that is only hit hurts nothing.
  const CarState hit_only = d.car;
  d.hit(0x08, 100000);
  CHECK(d.car == hit_only);
}

TEST_CASE(
    "hurt_wheels by the part's bit: 0x10 wheel 0, 4 wheels 0 and 1, 1 wheel 1, 0x20 wheel "
    "2, 8 wheels 2 and 3, 2 wheel 3",
    "[physics][damage]") {
  enum Effect { kNone, kWheel, kAxle };
  struct Case {
    uint8_t bit;
    std::array<Effect, 4> effect;
  };
  for (const Case& c :
       {Case{0x10, {kWheel, kNone, kNone, kNone}}, Case{0x04, {kAxle, kAxle, kNone, kNone}},
        Case{0x01, {kNone, kWheel, kNone, kNone}}, Case{0x20, {kNone, kNone, kWheel, kNone}},
        Case{0x08, {kNone, kNone, kAxle, kAxle}}, Case{0x02, {kNone, kNone, kNone, kWheel}}}) {
    CarState car = make_car(test::demo_car("zephyr"));
    for (int w = 0; w < 4; ++w) {
      PointState& p = car.points[size_t(w)];
      p.grip = {kOne, 2 * kOne, 4 * kOne};
      p.radius = kHalfDamage;
      p.rolling_resistance = 0;
    }
    hurt_wheels(car, c.bit);
    for (int w = 0; w < 4; ++w) {
      const PointState& p = car.points[size_t(w)];
      INFO("bit " << int(c.bit) << " wheel " << w);
      switch (c.effect[size_t(w)]) {
        case kNone:
          CHECK(p.grip == Vec16{kOne, 2 * kOne, 4 * kOne});
          CHECK(p.rolling_resistance == 0);
          break;
        case kWheel:  // × 0.95 (62259 raw)
          CHECK(p.grip == Vec16{62259, 124518, 249036});
          // + radius² × 15.26, in kN·m (inferred.h: 0.001 of the notes' N·m): 0.25 × 1000 raw.
          CHECK(p.rolling_resistance == 250);
          break;
        case kAxle:  // × 0.97 (63570 raw)
          CHECK(p.grip == Vec16{63570, 127140, 254280});
          CHECK(p.rolling_resistance == 125);  // radius² × 7.63, the same scale
          break;
      }
    }
  }
  // A middle bit alone, or none, hurts nothing.
  CarState car = make_car(test::demo_car("zephyr"));
  const CarState before = car;
  hurt_wheels(car, 0x40);
  hurt_wheels(car, 0);
  CHECK(car == before);
}

TEST_CASE(
    "the damage record: a level per break up to 2, front (0x30) and rear (3) summed, "
    "swapped past 3",
    "[physics][damage]") {
  Damaged d;
  auto level = [&](uint8_t bit) {
    for (int i = 0; i < d.record.count; ++i)
      if (d.record.entries[size_t(i)].bit == bit) return int(d.record.entries[size_t(i)].level);
    return -1;
  };
  d.break_part(4);
  CHECK(level(0x10) == 1);
  CHECK(d.record.front_level == 1);
  d.break_part(4);
  CHECK(level(0x10) == 2);
  d.break_part(4);  // ruined runs out: the level stays at 2
  CHECK(level(0x10) == 2);
  CHECK(d.record.front_level == 2);
  d.break_part(5);
  CHECK(d.record.front_level == 3);
  CHECK_FALSE(d.record.front_swapped);  // 3 is not past 3
  d.break_part(5);
  CHECK(d.record.front_level == 4);
  CHECK(d.record.front_swapped);
  CHECK(d.record.rear_level == 0);
  CHECK_FALSE(d.record.rear_swapped);
  // The middle counts in neither half.
  d.break_part(2);
  d.break_part(3);
  d.break_part(3);
  CHECK(d.record.front_level == 4);
  CHECK(d.record.rear_level == 0);
  // The rear.
  d.break_part(0);
  d.break_part(0);
  d.break_part(1);
  CHECK(d.record.rear_level == 3);
  CHECK_FALSE(d.record.rear_swapped);
  d.break_part(1);
  CHECK(d.record.rear_level == 4);
  CHECK(d.record.rear_swapped);
  // One entry per part, in the order first hit.
  REQUIRE(d.record.count == 6);
  const uint8_t order[] = {0x10, 0x20, 0x04, 0x08, 0x01, 0x02};
  for (int i = 0; i < 6; ++i) CHECK(d.record.entries[size_t(i)].bit == order[i]);
}

// ---- The repair zones ----

assets::RepairZone square_zone(bool clockwise = false) {
  assets::RepairZone z;
  const Fx u = kOne;
  z.corners = {assets::Vec3{0, 0, 0}, {10 * u, 0, 0}, {10 * u, 10 * u, 0}, {0, 10 * u, 0}};
  if (clockwise) std::swap(z.corners[1], z.corners[3]);
  z.centre = {5 * u, 5 * u, 0};
  z.height = 3 * u;
  return z;
}

TEST_CASE("zone_holds: inside the square seen from above and within its height",
          "[physics][zones]") {
  const Fx u = kOne;
  for (bool clockwise : {false, true}) {
    const assets::RepairZone z = square_zone(clockwise);
    INFO("clockwise " << clockwise);
    CHECK(zone_holds(z, {5 * u, 5 * u, u}));
    CHECK(zone_holds(z, {u, 9 * u, 0}));
    CHECK(zone_holds(z, {5 * u, 5 * u, 3 * u}));
    CHECK_FALSE(zone_holds(z, {11 * u, 5 * u, u}));
    CHECK_FALSE(zone_holds(z, {5 * u, -u / 8, u}));
    CHECK_FALSE(zone_holds(z, {-u, -u, u}));
    CHECK_FALSE(zone_holds(z, {5 * u, 5 * u, 3 * u + 1}));  // over its height
    CHECK(zone_holds(z, {5 * u, 5 * u, -2 * u}));           // within 2.29 below
    CHECK_FALSE(zone_holds(z, {5 * u, 5 * u, -3 * u}));
  }
}

struct InZone {
  assets::RepairZones zones;
  CarState file_state = make_car(test::demo_car("zephyr"));
  CarState car = file_state;
  CarObject object = make_object(test::demo_car("zephyr"));
  DamageRecord record;
  InZone() {
    zones.zones = {square_zone()};
    zones.repair_time = 2 * kOne;
    car.centre = {5 * kOne, 5 * kOne, kOne};
  }
  bool repair(Fx dt = kHalfDamage) {
    return repair_in_zones(zones, car, object, record, file_state, dt);
  }
};

TEST_CASE("a zone takes 6,000,000 × dt / repair time off each part's damage", "[physics][zones]") {
  InZone z;
  z.object.parts[0].health = 1000000;
  z.object.parts[3].health = 1999999;
  const Fx eighth = kOne / 8;
  SECTION("in the zone") {
    CHECK(z.repair(eighth));
    CHECK(z.object.parts[0].health == 1375000);  // 6,000,000 × 0.125 s / 2 s
    CHECK(z.object.parts[3].health == 2000000);  // no further than full
    CHECK(z.object.parts[1].health == 2000000);
  }
  SECTION("a zone without a repair time takes 5 s") {
    z.zones.repair_time = 0;
    z.repair(eighth);
    CHECK(z.object.parts[0].health == 1150000);
  }
  SECTION("outside the zone nothing is repaired") {
    z.car.centre = {20 * kOne, 5 * kOne, kOne};
    CHECK_FALSE(z.repair(eighth));
    CHECK(z.object.parts[0].health == 1000000);
  }
}

TEST_CASE(
    "a zone steps a ruined part back through damaged to good, and then restores the "
    "wheels and the record",
    "[physics][zones]") {
  InZone z;
  ObjectPart& p = z.object.parts[2];
  p.state = 2;
  p.health = 0;
  p.hull = z.object.templates[2][2];
  z.car.points[0].grip = {kOne, kOne, kOne};
  z.car.points[3].rolling_resistance = 12345;
  z.record.count = 1;
  z.record.entries[0] = DamageEntry{0x04, 2, 2, 2};
  std::vector<int> states;
  for (int call = 1; call <= 6; ++call) {
    z.repair();
    states.push_back(p.state);
    if (call < 4) REQUIRE(z.car.points[0].grip == Vec16{kOne, kOne, kOne});
  }
  // 1,500,000 of its 6,000,000 damage a call (0.5 s of the zone's 2 s): whole after 4 calls,
  // through damaged on the way.
  CHECK(states == std::vector<int>{2, 1, 0, 0, 0, 0});
  CHECK(p.hull == z.object.templates[2][0]);
  CHECK(p.health == kPartHealth);
  CHECK(z.car.points[0].grip == z.file_state.points[0].grip);
  CHECK(z.car.points[3].rolling_resistance == z.file_state.points[3].rolling_resistance);
  CHECK(z.record == DamageRecord{});
}

}  // namespace
}  // namespace unpod::sim::physics
