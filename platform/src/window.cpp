#include "unpod/platform/window.h"

#include <SDL.h>

#include <algorithm>
#include <string_view>

#include "unpod/platform/error.h"

namespace unpod::platform {

namespace {

std::string sdl_error(const std::string& what) {
  return what + ": " + SDL_GetError();
}

}  // namespace

Window::Window(const WindowSettings& settings) {
  // A core profile of at least 3.3 (drivers hand out the newest compatible version); the
  // engine checks what it really got.
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 8);

  Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (settings.fullscreen == Fullscreen::kDesktop) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  window_ = SDL_CreateWindow(settings.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             settings.width, settings.height, flags);
  if (!window_)
    throw PlatformError(sdl_error("cannot create a " + std::to_string(settings.width) + "x" +
                                  std::to_string(settings.height) + " OpenGL window"));
  context_ = SDL_GL_CreateContext(window_);
  if (!context_) {
    const std::string message = sdl_error("cannot create an OpenGL 3.3 core context");
    SDL_DestroyWindow(window_);
    throw PlatformError(message);
  }
  // Exclusive fullscreen once the window is there: its mode is chosen from the display's.
  if (settings.fullscreen == Fullscreen::kExclusive)
    set_fullscreen(Fullscreen::kExclusive, settings.mode);
  vsync_ = settings.vsync && SDL_GL_SetSwapInterval(1) == 0;
  if (!settings.vsync) SDL_GL_SetSwapInterval(0);
  const char* driver = SDL_GetCurrentVideoDriver();
  if (driver && std::string_view(driver) == "offscreen") {
    flush_ = reinterpret_cast<void (*)()>(SDL_GL_GetProcAddress("glFlush"));
    vsync_ = false;  // an interval the pbuffer accepts and ignores
    offscreen_ = true;
  }
}

void Window::set_size(int width, int height) {
  SDL_SetWindowSize(window_, width, height);
}

void Window::set_icon(int size, const uint8_t* rgba) {
  // SDL copies the pixels; the surface only wraps ours for the call.
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(rgba), size, size,
                                                            32, 4 * size, SDL_PIXELFORMAT_RGBA32);
  if (!surface) return;
  SDL_SetWindowIcon(window_, surface);
  SDL_FreeSurface(surface);
}

Fullscreen Window::set_fullscreen(Fullscreen fullscreen, DisplayMode mode) {
  if (fullscreen == Fullscreen::kExclusive) {
    const int display = std::max(0, SDL_GetWindowDisplayIndex(window_));
    SDL_DisplayMode wanted{}, desktop{}, closest{};
    if (SDL_GetDesktopDisplayMode(display, &desktop) != 0) return this->fullscreen();
    wanted.w = mode.width > 0 ? mode.width : desktop.w;
    wanted.h = mode.height > 0 ? mode.height : desktop.h;
    wanted.refresh_rate = mode.width > 0 ? mode.refresh_hz : desktop.refresh_rate;
    if (!SDL_GetClosestDisplayMode(display, &wanted, &closest) ||
        SDL_SetWindowDisplayMode(window_, &closest) != 0 ||
        SDL_SetWindowFullscreen(window_, SDL_WINDOW_FULLSCREEN) != 0)
      return this->fullscreen();
    return this->fullscreen();
  }
  SDL_SetWindowFullscreen(window_,
                          fullscreen == Fullscreen::kDesktop ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  return this->fullscreen();
}

Fullscreen Window::fullscreen() const {
  const Uint32 flags = SDL_GetWindowFlags(window_);
  if ((flags & SDL_WINDOW_FULLSCREEN_DESKTOP) == SDL_WINDOW_FULLSCREEN_DESKTOP)
    return Fullscreen::kDesktop;
  return (flags & SDL_WINDOW_FULLSCREEN) ? Fullscreen::kExclusive : Fullscreen::kOff;
}

std::vector<DisplayMode> Window::display_modes() const {
  const int display = std::max(0, SDL_GetWindowDisplayIndex(window_));
  std::vector<DisplayMode> modes;
  const int count = SDL_GetNumDisplayModes(display);
  for (int i = 0; i < count; ++i) {
    SDL_DisplayMode m{};
    if (SDL_GetDisplayMode(display, i, &m) != 0) continue;
    const DisplayMode mode{m.w, m.h, m.refresh_rate};
    // SDL lists a size once per pixel format: one entry a size and rate.
    if (std::find(modes.begin(), modes.end(), mode) == modes.end()) modes.push_back(mode);
  }
  return modes;  // SDL's order: the largest first, then the fastest
}

DisplayMode Window::current_mode() const {
  SDL_DisplayMode m{};
  if (fullscreen() == Fullscreen::kExclusive) {
    if (SDL_GetWindowDisplayMode(window_, &m) == 0) return {m.w, m.h, m.refresh_rate};
  }
  const int display = std::max(0, SDL_GetWindowDisplayIndex(window_));
  if (SDL_GetCurrentDisplayMode(display, &m) != 0) return {};
  return {m.w, m.h, m.refresh_rate};
}

bool Window::set_vsync(bool vsync) {
  vsync_ = vsync && SDL_GL_SetSwapInterval(1) == 0 && !offscreen_;
  if (!vsync) SDL_GL_SetSwapInterval(0);
  return vsync_;
}

Window::~Window() {
  SDL_GL_DeleteContext(context_);
  SDL_DestroyWindow(window_);
}

PixelSize Window::drawable_size() const {
  PixelSize size;
  SDL_GL_GetDrawableSize(window_, &size.width, &size.height);
  return size;
}

void Window::swap() const {
  SDL_GL_SwapWindow(window_);
  if (flush_) flush_();
}

}  // namespace unpod::platform
