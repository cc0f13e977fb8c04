// The game's window with its OpenGL 3.3 core context (SDL2). The engine loads GL functions
// and checks the version it got; the window only asks for it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/platform/display_mode.h"

struct SDL_Window;

namespace unpod::platform {

struct WindowSettings {
  std::string title = "Un-POD";
  int width = 1280;
  int height = 720;
  bool vsync = true;
  Fullscreen fullscreen = Fullscreen::kOff;  // width and height then unused
  DisplayMode mode;                          // exclusive fullscreen's; 0 x 0: the desktop's own
};

struct PixelSize {
  int width = 0;
  int height = 0;
};

class Window {
 public:
  explicit Window(const WindowSettings& settings);  // throws PlatformError
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  // The drawable's size in pixels (what GL renders into; may differ from the window's size
  // in screen units on high-DPI displays).
  PixelSize drawable_size() const;
  void swap() const;
  // Whether the driver accepted a swap interval of 1 (vsync); false under most virtual X
  // servers, which is why the frame loop also caps its rate itself.
  bool vsync() const { return vsync_; }

  // The Options screen's changes, at once: the window's size in screen units (left as it is
  // while fullscreen, taken when it leaves), the screen covered or a window again, and vsync on
  // or off (returns whether the driver gave it, as vsync()).
  void set_size(int width, int height);
  // Exclusive fullscreen takes the display's mode nearest `mode` (the desktop's when 0 x 0: a
  // mode of that size first, then the rate nearest). Returns what the window is now: a driver
  // that refuses (or has no modes, as SDL's offscreen one) leaves it as it was.
  Fullscreen set_fullscreen(Fullscreen fullscreen, DisplayMode mode = {});
  Fullscreen fullscreen() const;
  // The modes of the display the window is on, largest first; the mode it shows now (the
  // desktop's, or exclusive fullscreen's).
  std::vector<DisplayMode> display_modes() const;
  DisplayMode current_mode() const;
  bool set_vsync(bool vsync);
  // The window's icon (the title bar, the task bar): `size` x `size` RGBA pixels, rows from the
  // top. A driver without icons (offscreen) ignores it.
  void set_icon(int size, const uint8_t* rgba);

  SDL_Window* sdl_window() const { return window_; }
  void* gl_context() const { return context_; }

 private:
  SDL_Window* window_ = nullptr;
  void* context_ = nullptr;  // SDL_GLContext
  bool vsync_ = false;
  bool offscreen_ = false;  // SDL's offscreen driver: no vsync whatever is asked
  // glFlush, called after each swap when the swap shows nothing: SDL's offscreen driver swaps
  // an EGL pbuffer, a no-op that never submits the frame, so the driver queued every frame's
  // commands and the buffers they hold (about 10 MB a second in the shell). Null otherwise.
  void (*flush_)() = nullptr;
};

}  // namespace unpod::platform
