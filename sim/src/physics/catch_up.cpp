// The catch-up: a computer car's time runs a little faster or slower to keep near its target.
#include "unpod/sim/physics/catch_up.h"

#include <algorithm>

namespace unpod::sim::physics {

Fx catch_up_base(int difficulty) {
  return difficulty <= 0 ? 0 : difficulty == 1 ? 3000 : 6000;
}

// POD FUN_00422be8 (inferred.h for what the notes leave open: the gap's sign, the average).
Fx catch_up(CatchUp& record, const CatchUpView& race) {
  if (record.target < 0) return record.scale;
  // Positive: the target is ahead. Within 50 units the straight distance, with the paths' sign.
  int64_t gap = race.target_progress - race.progress;
  if (race.straight < kCatchUpNear) gap = gap < 0 ? -int64_t{race.straight} : race.straight;
  gap = std::clamp<int64_t>(gap, INT32_MIN, INT32_MAX);
  record.gap = static_cast<Fx>(gap);
  const Fx step = record.weight > 0 ? div(kCatchUpStep, record.weight) : kCatchUpStep;
  Fx scale = gap > 0 ? add(record.scale, step) : sub(record.scale, step);
  if (race.straight < kCatchUpNear && race.speed > kOne) {
    // The speed ratio that would close the gap in a second, averaged in.
    const Fx wanted = add(race.target_speed, static_cast<Fx>(gap));
    scale = narrow((int64_t{scale} + div(wanted, race.speed)) >> 1);
  }
  const Fx low = sub(add(race.base, kCatchUpLow), race.place * kCatchUpPerPlace);
  const Fx high = add(race.base, kCatchUpHigh);
  record.scale = clamp_fx(scale, low, high);
  return record.scale;
}

}  // namespace unpod::sim::physics
