#include "unpod/engine/animation_renderer.h"

#include <glad/gl.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <vector>

#include "circuit_shaders.h"
#include "page_array.h"
#include "unpod/engine/circuit_animation.h"
#include "unpod/engine/gl_objects.h"
#include "unpod/engine/sky.h"

namespace unpod::engine {
namespace {

constexpr Vec3f kGroundReflection{0.22f, 0.21f, 0.2f};  // as the circuit's chrome

// The eight corners of `box` through `m`, as a box again.
Aabb transformed(const Aabb& box, const Mat4& m) {
  Aabb out;
  if (box.empty()) return out;
  for (int k = 0; k < 8; ++k)
    out.add(transform_point(m, {(k & 1) ? box.max.x : box.min.x, (k & 2) ? box.max.y : box.min.y,
                                (k & 4) ? box.max.z : box.min.z}));
  return out;
}

}  // namespace

struct AnimationRenderer::Gpu {
  AnimationSet set;
  AnimationPoses poses;
  std::vector<CircuitVertex> sprite_vertices;  // 4 per sprite, capacity set.max_sprites
  FogRange fog;
  bool any = false;

  Program program;
  GlName object_array, object_vertices, object_indices;
  GlName sprite_array, sprite_vertices_buffer, sprite_indices;
  GlName pages;
  uint32_t layers = 0;
  AnimationDrawStats stats;

  void upload_pages();
  void upload_objects();
  void set_up_sprites();
  void draw_objects(const Frustum& frustum);
  void draw_sprites(const CameraView& camera);
};

void AnimationRenderer::Gpu::upload_pages() {
  PageArray array = upload_page_array(static_cast<uint32_t>(set.pages.size()), set.page_side,
                                      [this](uint32_t p) { return set.pages[p]; });
  pages = std::move(array.texture);
  layers = array.layers;
  stats.texture_bytes += array.bytes;
  // The pixels now live on the GPU.
  set.pages = {};
}

void AnimationRenderer::Gpu::upload_objects() {
  object_array = make_vertex_array();
  object_vertices = make_buffer();
  object_indices = make_buffer();
  glBindVertexArray(object_array.get());
  glBindBuffer(GL_ARRAY_BUFFER, object_vertices.get());
  glBufferData(GL_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(set.objects.vertices.size() * sizeof(CircuitVertex)),
               set.objects.vertices.data(), GL_STATIC_DRAW);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, object_indices.get());
  glBufferData(GL_ELEMENT_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(set.objects.indices.size() * sizeof(uint32_t)),
               set.objects.indices.data(), GL_STATIC_DRAW);
  circuit_shaders::circuit_vertex_layout();
  glBindVertexArray(0);
  set.objects.vertices = {};
  set.objects.indices = {};
}

void AnimationRenderer::Gpu::set_up_sprites() {
  sprite_vertices.reserve(set.max_sprites * 4);
  poses.sprites.reserve(set.max_sprites);
  poses.objects.reserve(set.objects.sectors.size() * std::max<size_t>(set.placements.size(), 1));
  std::vector<uint32_t> indices;
  indices.reserve(set.max_sprites * 6);
  for (uint32_t s = 0; s < set.max_sprites; ++s)
    for (const uint32_t k : {0u, 1u, 2u, 0u, 2u, 3u}) indices.push_back(s * 4 + k);
  sprite_array = make_vertex_array();
  sprite_vertices_buffer = make_buffer();
  sprite_indices = make_buffer();
  glBindVertexArray(sprite_array.get());
  glBindBuffer(GL_ARRAY_BUFFER, sprite_vertices_buffer.get());
  glBufferData(GL_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(set.max_sprites * 4 * sizeof(CircuitVertex)), nullptr,
               GL_STREAM_DRAW);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, sprite_indices.get());
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices.size() * sizeof(uint32_t)),
               indices.data(), GL_STATIC_DRAW);
  circuit_shaders::circuit_vertex_layout();
  glBindVertexArray(0);
}

void AnimationRenderer::Gpu::draw_objects(const Frustum& frustum) {
  if (poses.objects.empty()) return;
  glBindVertexArray(object_array.get());
  bool culling = false;
  glDisable(GL_CULL_FACE);
  for (const PlacedObject& placed : poses.objects) {
    const SectorMesh& mesh = set.objects.sectors[placed.mesh];
    if (mesh.batches.empty() || !frustum.intersects(transformed(mesh.bounds, placed.model)))
      continue;
    ++stats.objects_drawn;
    program.set("u_model", placed.model);
    for (const CircuitBatch& batch : mesh.batches) {
      if (batch.index_count == 0) continue;
      if (culling == batch.two_sided) {
        culling = !batch.two_sided;
        culling ? glEnable(GL_CULL_FACE) : glDisable(GL_CULL_FACE);
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(batch.index_count), GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(size_t(batch.first_index) * sizeof(uint32_t)));
      ++stats.draw_calls;
      stats.triangles += batch.triangles();
    }
  }
  glDisable(GL_CULL_FACE);
}

void AnimationRenderer::Gpu::draw_sprites(const CameraView& camera) {
  const size_t count = std::min(poses.sprites.size(), set.max_sprites);
  if (count == 0) return;
  const Vec3f forward = camera.forward();
  Vec3f right = normalize(cross(forward, camera.up));
  if (length(right) == 0) right = {1, 0, 0};
  const Vec3f up = cross(right, forward);
  sprite_vertices.clear();
  CircuitVertex quad[4];
  for (size_t s = 0; s < count; ++s) {
    sprite_corners(poses.sprites[s], right, up, quad);
    sprite_vertices.insert(sprite_vertices.end(), quad, quad + 4);
  }
  program.set("u_model", Mat4::identity());
  glBindVertexArray(sprite_array.get());
  glBindBuffer(GL_ARRAY_BUFFER, sprite_vertices_buffer.get());
  glBufferSubData(GL_ARRAY_BUFFER, 0,
                  static_cast<GLsizeiptr>(sprite_vertices.size() * sizeof(CircuitVertex)),
                  sprite_vertices.data());
  glDisable(GL_CULL_FACE);
  glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(count * 6), GL_UNSIGNED_INT, nullptr);
  ++stats.draw_calls;
  stats.triangles += count * 2;
  stats.sprites_drawn = static_cast<int>(count);
}

AnimationRenderer::AnimationRenderer(const assets::Circuit& circuit)
    : gpu_(std::make_unique<Gpu>()) {
  Gpu& g = *gpu_;
  g.set = build_animation_set(circuit);
  g.any = !g.set.placements.empty();
  if (!g.any) return;  // no GL objects for a circuit without animations
  g.program =
      Program("circuit animations", circuit_shaders::kSectorVertex,
              circuit_shaders::sector_fragment(shader_variant::kCutout | shader_variant::kDural));
  g.fog = fog_range(circuit);
  g.upload_pages();
  g.upload_objects();
  g.set_up_sprites();
}

AnimationRenderer::~AnimationRenderer() = default;

void AnimationRenderer::draw(const CameraView& camera, const Viewport& viewport,
                             platform::PixelSize window, uint32_t time_ms) {
  Gpu& g = *gpu_;
  g.stats.draw_calls = 0;
  g.stats.triangles = 0;
  g.stats.objects_drawn = 0;
  g.stats.sprites_drawn = 0;
  if (!g.any || viewport.width <= 0 || viewport.height <= 0) return;
  pose_animations(g.set, time_ms, g.poses);
  if (g.poses.objects.empty() && g.poses.sprites.empty()) return;

  gl_viewport(viewport, window);
  const Mat4 view_projection = camera.projection(viewport.aspect()) * camera.view();
  const Program& p = g.program;
  p.use();
  p.set("u_view_projection", view_projection);
  p.set("u_eye", camera.eye);
  p.set("u_pages", 0);
  p.set("u_fog_on", g.fog.on ? 1 : 0);
  p.set("u_fog_range", g.fog.start, g.fog.end, 0.0f, 0.0f);
  p.set("u_fog_colour", Vec3f{g.fog.colour[0], g.fog.colour[1], g.fog.colour[2]});
  p.set("u_sky_colour", Vec3f{g.fog.colour[0], g.fog.colour[1], g.fog.colour[2]});
  p.set("u_ground_colour", kGroundReflection);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D_ARRAY, g.pages.get());
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glDisable(GL_BLEND);
  glFrontFace(GL_CCW);
  glCullFace(GL_BACK);
  g.draw_objects(Frustum::from(view_projection));
  g.draw_sprites(camera);
  glDisable(GL_CULL_FACE);
  glBindVertexArray(0);
}

const AnimationDrawStats& AnimationRenderer::stats() const {
  return gpu_->stats;
}

}  // namespace unpod::engine
