// Skid marks and smoke (POD FUN_0041a714, physics/tyre_marks.h): a wheel skidding on the ground
// marks and smokes, one rand() % 255 a particle from the race's one generator, wheels in order;
// in a race the generator moves on by exactly the particles drawn, and nothing else changes.
#include <catch2/catch.hpp>

#include <bit>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/fx/watcom_rand.h"
#include "unpod/sim/physics/tyre_marks.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/runner.h"

using namespace unpod;
namespace ph = unpod::sim::physics;

TEST_CASE("tyre marks: skidding wheels on the ground each draw one particle, in wheel order",
          "[physics][tyre-marks]") {
  ph::CarState car;
  for (int i = 0; i < 4; ++i) car.points[size_t(i)].sector = 10 + i;
  car.points[0].touching = car.points[0].skidding = true;
  car.points[1].touching = true;  // rolling: no mark
  car.points[2].skidding = true;  // in the air: no mark
  car.points[3].touching = car.points[3].skidding = true;
  sim::fx::WatcomRand random, expected;
  random.seed(1000);
  expected.seed(1000);
  const ph::TyreMarks marks = ph::tyre_marks(car, &random);
  CHECK(marks.wheels == 0b1001);
  CHECK(marks.smoke[0] == expected.next() % 255);
  CHECK(marks.smoke[3] == expected.next() % 255);
  CHECK(marks.smoke[1] == 0);
  CHECK(marks.smoke[2] == 0);
  CHECK(random == expected);
  // Each wheel's last sector is the one it is on now (+0x20, kept for next step's marks).
  for (int i = 0; i < 4; ++i) CHECK(car.points[size_t(i)].last_sector == 10 + i);
  // Without the race's generator (a bare physics step) the marks are the same and nothing is
  // drawn.
  const ph::TyreMarks bare = ph::tyre_marks(car, nullptr);
  CHECK(bare.wheels == 0b1001);
  CHECK(bare.smoke == std::array<uint8_t, 4>{});
}

TEST_CASE(
    "tyre marks: in a race the one rand() moves on by the particles drawn, which the "
    "frames report",
    "[session][tyre-marks]") {
  const auto& circuit = test::dusk_ring().circuit;
  auto race = test::demo_session(circuit, test::computers_race(8, 1, 1));
  int64_t particles = 0, reported = 0, marked_frames = 0;
  race->set_step_observer([&] {
    for (const ph::RacerEvents& e : race->simulation().events())
      particles += std::popcount(unsigned(e.marks.wheels));
  });
  race->start();
  sim::session::FrameSource frames = sim::session::FrameSource::seeded(1997);
  uint32_t now = 0;
  for (int f = 0; f < 60 * 40 && !race->over(); ++f) {
    now += frames.next_ms();
    race->frame(now);
    reported += int64_t(race->frame_smoke().size());
    for (uint8_t m : race->frame_marks()) marked_frames += m != 0;
    for (const auto& puff : race->frame_smoke()) {
      CHECK(puff.size < 255);
      CHECK((race->frame_marks()[size_t(puff.racer)] >> puff.wheel & 1) == 1);
    }
  }
  INFO(particles << " particles, " << marked_frames << " racer-frames with marks");
  REQUIRE(particles > 0);  // cars skid somewhere in 40 s: at the start, in the hairpins
  // The race's frames report every particle of their steps (the settling's are drawn before
  // the first frame and reported by none).
  CHECK(reported <= particles);
  CHECK(reported > 0);
  // The generator is where the load left it, moved on once a particle, as the step's only draw
  // on these circuits (no "? Proba Unique" macro).
  sim::fx::WatcomRand expected = sim::fx::race_load_random().generator;
  for (int64_t i = 0; i < particles; ++i) expected.next();
  CHECK(race->race().rules().state().random == expected);
}
