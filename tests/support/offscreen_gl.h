// A GL 3.3 core context for the renderers' tests drawn for real: SDL's offscreen driver (Mesa's
// llvmpipe, no X server), a window of the given size without vsync, the GL loaded.
#pragma once

#include <cstdlib>

#include "unpod/engine/gl.h"
#include "unpod/platform/session.h"
#include "unpod/platform/window.h"

namespace unpod::test {

class OffscreenGl {
 public:
  OffscreenGl(int width, int height) : settings_(offscreen(width, height)), window_(settings_) {
    engine::load_gl();
  }
  const platform::Window& window() const { return window_; }
  platform::Window& window() { return window_; }
  platform::PixelSize size() const { return window_.drawable_size(); }

 private:
  // Chooses the driver before the session starts SDL's video.
  static platform::WindowSettings offscreen(int width, int height) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    platform::WindowSettings settings;
    settings.width = width;
    settings.height = height;
    settings.vsync = false;
    return settings;
  }

  platform::WindowSettings settings_;  // first: the members below start in this order
  platform::Session session_;
  platform::Window window_;
};

}  // namespace unpod::test
