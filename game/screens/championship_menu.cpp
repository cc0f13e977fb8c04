#include "screens/championship_menu.h"

#include <iostream>

#include "modes/championship_progress.h"
#include "screens/main_menu.h"
#include "screens/race_setup.h"
#include "screens/standings_screen.h"

namespace unpod::game::screens {
namespace {

enum ChampionshipRow { kContinue, kNew, kCustom, kBackRow };

}  // namespace

ChampionshipMenu::ChampionshipMenu(Game& game) : MenuScreen(game) {
  std::vector<std::string> circuits;
  for (const auto& c : game.status().installation->circuits)
    if (!c.file.empty()) circuits.push_back(c.name);
  const auto file = championship_file(game.user_folder());
  modes::ChampionshipRead read = modes::load_championship(file, circuits);
  for (const std::string& p : read.problems) {
    std::cerr << "unpod: " << p << "\n";
    for (std::string& l : engine::wrap_menu_text(p, 90)) problems_.push_back(std::move(l));
  }
  if (read.championship && !read.championship->over()) {
    saved_ =
        std::make_shared<ChampionshipRun>(ChampionshipRun{std::move(*read.championship), file});
  }
  selected_ = saved_ ? kContinue : kNew;
}

engine::MenuPage ChampionshipMenu::page() const {
  engine::MenuPage p;
  p.title = "CHAMPIONSHIP";
  p.alerts = problems_;
  engine::MenuRow resume{"CONTINUE"};
  if (saved_) {
    const modes::Championship& c = saved_->championship;
    resume.value = "RACE " + std::to_string(c.races_run() + 1) + " OF " +
                   std::to_string(c.setup().circuits.size());
  } else {
    resume.enabled = false;
  }
  p.rows = {resume, {"NEW CHAMPIONSHIP"}, {"CUSTOM CHAMPIONSHIP"}, {"BACK"}};
  p.lines.push_back(saved_ ? "A CHAMPIONSHIP IS UNDER WAY: A NEW ONE REPLACES IT"
                           : "EVERY CIRCUIT IN ORDER, OR YOUR OWN LIST");
  p.footer = kMenuFooter;
  return p;
}

void ChampionshipMenu::accept(int row) {
  switch (row) {
    case kContinue:
      if (saved_) game_.show(std::make_unique<StandingsScreen>(game_, saved_));
      break;
    case kNew:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kChampionship));
      break;
    case kCustom:
      game_.show(std::make_unique<RaceSetup>(game_, RaceMode::kCustomChampionship));
      break;
    default:
      back();
  }
}

void ChampionshipMenu::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
