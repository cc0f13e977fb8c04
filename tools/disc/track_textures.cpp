// Procedural pages: every texel comes from a hash of (seed, page, x, y), so the same seed always
// gives the same file.
#include "track_textures.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace unpod::disc {
namespace {

using RGB = std::array<double, 3>;

uint32_t hash(uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
  uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u;
  h ^= (c + 0x165667B1u) * 0xC2B2AE3Du;
  h ^= (d + 0x27D4EB2Fu) * 0x9E3779B1u;
  h ^= h >> 15;
  h *= 0x2C1B3C6Du;
  h ^= h >> 12;
  h *= 0x297A2D39u;
  h ^= h >> 15;
  return h;
}

// White noise in [0, 1).
double grain(uint32_t seed, uint32_t layer, int x, int y) {
  return double(hash(seed, layer, uint32_t(x), uint32_t(y)) >> 8) / double(1u << 24);
}

// Smooth value noise with period `cells` cells across `size` texels (tiles seamlessly).
double value_noise(uint32_t seed, uint32_t layer, int x, int y, int size, int cells) {
  const double fx = double(x) * cells / size, fy = double(y) * cells / size;
  const int x0 = int(fx), y0 = int(fy);
  const double tx = fx - x0, ty = fy - y0;
  auto corner = [&](int cx, int cy) { return grain(seed, layer, cx % cells, cy % cells); };
  auto smooth = [](double t) { return t * t * (3 - 2 * t); };
  const double a = corner(x0, y0), b = corner(x0 + 1, y0), c = corner(x0, y0 + 1),
               d = corner(x0 + 1, y0 + 1);
  const double sx = smooth(tx), sy = smooth(ty);
  return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy;
}

// Two octaves, centred on 0 (about -0.5..0.5).
double fractal(uint32_t seed, uint32_t layer, int x, int y, int size) {
  return 0.65 * value_noise(seed, layer, x, y, size, 8) +
         0.35 * value_noise(seed, layer + 100, x, y, size, 32) - 0.5;
}

uint16_t pack(RGB c) {
  auto ch = [](double v) { return uint8_t(std::clamp(std::lround(v), 0L, 255L)); };
  return assets::rgb8_to_rgb565(ch(c[0]), ch(c[1]), ch(c[2]));
}

RGB scale(RGB c, double s) {
  return {c[0] * s, c[1] * s, c[2] * s};
}
RGB mix(RGB a, RGB b, double t) {
  return {a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t};
}
RGB rgb(const std::array<int, 3>& c) {
  return {double(c[0]), double(c[1]), double(c[2])};
}

template <class F>
assets::TexturePage make_page(int size, const std::string& name, F&& texel) {
  assets::TexturePage page;
  page.regions.push_back(assets::TextureRegion{name, 0, 0, size - 1, size - 1, 0});
  page.pixels.resize(size_t(size) * size_t(size) * 2);
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) {
      const uint16_t c = pack(texel(x, y));
      const size_t at = (size_t(y) * size_t(size) + size_t(x)) * 2;
      page.pixels[at] = uint8_t(c & 0xFF);
      page.pixels[at + 1] = uint8_t(c >> 8);
    }
  return page;
}

assets::TextureList list_of(uint32_t size, std::vector<assets::TexturePage> pages) {
  assets::TextureList t;
  t.size = size;
  t.pages = std::move(pages);
  return t;
}

// Asphalt: grey grain with darker patches and a dashed centre line along v (u = across).
RGB asphalt(uint32_t s, int x, int y) {
  const double n = fractal(s, 1, x, y, 256), g = grain(s, 2, x, y) - 0.5;
  RGB c = scale(RGB{92, 92, 96}, 1 + 0.35 * n + 0.25 * g);
  const bool centre = std::abs(x - 128) < 2 && (y % 128) < 64;
  return centre ? mix(c, RGB{225, 225, 215}, 0.85) : c;
}

}  // namespace

assets::TextureList make_track_textures(unsigned seed) {
  const uint32_t s = seed;
  std::vector<assets::TexturePage> pages;
  pages.push_back(make_page(256, "asphalt", [&](int x, int y) { return asphalt(s, x, y); }));
  pages.push_back(make_page(256, "kerb", [&](int x, int y) {
    const bool red = (y / 32) % 2 == 0;
    const double g = 1 + 0.12 * (grain(s, 3, x, y) - 0.5) + 0.1 * fractal(s, 4, x, y, 256);
    return scale(red ? RGB{200, 40, 36} : RGB{232, 232, 226}, g);
  }));
  pages.push_back(make_page(256, "wall", [&](int x, int y) {
    // Concrete panels: a joint every 64 texels along v, a darker band at the foot (u near 0).
    const double g = 1 + 0.3 * fractal(s, 5, x, y, 256) + 0.15 * (grain(s, 6, x, y) - 0.5);
    RGB c = scale(RGB{168, 164, 156}, g);
    if (y % 64 < 3) c = scale(c, 0.6);
    if (x < 24) c = scale(c, 0.8);
    return c;
  }));
  pages.push_back(make_page(256, "grass", [&](int x, int y) {
    const double n = fractal(s, 7, x, y, 256), g = grain(s, 8, x, y) - 0.5;
    return mix(RGB{58, 112, 40}, RGB{96, 140, 52}, std::clamp(0.5 + n + 0.4 * g, 0.0, 1.0));
  }));
  pages.push_back(make_page(256, "start", [&](int x, int y) {
    // A chequered band across the road in the middle of the page, asphalt around it.
    if (y >= 96 && y < 160) {
      const bool white = ((x / 16) + ((y - 96) / 16)) % 2 == 0;
      const double g = 1 + 0.08 * (grain(s, 9, x, y) - 0.5);
      return scale(white ? RGB{236, 236, 236} : RGB{24, 24, 28}, g);
    }
    return asphalt(s, x, y);
  }));
  pages.push_back(make_page(256, "rock", [&](int x, int y) {
    // Strata across v with cracks: the page is laid with v up the slope.
    const double n = fractal(s, 16, x, y, 256), g = grain(s, 17, x, y) - 0.5;
    const double layer = value_noise(s, 18, 0, y, 256, 16);
    RGB c = mix(RGB{122, 112, 100}, RGB{176, 166, 150},
                std::clamp(0.5 + n + 0.5 * layer - 0.25, 0.0, 1.0));
    c = scale(c, 1 + 0.2 * g);
    if (grain(s, 19, x / 8, y) > 0.97) c = scale(c, 0.6);
    return c;
  }));
  pages.push_back(make_page(256, "spoil", [&](int x, int y) {
    const double n = fractal(s, 20, x, y, 256), g = grain(s, 21, x, y) - 0.5;
    RGB c = mix(RGB{128, 116, 98}, RGB{170, 158, 136}, std::clamp(0.5 + n, 0.0, 1.0));
    if (grain(s, 22, x, y) > 0.93) c = scale(c, 0.7);  // stones
    return scale(c, 1 + 0.25 * g);
  }));
  return list_of(256, std::move(pages));
}

assets::TextureList make_prop_textures(const std::string& kind, unsigned seed) {
  const uint32_t s = seed + 17;
  if (kind == "cone")
    return list_of(128, {make_page(128, "cone", [&](int x, int y) {
                     const bool white = (y / 32) % 2 == 1;
                     const double g = 1 + 0.1 * (grain(s, 10, x, y) - 0.5);
                     return scale(white ? RGB{240, 240, 236} : RGB{250, 110, 20}, g);
                   })});
  return list_of(128, {make_page(128, "crate", [&](int x, int y) {
                   // Planks along u with a frame around the edge.
                   const double n = fractal(s, 11, x, y / 4, 128);
                   RGB c = scale(RGB{164, 118, 68}, 1 + 0.4 * n);
                   if (y % 32 < 2) c = scale(c, 0.55);
                   if (x < 10 || x > 117 || y < 10 || y > 117)
                     c = scale(RGB{120, 82, 44}, 1 + 0.2 * n);
                   return c;
                 })});
}

assets::TextureList make_sky_textures(const SkyDesc& sky, unsigned seed) {
  const RGB top = rgb(sky.top), horizon = rgb(sky.horizon);
  return list_of(128, {make_page(128, "sky", [&](int x, int y) {
                   const double t = double(y) / 127.0;
                   const double cloud = std::max(0.0, fractal(seed, 12, x, y, 128) - 0.1);
                   return mix(mix(top, horizon, t * t), RGB{250, 250, 250}, cloud * 0.8);
                 })});
}

std::vector<uint8_t> make_lens_flare() {
  std::vector<uint8_t> out(128 * 128 * 2);
  for (int y = 0; y < 128; ++y)
    for (int x = 0; x < 128; ++x) {
      const double r = std::hypot(x - 63.5, y - 63.5) / 64.0;
      const double glow = std::exp(-r * r * 12.0);
      const double ring = 0.35 * std::exp(-std::pow((r - 0.7) * 14.0, 2.0));
      const double v = std::min(1.0, glow + ring);
      const uint16_t c = pack(RGB{255 * v, 235 * v, 190 * v});
      const size_t at = (size_t(y) * 128 + size_t(x)) * 2;
      out[at] = uint8_t(c & 0xFF);
      out[at + 1] = uint8_t(c >> 8);
    }
  return out;
}

assets::TextureList make_background(const SkyDesc& sky, const FogDesc& fog, unsigned seed,
                                    const std::string& backdrop) {
  const RGB top = rgb(sky.top), horizon = rgb(sky.horizon), haze = rgb(fog.colour);
  const bool quarry = backdrop == "quarry-cliffs";
  return list_of(256, {make_page(256, "background", [&](int x, int y) {
                   const double t = double(y) / 255.0;
                   const RGB air = mix(top, horizon, std::sqrt(t));
                   if (quarry) {
                     // Quarry faces: a skyline of flat benches and sheer drops (x wraps),
                     // pale layered rock, with darker spoil heaps at their feet.
                     const double step = std::floor(value_noise(seed, 13, x, 0, 256, 10) * 4);
                     const double ridge =
                         150 + 14 * step + 4 * value_noise(seed, 14, x, 0, 256, 64);
                     const double heap = 222 - 26 * std::max(0.0, std::sin(x * 3.14159 / 64.0)) *
                                                   value_noise(seed, 23, x, 0, 256, 4);
                     if (y > heap) {
                       const double n = fractal(seed, 24, x, y, 256);
                       return mix(RGB{112, 102, 90}, haze, 0.35 + 0.2 * n);
                     }
                     if (y > ridge) {
                       const double n = fractal(seed, 15, x, y, 256);
                       const double band = value_noise(seed, 25, 0, y, 256, 24);
                       const bool bench = int(y - ridge) % 22 < 2;
                       RGB rock = mix(RGB{168, 158, 140}, RGB{206, 196, 176}, band);
                       if (bench) rock = scale(rock, 0.78);
                       return mix(rock, haze, 0.3 + 0.2 * n);
                     }
                     return air;
                   }
                   // Hills whose outline tiles across the page (x wraps).
                   const double ridge = 170 + 40 * value_noise(seed, 13, x, 0, 256, 6) +
                                        12 * value_noise(seed, 14, x, 0, 256, 24);
                   if (y > ridge) {
                     const double n = fractal(seed, 15, x, y, 256);
                     return mix(RGB{54, 78, 60}, haze, 0.45 + 0.2 * n);
                   }
                   return air;
                 })});
}

}  // namespace unpod::disc
