// Loading a race from the demo disc the build makes: the circuit by name in any case, the cars,
// the drivers, and a sim race whose trackers start on the grid.
#include <catch2/catch.hpp>

#include <cctype>

#include "race_load.h"

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
