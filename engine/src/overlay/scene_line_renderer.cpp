#include "unpod/engine/overlay/scene_line_renderer.h"

#include <glad/gl.h>

#include <cstddef>

#include "unpod/engine/viewport.h"

namespace unpod::engine::overlay {
namespace {

// The colour is ImGui's packed RGBA (red in the low byte): read as four normalised bytes.
const char* const kLineVertexShader = R"(#version 330 core
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec4 a_colour;
uniform mat4 u_view_projection;
out vec4 v_colour;
void main() {
  v_colour = a_colour;
  gl_Position = u_view_projection * vec4(a_position, 1.0);
  // A little towards the eye: a line on a face (a wheel's face, the road's lanes) stays seen.
  gl_Position.z -= 0.0005 * gl_Position.w;
}
)";

const char* const kLineFragmentShader = R"(#version 330 core
in vec4 v_colour;
out vec4 o_colour;
void main() {
  o_colour = v_colour;
}
)";

}  // namespace

SceneLineRenderer::SceneLineRenderer()
    : program_("overlay lines", kLineVertexShader, kLineFragmentShader),
      vertex_array_(make_vertex_array()),
      buffer_(make_buffer()) {
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  constexpr auto stride = static_cast<GLsizei>(sizeof(Vertex));
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        reinterpret_cast<const void*>(offsetof(Vertex, colour)));
  glBindVertexArray(0);
}

void SceneLineRenderer::draw(const std::vector<SceneSegment>& segments, const SceneCamera& camera,
                             platform::PixelSize window) {
  if (segments.empty() || camera.viewport.width <= 0 || camera.viewport.height <= 0) return;
  vertices_.clear();
  for (const SceneSegment& s : segments) {
    vertices_.push_back({s.a.x, s.a.y, s.a.z, s.colour});
    vertices_.push_back({s.b.x, s.b.y, s.b.z, s.colour});
  }
  gl_viewport(camera.viewport, window);
  program_.use();
  program_.set("u_view_projection", camera.view_projection);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices_.size() * sizeof(Vertex)),
               vertices_.data(), GL_STREAM_DRAW);
  glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(vertices_.size()));
  glBindVertexArray(0);
  glDepthMask(GL_TRUE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
}

}  // namespace unpod::engine::overlay
