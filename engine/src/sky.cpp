#include "unpod/engine/sky.h"

#include <algorithm>
#include <cmath>

#include "unpod/engine/texture_page.h"

namespace unpod::engine {
namespace {

// Mean colour of rows [first, last) of an image.
Rgb mean_rows(const Image& img, uint32_t first, uint32_t last) {
  double sum[3] = {0, 0, 0};
  size_t n = 0;
  for (uint32_t y = first; y < last && y < img.height; ++y)
    for (uint32_t x = 0; x < img.width; ++x, ++n)
      for (size_t c = 0; c < 3; ++c) sum[c] += img.rgba[(size_t(y) * img.width + x) * 4 + c];
  if (n == 0) return {0, 0, 0};
  return {static_cast<float>(sum[0] / double(n) / 255.0),
          static_cast<float>(sum[1] / double(n) / 255.0),
          static_cast<float>(sum[2] / double(n) / 255.0)};
}

}  // namespace

Rgb background_colour(const assets::FogBackground& fog) {
  const uint32_t c = fog.background_colour;
  return {c & 1u ? 1.0f : 0.0f, c & 2u ? 1.0f : 0.0f, c & 4u ? 1.0f : 0.0f};
}

FogRange fog_range(const assets::Circuit& circuit) {
  const assets::FogBackground& fog = circuit.fog;
  FogRange r;
  r.colour = background_colour(fog);
  if (fog.fog_distance <= 0 || fog.fog_intensity == 0) return r;
  r.on = true;
  r.end = static_cast<float>(fog.fog_distance);
  r.start = r.end * kFogStartShare;
  if (circuit.sky.type != 0 && !circuit.sky.textures.pages.empty()) {
    const Image sky = decode_texture_page(circuit.sky.textures, 0);
    if (sky.height > 0) r.colour = mean_rows(sky, sky.height - 1, sky.height);
  } else if (fog.background_on && !fog.background.pages.empty()) {
    const Image bg = decode_texture_page(fog.background, 0);
    if (bg.height > 0) r.colour = mean_rows(bg, 0, bg.height);
  }
  return r;
}

SkyLook sky_look(const assets::Sky& sky, const CameraView& camera, uint32_t time_ms) {
  SkyLook look;
  if (sky.type == 0 || sky.textures.pages.empty() || sky.textures.size == 0) return look;
  look.on = true;
  const float height = std::max(static_cast<float>(sky.z) - camera.eye.z, 1.0f);
  look.rim_elevation = std::atan2(height, std::max(camera.far_plane, 1.0f));
  look.repeats = static_cast<float>(std::max(sky.zoom, 1));
  const double texels = double(sky.speed) * double(time_ms) / 1000.0;
  look.scroll = static_cast<float>(std::fmod(texels / double(sky.textures.size), 1.0));
  return look;
}

std::optional<Vec3f> toward_sun(const assets::Circuit& circuit) {
  if (!circuit.lights.value || circuit.lights.value->direction.is_zero()) return std::nullopt;
  return normalize(to_vec3f(circuit.lights.value->direction) * -1.0f);
}

std::optional<std::array<float, 2>> sun_on_screen(const CameraView& camera, float aspect,
                                                  const Vec3f& toward_sun) {
  const Vec3f dir = normalize(toward_sun);
  if (dot(dir, camera.forward()) <= 0) return std::nullopt;
  // A point far along the sun's direction, inside the far plane.
  const Vec3f sun = camera.eye + dir * (camera.far_plane * 0.5f);
  const Vec3f ndc = transform_point(camera.projection(aspect) * camera.view(), sun);
  return std::array<float, 2>{ndc.x, ndc.y};
}

}  // namespace unpod::engine
