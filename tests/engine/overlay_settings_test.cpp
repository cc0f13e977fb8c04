// The overlay's open windows and views kept in its layout file (overlay_settings.h): written as
// `name=0|1` lines of an "[Un-POD][Overlay]" section among ImGui's own, read back through ImGui's
// ini reader into a fresh overlay; unknown names and bad values change nothing.
#include <catch2/catch.hpp>

#include <imgui.h>

#include <string>

#include "unpod/engine/overlay/overlay_settings.h"

using namespace unpod::engine::overlay;

namespace {

// An ImGui context with the handler for `windows`, torn down at the end of the scope.
class SettingsContext {
 public:
  explicit SettingsContext(OverlayWindows& windows) {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    keep_overlay_settings(windows);
  }
  ~SettingsContext() { ImGui::DestroyContext(); }
  SettingsContext(const SettingsContext&) = delete;
  SettingsContext& operator=(const SettingsContext&) = delete;
};

}  // namespace

TEST_CASE("the overlay's windows and views go into its layout and come back", "[engine][overlay]") {
  OverlayWindows chosen;  // Drivers opened and Race closed: both unlike the first layout
  chosen.show_drivers = true;
  chosen.show_race = false;
  chosen.views.grid = true;
  chosen.views.walls = true;
  chosen.views.beacons = true;
  std::string saved;
  {
    SettingsContext context(chosen);
    saved = ImGui::SaveIniSettingsToMemory();
  }
  CHECK(saved.find("[Un-POD][Overlay]\n") != std::string::npos);
  CHECK(saved.find("drivers=1\n") != std::string::npos);
  CHECK(saved.find("race=0\n") != std::string::npos);
  CHECK(saved.find("view_grid=1\n") != std::string::npos);
  CHECK(saved.find("view_zones=0\n") != std::string::npos);

  OverlayWindows fresh;
  REQUIRE_FALSE(fresh.show_drivers);
  REQUIRE(fresh.show_race);
  REQUIRE_FALSE(fresh.views.grid);
  {
    SettingsContext context(fresh);
    ImGui::LoadIniSettingsFromMemory(saved.c_str(), saved.size());
  }
  CHECK(fresh.show_drivers);
  CHECK_FALSE(fresh.show_race);
  CHECK_FALSE(fresh.show_cars);
  CHECK(fresh.views.grid);
  CHECK(fresh.views.walls);
  CHECK(fresh.views.beacons);
  CHECK_FALSE(fresh.views.zones);
  CHECK(overlay_setting_lines(fresh) == overlay_setting_lines(chosen));
}

TEST_CASE("an overlay setting with an unknown name or a bad value changes nothing",
          "[engine][overlay]") {
  OverlayWindows windows;
  windows.show_cars = true;
  const std::string before = overlay_setting_lines(windows);
  CHECK_FALSE(read_overlay_setting(windows, "view_teleport=1"));
  CHECK_FALSE(read_overlay_setting(windows, "view_grid=yes"));
  CHECK_FALSE(read_overlay_setting(windows, "view_grid"));
  CHECK_FALSE(read_overlay_setting(windows, "cars=2"));
  CHECK(overlay_setting_lines(windows) == before);
  CHECK(read_overlay_setting(windows, "view_grid=1"));
  CHECK(windows.views.grid);
  // A section of another overlay's layout (ImGui's windows, another type) is left to ImGui.
  {
    SettingsContext context(windows);
    const std::string other = "[Window][Cars]\nPos=10,10\nSize=200,100\n[Un-POD][Other]\ncars=0\n";
    ImGui::LoadIniSettingsFromMemory(other.c_str(), other.size());
  }
  CHECK(windows.show_cars);
}

TEST_CASE("every view the overlay has is kept in its layout and switched on by all_on",
          "[engine][overlay]") {
  // A view added to SceneViews without its line here, or without all_on, fails this.
  OverlayWindows windows;
  windows.views = SceneViews::all_on();
  const std::string lines = overlay_setting_lines(windows);
  size_t views = 0;
  for (size_t at = lines.find("view_"); at != std::string::npos; at = lines.find("view_", at + 1)) {
    ++views;
    CHECK(lines.compare(lines.find('=', at), 3, "=1\n") == 0);
  }
  CHECK(views * sizeof(bool) == sizeof(SceneViews));
}
