// The start screen, when no installation was found: why (what was looked for), the demo disc
// offered when it is there, and a folder to type (remembered in the settings' [game] data).
#pragma once

#include <string>

#include "screens/menu_screen.h"

namespace unpod::game::screens {

class StartScreen : public MenuScreen {
 public:
  explicit StartScreen(Game& game);
  std::string_view name() const override { return "start"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override { game_.quit(); }
  bool handle_first(const Frame& frame) override;

 private:
  std::string folder_;   // typed so far
  bool typing_ = false;  // the folder row takes the keys
  std::string problem_;  // why the typed folder is no installation
};

}  // namespace unpod::game::screens
