// The automatic gearbox on the road (issue 31: "1st holds up to 70-100 km/h"): a human car of the
// demo disc at full throttle on flat ground asks for each change up where the notes' up point
// puts it, 0.92 of the 1000 rad/s engine limit (FUN_0041c814's 0.92/0.46/0.10/0.20), the engine
// following the front wheels through the gear's ratio (FUN_004185ac): a road speed of
// 920 x wheel radius / ratio. 1st ending at 69-87 km/h is these cars' gearing, not the box.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics_fixtures.h"
#include "unpod/sim/physics/gears.h"

using namespace unpod;
using namespace unpod::physics_test;

TEST_CASE("each demo car leaves 1st and 2nd at the road speed the notes' up point gives",
          "[physics][gears]") {
  const world::World w = flat_ground(7000, 30, 20);
  const Vec16 start = v16(-6950, 0, 0);
  for (const std::string& name : demo_car_names()) {
    INFO(name);
    physics::CarState car = placed_car(demo_car(name), w, start);
    Stepper s{w, start};
    physics::DriverState still = driver();
    for (int i = 0; i < 2 * 65536 / kFrame; ++i) s.step(car, still, kFrame);  // settled
    REQUIRE(real(car.shift_points[0]) == Approx(0.92 * real(car.engine_max)).epsilon(1e-4));
    physics::DriverState d = driver(physics::DriverKind::kHuman, physics::button::kAccelerate);
    const double radius = real(car.points[0].radius);
    int asked = 0;
    for (int i = 0; i < 40 * 65536 / kFrame && asked < 2; ++i) {
      const int gear = car.gear;
      const bool before = (car.gear_asked & physics::kGearUpAsked) != 0;
      s.step(car, d, kFrame);
      if (before || (car.gear_asked & physics::kGearUpAsked) == 0 || gear < 1) continue;
      // km/h: units/s x 3.6 (a unit is a metre), as the HUD shows it.
      const double expected =
          real(car.shift_points[0]) * radius / real(physics::gear_ratio(car, gear)) * 3.6;
      const double road = speed(car.velocity) * 3.6;
      INFO("gear " << gear << ": asked up at " << road << " km/h, the up point gives " << expected);
      // Within a step's gain and the front wheels' slip over the road.
      CHECK(road == Approx(expected).epsilon(0.03));
      if (gear == 1) CHECK((road > 60 && road < 95));
      ++asked;
    }
    CHECK(asked == 2);
  }
}
