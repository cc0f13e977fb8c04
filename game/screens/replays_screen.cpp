#include "screens/replays_screen.h"

#include <cstdio>
#include <iostream>

#include "screens/main_menu.h"
#include "screens/replay_watch.h"

namespace unpod::game::screens {
namespace {

std::string replays_upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

// The reason a replay cannot be watched, its file named without the folder (the reader names the
// whole path).
std::string listing_problem(const ReplayListing& r) {
  const std::string path = r.path.string();
  if (r.problem.rfind(path, 0) == 0)
    return r.path.filename().string() + r.problem.substr(path.size());
  return r.path.filename().string() + ": " + r.problem;
}

std::string listing_label(const ReplayListing& r) {
  if (!r.problem.empty() && r.circuit.empty())
    return replays_upper(r.path.filename().string()).substr(0, 30);
  char line[96];
  std::snprintf(line, sizeof line, "%-10s %s %2d %s %2d CARS", r.circuit.substr(0, 10).c_str(),
                stamp_text(r.stamp).c_str(), r.laps, r.laps == 1 ? "LAP " : "LAPS", r.cars);
  return replays_upper(line);
}

}  // namespace

ReplaysScreen::ReplaysScreen(Game& game) : MenuScreen(game) {
  const assets::Installation* installation =
      game.status().installation ? &*game.status().installation : nullptr;
  std::optional<InstallationPrints> prints;
  if (installation) prints.emplace(*installation);
  replays_ = list_replays(game.user_folder() / kReplaysFolder, prints ? &*prints : nullptr);
  for (const ReplayListing& r : replays_)
    if (!r.problem.empty())
      std::cerr << "unpod: " << (r.circuit.empty() ? r.problem : r.path.string() + ": " + r.problem)
                << "\n";
}

const ReplayListing* ReplaysScreen::chosen() const {
  const size_t i = page_ * kPerPage + size_t(selected_);
  return selected_ >= 0 && size_t(selected_) < kPerPage && i < replays_.size() ? &replays_[i]
                                                                               : nullptr;
}

engine::MenuPage ReplaysScreen::page() const {
  engine::MenuPage p;
  p.title = "REPLAYS";
  if (replays_.empty())
    p.lines.push_back("NONE SAVED YET: SAVE ONE FROM A RACE'S RESULTS");
  else if (pages() > 1)
    p.lines.push_back("PAGE " + std::to_string(page_ + 1) + " OF " + std::to_string(pages()));
  if (const ReplayListing* r = chosen()) {
    if (!r->problem.empty()) {
      for (const std::string& l : engine::wrap_menu_text(replays_upper(listing_problem(*r)), 60))
        p.alerts.push_back(l);
    } else {
      std::string players;
      for (const std::string& h : r->humans) players += (players.empty() ? "" : ", ") + h;
      p.lines.push_back(replays_upper((r->mirror ? "MIRRORED, " : "") +
                                      (players.empty() ? std::string("NO PLAYER") : players)));
    }
  }
  if (!problem_.empty())
    for (const std::string& l : engine::wrap_menu_text(replays_upper(problem_), 60))
      p.alerts.push_back(l);
  for (size_t i = page_ * kPerPage; i < replays_.size() && i < (page_ + 1) * kPerPage; ++i) {
    engine::MenuRow row{listing_label(replays_[i])};
    if (!replays_[i].problem.empty()) row.value = "CANNOT PLAY";
    p.rows.push_back(row);
  }
  p.rows.push_back({"BACK"});
  p.footer = kMenuFooter;
  return p;
}

void ReplaysScreen::change(int, int step) {
  if (pages() < 2) return;
  const int n = int(pages());
  page_ = size_t(((int(page_) + step) % n + n) % n);
  problem_.clear();
}

void ReplaysScreen::accept(int) {
  const ReplayListing* r = chosen();
  if (!r) {
    back();
    return;
  }
  problem_.clear();
  if (!r->problem.empty()) return;  // its reason is on the page already
  if (!game_.status().installation) {
    problem_ = "no installation to watch it on";
    return;
  }
  std::string error;
  auto replay = load_replay_race(*game_.status().installation, r->path, error);
  if (!replay) {
    std::cerr << "unpod: " << error << "\n";
    problem_ = error;
    return;
  }
  game_.show(std::make_unique<ReplayWatch>(game_, std::move(*replay), true));
}

void ReplaysScreen::back() {
  game_.show(std::make_unique<MainMenu>(game_));
}

}  // namespace unpod::game::screens
