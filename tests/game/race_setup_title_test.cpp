// Each race setup says which mode it sets up, as the main menu named it (issue 31: the time
// trial's setup was titled "CUSTOM CHAMPIONSHIP").
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "screens/race_setup.h"

using namespace unpod::game::screens;

TEST_CASE("each race setup's title names its own mode", "[game][menus]") {
  CHECK(title(RaceMode::kSingle) == "SINGLE RACE");
  CHECK(title(RaceMode::kTimeTrial) == "TIME TRIAL");
  CHECK(title(RaceMode::kTwoPlayers) == "TWO PLAYERS");
  CHECK(title(RaceMode::kChampionship) == "CHAMPIONSHIP");
  CHECK(title(RaceMode::kCustomChampionship) == "CUSTOM CHAMPIONSHIP");
  std::set<std::string> titles;
  for (RaceMode m : {RaceMode::kSingle, RaceMode::kTimeTrial, RaceMode::kTwoPlayers,
                     RaceMode::kChampionship, RaceMode::kCustomChampionship})
    titles.emplace(title(m));
  CHECK(titles.size() == 5);
}
