#include "screens/best_times_screen.h"

#include <cstdio>

#include "modes/race_records.h"
#include "screens/main_menu.h"
#include "unpod/sim/fx/format_time.h"

namespace unpod::game::screens {
namespace {

// Rows of each table shown: the best five fit a 640x480 window's height.
constexpr size_t kTimesShown = 5;

std::string best_line(size_t rank, const assets::BestTimeEntry& e, sim::physics::Fx time) {
  char line[96];
  std::snprintf(line, sizeof line, "%2zu %-16s %-10s %s", rank + 1, e.driver.substr(0, 16).c_str(),
                e.car.substr(0, 10).c_str(), sim::fx::format_time_text(time).c_str());
  return line;
}

}  // namespace

BestTimesScreen::BestTimesScreen(Game& game) : MenuScreen(game) {
  if (game.status().installation)
    for (const auto& c : game.status().installation->circuits)
      if (!c.file.empty()) circuits_.push_back(c.name);
}

engine::MenuPage BestTimesScreen::page() const {
  engine::MenuPage p;
  p.title = "BEST TIMES";
  if (circuits_.empty()) {
    p.lines.push_back("NO CIRCUIT");
  } else {
    const std::string& circuit = circuits_[size_t(circuit_)];
    const modes::BestTimesList list = modes::list_best_times(modes::best_times_path(
        game_.user_folder() / "best-times", circuit, assets::CircuitDirection::forward));
    if (!list.problem.empty()) p.lines.push_back(list.problem.substr(0, 90));
    p.lines.push_back("BEST LAPS");
    if (list.laps.empty()) p.lines.push_back("   NONE YET");
    for (size_t i = 0; i < list.laps.size() && i < kTimesShown; ++i)
      p.lines.push_back(best_line(i, list.laps[i], list.laps[i].best_lap));
    for (const modes::RaceLengthTimes& races : list.races) {
      p.lines.push_back("RACES OF " + std::to_string(races.laps) +
                        (races.laps == 1 ? " LAP" : " LAPS"));
      for (size_t i = 0; i < races.entries.size() && i < kTimesShown; ++i)
        p.lines.push_back(best_line(i, races.entries[i], races.entries[i].race_time));
    }
  }
  engine::MenuRow circuit_row{"CIRCUIT", circuits_.empty() ? "" : circuits_[size_t(circuit_)]};
  circuit_row.choice = true;
  p.rows = {circuit_row, {"BACK"}};
  p.footer = kMenuFooter;
  return p;
}

void BestTimesScreen::change(int row, int step) {
  if (row != 0 || circuits_.empty()) return;
  const int n = int(circuits_.size());
  circuit_ = ((circuit_ + step) % n + n) % n;
}

void BestTimesScreen::accept(int row) {
  if (row == 0)
    change(0, 1);
  else
    back();
}

void BestTimesScreen::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
