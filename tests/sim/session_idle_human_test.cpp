// The place an idle human is shown between gates. With DEVIATION 8's switch (the game's, #15)
// a human is compared by its tracker's path value as the computer cars are: left on the grid it
// is last once every opponent has passed it, long before anyone reaches a checkpoint. With the
// notes' rule (the core's default) the path values decide between computer cars only, and the
// human keeps its place until the opponents are a checkpoint ahead.
#include <catch2/catch.hpp>

#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::session_test {
namespace {

namespace session = sim::session;

// The human left idle on the grid: the frames (17 ms) until every opponent is further along the
// race paths than the human (at most 60 s), then the human's place nibble (from 1).
struct IdleHuman {
  int place = 0;
  double seconds = 0;  // when the last opponent went past
};
IdleHuman idle_on(const assets::Circuit& circuit, bool human_path_order) {
  session::SessionSetup setup;
  setup.race.human_path_order = human_path_order;
  setup.race.humans = 1;
  setup.race.computers = 7;
  setup.race.laps = 1;
  auto race = test::demo_session(circuit, setup);
  race->start();
  const sim::race::RaceRules& rules = race->race().rules();
  uint32_t now = 1000;
  for (int f = 0; f < 60 * 1000 / 17; ++f, now += 17) {
    race->frame(now);
    bool all_past = true;
    for (int32_t r = 1; r < 8; ++r) all_past &= rules.progress(r) > rules.progress(0);
    if (all_past) {
      race->frame(now += 17);  // the order moves with the car that went past
      return {rules.state().records[0].place, (now - 1000) / 1000.0};
    }
  }
  return {rules.state().records[0].place, 60};
}

}  // namespace

TEST_CASE(
    "an idle human on the grid is placed last once every opponent has passed it (DEVIATION "
    "8)",
    "[session][order][deviation]") {
  for (const auto* circuit : {&test::dusk_ring().circuit, &test::demo_track("quarry").circuit}) {
    const IdleHuman idle = idle_on(*circuit, true);
    INFO("every opponent past at " << idle.seconds << " s");
    CHECK(idle.seconds < 40);  // long before anyone reaches a checkpoint's lap
    CHECK(idle.place == 8);
  }
}

TEST_CASE(
    "by the notes' order an idle human keeps its grid place while the opponents pass it "
    "between gates",
    "[session][order]") {
  for (const auto* circuit : {&test::dusk_ring().circuit, &test::demo_track("quarry").circuit}) {
    const IdleHuman idle = idle_on(*circuit, false);
    const IdleHuman game = idle_on(*circuit, true);
    INFO("every opponent past at " << idle.seconds << " s, place " << idle.place);
    CHECK(idle.seconds == game.seconds);  // the same race: only the places shown differ
    // Passed by path value by all seven, the human is still second: only the car that crossed
    // a checkpoint since the start went past it (at that gate), the six others not yet.
    CHECK(idle.place == 2);
    CHECK(game.place == 8);
  }
}

}  // namespace unpod::session_test
