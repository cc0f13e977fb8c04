#include "screens/main_menu.h"
#include "screens/menu_text.h"

#include <filesystem>
#include <memory>

#include "screens/best_times_screen.h"
#include "screens/championship_menu.h"
#include "screens/network_menu.h"
#include "screens/options_screen.h"
#include "screens/race_setup.h"
#include "screens/replays_screen.h"

namespace unpod::game::screens {
namespace {

enum MainRow {
  kSingleRace,
  kTimeTrialRow,
  kChampionshipRow,
  kTwoPlayers,
  kNetworkRace,
  kReplays,
  kBestTimes,
  kOptionsRow,
  kQuitRow
};

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
  // A file that does not load, named where the player sees it first (its detail on stderr);
  // the layout wraps each line to the window.
  for (const DamagedFile& d : status.damaged) p.alerts.push_back(menu_upper(d.in_words()));
  if (status.installation)
    for (const std::string& w : status.installation->warnings) p.alerts.push_back("WARNING: " + w);
  for (const assets::LoadError& problem : game_.menu_picture_problems())
    p.alerts.push_back("THE MENU PICTURE " +
                       menu_upper(std::filesystem::path(problem.file).filename().string()) +
                       " IS DAMAGED: THE MENUS GO ON WITHOUT IT (THE DETAILS ARE ON THE TERMINAL)");
  // A settings file that had errors: what was wrong, in words, and where it is kept.
  for (const std::string& n : game_.settings().notice) p.alerts.push_back(menu_upper(n));
  if (!status.saved_problem.empty())
    p.alerts.push_back("THE FOLDER CHOSEN BEFORE: " + status.saved_problem);
  p.rows = {{"SINGLE RACE"}, {"TIME TRIAL"}, {"CHAMPIONSHIP"}, {"TWO PLAYERS"}, {"NETWORK RACE"},
            {"REPLAYS"},     {"BEST TIMES"}, {"OPTIONS"},      {"QUIT"}};
  p.footer = kMenuFooter;
  return p;
}

void MainMenu::accept(int row) {
  switch (row) {
    case kSingleRace:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kSingle));
      break;
    case kTimeTrialRow:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kTimeTrial));
      break;
    case kChampionshipRow:
      game_.show(std::make_unique<ChampionshipMenu>(game_));
      break;
    case kTwoPlayers:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kTwoPlayers));
      break;
    case kNetworkRace:
      game_.show(std::make_unique<NetworkMenu>(game_));
      break;
    case kReplays:
      game_.show(std::make_unique<ReplaysScreen>(game_));
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

void MainMenu::back() {
  selected_ = kQuitRow;
}

}  // namespace unpod::game::screens
