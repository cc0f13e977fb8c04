// A championship played from the menus' side (game/screens/championship_run.h), headless on the
// demo disc: the first race's grid becomes the roster, a race is counted and saved, the saved
// file continues at the next circuit with the player's car.
#include <catch2/catch.hpp>

#include <filesystem>

#include "modes/championship_progress.h"
#include "race/race_load.h"
#include "screens/championship_run.h"
#include "unpod/sim/controls/device.h"
#include "unpod/sim/session/frame_source.h"
#include "unpod/sim/session/runner.h"

using namespace unpod;
namespace fs = std::filesystem;

namespace {

const assets::Installation& championship_disc() {
  static const assets::Installation inst = [] {
    auto i = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!i) throw std::runtime_error(i.error().to_string());
    return std::move(i.value());
  }();
  return inst;
}

// A one-lap race of one human (who retires at once) and three computer cars, run to its end.
std::unique_ptr<game::LoadedRace> raced(const sim::session::RaceRequest& request) {
  std::string error;
  auto race = game::load_race(championship_disc(), request, error);
  INFO(error);
  REQUIRE(race);
  auto frames = sim::session::FrameSource::fixed(16);
  sim::session::RunOptions options;
  options.readings = [](int32_t, uint32_t, int64_t race_ms) {
    sim::controls::DeviceFrame f;
    f.retire = race_ms > 0;
    return f;
  };
  sim::session::run(*race->session, frames, std::move(options));
  race->finished = true;
  return race;
}

}  // namespace

TEST_CASE(
    "a championship from the menus: the first grid is the roster, each race counted and "
    "saved, continued at the next circuit",
    "[game][championship-run]") {
  const fs::path dir = fs::temp_directory_path() / "unpod-championship-run";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path file = game::screens::championship_file(dir);
  sim::session::RaceRequest first;
  first.circuit = "DUSKRING";
  first.human_cars = {"MANTIS"};
  first.cars = 4;
  first.laps = 1;
  first.difficulty = 1;
  first.damage = sim::session::DamageRule::kGlobal;
  auto race = raced(first);
  std::string error;
  auto run =
      game::screens::begin_championship({"DUSKRING", "QUARRY"}, false, *race, first, file, error);
  INFO(error);
  REQUIRE(run);
  CHECK(fs::exists(file));
  REQUIRE(run->championship.setup().roster.size() == 4);
  CHECK(run->championship.setup().roster[0].human);
  CHECK(run->championship.setup().roster[0].car == "MANTIS");
  REQUIRE(run->count(*race).empty());
  CHECK(run->championship.races_run() == 1);
  // The three computer cars finished: 10, 8 and 6 points; the retired player none.
  const auto standings = run->championship.standings();
  REQUIRE(standings.size() == 4);
  CHECK(standings[0].points == 10);
  CHECK(standings.back().human);
  CHECK(standings.back().points == 0);

  // After a restart: the file read back, the next race on the Quarry with the player's car,
  // the first grid's size, the damage chosen for the first race (kept in the file).
  auto read = game::modes::load_championship(file, {"DUSKRING", "QUARRY"});
  REQUIRE(read.championship);
  game::screens::ChampionshipRun again{std::move(*read.championship), file};
  CHECK(again.championship.standings() == standings);
  const sim::session::RaceRequest next = again.next_request();
  CHECK(next.circuit == "QUARRY");
  CHECK(next.human_cars == std::vector<std::string>{"MANTIS"});
  CHECK(next.cars == 4);
  CHECK(next.laps == 1);
  CHECK(next.difficulty == 1);
  CHECK(next.damage == sim::session::DamageRule::kGlobal);
  auto second = raced(next);
  REQUIRE(again.count(*second).empty());
  CHECK(again.championship.over());
  REQUIRE(again.championship.champion());
  again.finish();
  CHECK_FALSE(fs::exists(file));
  fs::remove_all(dir);
}
