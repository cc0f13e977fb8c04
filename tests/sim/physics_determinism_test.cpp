// Determinism: the same inputs give the same per-step state, run after run and build after
// build (the hash is checked by this -O2 test, by the sanitizer build's, and by
// unpod_physics_hash_o0 at -O0: tests/sim/determinism).
#include <catch2/catch.hpp>

#include <cinttypes>
#include <cstdio>

#include "determinism/scenario.h"

namespace unpod::determinism {
namespace {

TEST_CASE("eight cars on the Dusk Ring give the same hash twice and the build-independent one",
          "[physics][determinism]") {
  const ScenarioResult a = run_scenario();
  const ScenarioResult b = run_scenario();
  char text[32];
  std::snprintf(text, sizeof text, "0x%016" PRIx64, a.hash);
  INFO("hash " << text << ", " << a.steps << " steps, " << a.contacts << " contacts, "
               << a.put_backs << " put back");
  CHECK(a.hash == b.hash);
  CHECK(a.hash == kScenarioHash);
  // The scenario reaches what it is meant to: cars touching, no fixed-point overflow.
  CHECK(a.steps > 1500);
  CHECK(a.contacts > 0);
  CHECK(a.overflows == 0);
}

}  // namespace
}  // namespace unpod::determinism

namespace unpod::determinism {
namespace {

TEST_CASE("a whole race on the Dusk Ring gives the same hash twice and the build-independent one",
          "[session][determinism]") {
  const RaceScenarioResult a = run_race_scenario();
  const RaceScenarioResult b = run_race_scenario();
  char text[32];
  std::snprintf(text, sizeof text, "0x%016" PRIx64, a.hash);
  INFO("race hash " << text << ", " << a.steps << " steps, " << a.finished << " finished, "
                    << a.draws << " draws");
  CHECK(a.hash == b.hash);
  CHECK(a.hash == kRaceScenarioHash);
  CHECK(a.finished == 8);
  CHECK(a.draws > 0);
}

}  // namespace
}  // namespace unpod::determinism
