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

// The human's place nibble (from 1) after `seconds` of frames of 17 ms with nothing held.
int idle_place_after(const assets::Circuit& circuit, double seconds) {
  session::SessionSetup setup;
  setup.race.humans = 1;
  setup.race.computers = 7;
  setup.race.laps = 1;
  auto race = test::demo_session(circuit, setup);
  race->start();
  uint32_t now = 1000;
  for (int f = 0; f < static_cast<int>(seconds * 1000 / 17); ++f, now += 17) race->frame(now);
  return race->race().rules().state().records[0].place;
}

}  // namespace

TEST_CASE("an idle human on the grid is placed last once every opponent has passed it",
          "[session][order][deviation]") {
  for (const auto* circuit : {&test::dusk_ring().circuit, &test::demo_track("quarry").circuit}) {
    // The countdown is about 4 s; by 20 s every opponent is well down the road, before the
    // Dusk Ring's first checkpoint.
    CHECK(idle_place_after(*circuit, 20.0) == 8);
  }
}

}  // namespace unpod::session_test
