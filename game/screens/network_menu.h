// NETWORK RACE from the main menu: host a race (its setup, then the lobby) or join one (an
// address typed, or a recent host), with the player's name from the Options.
#pragma once

#include "screens/menu_screen.h"

namespace unpod::game::screens {

class NetworkMenu : public MenuScreen {
 public:
  explicit NetworkMenu(Game& game) : MenuScreen(game) {}
  std::string_view name() const override { return "network race"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override;
};

}  // namespace unpod::game::screens
