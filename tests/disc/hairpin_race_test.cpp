// Computer cars on a circuit with a radius-30 hairpin and no lane rules of its own: with the
// speed limits the compiler derives, eight cars race two laps of it forwards and mirrored, all
// finish, and none is put back near the hairpin while racing (issue 15, item 11: without limits
// they ran into its wall, and with limits measured one way only the mirrored braking lay after it).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "hairpin_circuit.h"
#include "support/demo_racers.h"
#include "unpod/sim/session/race_session.h"
#include "unpod/sim/session/runner.h"

using namespace unpod;

namespace {

struct HairpinRace {
  std::vector<sim::race::RaceResult> results;
  int put_backs = 0;             // anywhere
  int put_backs_at_hairpin = 0;  // from within 80 units of the hairpin's centre, while racing
};

HairpinRace race_hairpin(const disc::CompiledTrack& track, int direction, int difficulty) {
  sim::session::SessionSetup setup = test::computers_race(8, difficulty, 2);
  setup.direction = direction;
  auto race = test::demo_session(track.circuit, setup);
  HairpinRace out;
  // Where each car was a step before: a put-back moves it, so the place it left is the last one.
  std::vector<sim::fx::Vec16> last(8);
  race->set_step_observer([&] {
    const auto& racers = race->simulation().racers();
    for (size_t r = 0; r < 8; ++r) {
      if (race->simulation().events()[r].put_back) {
        ++out.put_backs;
        const double x = last[r][0] / 65536.0 - disc::testing::kHairpinX;
        const double y = last[r][1] / 65536.0 - disc::testing::kHairpinY;
        // The race, not the end's run to the line: that drives the cars still racing home at
        // three times the step with the controllers run twice (pod-race.md "The end"), a
        // coarser drive than any the speed limits are made for.
        if (std::hypot(x, y) < 80 && !race->finished()) ++out.put_backs_at_hairpin;
      }
      last[r] = racers[r].car.centre;
    }
  });
  sim::session::FrameSource frames = sim::session::FrameSource::seeded(2024);
  sim::session::RunOptions o;
  o.max_race_ms = 10 * 60 * 1000;  // a guard: two laps take about two minutes
  const sim::session::RunResult ran = sim::session::run(*race, frames, o);
  REQUIRE(ran.over);
  out.results = race->results();
  return out;
}

}  // namespace

TEST_CASE(
    "Speed limits: eight cars race a hairpin with no rules of its own both ways round "
    "without a put-back at it",
    "[speed limits][race]") {
  const disc::CompiledTrack track = disc::testing::hairpin_track();
  for (int direction = 0; direction < 2; ++direction)
    for (int difficulty : {0, 2}) {
      INFO((direction ? "mirrored" : "forwards") << ", difficulty " << difficulty);
      const HairpinRace r = race_hairpin(track, direction, difficulty);
      INFO(r.put_backs << " put backs in all");
      CHECK(r.put_backs_at_hairpin == 0);
      REQUIRE(r.results.size() == 8);
      for (const auto& result : r.results) {
        CHECK(result.finished);
        CHECK(result.laps == 2);
      }
    }
}
