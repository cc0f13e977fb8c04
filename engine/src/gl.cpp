#include "unpod/engine/gl.h"

#include <SDL.h>
#include <glad/gl.h>

namespace unpod::engine {

namespace {

std::string gl_string(GLenum name) {
  const auto* text = reinterpret_cast<const char*>(glGetString(name));
  return text ? text : "(unknown)";
}

}  // namespace

GlInfo load_gl() {
  const int version = gladLoadGL(reinterpret_cast<GLADloadfunc>(SDL_GL_GetProcAddress));
  if (version == 0) throw GlError("cannot load the OpenGL functions of the current context");
  GlInfo info;
  info.major = GLAD_VERSION_MAJOR(version);
  info.minor = GLAD_VERSION_MINOR(version);
  GLint profile = 0;
  if (info.major > 3 || (info.major == 3 && info.minor >= 2))
    glGetIntegerv(GL_CONTEXT_PROFILE_MASK, &profile);
  info.core = (profile & GL_CONTEXT_CORE_PROFILE_BIT) != 0;
  info.version = gl_string(GL_VERSION);
  info.renderer = gl_string(GL_RENDERER);
  if (info.major < 3 || (info.major == 3 && info.minor < 3) || !info.core)
    throw GlError("OpenGL 3.3 core profile required, got " + info.version +
                  (info.core ? " (core)" : " (not core)") + " from " + info.renderer);
  return info;
}

void clear_frame(platform::PixelSize size) {
  glViewport(0, 0, size.width, size.height);
  glClearColor(0.06f, 0.07f, 0.09f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
}

void finish_gpu() {
  glFinish();
}

}  // namespace unpod::engine
