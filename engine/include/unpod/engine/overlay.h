// The Dear ImGui overlay on the game's window: one context with the SDL2 and OpenGL3 backends.
// A frame is begin_frame(), any ImGui widgets, render(). It never takes a pad (no gamepad
// navigation): the pads are the players'.
#pragma once

#include <filesystem>
#include <string>

#include "unpod/platform/window.h"

union SDL_Event;

namespace unpod::engine {

class Overlay {
 public:
  // After load_gl(); throws GlError. The windows' layout is kept in `ini` (empty: not kept).
  Overlay(const platform::Window& window, const std::filesystem::path& ini);
  ~Overlay();
  Overlay(const Overlay&) = delete;
  Overlay& operator=(const Overlay&) = delete;

  // Mouse, keyboard and text input for the widgets.
  void process_event(const SDL_Event& event);
  void begin_frame();
  void render();
  // Whether the widgets want the keyboard or the mouse (the game does not see them then): as
  // the last frame left them.
  bool wants_keyboard() const;
  bool wants_mouse() const;

 private:
  std::string ini_;  // ImGui keeps the pointer
};

}  // namespace unpod::engine
