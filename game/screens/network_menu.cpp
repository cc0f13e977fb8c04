#include "screens/network_menu.h"

#include "race/network_play.h"
#include "screens/join_screen.h"
#include "screens/main_menu.h"
#include "screens/menu_text.h"
#include "screens/race_setup.h"

namespace unpod::game::screens {
namespace {

enum NetworkRow { kHost, kJoin, kBack };

}  // namespace

engine::MenuPage NetworkMenu::page() const {
  engine::MenuPage p;
  p.title = "NETWORK RACE";
  p.lines = {"YOU RACE AS " + menu_upper(network_name("", game_.settings().options.game.name)) +
                 " (OPTIONS, GAME)",
             "HOSTING: THE OTHERS JOIN THIS COMPUTER'S ADDRESS",
             "ON ITS PORT (UDP, 7997 BY DEFAULT)"};
  p.rows = {{"HOST A RACE"}, {"JOIN A RACE"}, {"BACK"}};
  p.footer = kMenuFooter;
  return p;
}

void NetworkMenu::accept(int row) {
  if (row == kHost)
    game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kNetworkHost));
  else if (row == kJoin)
    game_.show(std::make_unique<JoinScreen>(game_));
  else
    back();
}

void NetworkMenu::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
