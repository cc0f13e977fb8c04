// The Dear ImGui overlay on the game's window: one context with the SDL2 and OpenGL3 backends.
// A frame is begin_frame(), any ImGui widgets, render(). It never takes a pad (no gamepad
// navigation): the pads are the players'.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

#include "unpod/platform/window.h"

union SDL_Event;

namespace unpod::engine {

class Overlay {
 public:
  // After load_gl(); throws GlError. The windows' layout is kept in `ini` (empty: not kept):
  // read by load_layout(), written by save_layout() (a temporary name, then renamed: ImGui's
  // own writer would leave half a file on a crash).
  Overlay(const platform::Window& window, const std::filesystem::path& ini);
  ~Overlay();
  Overlay(const Overlay&) = delete;
  Overlay& operator=(const Overlay&) = delete;

  // Mouse, keyboard and text input for the widgets.
  void process_event(const SDL_Event& event);
  void begin_frame();
  void render();
  // The triangles the last render() drew: what a software GL such as llvmpipe spends most of
  // the overlay's time on (bench/README.md), shown in the Performance window.
  size_t triangles() const { return triangles_; }
  // Whether the widgets want the keyboard or the mouse (the game does not see them then): as
  // the last frame left them.
  bool wants_keyboard() const;
  bool wants_mouse() const;
  // Whether a text field is being edited (the platform's text input must be on for it).
  bool wants_text_input() const;

  // The layout file into the context, before the first frame (after any settings handler is
  // registered). Returns an error message, or "" (a missing file is no error: the defaults).
  std::string load_layout();
  // Whether ImGui has a changed layout to save (a window moved, a setting marked dirty).
  bool wants_save() const;
  // The context's layout into the file. Returns an error message, or "".
  std::string save_layout();

 private:
  std::filesystem::path ini_;
  bool font_nearest_ = false;
  size_t triangles_ = 0;
};

}  // namespace unpod::engine
