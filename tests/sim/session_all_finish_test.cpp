// RaceSetup::until_all_finish (ours, for the tools and tests; inferred.h "A race without
// humans"): a race of computer cars alone then ends at its last car's finish, so every car
// finishes by itself and the run to the line drives none. Off, as in the game, the first finish
// ends it three seconds later and the others are driven to the line.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/demo_racers.h"
#include "unpod/sim/session/runner.h"

using namespace unpod;

namespace {

std::vector<sim::race::RaceResult> race_one_lap(bool until_all_finish) {
  sim::session::SessionSetup setup = test::computers_race(8, 1, 1);
  setup.race.until_all_finish = until_all_finish;
  auto race = test::demo_session(test::dusk_ring().circuit, setup);
  sim::session::FrameSource frames = sim::session::FrameSource::seeded(3);
  sim::session::RunOptions options;
  options.max_race_ms = 10 * 60 * 1000;
  const sim::session::RunResult ran = sim::session::run(*race, frames, std::move(options));
  CHECK(ran.over);
  return race->results();
}

}  // namespace

TEST_CASE("until_all_finish: every computer car finishes the race by itself",
          "[session][race][finish]") {
  const auto all = race_one_lap(true);
  REQUIRE(all.size() == 8);
  for (const auto& r : all) {
    INFO("racer " << r.racer << " place " << r.place);
    CHECK(r.finished);
    CHECK_FALSE(r.driven_to_end);
    CHECK(r.laps == 1);
  }
  // Places follow the finishing times.
  for (size_t i = 1; i < all.size(); ++i) CHECK(all[i].race_time >= all[i - 1].race_time);

  // The game's rule: the first finish ends it; the cars more than 3 s behind are driven home.
  const auto first = race_one_lap(false);
  REQUIRE(first.size() == 8);
  CHECK(std::count_if(first.begin(), first.end(),
                      [](const sim::race::RaceResult& r) { return r.driven_to_end; }) > 0);
  // The winner is the same race until then: the same car, the same time.
  CHECK(first[0].racer == all[0].racer);
  CHECK(first[0].race_time == all[0].race_time);
}
