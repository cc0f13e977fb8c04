// The start screen, when no installation was found: why (what was looked for), the demo disc
// offered when it is there, the folders chosen before (the settings' [game] recent1..5), a
// folder browser (a pad alone finds the game with it) and a folder to type. The folder taken is
// remembered in the settings' [game] data and heads the recent ones.
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
  void resumed() override { problem_.clear(); }
  void back() override { game_.quit(); }
  bool handle_first(const Frame& frame) override;

 private:
  // The rows: the demo disc, the recent folders, BROWSE, the typed folder, QUIT.
  int recent_rows() const;
  std::string folder_;   // typed so far
  bool typing_ = false;  // the folder row takes the keys
  std::string problem_;  // why the typed folder is no installation
};

}  // namespace unpod::game::screens
