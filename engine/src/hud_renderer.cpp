#include "unpod/engine/hud_renderer.h"

#include <glad/gl.h>

#include <cstddef>

namespace unpod::engine {
namespace {

const char* const kVertexShader = R"(#version 330 core
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_colour;
uniform mat4 u_projection;
out vec2 v_uv;
out vec4 v_colour;
void main() {
  v_uv = a_uv;
  v_colour = a_colour;
  gl_Position = u_projection * vec4(a_position, 0.0, 1.0);
}
)";

// The atlas holds the ink in R and the outline in G: ink takes the text's colour, the outline
// is near black, both with the text's alpha.
const char* const kFragmentShader = R"(#version 330 core
in vec2 v_uv;
in vec4 v_colour;
uniform sampler2D u_font;
out vec4 o_colour;
void main() {
  vec2 t = texture(u_font, v_uv).rg;
  float a = max(t.r, t.g * 0.85) * v_colour.a;
  if (a <= 0.0) discard;
  o_colour = vec4(mix(vec3(0.04), v_colour.rgb, t.r), a);
}
)";

// Enables or disables a capability and says what it was.
bool set_capability(GLenum cap, bool on) {
  const bool was = glIsEnabled(cap) == GL_TRUE;
  if (on)
    glEnable(cap);
  else
    glDisable(cap);
  return was;
}
void restore_capability(GLenum cap, bool on) {
  if (on)
    glEnable(cap);
  else
    glDisable(cap);
}

}  // namespace

HudRenderer::HudRenderer()
    : atlas_(build_font_atlas()),
      program_("hud", kVertexShader, kFragmentShader),
      texture_(make_texture()),
      vertex_array_(make_vertex_array()),
      buffer_(make_buffer()) {
  glBindTexture(GL_TEXTURE_2D, texture_.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RG8, atlas_.width, atlas_.height, 0, GL_RG, GL_UNSIGNED_BYTE,
               atlas_.texels.data());
  // Whole screen pixels per font pixel: nearest keeps the glyphs crisp.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);

  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  constexpr auto stride = static_cast<GLsizei>(sizeof(HudVertex));
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(HudVertex, x)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(HudVertex, u)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        reinterpret_cast<const void*>(offsetof(HudVertex, colour)));
  glBindVertexArray(0);
  vertices_.reserve(6 * 256);
}

void HudRenderer::draw(const HudModel& model, const Viewport& viewport,
                       platform::PixelSize window) {
  stats_ = {};
  if (window.width <= 0 || window.height <= 0) return;
  draw(hud_layout(model, viewport, window.height), window);
}

void HudRenderer::draw(const HudLayout& layout, platform::PixelSize window) {
  stats_ = {};
  if (window.width <= 0 || window.height <= 0) return;
  const Viewport& viewport = layout.viewport;
  vertices_.clear();
  append_hud_vertices(layout, atlas_, vertices_);
  stats_.texts = static_cast<int>(layout.texts.size());
  stats_.boxes = static_cast<int>(layout.boxes.size());
  stats_.quads = static_cast<int>(vertices_.size() / 6);
  if (vertices_.empty()) return;

  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  const auto bytes = static_cast<GLsizeiptr>(vertices_.size() * sizeof(HudVertex));
  if (vertices_.size() > buffer_capacity_) {  // grows only; later frames update in place
    buffer_capacity_ = vertices_.capacity();
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(buffer_capacity_ * sizeof(HudVertex)),
                 nullptr, GL_DYNAMIC_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, bytes, vertices_.data());

  // The whole window in pixels (the layout is in window coordinates), clipped to the viewport.
  glViewport(0, 0, window.width, window.height);
  const bool depth = set_capability(GL_DEPTH_TEST, false);
  const bool cull = set_capability(GL_CULL_FACE, false);
  const bool blend = set_capability(GL_BLEND, true);
  const bool scissor = set_capability(GL_SCISSOR_TEST, true);
  glScissor(viewport.x, window.height - viewport.y - viewport.height, viewport.width,
            viewport.height);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);

  program_.use();
  program_.set("u_projection",
               pixel_ortho(static_cast<float>(window.width), static_cast<float>(window.height)));
  program_.set("u_font", 0);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, texture_.get());
  glBindVertexArray(vertex_array_.get());
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices_.size()));
  glBindVertexArray(0);
  stats_.draw_calls = 1;

  restore_capability(GL_DEPTH_TEST, depth);
  restore_capability(GL_CULL_FACE, cull);
  restore_capability(GL_BLEND, blend);
  restore_capability(GL_SCISSOR_TEST, scissor);
}

}  // namespace unpod::engine
