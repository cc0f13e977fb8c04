// The results printed on the terminal at the end of a race (game/race/results_text).
#include <catch2/catch.hpp>

#include "race/results_text.h"
#include "unpod/sim/physics/vec.h"  // physics::Fx

namespace {

constexpr unpod::sim::physics::Fx kSec = 0x10000;

}  // namespace

TEST_CASE("the terminal's results: placed cars with their times, a retired human last",
          "[game][results]") {
  using unpod::sim::race::RaceResult;
  std::vector<RaceResult> results(3);
  results[0] = {1, 1, false, true, false, 71 * kSec, 71 * kSec, 1, false};
  results[1] = {2, 2, false, true, true, 74 * kSec + kSec / 2, 74 * kSec + kSec / 2, 1, false};
  results[2] = {0, 0, true, false, false, 0, 0, 0, true};
  const std::string text =
      unpod::game::results_text(results, {"PLAYER 1", "Ada Brennock", "Nina Oakhurst"});
  CHECK(text ==
        "Results:\n"
        "   1  Ada Brennock          1'11\"00  best 1'11\"00\n"
        "   2  Nina Oakhurst         1'14\"50  best 1'14\"50  (driven to the line)\n"
        "   -  PLAYER 1              RETIRED  best -\n");
}
