#include "unpod/engine/gl.h"

#include <SDL.h>
#include <glad/gl.h>

#include <cstdio>

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

std::string take_gl_errors() {
  std::string errors;
  // glGetError returns one flag a call; a context keeps a handful at most (bounded, in case a
  // lost context answers forever).
  for (int n = 0; n < 16; ++n) {
    const GLenum e = glGetError();
    if (e == GL_NO_ERROR) break;
    const char* name = e == GL_INVALID_ENUM                    ? "GL_INVALID_ENUM"
                       : e == GL_INVALID_VALUE                 ? "GL_INVALID_VALUE"
                       : e == GL_INVALID_OPERATION             ? "GL_INVALID_OPERATION"
                       : e == GL_INVALID_FRAMEBUFFER_OPERATION ? "GL_INVALID_FRAMEBUFFER_OPERATION"
                       : e == GL_OUT_OF_MEMORY                 ? "GL_OUT_OF_MEMORY"
                                                               : "an unknown GL error";
    char text[64];
    std::snprintf(text, sizeof text, "%s%s (0x%04x)", errors.empty() ? "" : ", ", name, e);
    errors += text;
  }
  return errors;
}

}  // namespace unpod::engine
