#include "screens/results_screen.h"

#include <cstdio>
#include <iostream>

#include "replay_files.h"
#include "screens/main_menu.h"
#include "screens/race_play.h"
#include "unpod/sim/fx/format_time.h"

namespace unpod::game::screens {
namespace {

enum ResultsRow { kRaceAgain, kMainMenu, kSaveReplay };

std::string results_upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

}  // namespace

ResultsScreen::ResultsScreen(Game& game, std::unique_ptr<LoadedRace> race,
                             sim::session::RaceRequest request)
    : MenuScreen(game), race_(std::move(race)), request_(std::move(request)) {
  const auto results = race_->session->results();
  char line[128];
  std::snprintf(line, sizeof line, "%-3s %-16s %-10s %-9s %-9s", "", "DRIVER", "CAR", "TIME",
                "BEST LAP");
  table_.push_back(line);
  player_row_.push_back(false);
  for (const sim::race::RaceResult& r : results) {
    const Racer& who = race_->racers[size_t(r.racer)];
    const std::string place = r.retired ? "-" : std::to_string(r.place);
    const std::string time = r.finished  ? sim::fx::format_time_text(r.race_time)
                             : r.retired ? "RETIRED"
                                         : "DNF";
    const std::string best = r.best_lap ? sim::fx::format_time_text(r.best_lap) : "-";
    std::snprintf(line, sizeof line, "%-3s %-16s %-10s %-9s %-9s", place.c_str(),
                  results_upper(who.driver).substr(0, 16).c_str(),
                  results_upper(race_->data.car_names[size_t(who.car)]).substr(0, 10).c_str(),
                  time.c_str(), best.c_str());
    table_.push_back(line);
    player_row_.push_back(r.human);
  }
  selected_ = kRaceAgain;
}

engine::MenuPage ResultsScreen::page() const {
  engine::MenuPage p;
  p.title = "CLASSEMENT";
  p.lines = table_;
  for (const std::string& problem : problems_) p.lines.push_back(problem);
  p.rows = {{"RACE AGAIN"}, {"MAIN MENU"}, {"SAVE REPLAY"}};
  // The race's recording (race_recording.h), saved once.
  p.rows.back().enabled = race_->recorded && !replay_saved_;
  p.footer = kMenuFooter;
  return p;
}

void ResultsScreen::accept(int row) {
  if (row == kRaceAgain) {
    std::string error;
    auto again = RacePlay::start(game_, request_, error);
    if (again) {
      game_.show(std::move(again));
      return;
    }
    problems_.push_back(results_upper(error.substr(0, 80)));
    return;
  }
  if (row == kSaveReplay) {
    if (race_->recorded && !replay_saved_)
      problems_.push_back(results_upper(save_replay_line(game_.user_folder(), *race_->recorded)));
    replay_saved_ = true;
    return;
  }
  back();
}

void ResultsScreen::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
