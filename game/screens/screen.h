// One screen of the game (docs/DESIGN.md "The game phase"): the loop (screen_loop.h) hands it
// each frame's input, then has it draw. Screens change through the Game (game.h): the menus, the
// race, the results, the pause screen over a race.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "controls/action_reader.h"
#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/platform/input.h"
#include "unpod/platform/window.h"

namespace unpod::game::screens {

// What a screen gets every frame.
struct Frame {
  const platform::InputState& input;
  const controls::ActionFrame& actions;  // the game's actions (menus, pause, screenshot ...)
  uint32_t wall_ms = 0;                  // the loop's clock
  float seconds = 0;                     // wall time since the previous frame
  platform::PixelSize window;
};

class Screen {
 public:
  virtual ~Screen() = default;
  // Logged on stdout when the screen starts ("Screen: NAME").
  virtual std::string_view name() const = 0;
  // This frame's input and everything that follows from it (a race runs its sim frames here).
  virtual void handle(const Frame& frame) = 0;
  virtual void draw(platform::PixelSize window) = 0;
  // A race's clock, for --screenshot-at and --quit-after with a fixed frame time; none elsewhere.
  virtual std::optional<uint32_t> race_ms() const { return std::nullopt; }
  // A race with a fixed frame time runs as fast as it can; every other screen waits for the
  // next display frame.
  virtual bool flat_out() const { return false; }
  // Called when the screen becomes the current one again (a screen it opened was closed).
  virtual void resumed() {}
  // The race this screen shows, for the debug overlay's windows; none elsewhere.
  virtual std::optional<engine::overlay::RaceView> overlay_view() const { return std::nullopt; }
};

}  // namespace unpod::game::screens
