#include "circuit_shaders.h"

#include <glad/gl.h>

#include <cstddef>

#include "unpod/engine/circuit_mesh.h"

namespace unpod::engine::circuit_shaders {

// The sectors' faces (and the animated objects', which share the vertex format): colour
// (FLAT/GOURAUD) or page texel (TEXTURE/TEXGOU) times the vertex light, black texels discarded on
// black-transparent faces, the dural tint, fog by distance.
const char* const kSectorVertex = R"(#version 330 core
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in float a_page;
layout(location = 4) in float a_light;
layout(location = 5) in vec4 a_colour;
layout(location = 6) in uint a_flags;
uniform mat4 u_view_projection;
uniform mat4 u_model;  // identity for the sectors, the placement for animated objects
out vec3 v_world;
out vec3 v_normal;
out vec2 v_uv;
flat out float v_page;
out float v_light;
out vec4 v_colour;
flat out uint v_flags;
void main() {
  vec4 world = u_model * vec4(a_position, 1.0);
  v_world = world.xyz;
  v_normal = mat3(u_model) * a_normal;
  v_uv = a_uv;
  v_page = a_page;
  v_light = a_light;
  v_colour = a_colour;
  v_flags = a_flags;
  gl_Position = u_view_projection * world;
}
)";

namespace {
const char* const kSectorFragmentBody = R"(
in vec3 v_world;
in vec3 v_normal;
in vec2 v_uv;
flat in float v_page;
in float v_light;
in vec4 v_colour;
flat in uint v_flags;
uniform sampler2DArray u_pages;
uniform vec3 u_eye;
uniform int u_fog_on;
uniform vec4 u_fog_range;  // start, end
uniform vec3 u_fog_colour;
uniform vec3 u_sky_colour;
uniform vec3 u_ground_colour;
out vec4 frag;
const uint kTextured = 1u;
const uint kBlackTransparent = 2u;
const uint kDural = 4u;
void main() {
  vec3 colour = v_colour.rgb;
  if ((v_flags & kTextured) != 0u) {
    vec4 texel = texture(u_pages, vec3(v_uv, v_page));
#ifdef CUTOUT
    if ((v_flags & kBlackTransparent) != 0u && texel.a < 0.5) discard;
#endif
    colour *= texel.rgb;
  }
  colour *= v_light;
  vec3 to_eye = u_eye - v_world;
#ifdef DURAL
  if ((v_flags & kDural) != 0u) {
    // Chrome: the sky or the ground reflected along the mirrored view ray, stronger at
    // grazing angles, plus a white glint.
    vec3 n = normalize(v_normal);
    vec3 view = normalize(-to_eye);
    vec3 r = reflect(view, n);
    vec3 env = mix(u_ground_colour, u_sky_colour, smoothstep(-0.2, 0.4, r.z));
    float grazing = pow(1.0 - abs(dot(view, n)), 2.0);
    colour = mix(colour, env, 0.45 + 0.4 * grazing) + vec3(0.35) * pow(max(r.z, 0.0), 16.0);
  }
#endif
  if (u_fog_on != 0) {
    float d = length(to_eye);
    float f = clamp((d - u_fog_range.x) / max(u_fog_range.y - u_fog_range.x, 1.0), 0.0, 1.0);
    colour = mix(colour, u_fog_colour, f);
  }
  frag = vec4(colour, 1.0);
}
)";
}  // namespace

// One triangle over the viewport at the far depth (drawn after the circuit, so the depth test
// skips the pixels the circuit covers); each fragment looks up its view ray's direction.
const char* const kEnvironmentVertex = R"(#version 330 core
out vec2 v_ndc;
void main() {
  vec2 p = vec2(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0);
  v_ndc = p;
  gl_Position = vec4(p, 1.0, 1.0);
}
)";

// Background colour, the background image as a band round the horizon, the sky as a dome
// above it (scrolling), haze at the horizon when there is fog.
const char* const kEnvironmentFragment = R"(#version 330 core
in vec2 v_ndc;
uniform vec3 u_forward;
uniform vec3 u_right;  // scaled by tan(fovy / 2) * aspect
uniform vec3 u_up;     // scaled by tan(fovy / 2)
uniform vec3 u_background_colour;
uniform int u_background_on;
uniform sampler2D u_background;
uniform vec4 u_background_rows;  // first and last row, 0..1
uniform vec4 u_background_band;  // elevations (radians) of the first and last row
uniform float u_background_repeats;
uniform int u_sky_on;
uniform sampler2D u_sky;
uniform float u_sky_rim;
uniform float u_sky_repeats;
uniform float u_sky_scroll;
uniform int u_fog_on;
uniform vec3 u_fog_colour;
out vec4 frag;
const float kPi = 3.14159265;
const float kSkyBlend = 0.2;  // radians
void main() {
  vec3 ray = normalize(u_forward + v_ndc.x * u_right + v_ndc.y * u_up);
  float elevation = asin(clamp(ray.z, -1.0, 1.0));
  float turn = atan(ray.y, ray.x) / (2.0 * kPi);
  vec3 colour = u_background_colour;
  if (u_background_on != 0) {
    float t = clamp((u_background_band.x - elevation) /
                    (u_background_band.x - u_background_band.y), 0.0, 1.0);
    float v = mix(u_background_rows.x, u_background_rows.y, t);
    colour = texture(u_background, vec2(turn * u_background_repeats, v)).rgb;
  }
  // The sky covers everything above its rim and fades into the background's upper rows
  // below it (both hold a gradient toward the horizon).
  if (u_sky_on != 0 && elevation > u_sky_rim - kSkyBlend) {
    float s = clamp((0.5 * kPi - elevation) / (0.5 * kPi - u_sky_rim), 0.0, 1.0);
    vec3 sky = texture(u_sky, vec2(turn * u_sky_repeats + u_sky_scroll, s)).rgb;
    float cover = u_background_on != 0 ? smoothstep(u_sky_rim - kSkyBlend, u_sky_rim, elevation)
                                       : 1.0;
    colour = mix(colour, sky, cover);
  }
  if (u_fog_on != 0) colour = mix(colour, u_fog_colour, 0.6 * (1.0 - smoothstep(0.0, 0.12, elevation)));
  frag = vec4(colour, 1.0);
}
)";

// The lens flare: the 128x128 image as a square round the sun, added to the picture, hidden by
// whatever geometry stands in front of the sun (depth test at the sun's depth).
const char* const kFlareVertex = R"(#version 330 core
uniform vec3 u_centre;  // NDC
uniform vec4 u_size;    // half-extent in NDC (x, y)
out vec2 v_uv;
void main() {
  vec2 corner = vec2((gl_VertexID & 1) != 0 ? 1.0 : -1.0, (gl_VertexID & 2) != 0 ? 1.0 : -1.0);
  v_uv = corner * 0.5 + 0.5;
  gl_Position = vec4(u_centre.xy + corner * u_size.xy, u_centre.z, 1.0);
}
)";

const char* const kFlareFragment = R"(#version 330 core
in vec2 v_uv;
uniform sampler2D u_flare;
uniform vec3 u_tint;
out vec4 frag;
void main() {
  frag = vec4(texture(u_flare, v_uv).rgb * u_tint, 1.0);
}
)";

std::string sector_fragment(uint32_t variant) {
  std::string source = "#version 330 core\n";
  if (variant & 1u) source += "#define CUTOUT\n";  // shader_variant::kCutout
  if (variant & 2u) source += "#define DURAL\n";   // shader_variant::kDural
  return source + kSectorFragmentBody;
}

void circuit_vertex_layout() {
  const auto stride = static_cast<GLsizei>(sizeof(CircuitVertex));
  auto at = [](size_t offset) { return reinterpret_cast<const void*>(offset); };
  auto floats = [&](GLuint loc, GLint n, size_t offset) {
    glEnableVertexAttribArray(loc);
    glVertexAttribPointer(loc, n, GL_FLOAT, GL_FALSE, stride, at(offset));
  };
  floats(0, 3, offsetof(CircuitVertex, position));
  floats(1, 3, offsetof(CircuitVertex, normal));
  floats(2, 2, offsetof(CircuitVertex, u));
  floats(3, 1, offsetof(CircuitVertex, page));
  floats(4, 1, offsetof(CircuitVertex, light));
  glEnableVertexAttribArray(5);
  glVertexAttribPointer(5, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride,
                        at(offsetof(CircuitVertex, colour)));
  glEnableVertexAttribArray(6);
  glVertexAttribIPointer(6, 1, GL_UNSIGNED_INT, stride, at(offsetof(CircuitVertex, flags)));
}

}  // namespace unpod::engine::circuit_shaders
