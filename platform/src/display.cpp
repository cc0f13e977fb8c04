#include "unpod/platform/display.h"

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace unpod::platform {

namespace {

bool set(const char* value) {
  return value && *value;
}

// Where libwayland-client looks for the compositor: $WAYLAND_DISPLAY (absolute, or relative to
// $XDG_RUNTIME_DIR), "wayland-0" when it is unset.
std::string wayland_socket(const EnvLookup& env) {
  const char* name = env("WAYLAND_DISPLAY");
  const std::string socket = set(name) ? name : "wayland-0";
  if (!socket.empty() && socket.front() == '/') return socket;
  const char* runtime = env("XDG_RUNTIME_DIR");
  if (!set(runtime)) return {};
  return std::string(runtime) + "/" + socket;
}

std::string headless_hint() {
  return " unpod needs a window: start it from a desktop session, or under Xvfb "
         "(xvfb-run unpod ...). `unpod-tool race` runs races headless; SDL_VIDEODRIVER=offscreen "
         "runs unpod without a window on purpose.";
}

}  // namespace

std::optional<std::string> missing_display(const EnvLookup& env, const PathExists& exists) {
#if defined(_WIN32) || defined(__APPLE__)
  (void)env;
  (void)exists;
  return std::nullopt;
#else
  if (set(env("SDL_VIDEODRIVER")) || set(env("DISPLAY"))) return std::nullopt;
  const std::string socket = wayland_socket(env);
  if (!socket.empty() && exists(socket)) return std::nullopt;
  std::string looked = "DISPLAY is not set (X11), and ";
  if (socket.empty())
    looked += "neither WAYLAND_DISPLAY as an absolute path nor XDG_RUNTIME_DIR is set (Wayland)";
  else
    looked += "there is no Wayland socket " + socket + " (WAYLAND_DISPLAY, XDG_RUNTIME_DIR)";
  return "no display found: " + looked + "." + headless_hint();
#endif
}

std::optional<std::string> missing_display() {
  return missing_display([](const char* name) { return std::getenv(name); },
                         [](const std::string& path) {
                           std::error_code ec;
                           return std::filesystem::exists(path, ec);
                         });
}

std::optional<std::string> unseen_driver(const std::string& driver, const EnvLookup& env) {
  if (driver != "offscreen" && driver != "dummy") return std::nullopt;
  if (set(env("SDL_VIDEODRIVER"))) return std::nullopt;
  return "no display found: SDL could only open its " + driver +
         " video driver, which shows nothing (DISPLAY=" +
         (set(env("DISPLAY")) ? env("DISPLAY") : "") +
         ", WAYLAND_DISPLAY=" + (set(env("WAYLAND_DISPLAY")) ? env("WAYLAND_DISPLAY") : "") + ")." +
         headless_hint();
}

}  // namespace unpod::platform
