#include "unpod/engine/sector_culling.h"

#include <algorithm>
#include <tuple>

namespace unpod::engine {
namespace {

bool contains(const Aabb& b, const Vec3f& p) {
  return p.x >= b.min.x && p.x <= b.max.x && p.y >= b.min.y && p.y <= b.max.y && p.z >= b.min.z &&
         p.z <= b.max.z;
}

float volume(const Aabb& b) {
  return (b.max.x - b.min.x) * (b.max.y - b.min.y) * (b.max.z - b.min.z);
}

// Squared distance from p to the box (0 inside).
float distance2(const Aabb& b, const Vec3f& p) {
  auto axis = [](float v, float lo, float hi) { return v < lo ? lo - v : v > hi ? v - hi : 0.0f; };
  const float dx = axis(p.x, b.min.x, b.max.x), dy = axis(p.y, b.min.y, b.max.y),
              dz = axis(p.z, b.min.z, b.max.z);
  return dx * dx + dy * dy + dz * dz;
}

}  // namespace

int sector_at(std::span<const Aabb> boxes, const Vec3f& p) {
  int inside = -1, nearest = -1;
  float inside_volume = 0, nearest_d2 = 0;
  for (size_t i = 0; i < boxes.size(); ++i) {
    const Aabb& b = boxes[i];
    if (b.empty()) continue;
    if (contains(b, p)) {
      if (inside < 0 || volume(b) < inside_volume) {
        inside = static_cast<int>(i);
        inside_volume = volume(b);
      }
    } else if (const float d2 = distance2(b, p); nearest < 0 || d2 < nearest_d2) {
      nearest = static_cast<int>(i);
      nearest_d2 = d2;
    }
  }
  return inside >= 0 ? inside : nearest;
}

void visible_sectors(std::span<const Aabb> boxes,
                     std::span<const assets::VisibilityEntry> visibility, int camera_sector,
                     const Frustum& frustum, std::vector<int>& out) {
  out.clear();
  const int count = static_cast<int>(boxes.size());
  const bool known = camera_sector >= 0 && camera_sector < count;
  const assets::VisibilityEntry* entry =
      known && static_cast<size_t>(camera_sector) < visibility.size()
          ? &visibility[static_cast<size_t>(camera_sector)]
          : nullptr;
  auto keep = [&](int s) {
    if (frustum.intersects(boxes[static_cast<size_t>(s)])) out.push_back(s);
  };
  if (!entry || !entry->has_list) {
    for (int s = 0; s < count; ++s) keep(s);
    return;
  }
  keep(camera_sector);
  for (const int32_t s : entry->sectors)
    if (s >= 0 && s < count && s != camera_sector) keep(s);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
}

void nearest_first(std::span<const Aabb> boxes, const Vec3f& eye, std::vector<int>& sectors) {
  auto key = [&](int s) {
    const Aabb& b = boxes[static_cast<size_t>(s)];
    const Vec3f c{(b.min.x + b.max.x) * 0.5f, (b.min.y + b.max.y) * 0.5f,
                  (b.min.z + b.max.z) * 0.5f};
    const Vec3f d{c.x - eye.x, c.y - eye.y, c.z - eye.z};
    return std::tuple(distance2(b, eye), d.x * d.x + d.y * d.y + d.z * d.z, s);
  };
  std::sort(sectors.begin(), sectors.end(), [&](int a, int b) { return key(a) < key(b); });
}

}  // namespace unpod::engine
