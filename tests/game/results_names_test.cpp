// No name is cut in the results (issue 31: "JONAS FAIRWEATHE" in the CLASSEMENT, "Jonas Fairwe"
// in the race's results box): every driver of the demo disc's circuits, the longest among them,
// reads whole in both tables, at the window sizes a player uses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "race/race_load.h"
#include "screens/menu_text.h"
#include "screens/results_screen.h"
#include "support/demo_disc.h"
#include "unpod/engine/hud_layout.h"
#include "unpod/engine/menu_layout.h"

using namespace unpod;

TEST_CASE("every driver's and car's name reads whole in the results, the longest too",
          "[game][results]") {
  size_t longest = 0;
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    game::Options o;
    o.track = track;
    o.laps = 1;
    std::string error;
    auto race = game::load_race(test::demo_installation(), o, error);
    INFO(error);
    REQUIRE(race);
    const auto results = race->session->results();
    REQUIRE(results.size() == 8);
    const game::screens::ClassementTable table =
        game::screens::classement_table(*race, results, {});
    REQUIRE(table.lines.size() == results.size() + 1);
    engine::MenuPage page;
    page.title = "CLASSEMENT";
    page.lines = table.lines;
    page.rows = {{"RACE AGAIN"}, {"MAIN MENU"}, {"SAVE REPLAY"}};
    engine::HudModel hud;
    hud.show_results = true;
    for (const auto& r : results) {
      const game::Racer& who = race->racers[size_t(r.racer)];
      longest = std::max(longest, who.driver.size());
      engine::HudResultRow row;
      row.place = r.place;
      row.racer = r.racer;
      row.driver = game::screens::menu_upper(who.driver);
      hud.results.push_back(row);
    }
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 720}, {800, 600}}) {
      INFO(w << "x" << h);
      // The CLASSEMENT page: each racer's line whole, on one line of the window.
      const engine::HudLayout l = engine::menu_layout(page, {0, 0, w, h});
      for (const auto& r : results) {
        const game::Racer& who = race->racers[size_t(r.racer)];
        const std::string name = game::screens::menu_upper(who.driver);
        const std::string car = game::screens::menu_upper(race->data.car_names[size_t(who.car)]);
        INFO(name);
        bool whole = false;
        for (const engine::HudText& t : l.texts)
          whole = whole || (t.text.find(name + " ") != std::string::npos &&
                            t.text.find(car) != std::string::npos);
        CHECK(whole);
      }
      // The race's results box.
      const engine::HudLayout box = engine::hud_layout(hud, {0, 0, w, h});
      for (const engine::HudResultRow& r : hud.results) {
        INFO(r.driver);
        bool whole = false;
        for (const engine::HudText& t : box.texts)
          whole = whole || t.text.find(r.driver + " ") != std::string::npos;
        CHECK(whole);
      }
    }
  }
  CHECK(longest >= 17);  // "Jonas Fairweather", the demo disc's longest
}
