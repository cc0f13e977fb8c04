// The race car record (pod-car-physics.md "The race car"): the layout table and the car made
// from a loaded file.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "support/demo_disc.h"
#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {
namespace {

TEST_CASE("every field of the race car record lies inside its 0x558 bytes and none overlap",
          "[physics][car_state]") {
  std::vector<CarField> fields(kCarLayout.begin(), kCarLayout.end());
  std::sort(fields.begin(), fields.end(),
            [](const CarField& a, const CarField& b) { return a.offset < b.offset; });
  for (size_t i = 0; i < fields.size(); ++i) {
    INFO(fields[i].field << " of point " << fields[i].point);
    CHECK(fields[i].size > 0);
    CHECK(fields[i].offset + fields[i].size <= kCarRecordSize);
    if (i + 1 < fields.size()) CHECK(fields[i].offset + fields[i].size <= fields[i + 1].offset);
  }
}

TEST_CASE("each point's fields stay inside its 0xd8-byte record", "[physics][car_state]") {
  for (const CarField& f : kCarLayout) {
    if (f.point < 0) {
      CHECK(f.offset >= kPointCount * kPointRecordSize);
      continue;
    }
    const uint32_t start = uint32_t(f.point) * kPointRecordSize;
    INFO(f.field << " of point " << f.point);
    CHECK(f.offset >= start);
    CHECK(f.offset + f.size <= start + kPointRecordSize);
  }
}

TEST_CASE("the record names the offsets the note lists", "[physics][car_state]") {
  auto offset_of = [](std::string_view name, int point) {
    for (const CarField& f : kCarLayout)
      if (f.field == name && f.point == point) return f.offset;
    return uint32_t{0xffffffff};
  };
  CHECK(offset_of("position", 4) == 0x360);
  CHECK(offset_of("touch_count", 1) == 0xd8 + 0xd4);
  CHECK(offset_of("engine_speed", -1) == 0x440);
  CHECK(offset_of("wheel_engine_speed", -1) == 0x444);
  CHECK(offset_of("gear_asked", -1) == 0x449);
  CHECK(offset_of("gear_timer", -1) == 0x470);
  CHECK(offset_of("shift_points", -1) == 0x474);
  CHECK(offset_of("brake_hold", -1) == 0x52c);
}

TEST_CASE("a car made from the demo disc's Zephyr keeps the file's parameters",
          "[physics][car_state]") {
  const assets::Car& file = test::demo_car("zephyr");
  const assets::CarPhysics& f = file.physics;
  const CarState car = make_car(file);
  for (size_t i = 0; i < size_t(kPointCount); ++i) {
    INFO("point " << i);
    const PointState& p = car.points[i];
    CHECK(p.mass == f.points[i].mass);
    CHECK(p.offset ==
          Vec16{f.points[i].position.x, f.points[i].position.y, f.points[i].position.z});
    CHECK(p.radius == f.points[i].radius);
    CHECK(p.rolling_resistance == f.points[i].friction);
    CHECK(p.grip == Vec16{f.points[i].grip.x, f.points[i].grip.y, f.points[i].grip.z});
    CHECK(p.stiffness == f.points[i].stiffness);
    CHECK(p.damper == f.points[i].viscosity);
    CHECK(p.rest == f.points[i].z_empty);
    CHECK(p.travel_max == f.points[i].z_max);
    CHECK(p.travel_min == f.points[i].z_min);
    CHECK(p.floor_lift == f.points[i].shock_damper);
  }
  CHECK(car.gear_count == f.gear_count);
  CHECK(car.gear_count == 6);
  for (size_t g = 0; g < car.gear_ratios.size(); ++g) CHECK(car.gear_ratios[g] == f.gear_ratios[g]);
  CHECK(car.steer_max == f.steer_max);
  CHECK(car.steer_speed == f.steer_speed);
  CHECK(car.steer_recall == f.steer_recall);
  CHECK(car.rear_steer == f.rear_steer);
  CHECK(car.inertia == Vec16{f.inertia.x, f.inertia.y, f.inertia.z});
  CHECK(car.rev_up == f.gear_up_speed);
  CHECK(car.rev_down == f.gear_down_speed);
  CHECK(car.mass == f.mass);
  CHECK(car.gravity_factor == f.gravity_factor);
  CHECK(car.drag == f.drag);
  CHECK(car.downforce == f.downforce);
  CHECK(car.brake_distribution == f.brake_distribution);
  CHECK(car.viscous_friction == f.viscous_friction);
  CHECK(car.brake_slope == f.brake_slope);
  CHECK(car.brake_max == f.brake_max);
  CHECK(car.drive == f.drive);
  CHECK(car.drive == 2);  // front-wheel drive
  CHECK(std::equal(car.torque_curve.begin(), car.torque_curve.end(), file.torque_curve.begin(),
                   file.torque_curve.end()));
}

TEST_CASE("a new car is reset as car_reset does: 1000 rad/s, shift points, neutral",
          "[physics][car_state]") {
  const CarState car = make_car(test::demo_car("zephyr"), Gearbox::kAutomatic);
  CHECK(car.engine_max == 1000 * 65536);
  // 0.92, 0.46, 0.10 and 0.20 of the limit, within a 16.16 fraction's rounding.
  CHECK(std::abs(car.shift_points[0] - 920 * 65536) <= 1000);
  CHECK(std::abs(car.shift_points[1] - 460 * 65536) <= 1000);
  CHECK(std::abs(car.shift_points[2] - 100 * 65536) <= 1000);
  CHECK(std::abs(car.shift_points[3] - 200 * 65536) <= 1000);
  CHECK(car.gear == 0);
  CHECK(car.engine_speed == 0);
  CHECK(car.gear_timer == 0);
  CHECK((car.flags & kAutomaticGearbox) != 0);
  CHECK((make_car(test::demo_car("zephyr"), Gearbox::kManual).flags & kAutomaticGearbox) == 0);
}

TEST_CASE("gear g drives through the file's g-th ratio, reverse through the ninth",
          "[physics][car_state]") {
  const CarState car = make_car(test::demo_car("zephyr"));
  CHECK(gear_ratio(car, 0) == 0);
  for (int g = 1; g <= car.gear_count; ++g)
    CHECK(gear_ratio(car, g) == car.gear_ratios[size_t(g - 1)]);
  CHECK(gear_ratio(car, car.gear_count + 1) == 0);
  CHECK(gear_ratio(car, 8) == car.gear_ratios[8]);
  CHECK(gear_ratio(car, 8) < 0);
}

}  // namespace
}  // namespace unpod::sim::physics
