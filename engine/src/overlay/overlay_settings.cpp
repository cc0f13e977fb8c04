#include "unpod/engine/overlay/overlay_settings.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <array>
#include <cstring>
#include <utility>

namespace unpod::engine::overlay {
namespace {

// The names in the file: the windows, then the views (the Controls window's labels, one word).
const std::array<std::pair<const char*, bool OverlayWindows::*>, 6> kWindowSettings = {{
    {"cars", &OverlayWindows::show_cars},
    {"race", &OverlayWindows::show_race},
    {"drivers", &OverlayWindows::show_drivers},
    {"performance", &OverlayWindows::show_performance},
    {"network", &OverlayWindows::show_network},
    {"views_depth_tested", &OverlayWindows::views_depth_tested},
}};
const std::array<std::pair<const char*, bool SceneViews::*>, 12> kViewSettings = {{
    {"view_beacons", &SceneViews::beacons},
    {"view_targets", &SceneViews::targets},
    {"view_race_graph", &SceneViews::race_graph},
    {"view_sectors", &SceneViews::sectors},
    {"view_wheels", &SceneViews::wheels},
    {"view_sector_boxes", &SceneViews::sector_bounds},
    {"view_faces", &SceneViews::faces},
    {"view_zones", &SceneViews::zones},
    {"view_walls", &SceneViews::walls},
    {"view_grid", &SceneViews::grid},
    {"view_culling", &SceneViews::culling},
    {"view_lanes", &SceneViews::lanes},
}};

constexpr const char* kSectionType = "Un-POD";
constexpr const char* kSectionName = "Overlay";

void* open_section(ImGuiContext*, ImGuiSettingsHandler* handler, const char* name) {
  return std::strcmp(name, kSectionName) == 0 ? handler->UserData : nullptr;
}

void read_line(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
  read_overlay_setting(*static_cast<OverlayWindows*>(entry), line);
}

void write_all(ImGuiContext*, ImGuiSettingsHandler* handler, ImGuiTextBuffer* out) {
  const auto& windows = *static_cast<const OverlayWindows*>(handler->UserData);
  out->appendf("[%s][%s]\n%s\n", kSectionType, kSectionName,
               overlay_setting_lines(windows).c_str());
}

}  // namespace

std::string overlay_setting_lines(const OverlayWindows& windows) {
  std::string lines;
  const auto line = [&lines](const char* name, bool on) {
    lines += std::string(name) + (on ? "=1\n" : "=0\n");
  };
  for (const auto& [name, member] : kWindowSettings) line(name, windows.*member);
  for (const auto& [name, member] : kViewSettings) line(name, windows.views.*member);
  return lines;
}

bool read_overlay_setting(OverlayWindows& windows, const char* line) {
  const char* equals = std::strchr(line, '=');
  if (equals == nullptr) return false;
  const std::string name(line, equals);
  const std::string value(equals + 1);
  if (value != "0" && value != "1") return false;
  for (const auto& [known, member] : kWindowSettings)
    if (name == known) {
      windows.*member = value == "1";
      return true;
    }
  for (const auto& [known, member] : kViewSettings)
    if (name == known) {
      windows.views.*member = value == "1";
      return true;
    }
  return false;
}

void keep_overlay_settings(OverlayWindows& windows) {
  ImGuiSettingsHandler handler;
  handler.TypeName = kSectionType;
  handler.TypeHash = ImHashStr(kSectionType);
  handler.ReadOpenFn = open_section;
  handler.ReadLineFn = read_line;
  handler.WriteAllFn = write_all;
  handler.UserData = &windows;
  ImGui::GetCurrentContext()->SettingsHandlers.push_back(handler);
}

}  // namespace unpod::engine::overlay
