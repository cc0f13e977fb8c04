// What the game says on stdout when the window covers the screen (at the start, and when the
// Options screen changes it): which fullscreen, at which mode, or that the display refused.
#pragma once

#include <string>

#include "unpod/platform/window.h"

namespace unpod::game {

// "Fullscreen: exclusive, 1280x720@60", "Fullscreen: desktop, 1920x1080@60", or
// "Fullscreen: exclusive refused by the display, a window" when `asked` is not what the window
// got.
std::string fullscreen_line(platform::Fullscreen asked, const platform::Window& window);

}  // namespace unpod::game
