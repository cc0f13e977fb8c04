#include "screens/main_menu.h"

#include <memory>

#include "screens/best_times_screen.h"
#include "screens/options_screen.h"
#include "screens/race_setup.h"

namespace unpod::game::screens {
namespace {

enum MainRow { kSingleRace, kTwoPlayers, kBestTimes, kOptionsRow, kQuitRow };

}  // namespace

engine::MenuPage MainMenu::page() const {
  engine::MenuPage p;
  p.title = "UN-POD";
  const InstallationStatus& status = game_.status();
  if (status.installation) {
    p.lines.push_back(status.demo_disc ? "THE DEMO DISC"
                                       : "POD AT " + status.installation->root.string());
    p.lines.push_back(std::to_string(status.installation->circuits.size()) + " CIRCUITS, " +
                      std::to_string(status.installation->cars.size()) + " CARS");
  }
  p.rows = {{"SINGLE RACE"}, {"TWO PLAYERS"}, {"BEST TIMES"}, {"OPTIONS"}, {"QUIT"}};
  p.footer = kMenuFooter;
  return p;
}

void MainMenu::accept(int row) {
  switch (row) {
    case kSingleRace:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kSingle));
      break;
    case kTwoPlayers:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kTwoPlayers));
      break;
    case kBestTimes:
      game_.show(std::make_unique<BestTimesScreen>(game_));
      break;
    case kOptionsRow:
      game_.open(std::make_unique<OptionsScreen>(game_));  // back to this menu when closed
      break;
    default:
      game_.quit();
  }
}

}  // namespace unpod::game::screens
