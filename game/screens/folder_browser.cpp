#include "screens/folder_browser.h"

#include <algorithm>
#include <iostream>

#include "screens/installation_choice.h"
#include "screens/menu_text.h"

namespace unpod::game::screens {
namespace {

constexpr int kShown = 10;           // folders on a page
constexpr size_t kPathColumns = 48;  // a path's characters on a line before it is cut
constexpr int kUse = 0, kUp = 1;     // the two rows above the folders

// The end of a long path, the part that says where one is.
std::string shown_path(const std::filesystem::path& p) {
  const std::string s = p.string();
  return s.size() <= kPathColumns ? s : ".." + s.substr(s.size() - (kPathColumns - 2));
}

}  // namespace

FolderBrowser::FolderBrowser(Game& game, std::filesystem::path start) : MenuScreen(game) {
  std::error_code ec;
  while (!start.empty() && !std::filesystem::is_directory(start, ec) &&
         start != start.parent_path())
    start = start.parent_path();  // a folder that went away: the nearest one still there
  if (start.empty() || !std::filesystem::is_directory(start, ec))
    start = std::filesystem::current_path(ec);
  enter(std::filesystem::absolute(start, ec).lexically_normal());
}

void FolderBrowser::enter(std::filesystem::path folder) {
  if (folder.has_filename() == false && folder != folder.root_path())
    folder = folder.parent_path();  // "/srv/pod/" as "/srv/pod"
  folder_ = std::move(folder);
  listing_ = list_folders(folder_);
  pod_here_ = holds_pod(folder_);
  problem_.clear();
  cursor_ = pod_here_ ? kUse : (listing_.folders.empty() ? kUp : 2);
  first_ = 0;
  std::cout << "Folder browser: " << folder_.string() << ", " << listing_.folders.size()
            << " folders" << (pod_here_ ? ", POD here" : "") << std::endl;
}

bool FolderBrowser::move(int step) {
  const int to = std::clamp(cursor_ + step, 0, entries() - 1);
  if (to == cursor_) return false;
  cursor_ = to;
  const int folder = cursor_ - 2;
  if (folder >= 0 && folder < first_) first_ = folder;
  if (folder >= first_ + kShown) first_ = folder - kShown + 1;
  return true;
}

void FolderBrowser::handle(const Frame& frame) {
  // Up and down a row, left and right a page: the page follows the row, it never wraps.
  using controls::Action;
  const int step = frame.actions.times_down(Action::kMenuDown) -
                   frame.actions.times_down(Action::kMenuUp) +
                   kShown * (frame.actions.times_down(Action::kMenuRight) -
                             frame.actions.times_down(Action::kMenuLeft));
  if (step != 0) {
    move(step);
    return;
  }
  // The base reads the rest (A, B, the mouse) on the rows as shown.
  const int folder = cursor_ - 2;
  selected_ = folder < 0 ? cursor_ : 2 + folder - first_;
  const std::filesystem::path before = folder_;
  MenuScreen::handle(frame);
  // The row the base chose (the mouse), unless a folder was opened: enter() placed the row.
  if (folder_ == before) cursor_ = selected_ < 2 ? selected_ : first_ + selected_;
}

engine::MenuPage FolderBrowser::page() const {
  engine::MenuPage p;
  p.title = "FIND POD";
  p.lines.push_back(menu_upper(shown_path(folder_)));
  if (!listing_.error.empty()) {
    p.alerts.push_back("CANNOT READ THIS FOLDER:");
    p.alerts.push_back(menu_upper(listing_.error));
  }
  for (const std::string& l : engine::wrap_menu_text(menu_upper(problem_), kPathColumns))
    p.alerts.push_back(l);
  p.lines.push_back(pod_here_ ? "POD IS HERE: USE THIS FOLDER"
                              : "THE FOLDER THAT HOLDS CIRCUITS.BIN");
  const int n = int(listing_.folders.size());
  const int last = std::min(n, first_ + kShown);
  p.lines.push_back(n == 0
                        ? "NO FOLDERS IN IT"
                        : "FOLDERS " + std::to_string(first_ + 1) + " TO " + std::to_string(last) +
                              " OF " + std::to_string(n) + (listing_.cut ? " (CUT)" : ""));
  engine::MenuRow use{"USE THIS FOLDER"};
  use.highlight = pod_here_;
  p.rows.push_back(use);
  engine::MenuRow up{"..", "UP A FOLDER"};
  up.enabled = folder_ != folder_.root_path();
  p.rows.push_back(up);
  for (int i = first_; i < last; ++i) {
    const FolderEntry& e = listing_.folders[size_t(i)];
    engine::MenuRow row{menu_upper(e.name), e.pod ? "POD" : ""};
    row.highlight = e.pod;
    p.rows.push_back(row);
  }
  p.footer = "UP DOWN ROW   LEFT RIGHT PAGE   RETURN/A OPEN   ESCAPE/B BACK";
  return p;
}

void FolderBrowser::accept(int row) {
  if (row == kUse) {
    std::string problem;
    if (!take_installation(game_, folder_.string(), problem)) problem_ = problem;
    return;
  }
  if (row == kUp) {
    if (folder_ != folder_.root_path()) enter(folder_.parent_path());
    return;
  }
  const size_t i = size_t(first_ + row - 2);
  if (i < listing_.folders.size()) enter(folder_ / listing_.folders[i].name);
}

}  // namespace unpod::game::screens
