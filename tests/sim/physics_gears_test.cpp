// Gear changes (FUN_00418f0c) and the automatic gearbox (FUN_004191c4): pod-car-physics.md
// "Engine and gears".
#include <catch2/catch.hpp>

#include "support/demo_disc.h"
#include "unpod/sim/physics/automatic.h"
#include "unpod/sim/physics/gears.h"

namespace unpod::sim::physics {
namespace {

constexpr Fx kGearRadPerS = 65536;

CarState zephyr_geared(int gear, Gearbox box = Gearbox::kManual) {
  CarState car = make_car(test::demo_car("zephyr"), box);
  car.gear = int8_t(gear);
  return car;
}

void set_front_spin(CarState& car, Fx spin) {
  car.points[0].spin = spin;
  car.points[2].spin = spin;
}

// Runs gear_change with `dt` until the change asked is done; returns the steps it took.
int run_change(CarState& car, Fx dt) {
  int steps = 0;
  do {
    gear_change(car, dt);
    ++steps;
  } while (car.gear_timer > 0 && steps < 1000);
  return steps;
}

TEST_CASE("a gear change is done after exactly 15000/65536 s of step time, not before",
          "[physics][gears]") {
  SECTION("in steps of 1000") {
    CarState car = zephyr_geared(2);
    car.gear_asked = kGearUpAsked;
    for (int i = 0; i < 14; ++i) {
      gear_change(car, 1000);
      REQUIRE(car.gear == 2);
      REQUIRE(car.gear_timer == 15000 - 1000 * (i + 1));
    }
    gear_change(car, 1000);
    CHECK(car.gear == 3);
    CHECK(car.gear_timer == 0);
    CHECK(car.gear_asked == 0);
  }
  SECTION("one unit short of the time the gear has not moved; the next unit moves it") {
    CarState car = zephyr_geared(3);
    car.gear_asked = kGearDownAsked;
    set_front_spin(car, 1000 * kGearRadPerS);  // high enough that the change does not skip
    gear_change(car, 7499);
    gear_change(car, 7500);
    CHECK(car.gear == 3);
    CHECK(car.gear_timer == 1);
    gear_change(car, 1);
    CHECK(car.gear == 2);
  }
  SECTION("a single step as long as the change does it at once") {
    CarState car = zephyr_geared(1);
    car.gear_asked = kGearUpAsked;
    gear_change(car, kGearChangeTime);
    CHECK(car.gear == 2);
  }
}

TEST_CASE("a change that cannot be made is dropped: up from top gear", "[physics][gears]") {
  CarState car = zephyr_geared(6);
  car.gear_asked = kGearUpAsked;
  gear_change(car, 1000);
  CHECK(car.gear == 6);
  CHECK(car.gear_timer == 0);
  CHECK(car.gear_asked == 0);
}

TEST_CASE("up from neutral re-maps the engine speed through a two-piece line", "[physics][gears]") {
  const CarState reference = zephyr_geared(0);
  const Fx knee = reference.shift_points[3];
  // The line, by pieces: e / 2 up to the knee, then a quarter of what lies above it.
  auto line = [&](int64_t e) { return e <= knee ? e / 2 : knee / 2 + (e - knee) / 4; };
  for (Fx e : {Fx{0}, 50 * kGearRadPerS, knee - 2, knee, knee + 4, 600 * kGearRadPerS,
               reference.engine_max - 1}) {
    CarState car = zephyr_geared(0);
    car.engine_speed = e;
    car.gear_asked = kGearUpAsked;
    run_change(car, 0x444);
    INFO("engine speed " << e);
    CHECK(car.gear == 1);
    CHECK(car.engine_speed == line(e));
  }
  // Continuous at the knee, and a change between other gears leaves the engine speed alone.
  CHECK(neutral_remap(reference, knee + 4) - neutral_remap(reference, knee) == 1);
  CarState car = zephyr_geared(2);
  car.engine_speed = 700 * kGearRadPerS;
  car.gear_asked = kGearUpAsked;
  run_change(car, 0x444);
  CHECK(car.gear == 3);
  CHECK(car.engine_speed == 700 * kGearRadPerS);
}

TEST_CASE("down skips gears while the engine stays under the down shift point (+0x478)",
          "[physics][gears]") {
  // Zephyr's ratios: 3.6 2.5 1.85 1.40 1.10 0.90, each × its final drive 4 as stored; the down
  // point is 0.46 × 1000 rad/s.
  struct Case {
    Fx spin;
    int from, to;
  };
  for (const Case& c : {Case{50 * kGearRadPerS, 5, 2},     // gear 4: 280, 3: 370, 2: 500 rad/s
                        Case{75 * kGearRadPerS, 5, 3},     // gear 4: 420, 3: 555
                        Case{100 * kGearRadPerS, 5, 4},    // gear 4: 560
                        Case{0, 6, 1},                     // stopped: down to first, never neutral
                        Case{50 * kGearRadPerS, 2, 1}}) {  // one below is first: no skip to make
    CarState car = zephyr_geared(c.from);
    set_front_spin(car, c.spin);
    car.engine_speed = 300 * kGearRadPerS;
    car.gear_asked = kGearDownAsked;
    run_change(car, 0x444);
    INFO("from " << c.from << " at spin " << c.spin);
    CHECK(car.gear == c.to);
  }
}

TEST_CASE(
    "the automatic gearbox goes up through every gear as the engine crosses the shift "
    "points, and down again",
    "[physics][gears]") {
  CarState car = make_car(test::demo_car("zephyr"), Gearbox::kAutomatic);
  const auto& shift = car.shift_points;
  auto settle = [&](Fx engine) {
    car.engine_speed = engine;
    automatic_gearbox(car);
    run_change(car, 0x444);
  };
  // Between the shift points nothing is asked.
  car.gear = 3;
  car.engine_speed = (shift[0] + shift[1]) / 2;
  automatic_gearbox(car);
  CHECK(car.gear_asked == 0);
  car.gear = 0;

  settle(shift[3]);  // at the engage point, not above it: stays in neutral
  CHECK(car.gear == 0);
  settle(shift[3] + 1);
  CHECK(car.gear == 1);
  for (int g = 1; g < car.gear_count; ++g) {
    settle(shift[0]);
    CHECK(car.gear == g);
    settle(shift[0] + 1);
    CHECK(car.gear == g + 1);
  }
  settle(car.engine_max - 1);  // top gear: nowhere up to go
  CHECK(car.gear == car.gear_count);
  CHECK(car.gear_asked == 0);

  set_front_spin(car, 600 * kGearRadPerS);  // each lower gear brings the engine over +0x478
  for (int g = car.gear_count; g > 1; --g) {
    settle(shift[1]);
    CHECK(car.gear == g);
    settle(shift[1] - 1);
    CHECK(car.gear == g - 1);
  }
  settle(shift[2]);
  CHECK(car.gear == 1);
  settle(shift[2] - 1);
  CHECK(car.gear == 0);
}

TEST_CASE("the automatic gearbox leaves a manual car and a running change alone",
          "[physics][gears]") {
  CarState manual = zephyr_geared(2, Gearbox::kManual);
  manual.engine_speed = manual.engine_max - 1;
  automatic_gearbox(manual);
  CHECK(manual.gear_asked == 0);

  CarState changing = zephyr_geared(2, Gearbox::kAutomatic);
  changing.gear_timer = 5000;
  changing.engine_speed = changing.engine_max - 1;
  automatic_gearbox(changing);
  CHECK(changing.gear_asked == 0);
}

}  // namespace
}  // namespace unpod::sim::physics
