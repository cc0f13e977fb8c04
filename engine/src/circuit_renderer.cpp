#include "unpod/engine/circuit_renderer.h"

#include <array>
#include <string>

#include <glad/gl.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "circuit_shaders.h"
#include "page_array.h"
#include "unpod/engine/circuit_mesh.h"
#include "unpod/engine/gl_objects.h"
#include "unpod/engine/sector_culling.h"
#include "unpod/engine/sky.h"
#include "unpod/engine/texture_animation.h"
#include "unpod/engine/texture_page.h"

namespace unpod::engine {
namespace {

constexpr Rgb kChromeGroundReflection{0.22f, 0.21f,
                                      0.2f};  // what chrome reflects below the horizon
constexpr float kFlareHalfHeight = 0.22f;     // the flare's half-size, NDC (vertical)

struct ImageTexture {
  GlName name;
  size_t bytes = 0;
};

ImageTexture upload_image(const Image& img) {
  ImageTexture t;
  if (img.width == 0 || img.height == 0) return t;
  t.name = make_texture();
  glBindTexture(GL_TEXTURE_2D, t.name.get());
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, static_cast<GLsizei>(img.width),
               static_cast<GLsizei>(img.height), 0, GL_RGBA, GL_UNSIGNED_BYTE, img.rgba.data());
  // No mipmaps: the environment shader's u jumps where the turn wraps round.
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  t.bytes = img.rgba.size();
  return t;
}

Rgb mean_colour(const Image& img) {
  double sum[3] = {0, 0, 0};
  const size_t n = img.rgba.size() / 4;
  for (size_t i = 0; i < n; ++i)
    for (size_t c = 0; c < 3; ++c) sum[c] += img.rgba[i * 4 + c];
  if (n == 0) return {0.5f, 0.6f, 0.8f};
  return {static_cast<float>(sum[0] / double(n) / 255.0),
          static_cast<float>(sum[1] / double(n) / 255.0),
          static_cast<float>(sum[2] / double(n) / 255.0)};
}

Vec3f to_vec(const Rgb& c) {
  return {c[0], c[1], c[2]};
}

}  // namespace

struct CircuitRenderer::Gpu {
  CircuitMesh mesh;         // batches, boxes and face_vertex (vertices and indices live on the GPU)
  std::vector<Aabb> boxes;  // each sector's drawn extent, for the frustum
  std::vector<Aabb> places;  // where each sector is, for the camera's sector
  std::vector<assets::VisibilityEntry> visibility;
  uint32_t page_count = 0;
  uint32_t page_side = 256;

  // Texture animations: per animated face, its vertices as built and the key now shown.
  CircuitTextureAnimations anims;
  std::vector<CircuitVertex> anim_base;     // 4 slots per animated face
  std::vector<uint32_t> anim_vertex_count;  // 3 or 4 (0: face not drawn)
  std::vector<int> anim_shown;

  FogRange fog;
  Rgb background{};
  bool background_on = false;
  float background_rows[2] = {0, 1};
  assets::Sky sky;  // its fields; the pages' pixels are on the GPU
  Rgb sky_colour{};
  std::optional<Vec3f> sun;
  Vec3f sun_tint{1, 1, 1};

  std::array<Program, shader_variant::kCount> sector_programs;  // by shader_variant bits
  Program environment_program, flare_program;
  GlName vertex_array, vertex_buffer, index_buffer, empty_vertex_array;
  GlName pages;
  ImageTexture sky_texture, background_texture, flare_texture;

  std::vector<int> visible;
  std::vector<int> draw_order;  // `visible`, nearest first
  CircuitDrawStats stats;

  void upload_mesh();
  void upload_pages(const assets::TextureList& list);
  void set_up_animations(const assets::Circuit& circuit);
  void animate(uint32_t time_ms);
  void draw_environment(const CameraView& camera, float aspect, uint32_t time_ms);
  void draw_sectors(const CameraView& camera, const Mat4& view_projection);
  void draw_flare(const CameraView& camera, float aspect, const Mat4& view_projection);
};

void CircuitRenderer::Gpu::upload_pages(const assets::TextureList& list) {
  PageArray array =
      upload_page_array(list.size == 0 ? 0u : static_cast<uint32_t>(list.pages.size()), list.size,
                        [&list](uint32_t p) { return decode_texture_page(list, p); });
  pages = std::move(array.texture);
  page_count = array.layers;
  stats.texture_bytes += array.bytes;
}

void CircuitRenderer::Gpu::upload_mesh() {
  vertex_array = make_vertex_array();
  vertex_buffer = make_buffer();
  index_buffer = make_buffer();
  empty_vertex_array = make_vertex_array();
  glBindVertexArray(vertex_array.get());
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer.get());
  glBufferData(GL_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(mesh.vertices.size() * sizeof(CircuitVertex)),
               mesh.vertices.data(), anims.faces.empty() ? GL_STATIC_DRAW : GL_DYNAMIC_DRAW);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, index_buffer.get());
  glBufferData(GL_ELEMENT_ARRAY_BUFFER,
               static_cast<GLsizeiptr>(mesh.indices.size() * sizeof(uint32_t)), mesh.indices.data(),
               GL_STATIC_DRAW);
  circuit_shaders::circuit_vertex_layout();
  glBindVertexArray(0);
}

void CircuitRenderer::Gpu::set_up_animations(const assets::Circuit& circuit) {
  anims = collect_texture_animations(circuit);
  anim_base.assign(anims.faces.size() * 4, CircuitVertex{});
  anim_vertex_count.assign(anims.faces.size(), 0);
  anim_shown.assign(anims.faces.size(), -1);
  for (size_t i = 0; i < anims.faces.size(); ++i) {
    const AnimatedFaceRef& ref = anims.faces[i];
    const int32_t first = mesh.sectors[ref.sector].face_vertex[ref.face];
    if (first < 0) continue;
    const uint32_t n = circuit.sectors[ref.sector].object.faces[ref.face].vertex_count;
    anim_vertex_count[i] = n;
    for (uint32_t k = 0; k < n; ++k)
      anim_base[i * 4 + k] = mesh.vertices[static_cast<size_t>(first) + k];
  }
}

void CircuitRenderer::Gpu::animate(uint32_t time_ms) {
  if (anims.faces.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer.get());
  for (size_t i = 0; i < anims.faces.size(); ++i) {
    const AnimatedFaceRef& ref = anims.faces[i];
    const uint32_t n = anim_vertex_count[i];
    if (n == 0) continue;
    const assets::TextureAnimDescriptor& d = anims.descriptors[ref.descriptor];
    const int key = texture_anim_key(d, time_ms, ref.loop);
    if (key < 0 || key == anim_shown[i]) continue;
    anim_shown[i] = key;
    const assets::TextureAnimKey& k = d.keys[static_cast<size_t>(key)];
    CircuitVertex* v = &anim_base[i * 4];
    if (k.page >= 0 && static_cast<uint32_t>(k.page) < page_count) {
      for (uint32_t c = 0; c < n; ++c) {
        v[c].u = texel_to_uv(k.uv[c][0], page_side);
        v[c].v = texel_to_uv(k.uv[c][1], page_side);
        v[c].page = static_cast<float>(k.page);
        v[c].flags |= vertex_flags::kTextured;
        std::fill(std::begin(v[c].colour), std::end(v[c].colour), uint8_t{255});
      }
    }
    const int32_t first = mesh.sectors[ref.sector].face_vertex[ref.face];
    glBufferSubData(GL_ARRAY_BUFFER, static_cast<GLintptr>(size_t(first) * sizeof(CircuitVertex)),
                    static_cast<GLsizeiptr>(n * sizeof(CircuitVertex)), v);
  }
}

void CircuitRenderer::Gpu::draw_environment(const CameraView& camera, float aspect,
                                            uint32_t time_ms) {
  const Vec3f forward = camera.forward();
  const Vec3f right = normalize(cross(forward, camera.up));
  const Vec3f up = cross(right, forward);
  const float tan_half = std::tan(camera.fovy * 0.5f);
  const SkyLook look = sky_look(sky, camera, time_ms);
  const Program& p = environment_program;
  p.use();
  p.set("u_forward", forward);
  p.set("u_right", right * (tan_half * aspect));
  p.set("u_up", up * tan_half);
  p.set("u_background_colour", to_vec(background));
  const bool bg = background_on && background_texture.name;
  p.set("u_background_on", bg ? 1 : 0);
  p.set("u_background", 1);
  p.set("u_background_rows", background_rows[0], background_rows[1], 0.0f, 0.0f);
  // Under a sky the background reaches up to the sky's rim.
  const float band_top = look.on ? look.rim_elevation : kBackgroundTopElevation;
  p.set("u_background_band", band_top, kBackgroundBottomElevation, 0.0f, 0.0f);
  p.set("u_background_repeats", kBackgroundRepeats);
  const bool sky_on = look.on && sky_texture.name;
  p.set("u_sky_on", sky_on ? 1 : 0);
  p.set("u_sky", 2);
  p.set("u_sky_rim", look.rim_elevation);
  p.set("u_sky_repeats", look.repeats);
  p.set("u_sky_scroll", look.scroll);
  p.set("u_fog_on", fog.on ? 1 : 0);
  p.set("u_fog_colour", to_vec(fog.colour));
  glActiveTexture(GL_TEXTURE1);
  glBindTexture(GL_TEXTURE_2D, background_texture.name.get());
  glActiveTexture(GL_TEXTURE2);
  glBindTexture(GL_TEXTURE_2D, sky_texture.name.get());
  glActiveTexture(GL_TEXTURE0);
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);  // at the far depth: only where the circuit left the clear depth
  glDepthMask(GL_FALSE);
  glBindVertexArray(empty_vertex_array.get());
  glDrawArrays(GL_TRIANGLES, 0, 3);
  ++stats.draw_calls;
  glDepthMask(GL_TRUE);
  glDepthFunc(GL_LESS);
}

void CircuitRenderer::Gpu::draw_sectors(const CameraView& camera, const Mat4& view_projection) {
  for (const Program& p : sector_programs) {
    p.use();
    p.set("u_view_projection", view_projection);
    p.set("u_model", Mat4::identity());
    p.set("u_eye", camera.eye);
    p.set("u_pages", 0);
    p.set("u_fog_on", fog.on ? 1 : 0);
    p.set("u_fog_range", fog.start, fog.end, 0.0f, 0.0f);
    p.set("u_fog_colour", to_vec(fog.colour));
    p.set("u_sky_colour", to_vec(sky_colour));
    p.set("u_ground_colour", to_vec(kChromeGroundReflection));
  }
  uint32_t variant = shader_variant::kPlain;
  sector_programs[variant].use();
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D_ARRAY, pages.get());
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glFrontFace(GL_CCW);
  glCullFace(GL_BACK);
  bool culling = false;
  glDisable(GL_CULL_FACE);
  glBindVertexArray(vertex_array.get());
  for (const int s : draw_order) {
    const SectorMesh& sector = mesh.sectors[static_cast<size_t>(s)];
    if (sector.batches.empty()) continue;
    ++stats.sectors_drawn;
    for (const CircuitBatch& batch : sector.batches) {
      if (batch.index_count == 0) continue;
      if (culling == batch.two_sided) {
        culling = !batch.two_sided;
        culling ? glEnable(GL_CULL_FACE) : glDisable(GL_CULL_FACE);
      }
      if (batch.variant != variant && batch.variant < shader_variant::kCount) {
        variant = batch.variant;
        sector_programs[variant].use();
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(batch.index_count), GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(size_t(batch.first_index) * sizeof(uint32_t)));
      ++stats.draw_calls;
      stats.triangles += batch.triangles();
    }
  }
  glDisable(GL_CULL_FACE);
}

void CircuitRenderer::Gpu::draw_flare(const CameraView& camera, float aspect,
                                      const Mat4& view_projection) {
  if (!sun || !flare_texture.name) return;
  const auto at = sun_on_screen(camera, aspect, *sun);
  if (!at || std::fabs((*at)[0]) > 1.2f || std::fabs((*at)[1]) > 1.2f) return;
  const Vec3f far_sun = camera.eye + *sun * (camera.far_plane * 0.5f);
  const float depth = transform_point(view_projection, far_sun).z;
  const Program& p = flare_program;
  p.use();
  p.set("u_centre", Vec3f{(*at)[0], (*at)[1], depth});
  p.set("u_size", kFlareHalfHeight / aspect, kFlareHalfHeight, 0.0f, 0.0f);
  p.set("u_flare", 0);
  p.set("u_tint", sun_tint);
  glActiveTexture(GL_TEXTURE0);
  glBindTexture(GL_TEXTURE_2D, flare_texture.name.get());
  glEnable(GL_BLEND);
  glBlendFunc(GL_ONE, GL_ONE);
  glDepthMask(GL_FALSE);
  glBindVertexArray(empty_vertex_array.get());
  glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
  ++stats.draw_calls;
  glDepthMask(GL_TRUE);
  glDisable(GL_BLEND);
}

CircuitRenderer::CircuitRenderer(const assets::Circuit& circuit) : gpu_(std::make_unique<Gpu>()) {
  Gpu& g = *gpu_;
  for (uint32_t v = 0; v < shader_variant::kCount; ++v)
    g.sector_programs[v] =
        Program("circuit sectors (variant " + std::to_string(v) + ")",
                circuit_shaders::kSectorVertex, circuit_shaders::sector_fragment(v));
  g.environment_program = Program("circuit environment", circuit_shaders::kEnvironmentVertex,
                                  circuit_shaders::kEnvironmentFragment);
  g.flare_program =
      Program("lens flare", circuit_shaders::kFlareVertex, circuit_shaders::kFlareFragment);

  g.upload_pages(circuit.textures);
  g.page_side = circuit.textures.size == 0 ? 256u : circuit.textures.size;
  g.mesh = build_circuit_mesh(circuit.sectors, g.page_count, g.page_side);
  for (const SectorMesh& s : g.mesh.sectors) {
    g.boxes.push_back(s.bounds);
    g.places.push_back(s.place);
  }
  g.visibility = circuit.visibility;
  g.set_up_animations(circuit);
  g.upload_mesh();
  // The vertices and indices now live on the GPU (animated faces keep their own copy).
  g.mesh.vertices = {};
  g.mesh.indices = {};

  g.fog = fog_range(circuit);
  g.background = background_colour(circuit.fog);
  g.background_on = circuit.fog.background_on && !circuit.fog.background.pages.empty();
  if (g.background_on) {
    const Image bg = decode_texture_page(circuit.fog.background, 0);
    g.background_texture = upload_image(bg);
    const auto side = static_cast<float>(std::max<uint32_t>(bg.height, 1));
    int32_t first = std::clamp<int32_t>(circuit.fog.bg_y_start, 0, int32_t(bg.height) - 1);
    int32_t last = std::clamp<int32_t>(circuit.fog.bg_y_end, 0, int32_t(bg.height) - 1);
    if (last <= first) first = 0, last = int32_t(bg.height) - 1;
    g.background_rows[0] = (static_cast<float>(first) + 0.5f) / side;
    g.background_rows[1] = (static_cast<float>(last) + 0.5f) / side;
  }
  g.sky = circuit.sky;
  for (auto& page : g.sky.textures.pages) page.pixels = {};
  g.sky.lens_flare = {};
  g.sky_colour = g.fog.colour;
  if (circuit.sky.type != 0 && !circuit.sky.textures.pages.empty()) {
    const Image sky = decode_texture_page(circuit.sky.textures, 0);
    g.sky_texture = upload_image(sky);
    if (!sky.rgba.empty()) g.sky_colour = mean_colour(sky);
  }
  g.sun = toward_sun(circuit);
  if (circuit.sky.lens_flare.size() >= assets::kLensFlareBytes) {
    g.flare_texture = upload_image(decode_rgb565(circuit.sky.lens_flare, 128));
    const uint32_t c = circuit.sky.sun_colour;
    if (c != 0)
      g.sun_tint = {static_cast<float>((c >> 16) & 0xFF) / 255.0f,
                    static_cast<float>((c >> 8) & 0xFF) / 255.0f,
                    static_cast<float>(c & 0xFF) / 255.0f};
  }
  g.stats.texture_bytes += g.background_texture.bytes + g.sky_texture.bytes + g.flare_texture.bytes;
  g.visible.reserve(g.mesh.sectors.size());
  g.draw_order.reserve(g.mesh.sectors.size());
  glBindVertexArray(0);
}

CircuitRenderer::~CircuitRenderer() = default;

void CircuitRenderer::draw(const CameraView& camera, const Viewport& viewport,
                           platform::PixelSize window, uint32_t time_ms) {
  Gpu& g = *gpu_;
  g.stats.draw_calls = 0;
  g.stats.triangles = 0;
  g.stats.sectors_drawn = 0;
  if (viewport.width <= 0 || viewport.height <= 0) return;
  gl_viewport(viewport, window);
  glEnable(GL_SCISSOR_TEST);
  glClearColor(g.background[0], g.background[1], g.background[2], 1.0f);
  glClearDepth(1.0);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  glDisable(GL_SCISSOR_TEST);

  const float aspect = viewport.aspect();
  const Mat4 view_projection = camera.projection(aspect) * camera.view();
  g.animate(time_ms);
  visible_sectors(g.boxes, g.visibility, sector_at(camera.eye), Frustum::from(view_projection),
                  g.visible);
  g.draw_order = g.visible;
  nearest_first(g.boxes, camera.eye, g.draw_order);
  g.draw_sectors(camera, view_projection);
  g.draw_environment(camera, aspect, time_ms);
  g.draw_flare(camera, aspect, view_projection);
  glEnable(GL_DEPTH_TEST);
  glBindVertexArray(0);
}

const CircuitDrawStats& CircuitRenderer::stats() const {
  return gpu_->stats;
}

const std::vector<int>& CircuitRenderer::drawn_sectors() const {
  return gpu_->visible;
}

int CircuitRenderer::sector_at(const Vec3f& p) const {
  return engine::sector_at(gpu_->places, p);
}

}  // namespace unpod::engine
