#include "unpod/engine/render_scale.h"

#include <glad/gl.h>

#include <algorithm>

namespace unpod::engine {
namespace {

int scaled(int pixels, int percent) {
  return static_cast<int>((static_cast<int64_t>(pixels) * percent + 50) / 100);
}

void delete_framebuffer(unsigned int n) {
  glDeleteFramebuffers(1, &n);
}
void delete_renderbuffer(unsigned int n) {
  glDeleteRenderbuffers(1, &n);
}

}  // namespace

platform::PixelSize scaled_size(platform::PixelSize window, int percent) {
  return {std::max(1, scaled(window.width, percent)), std::max(1, scaled(window.height, percent))};
}

Viewport scaled_viewport(const Viewport& v, int percent) {
  const int x0 = scaled(v.x, percent), y0 = scaled(v.y, percent);
  const int x1 = scaled(v.x + v.width, percent), y1 = scaled(v.y + v.height, percent);
  return {x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0)};
}

platform::PixelSize RenderTarget::begin(platform::PixelSize window, int percent) {
  percent = std::clamp(percent, kMinRenderScale, kMaxRenderScale);
  offscreen_ = percent != kFullRenderScale && window.width > 0 && window.height > 0;
  if (!offscreen_) {
    scene_ = window;
    return scene_;
  }
  scene_ = scaled_size(window, percent);
  if (!framebuffer_ || allocated_.width != scene_.width || allocated_.height != scene_.height) {
    GLuint fb = 0, depth = 0;
    if (!framebuffer_) {
      glGenFramebuffers(1, &fb);
      framebuffer_ = GlName(fb, delete_framebuffer);
      colour_ = make_texture();
      glGenRenderbuffers(1, &depth);
      depth_ = GlName(depth, delete_renderbuffer);
    }
    glBindTexture(GL_TEXTURE_2D, colour_.get());
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, scene_.width, scene_.height, 0, GL_RGBA,
                 GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glBindRenderbuffer(GL_RENDERBUFFER, depth_.get());
    // The window's own depth and stencil (24 + 8 bits, platform/window.cpp): the blit of the
    // depth needs the same format on both sides.
    glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, scene_.width, scene_.height);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour_.get(), 0);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER,
                              depth_.get());
    allocated_ = scene_;
  }
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_.get());
  // The window's clear colour (clear_frame): a split's gap looks the same at any scale.
  glDisable(GL_SCISSOR_TEST);
  glViewport(0, 0, scene_.width, scene_.height);
  glClearColor(0.06f, 0.07f, 0.09f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
  return scene_;
}

void RenderTarget::finish(platform::PixelSize window) {
  if (!offscreen_) return;
  glBindFramebuffer(GL_READ_FRAMEBUFFER, framebuffer_.get());
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, 0);
  glDisable(GL_SCISSOR_TEST);
  glBlitFramebuffer(0, 0, scene_.width, scene_.height, 0, 0, window.width, window.height,
                    GL_COLOR_BUFFER_BIT, GL_LINEAR);
  glBlitFramebuffer(0, 0, scene_.width, scene_.height, 0, 0, window.width, window.height,
                    GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glViewport(0, 0, window.width, window.height);
}

}  // namespace unpod::engine
