// The results ("CLASSEMENT"): place, driver, car, race time and best lap as the game formats
// them, the player's rows marked, new records marked; then race again, back to the menu, or
// save the race's replay.
#pragma once

#include "race/network_play.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "modes/race_records.h"
#include "race/race_load.h"
#include "screens/championship_run.h"
#include "screens/menu_screen.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::game::screens {

// The table under CLASSEMENT: a heading, then a line per result (place, driver, car, time, best
// lap, new records), the driver's and car's columns as wide as the race's longest names.
struct ClassementTable {
  std::vector<std::string> lines;
  std::vector<bool> human;  // per line: a human's row (drawn in the notice colour)
};
ClassementTable classement_table(const LoadedRace& race,
                                 std::span<const sim::race::RaceResult> results,
                                 std::span<const modes::RecordMark> marks);

class ResultsScreen : public MenuScreen {
 public:
  // A championship's race (`championship` set): its results are counted and the progress
  // saved; the screen then leads to the standings instead of racing again.
  ResultsScreen(Game& game, std::unique_ptr<LoadedRace> race, sim::session::RaceRequest request,
                std::shared_ptr<ChampionshipRun> championship = {});
  std::string_view name() const override { return "results"; }
  // A line under the table (what became of a time trial's ghost).
  void add_note(std::string note) { notes_.push_back(std::move(note)); }
  // A network race's results: no racing again from here (the host starts races); the network
  // is served meanwhile (a host relays until every machine has finished).
  void set_network(std::shared_ptr<NetworkPlay> play) {
    network_ = std::move(play);
    selected_ = 1;  // MAIN MENU
  }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override;

 private:
  std::unique_ptr<LoadedRace> race_;
  sim::session::RaceRequest request_;
  std::vector<std::string> table_;  // the lines under the title
  std::vector<bool> player_row_;    // a human's line
  std::vector<std::string> notes_;  // under the table: the best times or the championship could
                                    // not be written, the replay saved, the ghost kept
  std::shared_ptr<ChampionshipRun> championship_;
  bool replay_saved_ = false;
  std::shared_ptr<NetworkPlay> network_;
  bool handle_first(const Frame& frame) override;
};

}  // namespace unpod::game::screens
