// A display's mode for exclusive fullscreen, and how the game spells one: "1920x1080@144"
// (WIDTHxHEIGHT, @HZ optional: any refresh rate), in the settings' [video] fullscreen_mode and
// in --fullscreen-mode.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace unpod::platform {

// How the window covers the screen: not at all, borderless at the desktop's own mode (no mode
// change, quick to switch), or exclusive at a mode of its own (the display switches to it).
enum class Fullscreen : uint8_t { kOff, kDesktop, kExclusive };

struct DisplayMode {
  int width = 0, height = 0;
  int refresh_hz = 0;  // 0: whatever the display offers at that size
  bool operator==(const DisplayMode&) const = default;
};

// "1920x1080@144", or "1920x1080" without a rate. Nothing for anything else (sizes 64 to 16384,
// rates 1 to 1000).
std::optional<DisplayMode> parse_display_mode(std::string_view text);
std::string display_mode_text(const DisplayMode& mode);

}  // namespace unpod::platform
