// Every car of the installation on the first circuit's grid, as the game loads a race with it
// (game::load_race: the player drives it, the opponents the other cars by turns): the car loads,
// stands on its grid slot, and after the start's settling every car of the grid rests on its
// four wheels, upright and nearly still (the computer cars creep against the held brake: about
// 0.2 units a second, tests/game/race_load_test.cpp), the player's, holding nothing, still.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "installation.h"
#include "race/race_frame.h"
#include "race/race_load.h"

using namespace unpod;

TEST_CASE("every car sits on the first circuit's grid and settles", "[cars]") {
  const auto first = installation::circuits().front();
  for (const auto& car : installation::cars()) DYNAMIC_SECTION("car " << car.name) {
      INFO("car " << car.name << " (" << car.file.string() << ") on circuit " << first.name);
      game::Options options;
      options.track = first.name;
      options.car = car.name;
      std::string error;
      const auto race = game::load_race(installation::installation(), options, error);
      if (!race) FAIL(error);
      REQUIRE(race->session);
      REQUIRE_FALSE(race->racers.empty());
      REQUIRE(race->racers[0].human);
      CHECK(assets::iequals(race->data.car_names[size_t(race->racers[0].car)], car.name));
      game::start_race(*race);
      const auto& grid = race->data.circuit.directions[0].start_grid;
      const auto& racers = race->session->simulation().racers();
      REQUIRE(racers.size() == race->racers.size());
      REQUIRE(racers.size() <= grid.size());
      for (size_t r = 0; r < racers.size(); ++r) {
        INFO("racer " << r << " (" << race->racers[r].driver << ") in "
                      << race->data.car_names[size_t(race->racers[r].car)]);
        const auto& state = racers[r].car;
        for (size_t w = 0; w < 4; ++w) {
          INFO("wheel " << w);
          CHECK(state.points[w].touching);
        }
        const double speed =
            std::hypot(state.velocity[0], state.velocity[1], state.velocity[2]) / 65536;
        const double off_slot =
            std::hypot(state.centre[0] - grid[r].position.x, state.centre[1] - grid[r].position.y) /
            65536;
        CHECK(state.up[2] > 0.95 * 65536);
        CHECK(speed < (race->racers[r].human ? 0.05 : 0.5));
        CHECK(off_slot < (race->racers[r].human ? 0.1 : 1.5));
      }
    }
}
