// Remote cars eased after a rollback (net/car_smoothing.h): a correction is drawn away over the
// easing time at most its share a frame and the car ends where the race has it; the local
// players' cars, moves without a rollback and corrections past the snap distance are drawn as
// the race has them. The cars' places are made up: the easing reads nothing else.
#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/net/car_smoothing.h"

using namespace unpod;
using net::CarMotion;
using net::CarSmoothing;

namespace {

constexpr double kFrame = 1.0 / 60.0;
constexpr double kSpeed = 30.0;  // units a second along x (about 108 km/h)

// Two cars driving along x side by side; from frame `jump_at` on car `jumper` stands `jump`
// units to its left (+y) of where it drove.
std::vector<CarMotion> smoothing_cars(int frame, int jump_at, size_t jumper, double jump) {
  std::vector<CarMotion> cars(2);
  for (size_t r = 0; r < cars.size(); ++r) {
    cars[r].position = {kSpeed * kFrame * frame, 4.0 * double(r), 0.5};
    cars[r].velocity = {kSpeed, 0, 0};
    if (r == jumper && frame >= jump_at) cars[r].position[1] += jump;
  }
  return cars;
}

// A car as drawn: the easing's place with the race's velocity.
CarMotion drawn_motion(const CarSmoothing& s, const std::vector<CarMotion>& cars, size_t r) {
  return {s.drawn(r), cars[r].velocity};
}

double offset_length(const CarSmoothing& s, size_t r) {
  const net::Place o = s.offset(r);
  return std::sqrt(o[0] * o[0] + o[1] * o[1] + o[2] * o[2]);
}

}  // namespace

TEST_CASE(
    "a remote car corrected by 5 units is drawn moving at most a frame's share of it and "
    "reaches the race's place",
    "[net][smoothing]") {
  CarSmoothing smoothing({true, false});
  const double ease = smoothing.rules().ease_seconds;
  constexpr int kJumpAt = 10;
  // The race's car jumps 5 units in one frame: the raw picture's jump.
  REQUIRE(net::unexplained_move(smoothing_cars(kJumpAt - 1, kJumpAt, 1, 5.0)[1],
                                smoothing_cars(kJumpAt, kJumpAt, 1, 5.0)[1],
                                kFrame) == Approx(5.0));
  double largest = 0;
  CarMotion before{};
  for (int f = 0; f < 40; ++f) {
    const auto cars = smoothing_cars(f, kJumpAt, 1, 5.0);
    smoothing.frame(cars, f == kJumpAt, kFrame, kFrame);
    const CarMotion now = drawn_motion(smoothing, cars, 1);
    if (f > 0) largest = std::max(largest, net::unexplained_move(before, now, kFrame));
    before = now;
    if (f == kJumpAt) CHECK(offset_length(smoothing, 1) == Approx(5.0));
  }
  INFO("the largest drawn jump " << largest);
  CHECK(largest <= 5.0 * kFrame / ease + 1e-9);  // 0.56 units
  CHECK(largest > 0.4);                          // it moved: the correction was drawn
  // Eased over 0.15 s (9 frames): long since where the race has it.
  const auto last = smoothing_cars(39, kJumpAt, 1, 5.0);
  CHECK(offset_length(smoothing, 1) == 0.0);
  CHECK(smoothing.drawn(1) == last[1].position);
  CHECK(smoothing.snaps() == 0);
}

TEST_CASE("the easing ends after its time and not before", "[net][smoothing]") {
  CarSmoothing smoothing({false, false});
  const int frames = int(std::ceil(smoothing.rules().ease_seconds / kFrame));
  for (int f = 0; f <= 1 + frames; ++f) {
    smoothing.frame(smoothing_cars(f, 1, 0, 3.0), f == 1, kFrame, kFrame);
    if (f >= 1 && f < frames) CHECK(offset_length(smoothing, 0) > 0);
  }
  CHECK(offset_length(smoothing, 0) == 0.0);
}

TEST_CASE(
    "a correction while one is drawn away adds to it and the car is drawn on from where it "
    "was",
    "[net][smoothing]") {
  CarSmoothing smoothing({false, false});
  for (int f = 0; f < 4; ++f) smoothing.frame(smoothing_cars(f, 2, 0, 2.0), f == 2, kFrame, kFrame);
  const CarMotion before = drawn_motion(smoothing, smoothing_cars(3, 2, 0, 2.0), 0);
  // A second rollback moves the race's car 2 units further.
  auto cars = smoothing_cars(4, 2, 0, 2.0);
  cars[0].position[1] += 2.0;
  smoothing.frame(cars, true, kFrame, kFrame);
  const CarMotion after = drawn_motion(smoothing, cars, 0);
  // Drawn on by its motion and at most a frame's share of what is left to ease.
  CHECK(net::unexplained_move(before, after, kFrame) < 4.0 * kFrame / 0.15);
  CHECK(offset_length(smoothing, 0) > 2.0);
}

TEST_CASE("the local players' cars are never eased", "[net][smoothing]") {
  CarSmoothing smoothing({true, false});
  for (int f = 0; f < 12; ++f) {
    const auto cars = smoothing_cars(f, 5, 0, 5.0);
    smoothing.frame(cars, f == 5, kFrame, kFrame);
    CHECK(offset_length(smoothing, 0) == 0.0);
    CHECK(smoothing.drawn(0) == cars[0].position);
  }
}

TEST_CASE("a car moved without a rollback is drawn where the race has it", "[net][smoothing]") {
  // The race as it runs moves a car at once (a put-back): that is the race, not a correction.
  CarSmoothing smoothing({false, false});
  for (int f = 0; f < 12; ++f) {
    const auto cars = smoothing_cars(f, 5, 1, 5.0);
    smoothing.frame(cars, false, kFrame, kFrame);
    CHECK(offset_length(smoothing, 1) == 0.0);
  }
}

TEST_CASE("a correction past the snap distance is drawn at once", "[net][smoothing]") {
  // A car put back on the track in one race and not in the other: 40 units across the track.
  CarSmoothing smoothing({false, false});
  REQUIRE(smoothing.rules().snap_distance < 40.0);
  for (int f = 0; f < 8; ++f) {
    const auto cars = smoothing_cars(f, 4, 1, 40.0);
    smoothing.frame(cars, f == 4, kFrame, kFrame);
    CHECK(smoothing.drawn(1) == cars[1].position);
  }
  CHECK(smoothing.snaps() == 1);
  // The other remote car, corrected by less, would have been eased.
  CarSmoothing other({false, false});
  for (int f = 0; f < 6; ++f)
    other.frame(smoothing_cars(f, 4, 1, smoothing.rules().snap_distance - 1), f == 4, kFrame,
                kFrame);
  CHECK(offset_length(other, 1) > 0);
  CHECK(other.snaps() == 0);
}

TEST_CASE("the shown race's cars are read in units from their chassis point", "[net][smoothing]") {
  auto session = test::demo_session(test::dusk_ring().circuit, test::computers_race(4, 1, 1));
  session->start();
  for (uint32_t ms = 16; ms < 8000; ms += 16) session->frame(ms);
  const auto cars = net::car_motions(*session);
  const auto& racers = session->simulation().racers();
  REQUIRE(cars.size() == racers.size());
  bool moving = false;
  for (size_t r = 0; r < cars.size(); ++r) {
    const auto& chassis = racers[r].car.points[4].position;
    CHECK(cars[r].position[0] == Approx(double(chassis[0]) / 65536.0));
    CHECK(cars[r].position[2] == Approx(double(chassis[2]) / 65536.0));
    CHECK(cars[r].velocity[1] == Approx(double(racers[r].car.velocity[1]) / 65536.0));
    moving = moving || std::abs(cars[r].velocity[0]) + std::abs(cars[r].velocity[1]) > 1.0;
  }
  CHECK(moving);  // racing: the velocities are read, not left at zero
}
