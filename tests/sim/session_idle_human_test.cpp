// The place an idle human is shown between gates (DEVIATION 8, #15): compared by its tracker's
// path value as the computer cars are, a human left on the grid is last once every opponent has
// passed it, long before anyone reaches a checkpoint.
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
IdleHuman idle_on(const assets::Circuit& circuit) {
  session::SessionSetup setup;
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

TEST_CASE("an idle human on the grid is placed last once every opponent has passed it",
          "[session][order][deviation]") {
  for (const auto* circuit : {&test::dusk_ring().circuit, &test::demo_track("quarry").circuit}) {
    const IdleHuman idle = idle_on(*circuit);
    INFO("every opponent past at " << idle.seconds << " s");
    CHECK(idle.seconds < 40);  // long before anyone reaches a checkpoint's lap
    CHECK(idle.place == 8);
  }
}

}  // namespace unpod::session_test
