// The shell loads every circuit and car file the installation lists once, at start: a damaged
// file reaches the player as one message naming the file, the section and the byte offset (in
// the terminal and in the window) instead of failing when a race starts on it.
#pragma once

#include <string>
#include <vector>

#include "unpod/assets/install.h"

namespace unpod::game {

// "circuit NAME: FILE: section S, byte offset 0x..: MESSAGE" for each listed circuit and
// "car NAME: ..." for each car whose file does not load, in the installation's order.
std::vector<std::string> damaged_files(const assets::Installation& installation);

}  // namespace unpod::game
