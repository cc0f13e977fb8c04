// The start screen's folder browser, for a player with a pad alone (no keyboard to type a path):
// the folders of one folder, each marked POD where it holds CIRCUITS.BIN. Up and down move a
// row, left and right a page; A (Return) opens a folder, or takes USE THIS FOLDER as the
// installation (checked as a typed folder is); ".." goes up a folder; B (Escape) goes back to
// the start screen. Ten folders are shown at a time, the page following the row.
#pragma once

#include <filesystem>
#include <string>

#include "screens/folder_list.h"
#include "screens/menu_screen.h"

namespace unpod::game::screens {

class FolderBrowser : public MenuScreen {
 public:
  FolderBrowser(Game& game, std::filesystem::path start);
  std::string_view name() const override { return "folder browser"; }
  void handle(const Frame& frame) override;
  // The folder it shows.
  const std::filesystem::path& folder() const { return folder_; }

 protected:
  engine::MenuPage page() const override;
  void accept(int row) override;
  void back() override { game_.close(); }

 private:
  void enter(std::filesystem::path folder);
  // The rows: USE THIS FOLDER, "..", then the folders; the page shows kShown of the folders.
  int entries() const { return 2 + int(listing_.folders.size()); }
  // Moves the row by `step` (clamped), the page with it; false when nothing moved.
  bool move(int step);

  std::filesystem::path folder_;
  FolderListing listing_;
  bool pod_here_ = false;  // folder_ holds CIRCUITS.BIN
  int cursor_ = 0;         // the entry the player is on
  int first_ = 0;          // the first folder shown (an index into listing_.folders)
  std::string problem_;    // why USE THIS FOLDER was refused
};

}  // namespace unpod::game::screens
