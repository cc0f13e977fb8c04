#include "menu_pictures.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <random>

namespace unpod::disc {
namespace {

using Rgb = std::array<int, 3>;

uint16_t rgb555(const Rgb& c) {
  const auto five = [](int v) { return uint16_t(std::clamp(v, 0, 255) >> 3); };
  return uint16_t(five(c[0]) << 10 | five(c[1]) << 5 | five(c[2]));
}

Rgb mix(const Rgb& a, const Rgb& b, double t) {
  return {int(std::lround(a[0] + (b[0] - a[0]) * t)), int(std::lround(a[1] + (b[1] - a[1]) * t)),
          int(std::lround(a[2] + (b[2] - a[2]) * t))};
}

// A 256-colour image of one palette, `pixels` a byte each.
assets::MenuImageFile one_image(int width, int height, uint32_t id,
                                const std::array<uint16_t, 256>& palette,
                                std::vector<uint8_t> pixels) {
  assets::MenuImageFile f;
  assets::MenuImageEntry e;
  e.width = uint16_t(width);
  e.height = uint16_t(height);
  e.id = id;
  e.pixel_offset = 0;
  e.palette = 0;
  f.images.push_back(e);
  f.palettes.push_back(palette);
  f.pixels = std::move(pixels);
  return f;
}

// The backdrop's palette ranges.
constexpr int kSky = 0, kSkyShades = 64;         // top to horizon
constexpr int kGround = 64, kGroundShades = 48;  // horizon to bottom
constexpr int kRoad = 112, kRoadShades = 16;     // far to near
constexpr int kStar = 128, kStarShades = 4;
constexpr int kMoon = 132, kMoonShades = 64;  // dark to lit
constexpr int kLine = 196;                    // the road's middle line

}  // namespace

assets::MenuImageFile disc_backdrop() {
  std::array<uint16_t, 256> palette{};
  for (int i = 0; i < kSkyShades; ++i)
    palette[kSky + i] = rgb555(mix({6, 8, 28}, {96, 40, 52}, i / double(kSkyShades - 1)));
  for (int i = 0; i < kGroundShades; ++i)
    palette[kGround + i] = rgb555(mix({88, 44, 28}, {22, 12, 10}, i / double(kGroundShades - 1)));
  for (int i = 0; i < kRoadShades; ++i)
    palette[kRoad + i] = rgb555(mix({70, 62, 66}, {44, 40, 44}, i / double(kRoadShades - 1)));
  for (int i = 0; i < kStarShades; ++i)
    palette[kStar + i] = rgb555(mix({90, 90, 110}, {255, 255, 240}, i / 3.0));
  for (int i = 0; i < kMoonShades; ++i)
    palette[kMoon + i] = rgb555(mix({40, 24, 30}, {236, 190, 140}, i / double(kMoonShades - 1)));
  palette[kLine] = rgb555({220, 200, 90});

  const int w = kBackdropWidth, h = kBackdropHeight;
  std::vector<uint8_t> px(size_t(w) * h);
  // The horizon bends down at the sides: a small planet.
  const auto horizon = [&](int x) { return 128.0 + (x - w / 2.0) * (x - w / 2.0) / 900.0; };
  const double moon_x = 252, moon_y = 52, moon_r = 30;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const double hy = horizon(x);
      uint8_t c;
      if (y < hy) {
        c = uint8_t(kSky + std::clamp(int(y / hy * kSkyShades), 0, kSkyShades - 1));
        const double dx = (x - moon_x) / moon_r, dy = (y - moon_y) / moon_r;
        if (dx * dx + dy * dy <= 1.0) {
          // Lit from the lower left: the sphere's normal against the light.
          const double nz = std::sqrt(std::max(0.0, 1.0 - dx * dx - dy * dy));
          const double light = std::clamp(-0.6 * dx + 0.3 * dy + 0.74 * nz, 0.0, 1.0);
          c = uint8_t(kMoon + std::clamp(int(light * kMoonShades), 0, kMoonShades - 1));
        }
      } else {
        const double t = (y - hy) / (h - hy + 1);
        c = uint8_t(kGround + std::clamp(int(t * kGroundShades), 0, kGroundShades - 1));
        // The road narrows to a point on the horizon in the middle.
        const double vanish = horizon(w / 2), half = (y - vanish) * 0.9;
        if (half > 0 && std::abs(x - w / 2.0) <= half) {
          c = uint8_t(kRoad + std::clamp(int(t * kRoadShades), 0, kRoadShades - 1));
          if (std::abs(x - w / 2.0) <= std::max(0.5, half * 0.03) && int(y - vanish) % 12 < 6)
            c = uint8_t(kLine);
        }
      }
      px[size_t(y) * w + x] = c;
    }
  std::mt19937 stars(1997);  // a fixed seed: the same sky on every build
  for (int n = 0; n < 140; ++n) {
    const int x = int(stars() % uint32_t(w)), y = int(stars() % 120u);
    const int shade = int(stars() % kStarShades);
    const double dx = (x - moon_x) / moon_r, dy = (y - moon_y) / moon_r;
    if (y < horizon(x) - 2 && dx * dx + dy * dy > 1.1)
      px[size_t(y) * w + x] = uint8_t(kStar + shade);
  }
  return one_image(w, h, 1, palette, std::move(px));
}

assets::MenuImageFile circuit_picture(const Centreline& main,
                                      const std::vector<Centreline>& routes) {
  constexpr uint8_t kField = 0, kEdge = 1, kRoadColour = 2, kStartLine = 3;
  std::array<uint16_t, 256> palette{};
  palette[kField] = rgb555({22, 38, 30});
  palette[kEdge] = rgb555({205, 120, 40});
  palette[kRoadColour] = rgb555({150, 150, 156});
  palette[kStartLine] = rgb555({255, 255, 255});
  const int w = kCircuitPictureWidth, h = kCircuitPictureHeight;
  std::vector<uint8_t> px(size_t(w) * h, kField);

  std::vector<const Centreline*> lines{&main};
  for (const Centreline& r : routes) lines.push_back(&r);
  // Seen from above: the axis the road's normals share is up; the next is the picture's right
  // and the one after it points up the picture, as on a map (z up: east right, north up).
  double up[3] = {0, 0, 0};
  for (const Frame& f : main.samples) {
    up[0] += f.up.x;
    up[1] += f.up.y;
    up[2] += f.up.z;
  }
  int a = 0;
  for (int k = 1; k < 3; ++k)
    if (std::abs(up[k]) > std::abs(up[a])) a = k;
  const double down_sign = up[a] >= 0 ? -1 : 1;
  const auto coord = [](const Point3& p, int k) { return k == 0 ? p.x : k == 1 ? p.y : p.z; };
  const auto right_of = [&](const Point3& p) { return coord(p, (a + 1) % 3); };
  const auto down_of = [&](const Point3& p) { return down_sign * coord(p, (a + 2) % 3); };

  double min_r = 1e300, max_r = -1e300, min_d = 1e300, max_d = -1e300;
  for (const Centreline* l : lines)
    for (const Frame& f : l->samples) {
      const double pad = f.width / 2;
      min_r = std::min(min_r, right_of(f.pos) - pad);
      max_r = std::max(max_r, right_of(f.pos) + pad);
      min_d = std::min(min_d, down_of(f.pos) - pad);
      max_d = std::max(max_d, down_of(f.pos) + pad);
    }
  if (min_r > max_r) return one_image(w, h, 2, palette, std::move(px));
  constexpr double kMargin = 8;
  const double scale = std::min((w - 2 * kMargin) / std::max(1.0, max_r - min_r),
                                (h - 2 * kMargin) / std::max(1.0, max_d - min_d));
  const double off_x = (w - (max_r - min_r) * scale) / 2, off_y = (h - (max_d - min_d) * scale) / 2;
  const auto to_px = [&](const Point3& p) {
    return std::pair{off_x + (right_of(p) - min_r) * scale, off_y + (down_of(p) - min_d) * scale};
  };
  const auto disc = [&](double cx, double cy, double r, uint8_t c) {
    for (int y = std::max(0, int(cy - r - 1)); y <= std::min(h - 1, int(cy + r + 1)); ++y)
      for (int x = std::max(0, int(cx - r - 1)); x <= std::min(w - 1, int(cx + r + 1)); ++x)
        if ((x + 0.5 - cx) * (x + 0.5 - cx) + (y + 0.5 - cy) * (y + 0.5 - cy) <= r * r)
          px[size_t(y) * w + x] = c;
  };
  // Edges first, every line's, then the road over them: crossings stay open.
  for (uint8_t pass : {kEdge, kRoadColour})
    for (const Centreline* l : lines)
      for (const Frame& f : l->samples) {
        const auto [x, y] = to_px(f.pos);
        // At least 5 pixels wide: a whole lap in 160 pixels would leave the road a hairline.
        const double r = std::max(2.5, f.width / 2 * scale);
        disc(x, y, pass == kEdge ? r + 1.0 : r, pass);
      }
  if (!main.samples.empty()) {
    const Frame& s = main.samples.front();
    // Across the road as drawn, however narrow the road is in the circuit's units.
    const double half = std::max(s.width / 2, 2.5 / scale);
    for (int k = -20; k <= 20; ++k) {
      const double t = k / 20.0 * half;
      const auto [x, y] =
          to_px({s.pos.x + s.left.x * t, s.pos.y + s.left.y * t, s.pos.z + s.left.z * t});
      if (x >= 0 && y >= 0 && x < w && y < h) px[size_t(y) * w + size_t(x)] = kStartLine;
    }
  }
  return one_image(w, h, 2, palette, std::move(px));
}

}  // namespace unpod::disc
