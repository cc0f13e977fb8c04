// The mass scale of the tyres' bend (issue 36, "Mass units"). The notes' impulses read on
// kilograms (physics_cars_test.cpp: a touch passes the contact sound's 0x2000, a knock of about
// 1 unit/s damage's 50,000) while the tyres and springs read on tonnes. These cases show from
// the notes why the tyres' 0x1dcd65 bend ("the rolling part ... less once (that limit / 256) ×
// the side limit passes 0x1dcd65", FUN_0041af80) never acts in a race: on kilograms it would
// take a cornering car's traction away entirely, so the tyres cannot be on that scale; on tonnes
// it is out of reach of any car of the demo disc and of a POD-like car, whatever the load, slip
// or surface, and acts only on a wheel of a car of tens of tonnes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "support/demo_disc.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/tyres.h"
#include "unpod/sim/world/world.h"

using namespace unpod;
using namespace unpod::sim::physics;

namespace {

// The highest surface grip of both demo circuits.
Fx highest_surface_grip() {
  Fx most = 0;
  for (const std::string track : {"duskring", "quarry"}) {
    auto world = sim::world::build_world(test::demo_track(track).circuit);
    REQUIRE(world);
    for (const auto& s : world->surfaces) most = std::max(most, s.grip);
  }
  return most;
}

// The largest (limit >> 8) × side limit a wheel of `car` can reach on surfaces up to `surface`:
// the rolling limit is a quarter of the weight × side grip × surface grip; the side limit is the
// slip curve (at most 1) × a quarter of the weight above 0.92 units/s, and below it the load
// (the spring's force, held to kSpringLimit) × traction grip × surface grip.
int64_t largest_bend_product(const CarState& car, Fx surface) {
  const Fx quarter_weight = weight(car) >> 2;
  int64_t most = 0;
  for (int i = 0; i < 4; ++i) {
    const PointState& p = car.points[size_t(i)];
    const int64_t limit = int64_t{quarter_weight} * p.grip[1] / kOne * surface / kOne;
    const int64_t slow_side = int64_t{kSpringLimit} * p.grip[0] / kOne * surface / kOne;
    const int64_t side = std::max<int64_t>(quarter_weight, slow_side);
    most = std::max(most, (limit >> 8) * side / kOne);
  }
  return most;
}

}  // namespace

TEST_CASE("Mass units: read on kilograms, the tyres' bend would leave a cornering car no traction",
          "[physics][tyres][units]") {
  // A POD-like 1.15 t car (the physics tests' car) read on kilograms: a quarter of its weight is
  // 2,820 N, its side grip 1.05 (the demo Cinder's), on a surface of grip 1.
  const Fx quarter_weight = 2820 * kOne;
  const Fx side_grip = 68813;  // 1.05
  const Fx plain = rolling_limit(quarter_weight, side_grip, kOne, 0);
  CHECK(plain == narrow(int64_t{quarter_weight} * side_grip / kOne));
  // Any side limit above about 2.6 N (a thousandth of what the tyre holds at its peak) bends the
  // rolling limit, and one of 260 N (a tenth of it: a gentle bend) takes it all away: the car
  // could neither drive nor brake through a bend. POD's cars do both, so the tyres are not on
  // this scale.
  CHECK(rolling_limit(quarter_weight, side_grip, kOne, 2 * kOne) == plain);
  CHECK(rolling_limit(quarter_weight, side_grip, kOne, 3 * kOne) < plain);
  CHECK(rolling_limit(quarter_weight, side_grip, kOne, 260 * kOne) == 0);
}

TEST_CASE(
    "Mass units: on tonnes no car of the demo disc nor a POD-like car reaches the tyres' bend",
    "[physics][tyres][units]") {
  const Fx surface = highest_surface_grip();
  INFO("highest surface grip " << double(surface) / kOne);
  REQUIRE(surface > 0);
  for (const std::string& name : test::demo_car_names()) {
    INFO(name);
    const CarState car = make_car(test::demo_car(name));
    const int64_t most = largest_bend_product(car, surface);
    INFO("largest (limit >> 8) x side limit " << double(most) / kOne << " of the bend's "
                                              << double(kRollingLimitBend) / kOne);
    // At least a hundred times short of the bend: the plain limit holds at every wheel.
    CHECK(most * 100 < kRollingLimitBend);
  }
  // The product grows with the square of the weight: with the demo grips it reaches the bend
  // only for a car of tens of tonnes (the heaviest demo car, 1.65 t, is 172 times short: it would
  // take 13 times its weight, about 21 t; 25 times its weight passes the bend).
  CarState heavy = make_car(test::demo_car("bulwark"));
  const double short_by = double(kRollingLimitBend) / double(largest_bend_product(heavy, surface));
  heavy.mass = narrow(int64_t{heavy.mass} * 25);
  CHECK(largest_bend_product(heavy, surface) > kRollingLimitBend);
  CHECK(short_by > 100);
}

TEST_CASE("Mass units: the bend acts on the tonne scale once a wheel carries tens of tonnes",
          "[physics][tyres][units]") {
  // 87 kN on a wheel (a 35 t car), side grip 1, surface 1: the product is 29.6, just under the
  // bend's 29.8; at 100 kN it is 39.0 and the rolling limit drops by the excess.
  CHECK(rolling_limit(87 * kOne, kOne, kOne, 87 * kOne) == 87 * kOne);
  const Fx at_100 = rolling_limit(100 * kOne, kOne, kOne, 100 * kOne);
  CHECK(at_100 < 100 * kOne);
  CHECK(at_100 > 90 * kOne);
}
