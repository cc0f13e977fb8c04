// The saved replays (replay_files.h), newest first, a page of them at a time (left and right
// turn the pages): each its circuit, date, laps and cars; the one chosen with its players' names
// under the title, or, for a damaged file or one recorded on other circuit or car files, why it
// cannot be watched. Return watches one (replay_watch.h).
#pragma once

#include <string>
#include <vector>

#include "screens/menu_screen.h"
#include "shell/replay_files.h"

namespace unpod::game::screens {

class ReplaysScreen : public MenuScreen {
 public:
  explicit ReplaysScreen(Game& game);
  std::string_view name() const override { return "replays"; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void change(int row, int step) override;
  void back() override;

 private:
  // Rows a page: with the title, the lines and BACK they fit a 640x480 window.
  static constexpr size_t kPerPage = 8;
  size_t pages() const { return (replays_.size() + kPerPage - 1) / kPerPage; }
  const ReplayListing* chosen() const;

  std::vector<ReplayListing> replays_;
  size_t page_ = 0;
  std::string problem_;  // the last one chosen could not be watched
};

}  // namespace unpod::game::screens
