#include "screens/start_screen.h"

#include <SDL_scancode.h>

#include "screens/main_menu.h"
#include "unpod/assets/install_finder.h"
#include "unpod/platform/paths.h"

namespace unpod::game::screens {
namespace {

enum StartRow { kDemoDisc, kFolder, kQuitStart };
// Characters a line of the start screen holds before it wraps.
constexpr size_t kStartColumns = 64;

}  // namespace

StartScreen::StartScreen(Game& game) : MenuScreen(game) {
  selected_ = game.demo_disc().empty() ? kFolder : kDemoDisc;
}

engine::MenuPage StartScreen::page() const {
  engine::MenuPage p;
  p.title = "UN-POD";
  const InstallationStatus& s = game_.status();
  p.alert_colour = {255, 153, 102, 255};
  p.alerts.push_back("NO POD INSTALLATION FOUND.");
  for (const std::string& l : engine::wrap_menu_text(s.reason, kStartColumns))
    p.alerts.push_back(l);
  for (const std::string& l : engine::wrap_menu_text(s.hint, kStartColumns)) p.lines.push_back(l);
  if (!problem_.empty())
    for (const std::string& l : engine::wrap_menu_text(problem_, kStartColumns))
      p.alerts.push_back(l);
  engine::MenuRow demo{"PLAY THE DEMO DISC"};
  demo.enabled = !game_.demo_disc().empty();
  engine::MenuRow folder{"POD FOLDER",
                         typing_ ? folder_ + "_" : (folder_.empty() ? "TYPE IT" : folder_)};
  p.rows = {demo, folder, {"QUIT"}};
  p.footer = typing_ ? "TYPE THE FOLDER   RETURN OK   ESCAPE CANCEL" : kMenuFooter;
  return p;
}

bool StartScreen::handle_first(const Frame& frame) {
  if (!typing_) return false;
  folder_ += frame.input.text;
  for (int code : frame.input.keys_pressed)
    if (code == SDL_SCANCODE_BACKSPACE && !folder_.empty()) folder_.pop_back();
  if (frame.actions.went_down(controls::Action::kMenuBack)) {
    typing_ = false;
    platform::stop_text_input();
  } else if (frame.actions.went_down(controls::Action::kMenuAccept)) {
    typing_ = false;
    platform::stop_text_input();
    InstallationStatus found = find_installation(folder_, platform::executable_dir());
    if (!found.installation) {
      problem_ = found.reason;
      return true;
    }
    game_.settings().file.set("game", "data", folder_);
    game_.settings().dirty = true;
    game_.save_settings();
    game_.set_installation(std::move(found));
    game_.show(std::make_unique<MainMenu>(game_));
  }
  return true;
}

void StartScreen::accept(int row) {
  if (row == kDemoDisc) {
    InstallationStatus found = find_installation(game_.demo_disc(), platform::executable_dir());
    if (!found.installation) {
      problem_ = found.reason;
      return;
    }
    found.demo_disc = true;
    game_.set_installation(std::move(found));
    game_.show(std::make_unique<MainMenu>(game_));
  } else if (row == kFolder) {
    typing_ = true;
    problem_.clear();
    platform::start_text_input();
  } else {
    game_.quit();
  }
}

}  // namespace unpod::game::screens
