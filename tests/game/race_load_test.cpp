// Loading a race from the demo disc the build makes: the circuit by name in any case, the cars,
// the drivers, a sim race whose trackers start on the grid, and the physics whose cars settle
// onto their wheels at the start.
#include <catch2/catch.hpp>

#include <cctype>
#include <cmath>

#include "race_load.h"
#include "race_physics.h"

using namespace unpod;

namespace {

const assets::Installation& demo_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

game::Options race_options(std::string track) {
  game::Options o;
  o.track = std::move(track);
  return o;
}

}  // namespace

TEST_CASE("a race on the Dusk Ring loads: eight racers, the player first, the grid's trackers",
          "[game][race]") {
  std::string error;
  const auto race = game::load_race(demo_disc(), race_options("DUSKRING"), error);
  REQUIRE(race);
  CHECK(error.empty());
  CHECK(race->racers.size() == 8);
  CHECK(race->racers[0].human);
  CHECK_FALSE(race->racers[1].human);
  CHECK(race->setup.laps == race->entry.laps);
  CHECK_FALSE(race->cars.empty());
  const auto& rules = race->race->rules();
  REQUIRE(rules.state().paths.size() == 8);
  CHECK_FALSE(rules.paths().empty());
  // Every car's tracker starts just before the lap line (the grid lies behind it).
  for (const auto& p : rules.state().paths) CHECK(rules.paths().value(p.tracker) < 60 * 0x10000);
}

TEST_CASE("a loaded race has the physics: one car per grid slot used, each on its slot",
          "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    game::Options o = race_options(track);
    o.opponents = 5;
    std::string error;
    const auto race = game::load_race(demo_disc(), o, error);
    REQUIRE(race);
    REQUIRE(race->simulation);
    const auto& racers = race->simulation->racers();
    REQUIRE(racers.size() == race->racers.size());
    CHECK(racers.size() == 6);
    CHECK_FALSE(race->simulation->options().damage.on);
    CHECK(race->simulation->options().difficulty == race->difficulty);
    const auto& grid = race->circuit.directions[0].start_grid;
    for (size_t r = 0; r < racers.size(); ++r) {
      INFO("racer " << r);
      CHECK(racers[r].driver.human() == race->racers[r].human);
      // Over its slot, facing along it.
      const auto& centre = racers[r].car.centre;
      CHECK(std::hypot(centre[0] - grid[r].position.x, centre[1] - grid[r].position.y) <
            0.01 * 65536);
      CHECK(racers[r].car.forward[0] * int64_t{grid[r].axis_a.x} +
                racers[r].car.forward[1] * int64_t{grid[r].axis_a.y} >
            int64_t{60000} * 65536);
    }
  }
}

namespace {

// Every car of `race` stands on its four wheels, still, upright, down on the road under its slot
// (the slots stand 1 above the demo disc's roads).
void check_at_rest(const game::LoadedRace& race) {
  const auto& grid = race.circuit.directions[0].start_grid;
  const auto& racers = race.simulation->racers();
  REQUIRE(racers.size() == 8);
  for (size_t r = 0; r < racers.size(); ++r) {
    INFO("racer " << r << ", " << race.car_names[static_cast<size_t>(race.racers[r].car)]);
    const auto& car = racers[r].car;
    for (size_t w = 0; w < 4; ++w) CHECK(car.points[w].touching);
    const double speed = std::hypot(car.velocity[0], car.velocity[1], car.velocity[2]) / 65536;
    CHECK(speed < 0.05);
    CHECK(car.up[2] > 0.99 * 65536);
    CHECK(car.centre[2] < grid[r].position.z);
    const auto view = game::car_view(car);
    CHECK(view.wheel_on_ground);
    CHECK_FALSE(view.reverse);
    CHECK(view.position.z == car.centre[2]);
  }
}

}  // namespace

// The settling's steps are 3 x the view step (43 ms): coarse, and still every car comes to rest.
TEST_CASE("after the start's settling the cars rest on their wheels", "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    std::string error;
    const auto race = game::load_race(demo_disc(), race_options(track), error);
    REQUIRE(race);
    game::start_race(*race);
    check_at_rest(*race);
  }
}

TEST_CASE("held through the countdown, the cars rest on their wheels at \"GO!\"",
          "[game][race][physics]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    std::string error;
    const auto race = game::load_race(demo_disc(), race_options(track), error);
    REQUIRE(race);
    game::start_race(*race);
    uint32_t ms = 0;
    while (race->race->countdown().phase() != sim::race::CountdownPhase::kOff && ms < 10000)
      game::race_frame(*race, ms += 16);
    CHECK(ms > sim::race::kCountdownMs);
    check_at_rest(*race);
    // Nobody drives yet (issue #7): a second after "GO!" they still stand.
    for (const uint32_t end = ms + 1000; ms < end;) game::race_frame(*race, ms += 16);
    check_at_rest(*race);
  }
}

TEST_CASE("a race's options pick the car, the laps, the opponents and the players",
          "[game][race]") {
  game::Options o = race_options("quarry");
  o.car = "Bulwark";
  o.laps = 2;
  o.opponents = 3;
  o.players = 2;
  o.difficulty = game::Difficulty::kNormal;
  std::string error;
  const auto race = game::load_race(demo_disc(), o, error);
  REQUIRE(race);
  CHECK(race->racers.size() == 5);
  CHECK(race->racers[1].human);
  CHECK(lower(race->car_names[static_cast<size_t>(race->racers[0].car)]) == "bulwark");
  CHECK(race->setup.laps == 2);
  CHECK(race->difficulty == 1);
}

TEST_CASE("an unknown circuit or car is an error that lists what there is", "[game][race]") {
  std::string error;
  CHECK_FALSE(game::load_race(demo_disc(), race_options("beltane"), error));
  CHECK(error.find("no circuit named 'beltane'") != std::string::npos);
  CHECK(lower(error).find("duskring") != std::string::npos);
  game::Options o = race_options("duskring");
  o.car = "delorean";
  CHECK_FALSE(game::load_race(demo_disc(), o, error));
  CHECK(error.find("no car named 'delorean'") != std::string::npos);
}
