// The main menu: the modes, the best times, quit. The installation played is said under the
// title (the demo disc, or the folder).
#pragma once

#include "screens/menu_screen.h"

namespace unpod::game::screens {

class MainMenu : public MenuScreen {
 public:
  explicit MainMenu(Game& game) : MenuScreen(game) {}
  std::string_view name() const override { return "main menu"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  // Escape stops here: it goes to QUIT, and Return on it quits (one Escape too many on the way
  // back from a menu does not close the game).
  void back() override;
};

}  // namespace unpod::game::screens
