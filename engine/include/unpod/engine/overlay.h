// The Dear ImGui overlay on the game's window: one context with the SDL2 and OpenGL3 backends.
// A frame is begin_frame(), any ImGui widgets, render().
#pragma once

#include "unpod/platform/window.h"

union SDL_Event;

namespace unpod::engine {

class Overlay {
 public:
  explicit Overlay(const platform::Window& window);  // after load_gl(); throws GlError
  ~Overlay();
  Overlay(const Overlay&) = delete;
  Overlay& operator=(const Overlay&) = delete;

  // Mouse, keyboard and text input for the widgets.
  void process_event(const SDL_Event& event);
  void begin_frame();
  void render();
};

}  // namespace unpod::engine
