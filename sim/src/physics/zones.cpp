// The repair zones: a car inside one is repaired over the zone's time.
#include "unpod/sim/physics/zones.h"

#include <algorithm>

#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/inferred.h"

namespace unpod::sim::physics {

bool zone_holds(const assets::RepairZone& z, const Vec16& p) {
  // Inside the quad seen from above: the same side of all four edges (either winding).
  int positive = 0, negative = 0;
  for (size_t k = 0; k < 4; ++k) {
    const assets::Vec3& a = z.corners[k];
    const assets::Vec3& b = z.corners[(k + 1) % 4];
    const int64_t side =
        (int64_t{b.x} - a.x) * (int64_t{p[1]} - a.y) - (int64_t{b.y} - a.y) * (int64_t{p[0]} - a.x);
    positive += side > 0;
    negative += side < 0;
  }
  if (positive > 0 && negative > 0) return false;
  const int64_t dz = int64_t{p[2]} - z.centre.z;
  return dz >= -world::kBelowFace && dz <= std::max<int64_t>(z.height, world::kBelowFace);
}

// POD FUN_00456dd4 (inferred.h "Zones").
bool repair_in_zones(const assets::RepairZones& zones, CarState& car, CarObject& object,
                     DamageRecord& record, const CarState& file_state, Fx dt) {
  const auto zone =
      std::find_if(zones.zones.begin(), zones.zones.end(),
                   [&](const assets::RepairZone& z) { return zone_holds(z, car.centre); });
  if (zone == zones.zones.end()) return false;
  const Fx time = zones.repair_time > 0 ? zones.repair_time : kDefaultRepairTime;
  // The most damage a part can carry (ruined and run out) is repaired over the zone's time.
  constexpr int64_t kMost = int64_t{kPartStates} * kPartHealth;
  const int64_t gain = kMost * dt / time;
  bool whole = true;
  for (int k = 0; k < kBodyParts; ++k) {
    ObjectPart& p = object.parts[size_t(k)];
    // The part's damage: a whole part's health per state it has gone down, plus what it lost.
    int64_t damage = int64_t{p.state} * kPartHealth + (kPartHealth - std::max(p.health, 0));
    damage = std::max<int64_t>(0, damage - gain);
    const auto state =
        static_cast<int8_t>(std::min<int64_t>(damage / kPartHealth, kPartStates - 1));
    if (state != p.state) p.hull = object.templates[size_t(k)][size_t(state)];
    p.state = state;
    p.health = static_cast<int32_t>(kPartHealth - (damage - int64_t{state} * kPartHealth));
    whole &= p.state == 0 && p.health >= kPartHealth;
  }
  if (whole) {
    for (int w = 0; w < 4; ++w) {
      car.points[size_t(w)].grip = file_state.points[size_t(w)].grip;
      car.points[size_t(w)].rolling_resistance = file_state.points[size_t(w)].rolling_resistance;
    }
    record = DamageRecord{};
  }
  return true;
}

}  // namespace unpod::sim::physics
