#include "screens/standings_screen.h"
#include "screens/menu_text.h"

#include <cstdio>

#include "screens/main_menu.h"
#include "screens/race_play.h"

namespace unpod::game::screens {
namespace {}  // namespace

StandingsScreen::StandingsScreen(Game& game, std::shared_ptr<ChampionshipRun> run)
    : MenuScreen(game), run_(std::move(run)) {
  if (run_->championship.over()) run_->finish();
}

engine::MenuPage StandingsScreen::page() const {
  const modes::Championship& c = run_->championship;
  engine::MenuPage p;
  const size_t races = c.setup().circuits.size();
  p.title = c.over() ? "CHAMPIONSHIP" : "STANDINGS";
  char line[96];
  std::snprintf(line, sizeof line, "AFTER RACE %zu OF %zu", c.races_run(), races);
  p.lines.push_back(line);
  std::snprintf(line, sizeof line, "%-3s %-16s %-10s %6s %4s", "", "DRIVER", "CAR", "POINTS",
                "WINS");
  p.lines.push_back(line);
  p.line_highlight = {false, false};
  for (const modes::Standing& s : c.standings()) {
    std::snprintf(line, sizeof line, "%-3d %-16s %-10s %6d %4d", s.place,
                  menu_upper(s.driver).substr(0, 16).c_str(),
                  menu_upper(s.car).substr(0, 10).c_str(), s.points, s.wins);
    p.lines.push_back(line);
    p.line_highlight.push_back(s.human);
  }
  if (const auto champion = c.champion())
    p.lines.push_back("CHAMPION: " + menu_upper(champion->driver));
  if (!problem_.empty()) p.alerts.push_back(problem_);
  if (const std::string* next = c.next_circuit())
    p.rows = {{"NEXT RACE", menu_upper(*next)}, {"MAIN MENU"}};
  else
    p.rows = {{"MAIN MENU"}};
  p.footer = kMenuFooter;
  return p;
}

void StandingsScreen::accept(int row) {
  if (row != 0 || run_->championship.over()) {
    back();
    return;
  }
  std::string error;
  auto race = RacePlay::start(game_, run_->next_request(), error);
  if (!race) {
    problem_ = menu_upper(error.substr(0, 90));
    return;
  }
  race->set_championship(run_);
  game_.show(std::move(race));
}

void StandingsScreen::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
