// The debug overlay over every screen (issue 19, docs/OVERLAY.md): F1 (the overlay action)
// shows and hides it, --overlay starts with it shown. While it wants the keyboard or the mouse
// the game does not see them; while shown its keys (F2 pause, F3 one frame, F4 one step, F5
// slow motion) are its own. It reads the race the screen shows and asks the race's frame loop
// for pause, frames, steps and slow motion (engine::overlay::ControlsAsk), never the sim.
#pragma once

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include "controls/bindings.h"
#include "unpod/engine/overlay.h"
#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/engine/overlay/scene_line_renderer.h"
#include "unpod/platform/input.h"
#include "unpod/platform/window.h"

namespace unpod::game {

// The overlay's own keys while it is shown (SDL scancodes).
inline constexpr int kOverlayPauseKey = 59;  // SDL_SCANCODE_F2
inline constexpr int kOverlayFrameKey = 60;  // SDL_SCANCODE_F3
inline constexpr int kOverlayStepKey = 61;   // SDL_SCANCODE_F4
inline constexpr int kOverlaySlowKey = 62;   // SDL_SCANCODE_F5: 1, 1/2, 1/4, 1/8, 1 ...

// The layout file in the user's config folder (beside settings.ini); empty without one.
std::filesystem::path overlay_ini_path(const std::filesystem::path& settings_file);

// What the overlay's keys and the F1 toggle do to one frame's input (no ImGui: tested alone).
// Returns whether the overlay is shown after it; the overlay's keys come out of `input`.
bool overlay_keys(platform::InputState& input, const controls::Bindings& bindings, bool shown,
                  engine::overlay::ControlsAsk& ask);

// The keyboard or the mouse out of the game's input (the overlay wants them).
void take_keyboard(platform::InputState& input);
void take_mouse(platform::InputState& input);

class DebugOverlay {
 public:
  // Needs the window's GL context current.
  // The layout file's windows, open windows and views are loaded now, saved when they change
  // and when the overlay goes (once it was drawn); a file that cannot be read or written is
  // reported on stderr, once.
  DebugOverlay(const platform::Window& window, const std::filesystem::path& ini, bool shown);
  ~DebugOverlay();
  DebugOverlay(const DebugOverlay&) = delete;
  DebugOverlay& operator=(const DebugOverlay&) = delete;

  platform::EventObserver observer();
  // After the events were pumped: the toggle, the overlay's keys, and what it wants taken out of
  // the game's input.
  void filter(platform::InputState& input, const controls::Bindings& bindings);
  bool shown() const { return shown_; }

  // What the Controls window asks (a race screen carries it out).
  engine::overlay::ControlsAsk& ask() { return ask_; }
  // The folder whose replays the Controls window offers to watch (listed each time it is shown),
  // and why the last file asked could not be watched ("" to clear it).
  void set_replays_folder(const std::filesystem::path& folder);
  void set_watch_problem(const std::string& problem) { windows_.watch_problem = problem; }
  engine::overlay::Timings& timings() { return timings_; }

  // Over the frame's picture: every open window; `race` the race on screen (none: null).
  // Nothing is drawn, and nothing spent, while hidden.
  void draw(const engine::overlay::RaceView* race);

 private:
  const platform::Window& window_;
  engine::Overlay imgui_;
  engine::overlay::SceneLineRenderer lines_;  // the views' lines, depth tested when so chosen
  engine::overlay::OverlayWindows windows_;
  engine::overlay::ControlsAsk ask_;
  engine::overlay::Timings timings_;
  bool shown_;
  bool drawn_ = false;
  bool started_text_ = false;  // SDL's text input turned on for a field of the overlay's
  std::filesystem::path replays_folder_;
  std::string layout_error_;  // the last reported, so a failing save is said once

  void report(const std::string& error);
  void list_replays_to_watch();
};

}  // namespace unpod::game
