// The championship's standings between races (place, driver, car, points, wins), then the next
// race; after the last one the champion, and the progress file goes.
#pragma once

#include <memory>

#include "screens/championship_run.h"
#include "screens/menu_screen.h"

namespace unpod::game::screens {

class StandingsScreen : public MenuScreen {
 public:
  StandingsScreen(Game& game, std::shared_ptr<ChampionshipRun> run);
  std::string_view name() const override { return "standings"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override;

 private:
  std::shared_ptr<ChampionshipRun> run_;
  std::string problem_;  // the next race could not be set up
};

}  // namespace unpod::game::screens
