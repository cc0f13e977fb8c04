// The OpenGL functions (glad, GL 3.3 core) and the checks on the context the window got.
#pragma once

#include <stdexcept>
#include <string>

#include "unpod/platform/window.h"

namespace unpod::engine {

class GlError : public std::runtime_error {
 public:
  explicit GlError(const std::string& what) : std::runtime_error(what) {}
};

struct GlInfo {
  int major = 0;
  int minor = 0;
  bool core = false;
  std::string version;   // GL_VERSION
  std::string renderer;  // GL_RENDERER
};

// Loads the GL entry points for the current context and checks it is at least 3.3 core;
// throws GlError saying what was found otherwise.
GlInfo load_gl();

// Starts a frame: the viewport covers `size`, cleared to the shell's dark background.
void clear_frame(platform::PixelSize size);

// Waits until the GL has finished every command issued so far (glFinish): a software renderer
// such as llvmpipe works after the draw calls return, so timings must wait for it (bench/).
void finish_gpu();

// The GL's error flags raised since the last call, e.g. "GL_INVALID_OPERATION (0x0502)", comma
// separated; "" when there were none (the game reports them once a frame, game.cpp).
std::string take_gl_errors();

}  // namespace unpod::engine
