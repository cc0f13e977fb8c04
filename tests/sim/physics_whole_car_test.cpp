// A whole car through the physics step on generated flat ground: it settles on its suspension,
// pulls through every gear to a steady top speed, brakes to a stop, drives a circle at full
// lock, stops at a wall at any speed, and is put back when on its roof or off the world.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <set>

#include "physics_fixtures.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::physics_test {
namespace {

bool wheels_all_down(const physics::CarState& car) {
  for (int i = 0; i < 4; ++i)
    if (!car.points[size_t(i)].touching) return false;
  return true;
}

int whole_steps_for(double seconds) {
  return static_cast<int>(std::ceil(seconds * 65536.0 / kFrame));
}

// The circle nearest the points (Kåsa's least squares: x² + y² + D x + E y + F = 0).
struct Circle {
  double x = 0, y = 0, r = 0;
};
Circle fit_circle(const std::vector<std::array<double, 2>>& p) {
  double a[3][4] = {};
  for (const auto& q : p) {
    const double row[3] = {q[0], q[1], 1}, rhs = -(q[0] * q[0] + q[1] * q[1]);
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) a[i][j] += row[i] * row[j];
      a[i][3] += row[i] * rhs;
    }
  }
  for (int i = 0; i < 3; ++i)  // Gauss-Jordan on the 3 × 3 normal equations
    for (int k = 0; k < 3; ++k) {
      if (k == i) continue;
      const double f = a[k][i] / a[i][i];
      for (int j = 0; j < 4; ++j) a[k][j] -= f * a[i][j];
    }
  const double d = a[0][3] / a[0][0], e = a[1][3] / a[1][1], f = a[2][3] / a[2][2];
  return {-d / 2, -e / 2, std::sqrt(d * d / 4 + e * e / 4 - f)};
}

// Lets the car drop onto its suspension from where it was placed.
void settle(Stepper& s, physics::CarState& car) {
  physics::DriverState still = driver();
  for (int i = 0; i < whole_steps_for(2.0); ++i) s.step(car, still, kFrame);
}

TEST_CASE("with no input a car drops onto its suspension, rests within 2 s and stays a minute",
          "[physics][whole]") {
  const world::World w = flat_world(100, 10);
  for (const std::string& name : demo_car_names()) {
    INFO(name);
    physics::reset_overflow_count();
    physics::CarState car = placed_car(demo_car(name), w, v16(0, 0, 0));
    physics::DriverState d = driver();
    Stepper s{w, v16(0, 0, 0)};
    int rested = -1;
    for (int i = 0; i < whole_steps_for(2.0); ++i) {
      s.step(car, d, kFrame);
      if (rested < 0 && i > 0 && wheels_all_down(car) && speed(car.velocity) < 0.05) rested = i;
    }
    REQUIRE(wheels_all_down(car));
    CHECK(speed(car.velocity) < 0.05);
    // On its springs: each wheel's travel between its rest and its upper limit.
    for (int k = 0; k < 4; ++k) {
      CHECK(car.points[size_t(k)].travel > car.points[size_t(k)].rest);
      CHECK(car.points[size_t(k)].travel < car.points[size_t(k)].travel_max);
    }
    const Vec16 rest_at = car.centre;
    double fastest = 0;
    for (int i = 0; i < whole_steps_for(60.0); ++i) {
      s.step(car, d, kFrame);
      fastest = std::max(fastest, speed(car.velocity));
      REQUIRE(wheels_all_down(car));
    }
    CHECK(fastest < 0.05);
    CHECK(speed(physics::sub(car.centre, rest_at)) < 0.01);
    CHECK(physics::overflow_count() == 0);
  }
}

// A straight strip 14 km long, the car at its start.
struct Strip {
  world::World w = flat_ground(7000, 30, 20);
  Vec16 start = v16(-6950, 0, 0);
};
const Strip& strip() {
  static const Strip s;
  return s;
}

TEST_CASE(
    "full throttle in the automatic gearbox goes through every gear to a steady top speed, "
    "and braking from it stops the car",
    "[physics][whole]") {
  for (const std::string& name : demo_car_names()) {
    INFO(name);
    physics::CarState car = placed_car(demo_car(name), strip().w, strip().start);
    physics::DriverState d = driver(physics::DriverKind::kHuman, physics::button::kAccelerate);
    Stepper s{strip().w, strip().start};
    settle(s, car);
    std::set<int> gears;
    double at_120 = 0;
    for (int i = 0; i < whole_steps_for(130.0); ++i) {
      s.step(car, d, kFrame);
      if (car.gear_timer == 0) gears.insert(car.gear);
      if (i == whole_steps_for(120.0)) at_120 = speed(car.velocity);
      REQUIRE(wheels_all_down(car));
    }
    const double top = speed(car.velocity);
    INFO("top speed " << top << " units/s in gear " << int(car.gear));
    for (int g = 1; g <= car.gear_count; ++g) CHECK(gears.count(g) == 1);
    CHECK(car.gear == car.gear_count);
    CHECK(top > 55);
    CHECK(top < 110);
    CHECK(std::abs(top - at_120) < 0.005 * top);  // steady: under 0.5 % in the last 10 s
    // The brakes from top speed: a stop in a plausible distance, the car straight.
    const double from_x = real(car.centre[0]);
    d.input = physics::input_word(physics::button::kBrake);
    int steps = 0;
    while (speed(car.velocity) >= 0.05 && steps < whole_steps_for(30.0)) {
      s.step(car, d, kFrame);
      ++steps;
    }
    const double seconds = steps * kFrame / 65536.0, distance = real(car.centre[0]) - from_x;
    INFO("stopped in " << seconds << " s over " << distance << " units");
    CHECK(speed(car.velocity) < 0.05);
    const double deceleration = top / seconds;
    CHECK(deceleration > 6);   // m/s²: between about 0.6 g ...
    CHECK(deceleration < 15);  // ... and 1.5 g
    CHECK(std::abs(real(car.centre[1])) < 2);
  }
}

TEST_CASE("full lock at low speed drives a circle", "[physics][whole]") {
  const world::World w = flat_world(150, 10);
  for (const std::string& name : demo_car_names()) {
    INFO(name);
    physics::CarState car = placed_car(demo_car(name), w, v16(0, 0, 0));
    physics::DriverState d = driver();
    Stepper s{w, v16(0, 0, 0)};
    std::vector<std::array<double, 2>> path;
    for (int i = 0; i < whole_steps_for(40.0); ++i) {
      // Hold about 5 units/s with the throttle; the wheels at their full lock to the left.
      d.input = physics::input_word(speed(car.velocity) < 5 ? physics::button::kAccelerate : 0);
      physics::set_wheel_angles(car, car.steer_max);
      s.step(car, d, kFrame);
      if (i >= whole_steps_for(20.0)) path.push_back({real(car.centre[0]), real(car.centre[1])});
    }
    // The path of the last 20 s (several whole turns) against the circle nearest it.
    const Circle c = fit_circle(path);
    double lo = 1e9, hi = 0;
    for (const auto& p : path) {
      const double r = std::hypot(p[0] - c.x, p[1] - c.y);
      lo = std::min(lo, r);
      hi = std::max(hi, r);
    }
    const double mean = c.r;
    const double wheelbase = real(car.points[0].offset[0]) - real(car.points[1].offset[0]);
    const double kinematic = wheelbase / std::tan(real(car.steer_max));
    INFO("radius " << mean << " (" << lo << " .. " << hi << "), kinematic " << kinematic);
    CHECK(hi - lo < 0.1 * mean);  // a circle: every point within 10 % of the mean radius
    CHECK(mean > 0.8 * kinematic);
    CHECK(mean < 2.0 * kinematic);
    CHECK(car.spin[2] < 0);  // a positive lock turns right (physics/inferred.h)
  }
}

TEST_CASE(
    "driving into a wall stops the car without passing through, at any speed up to top "
    "speed",
    "[physics][whole]") {
  const double wall = 60;
  const world::World w = flat_world(200, 10, wall);
  for (const double angle : {0.0, 30.0}) {
    for (double v0 = 5; v0 <= 80; v0 += 5) {
      INFO("at " << v0 << " units/s, " << angle << "° off square");
      physics::CarState car = placed_car(demo_car("cinder"), w, v16(wall - 25, 0, 0));
      physics::DriverState d = driver();
      Stepper s{w, v16(0, 0, 0)};
      for (int i = 0; i < whole_steps_for(1.0); ++i) s.step(car, d, kFrame);  // settled first
      const double a = angle * 3.14159265358979 / 180;
      car.velocity = v16(v0 * std::cos(a), v0 * std::sin(a), 0);
      int hit_at = -1;
      double toward_after = 1e9;  // the speed towards the wall half a second after the hit
      for (int i = 0; i < whole_steps_for(6.0); ++i) {
        s.step(car, d, kFrame);
        for (const physics::PointState& p : car.points) {
          REQUIRE(real(p.position[0]) < wall);  // no point's centre ever reaches the wall
          if (hit_at < 0 && p.wall_depth > 0) hit_at = i;
        }
        if (hit_at >= 0 && i == hit_at + whole_steps_for(0.5)) toward_after = real(car.velocity[0]);
      }
      REQUIRE(hit_at >= 0);
      // Stopped against it or moving away (a glancing car may roll on and curve back later).
      CHECK(toward_after <= 0.3);
      CHECK(real(car.centre[0]) < wall);
    }
  }
}

TEST_CASE("a car on its roof is put back on its wheels after 2.5 s", "[physics][whole]") {
  const world::World w = flat_world(100, 10);
  physics::CarState car = placed_car(demo_car("zephyr"), w, v16(0, 0, 1));
  car.up = v16(0, 0, -1);  // on its roof
  car.left = v16(0, -1, 0);
  physics::DriverState d = driver();
  Stepper s{w, v16(0, 0, 0)};
  Fx upside_down = 0;
  int put_back_at = -1;
  for (int i = 0; i < whole_steps_for(5.0) && put_back_at < 0; ++i) {
    s.step(car, d, kFrame);
    if (car.up[2] < 0) {
      upside_down += kFrame;
    } else {
      put_back_at = i;
    }
  }
  REQUIRE(put_back_at >= 0);
  // Put back on the step that brings the time on its roof to 2.5 s.
  CHECK(upside_down >= physics::kUpsideDownTime - kFrame);
  CHECK(upside_down < physics::kUpsideDownTime);
  CHECK(car.up[2] == fx(1));
  for (int i = 0; i < whole_steps_for(2.0); ++i) s.step(car, d, kFrame);
  CHECK(wheels_all_down(car));
}

TEST_CASE("a car that falls off the world is put back on the road", "[physics][whole]") {
  const world::World w = flat_world(100, 10);
  physics::CarState car = placed_car(demo_car("mantis"), w, v16(85, 0, 0));
  physics::DriverState d = driver(physics::DriverKind::kHuman, physics::button::kAccelerate);
  Stepper s{w, v16(0, 0, 0)};
  int left_at = -1, back_at = -1;
  for (int i = 0; i < whole_steps_for(10.0) && back_at < 0; ++i) {
    const physics::StepReport r = s.step(car, d, kFrame);
    if (left_at < 0 && real(car.centre[0]) > 100) left_at = i;
    if (r.put_back) back_at = i;
  }
  REQUIRE(left_at >= 0);
  REQUIRE(back_at > left_at);
  INFO("put back " << (back_at - left_at) * kFrame / 65536.0 << " s after leaving the ground");
  CHECK((back_at - left_at) * kFrame < 3 * 65536);
  // On the middle of the last tile wheel 0 touched, the wheels then on the ground.
  CHECK(real(car.centre[0]) == Approx(95).margin(0.01));
  CHECK(real(car.centre[2]) == Approx(1).margin(0.01));
  d.input = physics::input_word(0);
  for (int i = 0; i < whole_steps_for(2.0); ++i) s.step(car, d, kFrame);
  CHECK(wheels_all_down(car));
}

}  // namespace
}  // namespace unpod::physics_test
