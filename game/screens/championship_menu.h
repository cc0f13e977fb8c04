// The championship: continue the one saved (which race is next), or start one over every
// circuit of the installation in order, or over the player's own list (custom).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "screens/championship_run.h"
#include "screens/menu_screen.h"

namespace unpod::game::screens {

class ChampionshipMenu : public MenuScreen {
 public:
  explicit ChampionshipMenu(Game& game);
  std::string_view name() const override { return "championship"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override;

 private:
  std::shared_ptr<ChampionshipRun> saved_;  // the championship saved, when there is one
  std::vector<std::string> problems_;       // the saved file did not read (kept aside)
};

}  // namespace unpod::game::screens
