#include "unpod/engine/tyre_marks_renderer.h"

#include <glad/gl.h>

#include <cstddef>

namespace unpod::engine {
namespace {

const char* const kMarksVertexShader = R"(#version 330 core
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_colour;
uniform mat4 u_view_projection;
out vec2 v_uv;
out vec4 v_colour;
void main() {
  v_uv = a_uv;
  v_colour = a_colour;
  gl_Position = u_view_projection * vec4(a_position, 1.0);
}
)";

// A puff is round and soft at its edge; a mark's uv is its middle everywhere.
const char* const kMarksFragmentShader = R"(#version 330 core
in vec2 v_uv;
in vec4 v_colour;
out vec4 o_colour;
void main() {
  float r = length(v_uv * 2.0 - 1.0);
  float a = v_colour.a * (1.0 - smoothstep(0.55, 1.0, r));
  if (a <= 0.0) discard;
  o_colour = vec4(v_colour.rgb, a);
}
)";

void quad(std::vector<TyreMarksRenderer::Vertex>& out, const Vec3f& a, const Vec3f& b,
          const Vec3f& c, const Vec3f& d, float shade, float alpha, bool round) {
  const auto v = [&](const Vec3f& p, float u, float w) {
    out.push_back({p.x, p.y, p.z, round ? u : 0.5f, round ? w : 0.5f, shade, shade, shade, alpha});
  };
  v(a, 0, 0);
  v(b, 1, 0);
  v(c, 1, 1);
  v(a, 0, 0);
  v(c, 1, 1);
  v(d, 0, 1);
}

}  // namespace

TyreMarksRenderer::TyreMarksRenderer()
    : program_("tyre marks", kMarksVertexShader, kMarksFragmentShader),
      vertex_array_(make_vertex_array()),
      buffer_(make_buffer()) {
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  constexpr auto stride = static_cast<GLsizei>(sizeof(Vertex));
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(Vertex, u)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(Vertex, r)));
  glBindVertexArray(0);
}

void TyreMarksRenderer::draw(const TyreMarks& marks, uint32_t now_ms, const CameraView& camera,
                             const Viewport& viewport, platform::PixelSize window) {
  stats_ = {};
  if (viewport.width <= 0 || viewport.height <= 0) return;
  vertices_.clear();
  for (const MarkSegment& m : marks.marks()) {
    const float a = TyreMarks::mark_alpha(m, now_ms);
    if (a > 0) quad(vertices_, m.from_left, m.from_right, m.to_right, m.to_left, 0.06f, a, false);
  }
  const size_t mark_vertices = vertices_.size();
  // Puffs face the camera: its right and up.
  const Vec3f forward = camera.forward();
  const Vec3f right = normalize(cross(forward, camera.up));
  const Vec3f up = cross(right, forward);
  for (const SmokeParticle& p : marks.smoke()) {
    const float a = TyreMarks::smoke_alpha(p, now_ms);
    if (a <= 0) continue;
    const Vec3f at = TyreMarks::smoke_at(p, now_ms);
    const float s = TyreMarks::smoke_size(p, now_ms);
    quad(vertices_, at - right * s - up * s, at + right * s - up * s, at + right * s + up * s,
         at - right * s + up * s, 0.78f, a, true);
  }
  stats_.mark_quads = int(mark_vertices / 6);
  stats_.smoke_quads = int((vertices_.size() - mark_vertices) / 6);
  if (vertices_.empty()) return;

  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  if (vertices_.size() > capacity_) {
    capacity_ = vertices_.capacity();
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(capacity_ * sizeof(Vertex)), nullptr,
                 GL_DYNAMIC_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(vertices_.size() * sizeof(Vertex)),
                  vertices_.data());
  gl_viewport(viewport, window);
  const GLboolean blend = glIsEnabled(GL_BLEND), cull = glIsEnabled(GL_CULL_FACE),
                  depth = glIsEnabled(GL_DEPTH_TEST);
  GLboolean depth_write = GL_TRUE;
  glGetBooleanv(GL_DEPTH_WRITEMASK, &depth_write);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glDepthMask(GL_FALSE);
  program_.use();
  program_.set("u_view_projection", camera.projection(viewport.aspect()) * camera.view());
  glBindVertexArray(vertex_array_.get());
  if (mark_vertices > 0) {
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(-1.0f, -2.0f);
    glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(mark_vertices));
    glDisable(GL_POLYGON_OFFSET_FILL);
    ++stats_.draw_calls;
  }
  if (vertices_.size() > mark_vertices) {
    glDrawArrays(GL_TRIANGLES, static_cast<GLint>(mark_vertices),
                 static_cast<GLsizei>(vertices_.size() - mark_vertices));
    ++stats_.draw_calls;
  }
  glBindVertexArray(0);
  glDepthMask(depth_write);
  if (!blend) glDisable(GL_BLEND);
  if (cull) glEnable(GL_CULL_FACE);
  if (!depth) glDisable(GL_DEPTH_TEST);
}

}  // namespace unpod::engine
