#include "unpod/engine/overlay/scene_line_renderer.h"

#include <glad/gl.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "unpod/engine/viewport.h"

namespace unpod::engine::overlay {
namespace {

// The colour is ImGui's packed RGBA (red in the low byte): read as four normalised bytes.
const char* const kLineVertexShader = R"(#version 330 core
layout(location = 0) in vec4 a_clip;
layout(location = 1) in vec4 a_colour;
layout(location = 2) in vec2 a_across;  // pixels from the middle; to the band's edge
uniform float u_pull;
out vec4 v_colour;
noperspective out vec2 v_across;
void main() {
  v_colour = a_colour;
  v_across = a_across;
  gl_Position = a_clip;
  gl_Position.z -= u_pull * gl_Position.w;  // kSceneLinePull: towards the eye
}
)";

const char* const kLineFragmentShader = R"(#version 330 core
in vec4 v_colour;
noperspective in vec2 v_across;
out vec4 o_colour;
void main() {
  // Full strength to a pixel inside the band's edge, fading to nothing at it (ImGui's fringe).
  o_colour = vec4(v_colour.rgb, v_colour.a * clamp(v_across.y - abs(v_across.x), 0.0, 1.0));
}
)";

}  // namespace

bool off_picture(const std::array<ClipPoint, 4>& band) {
  const auto all = [&](auto beyond) { return std::all_of(band.begin(), band.end(), beyond); };
  return all([](const ClipPoint& c) { return c.x > c.w; }) ||
         all([](const ClipPoint& c) { return c.x < -c.w; }) ||
         all([](const ClipPoint& c) { return c.y > c.w; }) ||
         all([](const ClipPoint& c) { return c.y < -c.w; });
}

std::optional<std::array<ClipPoint, 4>> widen_segment(const Mat4& view_projection,
                                                      const Viewport& viewport, const Vec3f& a,
                                                      const Vec3f& b, float width) {
  const auto clipped = clip_segment(view_projection, a, b);
  if (!clipped) return std::nullopt;
  const auto& [ca, cb] = *clipped;
  // On screen, in pixels (y up, as normalised device coordinates).
  const float half_w = 0.5f * static_cast<float>(viewport.width);
  const float half_h = 0.5f * static_cast<float>(viewport.height);
  const float dx = (cb.x / cb.w - ca.x / ca.w) * half_w;
  const float dy = (cb.y / cb.w - ca.y / ca.w) * half_h;
  const float length = std::sqrt(dx * dx + dy * dy);
  if (!(length > 0.01f)) return std::nullopt;
  // Half the width across the segment, back in normalised device coordinates; times w in clip
  // space, so the divide leaves it that wide at either end.
  const float ox = -dy / length * 0.5f * width / half_w;
  const float oy = dx / length * 0.5f * width / half_h;
  const auto side = [&](const ClipPoint& c, float sign) {
    return ClipPoint{c.x + sign * ox * c.w, c.y + sign * oy * c.w, c.z, c.w};
  };
  return std::array{side(ca, 1.0f), side(ca, -1.0f), side(cb, 1.0f), side(cb, -1.0f)};
}

SceneLineRenderer::SceneLineRenderer()
    : program_("overlay lines", kLineVertexShader, kLineFragmentShader),
      vertex_array_(make_vertex_array()),
      buffer_(make_buffer()) {
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  constexpr auto stride = static_cast<GLsizei>(sizeof(Vertex));
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 4, GL_FLOAT, GL_FALSE, stride, nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        reinterpret_cast<const void*>(offsetof(Vertex, colour)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride,
                        reinterpret_cast<const void*>(offsetof(Vertex, across)));
  glBindVertexArray(0);
}

void SceneLineRenderer::draw(const std::vector<SceneSegment>& segments, const SceneCamera& camera,
                             platform::PixelSize window, bool depth_tested) {
  vertices_.clear();
  if (segments.empty() || camera.viewport.width <= 0 || camera.viewport.height <= 0) return;
  for (const SceneSegment& s : segments) {
    const float width = s.thickness + kSceneLineSmoothing;
    const auto band = widen_segment(camera.view_projection, camera.viewport, s.a, s.b, width);
    if (!band || off_picture(*band)) continue;
    // The band a+, a-, b-, b+ as two triangles.
    static constexpr std::array<size_t, 6> kCorners = {0, 1, 3, 0, 3, 2};
    const float reach = 0.5f * width;
    for (const size_t k : kCorners)
      vertices_.push_back({(*band)[k], k % 2 == 0 ? reach : -reach, reach, s.colour});
  }
  if (vertices_.empty()) return;
  gl_viewport(camera.viewport, window);
  program_.use();
  program_.set("u_pull", kSceneLinePull);
  if (depth_tested) {
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
  } else {
    glDisable(GL_DEPTH_TEST);
  }
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glBindVertexArray(vertex_array_.get());
  glBindBuffer(GL_ARRAY_BUFFER, buffer_.get());
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices_.size() * sizeof(Vertex)),
               vertices_.data(), GL_STREAM_DRAW);
  glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices_.size()));
  glBindVertexArray(0);
  glDepthMask(GL_TRUE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_BLEND);
}

}  // namespace unpod::engine::overlay
