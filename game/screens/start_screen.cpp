#include "screens/start_screen.h"

#include <SDL_scancode.h>

#include <cstdlib>

#include "screens/folder_browser.h"
#include "screens/installation_choice.h"
#include "screens/main_menu.h"
#include "screens/menu_text.h"
#include "unpod/assets/install_finder.h"
#include "unpod/platform/paths.h"

namespace unpod::game::screens {
namespace {

// Characters a line of the start screen holds before it wraps.
constexpr size_t kStartColumns = 64;
constexpr size_t kRecentColumns = 40;  // a recent folder's characters (its end) on its row

// Where the browser opens: the folder typed, else the one last chosen, else the user's home.
std::filesystem::path browse_from(const std::string& typed, const std::string& data) {
  if (!typed.empty()) return typed;
  if (!data.empty()) return data;
  for (const char* home : {"HOME", "USERPROFILE"})
    if (const char* v = std::getenv(home); v && *v) return v;
  return {};
}

}  // namespace

StartScreen::StartScreen(Game& game) : MenuScreen(game) {
  // A recent folder first when there is one (a pad's A takes it), else the demo disc, else the
  // browser.
  selected_ = recent_rows() > 0 ? 1 : game.demo_disc().empty() ? 1 + recent_rows() : 0;
}

int StartScreen::recent_rows() const {
  return int(game_.settings().options.game.recent.size());
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
  p.rows = {demo};
  for (const std::string& r : game_.settings().options.game.recent) {
    std::error_code ec;
    const bool there = std::filesystem::is_directory(r, ec);
    const std::string end =
        r.size() <= kRecentColumns ? r : ".." + r.substr(r.size() - (kRecentColumns - 2));
    engine::MenuRow row{"RECENT", menu_upper(end) + (there ? "" : " (GONE)")};
    row.enabled = there;
    p.rows.push_back(row);
  }
  p.rows.push_back({"BROWSE FOLDERS"});
  p.rows.push_back(
      {"POD FOLDER", typing_ ? folder_ + "_" : (folder_.empty() ? "TYPE IT" : folder_)});
  p.rows.push_back({"QUIT"});
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
    take_installation(game_, folder_, problem_);
  }
  return true;
}

void StartScreen::accept(int row) {
  if (row == 0) {
    InstallationStatus found = find_installation(game_.demo_disc(), platform::executable_dir());
    if (!found.installation) {
      problem_ = found.reason;
      return;
    }
    found.demo_disc = true;
    game_.set_installation(std::move(found));
    game_.show(std::make_unique<MainMenu>(game_));
    return;
  }
  const int recent = recent_rows();
  if (row <= recent) {
    take_installation(game_, game_.settings().options.game.recent[size_t(row - 1)], problem_);
  } else if (row == recent + 1) {
    problem_.clear();
    game_.open(std::make_unique<FolderBrowser>(
        game_, browse_from(folder_, game_.settings().options.game.data)));
  } else if (row == recent + 2) {
    typing_ = true;
    problem_.clear();
    platform::start_text_input();
  } else {
    game_.quit();
  }
}

}  // namespace unpod::game::screens
