// What the start screen's folder browser lists: the folders in one folder, by name (any case),
// each marked when it holds POD's CIRCUITS.BIN (any case), so a player sees where the game is.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace unpod::game::screens {

struct FolderEntry {
  std::string name;  // the folder's own name (UTF-8)
  bool pod = false;  // CIRCUITS.BIN is in it
};

// At most this many folders are listed (a folder of tens of thousands is cut, and says so).
inline constexpr size_t kMostFolders = 2000;

struct FolderListing {
  std::vector<FolderEntry> folders;  // sorted by name, case folded; hidden ones (".x") left out
  bool cut = false;                  // more than kMostFolders
  std::string error;                 // why the folder could not be read; empty when it was
};

FolderListing list_folders(const std::filesystem::path& folder);

// Whether `folder` holds CIRCUITS.BIN, in any case (the install locator's own rule).
bool holds_pod(const std::filesystem::path& folder);

}  // namespace unpod::game::screens
