#include "shell/fullscreen_line.h"

namespace unpod::game {
namespace {

const char* name_of(platform::Fullscreen f) {
  switch (f) {
    case platform::Fullscreen::kExclusive:
      return "exclusive";
    case platform::Fullscreen::kDesktop:
      return "desktop";
    case platform::Fullscreen::kOff:
      break;
  }
  return "off";
}

}  // namespace

std::string fullscreen_line(platform::Fullscreen asked, const platform::Window& window) {
  const platform::Fullscreen got = window.fullscreen();
  if (got != asked)
    return std::string("Fullscreen: ") + name_of(asked) + " refused by the display, " +
           (got == platform::Fullscreen::kOff ? "a window" : name_of(got));
  if (got == platform::Fullscreen::kOff) return "Fullscreen: off, a window";
  return std::string("Fullscreen: ") + name_of(got) + ", " +
         platform::display_mode_text(window.current_mode());
}

}  // namespace unpod::game
