// The difficulty is measurable (issue 15, item 5): over six seeds of eight computer cars racing
// two laps, the winner's median time on each demo circuit is lower on NORMAL than on EASY and
// lower on HARD than on NORMAL (before: HARD was slower than EASY on the Quarry). The full table,
// ten seeds of whole races, is bench_difficulty's (bench/README.md). Not in the sanitizer build:
// 36 races take about 15 s in Release.
#include <catch2/catch.hpp>

#include <string>

#include "support/difficulty_pace.h"

using namespace unpod;

TEST_CASE("Difficulty: the winner is faster on NORMAL than EASY and on HARD than NORMAL",
          "[difficulty][race]") {
  for (const std::string track : {"duskring", "quarry"}) {
    INFO(track);
    const assets::Circuit& circuit = test::demo_track(track).circuit;
    double median[3] = {};
    for (int d = 0; d < 3; ++d) {
      const auto races = test::pace_over_seeds(circuit, d, 2, 6);
      for (const test::PaceRace& r : races) {
        INFO("difficulty " << d << ", winner " << r.winner_car);
        CHECK(r.over);
        CHECK(r.winner_s > 60);  // two laps of either circuit: a real race, not a stopped one
      }
      median[d] = test::median_winner(races);
    }
    INFO("medians " << median[0] << " s, " << median[1] << " s, " << median[2] << " s");
    CHECK(median[1] < median[0]);
    CHECK(median[2] < median[1]);
  }
}
