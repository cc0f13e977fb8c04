#include "overlay/debug_overlay.h"

#include <algorithm>
#include <chrono>
#include <iostream>

#include "controls/action_reader.h"
#include "shell/replay_files.h"
#include "unpod/engine/overlay/overlay_settings.h"
#include "unpod/engine/overlay/scene_depth_probe.h"

namespace unpod::game {
namespace {

// The layout file's folder made when missing (ImGui writes the file, not the folder); without
// one the layout is not kept.
std::filesystem::path with_folder(const std::filesystem::path& ini) {
  if (ini.empty()) return ini;
  std::error_code error;
  std::filesystem::create_directories(ini.parent_path(), error);
  return error ? std::filesystem::path() : ini;
}

}  // namespace

std::filesystem::path overlay_ini_path(const std::filesystem::path& settings_file) {
  if (settings_file.empty()) return {};
  return settings_file.parent_path() / "overlay.ini";
}

bool overlay_keys(platform::InputState& input, const controls::Bindings& bindings, bool shown,
                  engine::overlay::ControlsAsk& ask) {
  const controls::ActionFrame actions = controls::game_actions(input, bindings);
  if (actions.went_down(controls::Action::kOverlay)) shown = !shown;
  if (!shown) return false;
  for (const int key : input.keys_pressed) {
    if (key == kOverlayPauseKey) ask.paused = !ask.paused;
    if (key == kOverlayFrameKey && ask.paused) ++ask.frames;
    if (key == kOverlayStepKey && ask.paused) ++ask.steps;
    if (key == kOverlaySlowKey) ask.slow = ask.slow >= 8 ? 1 : ask.slow * 2;
  }
  const auto own = [](int key) { return key >= kOverlayPauseKey && key <= kOverlaySlowKey; };
  std::erase_if(input.keys_pressed, own);
  std::erase_if(input.keys_held, own);
  return true;
}

void take_keyboard(platform::InputState& input) {
  input.keys_pressed.clear();
  input.keys_held.clear();
  input.text.clear();
}

void take_mouse(platform::InputState& input) {
  input.mouse_look_x = input.mouse_look_y = 0;
  input.mouse_moved = false;
  input.mouse_clicks = 0;
  input.mouse_wheel = 0;
}

DebugOverlay::DebugOverlay(const platform::Window& window, const std::filesystem::path& ini,
                           bool shown)
    : window_(window), imgui_(window, with_folder(ini)), shown_(shown) {
  engine::overlay::keep_overlay_settings(windows_);
  windows_.label_hidden = engine::overlay::depth_buffer_probe(window_);
  report(imgui_.load_layout());
}

void DebugOverlay::set_replays_folder(const std::filesystem::path& folder) {
  replays_folder_ = folder;
  if (shown_) list_replays_to_watch();
}

DebugOverlay::~DebugOverlay() {
  if (drawn_) report(imgui_.save_layout());
}

void DebugOverlay::list_replays_to_watch() {
  windows_.replay_files.clear();
  if (replays_folder_.empty()) return;
  for (const ReplayListing& r : list_replays(replays_folder_, nullptr))
    if (r.problem.empty()) windows_.replay_files.push_back(r.path.string());
}

void DebugOverlay::report(const std::string& error) {
  if (error.empty() || error == layout_error_) return;
  layout_error_ = error;
  std::cerr << "unpod: the overlay's layout: " << error << std::endl;
}

platform::EventObserver DebugOverlay::observer() {
  return [this](const SDL_Event& event) { imgui_.process_event(event); };
}

void DebugOverlay::filter(platform::InputState& input, const controls::Bindings& bindings) {
  const bool was_shown = shown_;
  shown_ = overlay_keys(input, bindings, shown_, ask_);
  if (shown_ != was_shown)
    std::cout << (shown_ ? "Overlay: shown" : "Overlay: hidden") << std::endl;
  if (shown_ && !was_shown) list_replays_to_watch();
  // Hidden, the race goes on as without it.
  if (!shown_) ask_ = {};
  if (!shown_ && started_text_) {
    platform::stop_text_input();
    started_text_ = false;
  }
  if (!shown_ || !was_shown) return;
  if (imgui_.wants_keyboard()) take_keyboard(input);
  if (imgui_.wants_mouse()) take_mouse(input);
}

void DebugOverlay::draw(const engine::overlay::RaceView* race) {
  if (!shown_) return;
  const auto start = std::chrono::steady_clock::now();
  imgui_.begin_frame();
  windows_.draw(race, ask_, timings_);
  // The views into the scene first (its depth buffer still holds the race), then the windows.
  const bool bands = race && race->camera && !windows_.scene_lines.empty();
  if (bands)
    lines_.draw(windows_.scene_lines, *race->camera, window_.drawable_size(),
                windows_.views_depth_tested);
  imgui_.render();
  timings_.overlay_triangles = imgui_.triangles() + (bands ? lines_.triangles() : 0);
  drawn_ = true;
  // A field being edited needs SDL's text input, which the game keeps off (a screen typing a
  // folder turns it on for itself: then it is left as it is).
  if (imgui_.wants_text_input() && !started_text_ && !platform::text_input_active()) {
    platform::start_text_input();
    started_text_ = true;
  } else if (!imgui_.wants_text_input() && started_text_) {
    platform::stop_text_input();
    started_text_ = false;
  }
  if (imgui_.wants_save()) report(imgui_.save_layout());
  const std::chrono::duration<float, std::milli> spent = std::chrono::steady_clock::now() - start;
  timings_.overlay_ms.add(spent.count());
}

}  // namespace unpod::game
