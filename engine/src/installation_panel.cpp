#include "unpod/engine/installation_panel.h"

#include <imgui.h>

namespace unpod::engine {

namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoCollapse;
constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                        ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_ScrollY;

// The panel fills the window with a margin the first time it appears; the player may move it.
void begin_panel(const char* title) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(16, 16), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(display.x - 32, display.y - 32), ImGuiCond_FirstUseEver);
  ImGui::Begin(title, nullptr, kPanelFlags);
}

// Files are shown relative to the installation's root; a listed entry with no file says so.
std::string shown_file(const std::filesystem::path& file, const std::filesystem::path& root) {
  if (file.empty()) return "(missing)";
  const auto relative = file.lexically_relative(root);
  return relative.empty() ? file.string() : relative.generic_string();
}

void text_cell(const std::string& text) {
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(text.c_str());
}

void draw_circuits(const assets::Installation& installation, float height) {
  ImGui::Text("Circuits: %zu", installation.circuits.size());
  if (!ImGui::BeginTable("circuits", 5, kTableFlags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("File", ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn("Laps", ImGuiTableColumnFlags_WidthStretch, 0.6f);
  ImGui::TableSetupColumn("Length (m)", ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn("Mirror", ImGuiTableColumnFlags_WidthStretch, 0.7f);
  ImGui::TableHeadersRow();
  for (const auto& circuit : installation.circuits) {
    ImGui::TableNextRow();
    text_cell(circuit.display_name.empty() ? circuit.name : circuit.display_name);
    text_cell(shown_file(circuit.file, installation.root));
    text_cell(std::to_string(circuit.laps));
    text_cell(std::to_string(circuit.length));
    text_cell(circuit.mirror ? "yes" : "no");
  }
  ImGui::EndTable();
}

void draw_cars(const assets::Installation& installation, float height) {
  ImGui::Text("Cars: %zu", installation.cars.size());
  if (!ImGui::BeginTable("cars", 2, kTableFlags, ImVec2(0, height))) return;
  ImGui::TableSetupScrollFreeze(0, 1);
  ImGui::TableSetupColumn("Name", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("File", ImGuiTableColumnFlags_WidthStretch, 4.3f);
  ImGui::TableHeadersRow();
  for (const auto& car : installation.cars) {
    ImGui::TableNextRow();
    text_cell(car.display_name.empty() ? car.name : car.display_name);
    text_cell(shown_file(car.file, installation.root));
  }
  ImGui::EndTable();
}

}  // namespace

std::string flavour_name(assets::CircuitFlavour flavour) {
  switch (flavour) {
    case assets::CircuitFlavour::kBL4:
      return "BL4 (16-bit textures)";
    case assets::CircuitFlavour::kBL3:
      return "BL3 (palettised textures)";
  }
  return "unknown";
}

void draw_installation_panel(const assets::Installation& installation, const std::string& note) {
  begin_panel("Un-POD - installation");
  if (!note.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(0.5f, 0.9f, 1.0f, 1.0f), "%s", note.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::Text("Installation: %s", installation.root.string().c_str());
  ImGui::Text("Flavour: %s", flavour_name(installation.flavour).c_str());
  ImGui::Text("Circuit list: %s", shown_file(installation.circuits_bin, installation.root).c_str());
  for (const auto& warning : installation.warnings)
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "Warning: %s", warning.c_str());
  ImGui::Separator();
  // Two tables share the height left, circuits first (the longer rows).
  const float spacing = ImGui::GetFrameHeightWithSpacing() * 2;
  const float left = ImGui::GetContentRegionAvail().y - spacing;
  draw_circuits(installation, left > 100 ? left * 0.55f : 0);
  draw_cars(installation, left > 100 ? left * 0.45f : 0);
  ImGui::End();
}

void draw_missing_installation_panel(const std::string& reason, const std::string& hint) {
  begin_panel("Un-POD - no installation");
  ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.4f, 1.0f), "No POD installation found.");
  ImGui::Separator();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(reason.c_str());
  ImGui::Spacing();
  ImGui::TextUnformatted(hint.c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
}

}  // namespace unpod::engine
