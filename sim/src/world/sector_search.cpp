#include "unpod/sim/world/sector_search.h"

namespace unpod::sim::world {

bool holds(const Sector& s, const Vec16& p) {
  for (size_t k = 0; k < 3; ++k)
    if (p[k] < s.bounds_min[k] || p[k] > s.bounds_max[k]) return false;
  return true;
}

int32_t sector_at(const World& w, const Vec16& p) {
  for (size_t s = 0; s < w.sectors.size(); ++s)
    if (holds(w.sectors[s], p)) return static_cast<int32_t>(s);
  return -1;
}

std::vector<int32_t> sectors_at(const World& w, const Vec16& p) {
  std::vector<int32_t> found;
  for (size_t s = 0; s < w.sectors.size(); ++s)
    if (holds(w.sectors[s], p)) found.push_back(static_cast<int32_t>(s));
  return found;
}

std::span<const int32_t> neighbours(const World& w, int32_t sector) {
  return w.sectors[static_cast<size_t>(sector)].neighbours;
}

std::vector<int32_t> all_sectors(const World& w) {
  std::vector<int32_t> all(w.sectors.size());
  for (size_t s = 0; s < all.size(); ++s) all[s] = static_cast<int32_t>(s);
  return all;
}

}  // namespace unpod::sim::world
