// The shell loads every circuit and car file the installation lists once, at start: a damaged
// file reaches the player as one message naming the file, the section and the byte offset (in
// the terminal and in the window) instead of failing when a race starts on it.
#pragma once

#include <string>
#include <vector>

#include "unpod/assets/error.h"
#include "unpod/assets/install.h"

namespace unpod::game {

struct DamagedFile {
  std::string what;  // "circuit NAME" or "car NAME"
  assets::LoadError error;
  // For the terminal: "circuit NAME: FILE: section S, byte offset 0x..: MESSAGE".
  std::string detail() const;
  // For the window, in a player's words: which circuit or car, its file's name, what to do.
  std::string in_words() const;
};

// Each listed circuit, then each car, whose file does not load, in the installation's order.
std::vector<DamagedFile> damaged_files(const assets::Installation& installation);

}  // namespace unpod::game
