#include "screens/results_screen.h"
#include "screens/menu_text.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

#include "modes/race_records.h"
#include "screens/main_menu.h"
#include "screens/race_play.h"
#include "screens/standings_screen.h"
#include "shell/replay_files.h"
#include "unpod/sim/fx/format_time.h"

namespace unpod::game::screens {
namespace {

enum ResultsRow { kRaceAgain, kMainMenu, kSaveReplay };

}  // namespace

ClassementTable classement_table(const LoadedRace& race,
                                 std::span<const sim::race::RaceResult> results,
                                 std::span<const modes::RecordMark> marks) {
  ClassementTable t;
  // The driver's and car's columns as wide as their longest names: none is cut.
  int name_w = 6, car_w = 3;
  for (const Racer& r : race.racers) {
    name_w = std::clamp(int(r.driver.size()), name_w, 64);
    car_w = std::clamp(int(race.data.car_names[size_t(r.car)].size()), car_w, 64);
  }
  char line[256];
  std::snprintf(line, sizeof line, "%-3s %-*s %-*s %-9s %-9s %s", "", name_w, "DRIVER", car_w,
                "CAR", "TIME", "BEST LAP", "RECORD");
  t.lines.push_back(line);
  t.human.push_back(false);
  for (size_t i = 0; i < results.size(); ++i) {
    const sim::race::RaceResult& r = results[i];
    const modes::RecordMark mark = i < marks.size() ? marks[i] : modes::RecordMark{};
    const char* record = mark.new_lap_record() && mark.new_race_record() ? "LAP RACE"
                         : mark.new_lap_record()                         ? "LAP"
                         : mark.new_race_record()                        ? "RACE"
                                                                         : "";
    const Racer& who = race.racers[size_t(r.racer)];
    const std::string place = r.retired ? "-" : std::to_string(r.place);
    const std::string time = r.finished  ? sim::fx::format_time_text(r.race_time)
                             : r.retired ? "RETIRED"
                                         : "DNF";
    const std::string best = r.best_lap ? sim::fx::format_time_text(r.best_lap) : "-";
    std::snprintf(line, sizeof line, "%-3s %-*s %-*s %-9s %-9s %s", place.c_str(), name_w,
                  menu_upper(who.driver).substr(0, 64).c_str(), car_w,
                  menu_upper(race.data.car_names[size_t(who.car)]).substr(0, 64).c_str(),
                  time.c_str(), best.c_str(), record);
    t.lines.push_back(line);
    t.human.push_back(r.human);
  }
  return t;
}

ResultsScreen::ResultsScreen(Game& game, std::unique_ptr<LoadedRace> race,
                             sim::session::RaceRequest request,
                             std::shared_ptr<ChampionshipRun> championship)
    : MenuScreen(game),
      race_(std::move(race)),
      request_(std::move(request)),
      championship_(std::move(championship)) {
  if (championship_) {
    if (const std::string e = championship_->count(*race_); !e.empty()) {
      std::cerr << "unpod: championship: " << e << "\n";
      notes_.push_back(menu_upper(e.substr(0, 80)));
    }
  }
  const auto results = race_->session->results();
  // The race's times into the circuit's best-times file (POD FUN_004b23f4, save_records).
  std::vector<sim::race::RacerName> names;
  for (const Racer& r : race_->racers)
    names.push_back({r.driver, race_->data.car_names[size_t(r.car)]});
  const auto direction =
      race_->plan.direction ? assets::CircuitDirection::reverse : assets::CircuitDirection::forward;
  const modes::RaceRecords records = modes::save_race_records(
      modes::best_times_path(game.user_folder() / "best-times", race_->data.entry.name, direction),
      race_->data.entry.name, direction, race_->setup.laps, results, names);
  for (const std::string& w : records.warnings) {
    std::cerr << "unpod: " << w << "\n";
    notes_.push_back(menu_upper(w.substr(0, 80)));
  }
  if (!records.error.empty()) {
    std::cerr << "unpod: " << records.error << "\n";
    notes_.push_back(menu_upper(records.error.substr(0, 80)));
  }
  ClassementTable table = classement_table(*race_, results, records.marks);
  table_ = std::move(table.lines);
  player_row_ = std::move(table.human);
  selected_ = kRaceAgain;
}

engine::MenuPage ResultsScreen::page() const {
  engine::MenuPage p;
  p.title = "CLASSEMENT";
  p.lines = table_;
  p.line_highlight = player_row_;
  for (const std::string& problem : notes_) p.lines.push_back(problem);
  if (championship_)
    p.rows = {{"STANDINGS"}, {"MAIN MENU"}, {"SAVE REPLAY"}};
  else
    p.rows = {{"RACE AGAIN"}, {"MAIN MENU"}, {"SAVE REPLAY"}};
  // The race's recording (race_recording.h), saved once.
  p.rows.back().enabled = race_->recorded && !replay_saved_;
  if (network_) p.rows.front().enabled = false;  // the host starts the next race
  p.footer = kMenuFooter;
  return p;
}

void ResultsScreen::accept(int row) {
  if (row == kRaceAgain && championship_) {
    game_.show(std::make_unique<StandingsScreen>(game_, championship_));
    return;
  }
  if (row == kRaceAgain && network_) return;
  if (row == kRaceAgain) {
    std::string error;
    auto again = RacePlay::start(game_, request_, error);
    if (again) {
      game_.show(std::move(again));
      return;
    }
    notes_.push_back(menu_upper(error.substr(0, 80)));
    return;
  }
  if (row == kSaveReplay) {
    if (race_->recorded && !replay_saved_)
      notes_.push_back(menu_upper(save_replay_line(game_.user_folder(), *race_->recorded)));
    replay_saved_ = true;
    return;
  }
  back();
}

bool ResultsScreen::handle_first(const Frame&) {
  if (network_) network_->service({});
  return false;
}

void ResultsScreen::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
