// The start screen's folder taken as the game's installation, however it was chosen (typed, a
// recent one, browsed): checked as the locator checks a folder, remembered in the settings
// ([game] data and the recent folders), and the main menu opened on it.
#pragma once

#include <string>

#include "screens/game.h"

namespace unpod::game::screens {

// True when `folder` is an installation and the game now plays it (the main menu shown from the
// next frame); false with why not in `problem` (the locator's reason).
// `folder` is a copy: a recent folder's own string moves as the recent list is updated.
bool take_installation(Game& game, std::string folder, std::string& problem);

}  // namespace unpod::game::screens
