// Procedural car paint: flat colours with panel lines, a trim stripe, windows, lights, tyres and
// a race number in a white roundel, written as RGB565 texels (pod-formats.md §4.1).
#include "car_paint.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

using paint::kPageSize;

struct Canvas {
  std::vector<Rgb> px = std::vector<Rgb>(size_t(kPageSize) * kPageSize);
  void set(int x, int y, Rgb c) {
    if (x >= 0 && y >= 0 && x < kPageSize && y < kPageSize)
      px[size_t(y) * kPageSize + size_t(x)] = c;
  }
  void fill(const PaintRegion& r, Rgb c) {
    for (int y = r.top; y <= r.bottom; ++y)
      for (int x = r.left; x <= r.right; ++x) set(x, y, c);
  }
};

Rgb shade(Rgb c, double f) {
  Rgb o;
  for (size_t i = 0; i < 3; ++i) o[i] = std::clamp(int(std::lround(c[i] * f)), 0, 255);
  return o;
}

// 3x5 digits, one row per entry, bit 2 = left column.
constexpr uint8_t kDigits[10][5] = {
    {7, 5, 5, 5, 7}, {2, 6, 2, 2, 7}, {7, 1, 7, 4, 7}, {7, 1, 3, 1, 7}, {5, 5, 7, 1, 1},
    {7, 4, 7, 1, 7}, {7, 4, 7, 5, 7}, {7, 1, 1, 2, 2}, {7, 5, 7, 5, 7}, {7, 5, 7, 1, 7}};

void digit(Canvas& c, int d, int x0, int y0, int scale, Rgb ink) {
  for (int row = 0; row < 5; ++row)
    for (int col = 0; col < 3; ++col)
      if (kDigits[d][row] & (4 >> col))
        for (int dy = 0; dy < scale; ++dy)
          for (int dx = 0; dx < scale; ++dx)
            c.set(x0 + col * scale + dx, y0 + row * scale + dy, ink);
}

// Sides: paint, a trim stripe, vertical panel lines at the part joins, the number roundel in
// the middle third.
void paint_side(Canvas& c, const CarDesc& d) {
  const PaintRegion r = paint::kSide;
  c.fill(r, d.paint);
  for (int y = r.top + 14; y <= r.top + 19; ++y)
    for (int x = r.left; x <= r.right; ++x) c.set(x, y, d.trim);
  const Rgb line = shade(d.paint, 0.55);
  for (int x : {r.left + 42, r.left + 85, r.left + 60})
    for (int y = r.top; y <= r.bottom; ++y) c.set(x, y, line);
  for (int x = r.left; x <= r.right; ++x) c.set(x, r.bottom, line);
  // Roundel centred in the middle third.
  const int cx = 64, cy = r.top + 26, rad = 15;
  for (int y = cy - rad; y <= cy + rad; ++y)
    for (int x = cx - rad; x <= cx + rad; ++x)
      if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= rad * rad) c.set(x, y, {245, 245, 245});
  const Rgb ink{20, 20, 20};
  if (d.number >= 10) {
    digit(c, d.number / 10, cx - 10, cy - 7, 3, ink);
    digit(c, d.number % 10, cx + 1, cy - 7, 3, ink);
  } else {
    digit(c, d.number, cx - 4, cy - 7, 3, ink);
  }
}

// Upper sides: paint at the ends, the cabin's windows (two panes and a pillar) in the middle.
void paint_glass(Canvas& c, const CarDesc& d) {
  const PaintRegion r = paint::kGlass;
  c.fill(r, shade(d.paint, 0.9));
  for (int y = r.top + 3; y <= r.bottom - 3; ++y)
    for (int x = r.left + 45; x <= r.left + 83; ++x) {
      if (x >= 63 && x <= 65) continue;  // the B pillar
      const double t = double(y - r.top) / double(r.bottom - r.top);
      c.set(x, y, shade(Rgb{70, 95, 130}, 1.2 - 0.6 * t));
    }
  for (int x = r.left; x <= r.right; ++x) c.set(x, r.bottom, d.trim);
}

// Roof and bonnet: a double trim stripe along the centre line (u = left edge).
void paint_roof(Canvas& c, const CarDesc& d) {
  const PaintRegion r = paint::kRoof;
  c.fill(r, shade(d.paint, 1.08));
  for (int y = r.top; y <= r.bottom; ++y) {
    for (int x = r.left; x <= r.left + 5; ++x) c.set(x, y, d.trim);
    for (int x = r.left + 9; x <= r.left + 11; ++x) c.set(x, y, d.trim);
  }
}

void paint_wheel(Canvas& c) {
  const PaintRegion r = paint::kRim;
  c.fill(r, {25, 25, 25});
  const double cx = (r.left + r.right) / 2.0, cy = (r.top + r.bottom) / 2.0;
  for (int y = r.top; y <= r.bottom; ++y)
    for (int x = r.left; x <= r.right; ++x) {
      const double dist = std::hypot(x - cx, y - cy);
      const double angle = std::atan2(y - cy, x - cx);
      if (dist < 4)
        c.set(x, y, {90, 90, 95});
      else if (dist < 12 && std::fmod(angle + 7.0, 1.2566) < 0.35)
        c.set(x, y, {190, 190, 200});
      else if (dist >= 12 && dist < 14)
        c.set(x, y, {170, 170, 180});
    }
  const PaintRegion t = paint::kTread;
  for (int y = t.top; y <= t.bottom; ++y)
    for (int x = t.left; x <= t.right; ++x)
      c.set(x, y, (y % 4 == 0) ? Rgb{12, 12, 12} : Rgb{38, 38, 40});
}

void paint_ends(Canvas& c, const CarDesc& d) {
  const PaintRegion tail = paint::kTail, nose = paint::kNose;
  c.fill(tail, shade(d.paint, 0.8));
  c.fill(nose, shade(d.paint, 0.85));
  for (int side = 0; side < 2; ++side) {
    const int x0 = side == 0 ? tail.left + 2 : tail.right - 9;
    c.fill({x0, tail.top + 6, x0 + 7, tail.top + 11}, {210, 20, 20});
    c.fill({x0, nose.top + 6, x0 + 7, nose.top + 11}, {250, 245, 200});
  }
  c.fill({nose.left + 12, nose.top + 14, nose.right - 12, nose.bottom - 4}, {30, 30, 30});
}

}  // namespace

assets::TextureList paint_car(const CarDesc& desc) {
  Canvas c;
  paint_side(c, desc);
  paint_glass(c, desc);
  paint_roof(c, desc);
  paint_wheel(c);
  paint_ends(c, desc);
  assets::TextureList list;
  list.size = kPageSize;
  assets::TexturePage page;
  const std::pair<const char*, PaintRegion> regions[] = {
      {"side", paint::kSide}, {"glass", paint::kGlass}, {"roof", paint::kRoof},
      {"rim", paint::kRim},   {"tread", paint::kTread}, {"tail", paint::kTail},
      {"nose", paint::kNose}};
  int32_t index = 0;
  for (const auto& [name, r] : regions)
    page.regions.push_back({name, r.left, r.top, r.right, r.bottom, index++});
  page.pixels.reserve(c.px.size() * 2);
  for (const Rgb& p : c.px) {
    const uint16_t w = assets::rgb8_to_rgb565(uint8_t(p[0]), uint8_t(p[1]), uint8_t(p[2]));
    page.pixels.push_back(uint8_t(w & 0xFF));
    page.pixels.push_back(uint8_t(w >> 8));
  }
  list.pages.push_back(std::move(page));
  return list;
}

}  // namespace unpod::disc
