// Whether there is a display to open the window on. Without one SDL falls back to its offscreen
// driver and the game would run unseen: it says so and stops instead, unless a video driver was
// asked for by name (SDL_VIDEODRIVER=offscreen runs it without a window on purpose).
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace unpod::platform {

// Reads one environment variable: nullptr when unset.
using EnvLookup = std::function<const char*(const char*)>;
// Whether a file exists (the Wayland socket).
using PathExists = std::function<bool(const std::string&)>;

// Why no display can be found (naming the variables and the socket looked for), or nullopt when
// DISPLAY is set, a Wayland socket exists, or SDL_VIDEODRIVER names a driver. Always nullopt on
// Windows and macOS, which always have one.
std::optional<std::string> missing_display(const EnvLookup& env, const PathExists& exists);
// The same, for this process's environment and file system.
std::optional<std::string> missing_display();

// The message for a video driver SDL fell back to that shows nothing ("offscreen", "dummy")
// although none was asked for, or nullopt when `driver` shows a window or was asked for.
std::optional<std::string> unseen_driver(const std::string& driver, const EnvLookup& env);

}  // namespace unpod::platform
