#include "unpod/engine/menu_picture.h"

#include <glad/gl.h>

#include <array>
#include <stdexcept>

#include "unpod/engine/math3d.h"

namespace unpod::engine {
namespace {

const char* const kPictureVertexShader = R"(#version 330 core
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
uniform mat4 u_projection;
out vec2 v_uv;
void main() {
  v_uv = a_uv;
  gl_Position = u_projection * vec4(a_position, 0.0, 1.0);
}
)";

const char* const kPictureFragmentShader = R"(#version 330 core
in vec2 v_uv;
uniform sampler2D u_picture;
out vec4 o_colour;
void main() { o_colour = vec4(texture(u_picture, v_uv).rgb, 1.0); }
)";

}  // namespace

PictureCrop cover_crop(int picture_w, int picture_h, int rect_w, int rect_h) {
  PictureCrop c;
  if (picture_w <= 0 || picture_h <= 0 || rect_w <= 0 || rect_h <= 0) return c;
  // Compare the aspects as cross products: wider picture than rectangle crops its sides.
  const double picture = double(picture_w) * rect_h, rect = double(rect_w) * picture_h;
  if (picture > rect) {
    const float keep = float(rect / picture);
    c.u0 = (1.0f - keep) / 2;
    c.u1 = 1.0f - c.u0;
  } else if (rect > picture) {
    const float keep = float(picture / rect);
    c.v0 = (1.0f - keep) / 2;
    c.v1 = 1.0f - c.v0;
  }
  return c;
}

MenuPicture::MenuPicture(const assets::RgbaImage& image)
    : width_(int(image.width)),
      height_(int(image.height)),
      program_("menu picture", kPictureVertexShader, kPictureFragmentShader),
      texture_(make_texture()),
      vertex_array_(make_vertex_array()),
      buffer_(make_buffer()) {
  if (image.width == 0 || image.height == 0 ||
      image.rgba.size() != size_t(image.width) * image.height * 4)
    throw std::invalid_argument("a menu picture needs width x height x 4 bytes");
  glBindTexture(GL_TEXTURE_2D, texture_.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width_, height_, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               image.rgba.data());
  // POD's 640x480 pictures scaled to any window: smooth, not blocky.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  glBufferData(GL_ARRAY_BUFFER, 6 * 4 * sizeof(float), nullptr, GL_DYNAMIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float), nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(float),
                        reinterpret_cast<const void*>(2 * sizeof(float)));
  glBindVertexArray(0);
}

void MenuPicture::draw(const HudRect& rect, platform::PixelSize window, bool cover) const {
  if (window.width <= 0 || window.height <= 0 || rect.width <= 0 || rect.height <= 0) return;
  const PictureCrop c =
      cover ? cover_crop(width_, height_, rect.width, rect.height) : PictureCrop{};
  const float x0 = float(rect.x), y0 = float(rect.y), x1 = float(rect.right()),
              y1 = float(rect.bottom());
  // The image's first row is its top: v grows downwards, as the window's y does.
  const std::array<float, 24> quad = {x0, y0, c.u0, c.v0, x1, y0, c.u1, c.v0, x1, y1, c.u1, c.v1,
                                      x0, y0, c.u0, c.v0, x1, y1, c.u1, c.v1, x0, y1, c.u0, c.v1};
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  glBufferSubData(GL_ARRAY_BUFFER, 0, sizeof(quad), quad.data());
  glViewport(0, 0, window.width, window.height);
  const GLboolean depth = glIsEnabled(GL_DEPTH_TEST), blend = glIsEnabled(GL_BLEND),
                  cull = glIsEnabled(GL_CULL_FACE), scissor = glIsEnabled(GL_SCISSOR_TEST);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
  glDisable(GL_CULL_FACE);
  glDisable(GL_SCISSOR_TEST);
  program_.use();
  program_.set("u_projection", pixel_ortho(float(window.width), float(window.height)));
  program_.set("u_picture", 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_.get());
  glBindVertexArray(vertex_array_.get());
  glDrawArrays(GL_TRIANGLES, 0, 6);
  glBindVertexArray(0);
  if (depth) glEnable(GL_DEPTH_TEST);
  if (blend) glEnable(GL_BLEND);
  if (cull) glEnable(GL_CULL_FACE);
  if (scissor) glEnable(GL_SCISSOR_TEST);
}

}  // namespace unpod::engine
