#include "frame_loop.h"

#include <imgui.h>

#include <iostream>
#include <string>
#include <vector>

#include "controls/action_reader.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/installation_panel.h"
#include "unpod/engine/screenshot.h"
#include "unpod/platform/input.h"

namespace unpod::game {

namespace {

// The damaged files in a window of their own over the listing, in red, where the player sees
// them first.
void draw_damaged_files(const std::vector<std::string>& damaged) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(32, display.y * 0.5f), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(display.x - 64, display.y * 0.5f - 32), ImGuiCond_FirstUseEver);
  ImGui::Begin("Un-POD - damaged files", nullptr, ImGuiWindowFlags_NoCollapse);
  ImGui::PushTextWrapPos(0.0f);
  for (const std::string& d : damaged)
    ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1.0f), "%s", d.c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
}

void draw_shell(const InstallationStatus& status) {
  if (status.installation)
    engine::draw_installation_panel(*status.installation, status.note);
  else
    engine::draw_missing_installation_panel(status.reason, status.hint);
  if (!status.damaged.empty()) draw_damaged_files(status.damaged);
}

}  // namespace

int run_frame_loop(const platform::Window& window, engine::Overlay& overlay,
                   const platform::Clock& clock, const InstallationStatus& status,
                   const LoopSettings& settings) {
  bool panel = true;
  for (;;) {
    const uint32_t frame_start = clock.now_ms();
    const platform::InputState input =
        platform::pump_events([&overlay](const SDL_Event& event) { overlay.process_event(event); });
    const bool time_up = settings.quit_after_ms && frame_start >= *settings.quit_after_ms;
    const controls::ActionFrame actions = controls::game_actions(input, settings.bindings);
    if (actions.went_down(controls::Action::kOverlay)) panel = !panel;
    const bool quitting =
        input.quit_requested || actions.went_down(controls::Action::kMenuBack) || time_up;

    const platform::PixelSize size = window.drawable_size();
    engine::clear_frame(size);
    overlay.begin_frame();
    if (panel) draw_shell(status);
    overlay.render();

    int exit_code = 0;
    if (quitting && !settings.screenshot.empty()) {
      const std::string error = engine::save_screenshot(settings.screenshot, size);
      if (!error.empty()) {
        std::cerr << "unpod: " << error << "\n";
        exit_code = 1;
      }
    }
    window.swap();
    if (quitting) return exit_code;
    clock.sleep_until(frame_start + kMinFrameMs);
  }
}

}  // namespace unpod::game
