// Which sector a point is in.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/world/sector_search.h"

namespace unpod::sim::physics {

// POD FUN_0045ca78 (the point's own sector, then its neighbours) and POD FUN_0045ccd8 (every
// sector, for a point with none).
int32_t sector_near(const world::World& w, int32_t sector, const Vec16& p) {
  const auto count = static_cast<int32_t>(w.sectors.size());
  if (sector >= 0 && sector < count) {
    if (world::holds(w.sectors[size_t(sector)], p)) return sector;
    for (int32_t n : world::neighbours(w, sector))
      if (world::holds(w.sectors[size_t(n)], p)) return n;
  }
  return world::sector_at(w, p);
}

}  // namespace unpod::sim::physics
