// The display check before SDL starts (platform/display.h): with no X11 display and no Wayland
// socket unpod says what it looked for and that `unpod-tool race` runs races headless, instead
// of falling back to SDL's offscreen driver and running unseen.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "unpod/platform/display.h"

using namespace unpod;

namespace {

struct Machine {
  std::map<std::string, std::string> env;
  std::set<std::string> files;

  std::optional<std::string> check() const {
    return platform::missing_display(
        [this](const char* name) {
          const auto it = env.find(name);
          return it == env.end() ? nullptr : it->second.c_str();
        },
        [this](const std::string& path) { return files.count(path) > 0; });
  }
};

}  // namespace

TEST_CASE("no DISPLAY and no Wayland socket: no display, naming what was looked for",
          "[game][display]") {
  Machine m;
  m.env["XDG_RUNTIME_DIR"] = "/run/user/1000";
  const auto reason = m.check();
  REQUIRE(reason);
  CHECK_THAT(*reason, Catch::Contains("no display found"));
  CHECK_THAT(*reason, Catch::Contains("DISPLAY is not set"));
  CHECK_THAT(*reason, Catch::Contains("/run/user/1000/wayland-0"));
  CHECK_THAT(*reason, Catch::Contains("unpod-tool race"));

  m.env["WAYLAND_DISPLAY"] = "wayland-1";
  REQUIRE(m.check());
  CHECK_THAT(*m.check(), Catch::Contains("/run/user/1000/wayland-1"));

  m.env.erase("XDG_RUNTIME_DIR");
  REQUIRE(m.check());
  CHECK_THAT(*m.check(), Catch::Contains("nor XDG_RUNTIME_DIR is set"));
  // An empty DISPLAY is no display.
  m.env["DISPLAY"] = "";
  CHECK(m.check());
}

TEST_CASE("an X11 display, a Wayland socket or a driver asked for by name is a display",
          "[game][display]") {
  Machine x11;
  x11.env["DISPLAY"] = ":0";
  CHECK_FALSE(x11.check());

  Machine wayland;
  wayland.env["XDG_RUNTIME_DIR"] = "/run/user/1000";
  wayland.files.insert("/run/user/1000/wayland-0");
  CHECK_FALSE(wayland.check());
  wayland.env["WAYLAND_DISPLAY"] = "/tmp/compositor";
  CHECK(wayland.check());
  wayland.files.insert("/tmp/compositor");
  CHECK_FALSE(wayland.check());

  Machine offscreen;
  offscreen.env["SDL_VIDEODRIVER"] = "offscreen";
  CHECK_FALSE(offscreen.check());
}

TEST_CASE("SDL's offscreen driver not asked for is no display", "[game][display]") {
  std::map<std::string, std::string> env{{"DISPLAY", ":99"}};
  const platform::EnvLookup lookup = [&env](const char* name) {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  };
  const auto reason = platform::unseen_driver("offscreen", lookup);
  REQUIRE(reason);
  CHECK_THAT(*reason, Catch::Contains("offscreen"));
  CHECK_THAT(*reason, Catch::Contains("DISPLAY=:99"));
  CHECK_FALSE(platform::unseen_driver("x11", lookup));
  env["SDL_VIDEODRIVER"] = "offscreen";
  CHECK_FALSE(platform::unseen_driver("offscreen", lookup));
}
