#include "unpod/engine/car_renderer.h"

#include <glad/gl.h>

#include <algorithm>
#include <cstddef>
#include <vector>

#include "unpod/engine/car_mesh.h"
#include "unpod/engine/car_shadow.h"
#include "unpod/engine/gl_objects.h"
#include "unpod/engine/livery.h"

namespace unpod::engine {
namespace {

const char* const kCarVertex = R"(#version 330 core
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in vec4 a_colour;
layout(location = 4) in float a_cutout;
uniform mat4 u_view_projection;
uniform mat4 u_model;
uniform vec3 u_sun;
uniform float u_ambient;
uniform vec3 u_eye;
uniform vec4 u_fog;  // start, end (xy)
out vec2 v_uv;
out vec3 v_colour;
out float v_cutout;
out float v_fog;
void main() {
  vec4 world = u_model * vec4(a_position, 1.0);
  vec3 n = mat3(u_model) * a_normal;
  float l = length(n);
  // A degenerate face (zero normal) gets half the sun.
  float lit = l > 0.0 ? max(dot(n / l, u_sun), 0.0) : 0.5;
  v_colour = a_colour.rgb * (u_ambient + (1.0 - u_ambient) * lit);
  v_uv = a_uv;
  v_cutout = a_cutout;
  float d = distance(world.xyz, u_eye);
  v_fog = u_fog.y > u_fog.x ? clamp((d - u_fog.x) / (u_fog.y - u_fog.x), 0.0, 1.0) : 0.0;
  gl_Position = u_view_projection * world;
}
)";

const char* const kCarFragment = R"(#version 330 core
in vec2 v_uv;
in vec3 v_colour;
in float v_cutout;
in float v_fog;
uniform sampler2D u_page;
uniform vec3 u_fog_colour;
uniform mat3 u_paint;  // the racer's livery (livery.h): the identity for the car's own paint
uniform float u_opacity;  // 1 but for a see-through car (a ghost)
out vec4 frag;
void main() {
  vec4 t = texture(u_page, v_uv);
  if (v_cutout > 0.5 && t.a < 0.5) discard;
  // The livery turns the face's colour and texture together (a colour face's is its colour).
  vec3 painted = clamp(u_paint * (v_colour * t.rgb), 0.0, 1.0);
  frag = vec4(mix(painted, u_fog_colour, v_fog), u_opacity);
}
)";

const char* const kShadowVertex = R"(#version 330 core
layout(location = 0) in vec3 a_position;
uniform mat4 u_view_projection;
uniform vec3 u_eye;
uniform vec4 u_fog;  // start, end (xy)
out float v_fog;
void main() {
  float d = distance(a_position, u_eye);
  v_fog = u_fog.y > u_fog.x ? clamp((d - u_fog.x) / (u_fog.y - u_fog.x), 0.0, 1.0) : 0.0;
  gl_Position = u_view_projection * vec4(a_position, 1.0);
}
)";

const char* const kShadowFragment = R"(#version 330 core
in float v_fog;
uniform float u_alpha;
out vec4 frag;
void main() { frag = vec4(0.0, 0.0, 0.0, u_alpha * (1.0 - v_fog)); }
)";

GlName upload_texture(const uint8_t* rgba, int size, bool mipmaps) {
  GlName t = make_texture();
  glBindTexture(GL_TEXTURE_2D, t.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, size, size, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER,
                  mipmaps ? GL_LINEAR_MIPMAP_NEAREST : GL_LINEAR);
  if (mipmaps) glGenerateMipmap(GL_TEXTURE_2D);
  return t;
}

// The world box holding `local` moved by `m`.
Aabb world_bounds(const Aabb& local, const Mat4& m) {
  Aabb out;
  if (local.empty()) return out;
  for (int i = 0; i < 8; ++i)
    out.add(transform_point(
        m, {(i & 1) ? local.max.x : local.min.x, (i & 2) ? local.max.y : local.min.y,
            (i & 4) ? local.max.z : local.min.z}));
  return out;
}

}  // namespace

struct CarRenderer::Gpu {
  struct Car {
    bool present = false;
    CarMesh mesh;  // parts, batches and bounds; vertices and pages are dropped once uploaded
    GlName vertex_array, vertices, indices;
    std::vector<GlName> pages;
  };
  std::vector<Car> cars;
  Program car_program, shadow_program;
  GLint model_location = -1;
  GLint paint_location = -1;
  GlName white;  // for colour faces and pages that could not be decoded
  GlName shadow_array, shadow_buffer;
  size_t shadow_capacity = 0;          // vertices the shadow buffer holds
  std::vector<Vec3f> shadow_vertices;  // reused every frame
};

CarRenderer::CarRenderer(std::span<const assets::Car* const> cars) : gpu_(std::make_unique<Gpu>()) {
  Gpu& g = *gpu_;
  g.car_program = Program("cars", kCarVertex, kCarFragment);
  g.shadow_program = Program("car shadows", kShadowVertex, kShadowFragment);
  g.model_location = glGetUniformLocation(g.car_program.get(), "u_model");
  g.paint_location = glGetUniformLocation(g.car_program.get(), "u_paint");
  const uint8_t white[4] = {255, 255, 255, 255};
  g.white = upload_texture(white, 1, false);

  g.cars.resize(cars.size());
  for (size_t c = 0; c < cars.size(); ++c) {
    if (cars[c] == nullptr) continue;
    Gpu::Car& car = g.cars[c];
    car.present = true;
    car.mesh = build_car_mesh(*cars[c]);
    CarMesh& mesh = car.mesh;
    for (const CarTexturePage& page : mesh.pages)
      car.pages.push_back(page.size > 0 && page.rgba.size() == size_t(page.size) * page.size * 4
                              ? upload_texture(page.rgba.data(), static_cast<int>(page.size), true)
                              : upload_texture(white, 1, false));
    car.vertex_array = make_vertex_array();
    car.vertices = make_buffer();
    car.indices = make_buffer();
    glBindVertexArray(car.vertex_array.get());
    glBindBuffer(GL_ARRAY_BUFFER, car.vertices.get());
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.vertices.size() * sizeof(CarVertex)),
                 mesh.vertices.data(), GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, car.indices.get());
    glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                 static_cast<GLsizeiptr>(mesh.indices.size() * sizeof(uint32_t)),
                 mesh.indices.data(), GL_STATIC_DRAW);
    const GLsizei stride = sizeof(CarVertex);
    auto at = [](size_t offset) { return reinterpret_cast<const void*>(offset); };
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, stride, at(offsetof(CarVertex, position)));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 3, GL_FLOAT, GL_FALSE, stride, at(offsetof(CarVertex, normal)));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, stride, at(offsetof(CarVertex, uv)));
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, stride, at(offsetof(CarVertex, colour)));
    glEnableVertexAttribArray(4);
    glVertexAttribPointer(4, 1, GL_UNSIGNED_BYTE, GL_TRUE, stride, at(offsetof(CarVertex, cutout)));
    glBindVertexArray(0);
    mesh.vertices = {};
    mesh.indices = {};
    mesh.pages = {};
  }

  g.shadow_array = make_vertex_array();
  g.shadow_buffer = make_buffer();
  glBindVertexArray(g.shadow_array.get());
  glBindBuffer(GL_ARRAY_BUFFER, g.shadow_buffer.get());
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(Vec3f), nullptr);
  glBindVertexArray(0);
}

CarRenderer::~CarRenderer() = default;

void CarRenderer::draw(std::span<const CarPose> poses, std::span<const int> car_of_pose,
                       const CameraView& camera, const Viewport& viewport,
                       platform::PixelSize window, std::span<const int> livery_of_pose) {
  stats_ = {};
  draw_cars(poses, car_of_pose, camera, viewport, window, livery_of_pose, 1.0f, true);
}

void CarRenderer::draw_see_through(const CarPose& pose, int car, const CameraView& camera,
                                   const Viewport& viewport, platform::PixelSize window,
                                   float opacity, int livery) {
  // Blended over what is drawn, hidden behind it, hiding nothing itself: no depth written.
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glDepthMask(GL_FALSE);
  draw_cars({&pose, 1}, {&car, 1}, camera, viewport, window, {&livery, 1},
            std::clamp(opacity, 0.0f, 1.0f), false);
  glDepthMask(GL_TRUE);
  glDisable(GL_BLEND);
}

void CarRenderer::draw_cars(std::span<const CarPose> poses, std::span<const int> car_of_pose,
                            const CameraView& camera, const Viewport& viewport,
                            platform::PixelSize window, std::span<const int> livery_of_pose,
                            float opacity, bool shadows) {
  Gpu& g = *gpu_;
  if (viewport.width <= 0 || viewport.height <= 0) return;
  gl_viewport(viewport, window);
  const Mat4 view_projection = camera.projection(viewport.aspect()) * camera.view();
  const Frustum frustum = Frustum::from(view_projection);

  // Which poses are drawn: a car that exists and is in view.
  auto car_for = [&](size_t i) -> const Gpu::Car* {
    if (i >= car_of_pose.size()) return nullptr;
    const int c = car_of_pose[i];
    if (c < 0 || static_cast<size_t>(c) >= g.cars.size()) return nullptr;
    const Gpu::Car& car = g.cars[static_cast<size_t>(c)];
    if (!car.present) return nullptr;
    if (!frustum.intersects(world_bounds(car.mesh.bounds, car_matrix(poses[i])))) return nullptr;
    return &car;
  };

  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glDisable(GL_CULL_FACE);  // car faces are drawn from both sides (docs/RENDERING.md)

  // The shadows first, under everything else of the cars, in one draw call; a see-through car
  // casts none.
  g.shadow_vertices.clear();
  for (size_t i = 0; i < poses.size() && shadows; ++i) {
    const Gpu::Car* car = car_for(i);
    if (car == nullptr) continue;
    const CarShadow s = car_shadow(poses[i], car->mesh);
    for (size_t k : {0, 1, 2, 0, 2, 3}) g.shadow_vertices.push_back(s.corners[k]);
  }
  const Vec3f sun = normalize(lighting_.sun);
  if (!g.shadow_vertices.empty()) {
    glBindVertexArray(g.shadow_array.get());
    glBindBuffer(GL_ARRAY_BUFFER, g.shadow_buffer.get());
    const size_t n = g.shadow_vertices.size();
    if (n > g.shadow_capacity) {
      g.shadow_capacity = std::max(n, size_t(6 * 16));
      glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(g.shadow_capacity * sizeof(Vec3f)),
                   nullptr, GL_DYNAMIC_DRAW);
    }
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(n * sizeof(Vec3f)),
                    g.shadow_vertices.data());
    g.shadow_program.use();
    g.shadow_program.set("u_view_projection", view_projection);
    g.shadow_program.set("u_eye", camera.eye);
    g.shadow_program.set("u_fog", lighting_.fog_start, lighting_.fog_end, 0, 0);
    g.shadow_program.set("u_alpha", kShadowAlpha);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthMask(GL_FALSE);
    glEnable(GL_POLYGON_OFFSET_FILL);
    glPolygonOffset(-1.0f, -1.0f);
    glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(n));
    glDisable(GL_POLYGON_OFFSET_FILL);
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
    ++stats_.draw_calls;
    stats_.triangles += static_cast<int>(n / 3);
  }

  g.car_program.use();
  g.car_program.set("u_view_projection", view_projection);
  g.car_program.set("u_sun", sun);
  g.car_program.set("u_ambient", std::clamp(lighting_.ambient, 0.0f, 1.0f));
  g.car_program.set("u_eye", camera.eye);
  g.car_program.set("u_fog", lighting_.fog_start, lighting_.fog_end, 0, 0);
  g.car_program.set("u_fog_colour", lighting_.fog_colour);
  g.car_program.set("u_page", 0);
  g.car_program.set("u_opacity", opacity);
  glActiveTexture(GL_TEXTURE0);
  GLuint bound = 0;

  auto draw_part = [&](const Gpu::Car& car, size_t part, const Mat4& model) {
    const CarMeshPart& p = car.mesh.parts[part];
    if (p.batch_count == 0) return;
    glUniformMatrix4fv(g.model_location, 1, GL_FALSE, model.m.data());
    for (uint32_t b = p.first_batch; b < p.first_batch + p.batch_count; ++b) {
      const CarBatch& batch = car.mesh.batches[b];
      const GLuint texture = batch.page >= 0 && static_cast<size_t>(batch.page) < car.pages.size()
                                 ? car.pages[static_cast<size_t>(batch.page)].get()
                                 : g.white.get();
      if (texture != bound) {
        glBindTexture(GL_TEXTURE_2D, texture);
        bound = texture;
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(batch.index_count), GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(size_t(batch.first_index) * sizeof(uint32_t)));
      ++stats_.draw_calls;
      stats_.triangles += static_cast<int>(batch.index_count / 3);
    }
  };

  for (size_t i = 0; i < poses.size(); ++i) {
    const Gpu::Car* car = car_for(i);
    if (car == nullptr) {
      ++stats_.cars_culled;
      continue;
    }
    ++stats_.cars_drawn;
    const CarPose& pose = poses[i];
    const std::array<float, 9> paint =
        livery_matrix(i < livery_of_pose.size() ? livery_of_pose[i] : 0);
    glUniformMatrix3fv(g.paint_location, 1, GL_FALSE, paint.data());
    glBindVertexArray(car->vertex_array.get());
    const Mat4 model = car_matrix(pose);
    for (size_t body = 0; body < kCarBodyPartCount; ++body) {
      const auto state =
          static_cast<DamageState>(std::min<uint8_t>(static_cast<uint8_t>(pose.damage[body]), 2));
      draw_part(*car, body_part_index(body, state), model);
    }
    for (size_t w = 0; w < kCarWheelCount; ++w) {
      const size_t part = wheel_part_index(w);
      draw_part(*car, part, wheel_matrix(pose, car->mesh.parts[part].hub, w));
    }
  }
  glBindVertexArray(0);
}

}  // namespace unpod::engine
