// Vector helpers the trackers share (private to sim/src/race): 32-bit wrapping differences, as
// the original's sub, and the gate dot product on them.
#pragma once

#include <cstdint>

#include "unpod/assets/types.h"
#include "unpod/sim/fx/dot16.h"

namespace unpod::sim::race {

inline assets::Vec3 wrap_diff(const assets::Vec3& a, const assets::Vec3& b) {
  return {static_cast<assets::Fx>(static_cast<uint32_t>(a.x) - static_cast<uint32_t>(b.x)),
          static_cast<assets::Fx>(static_cast<uint32_t>(a.y) - static_cast<uint32_t>(b.y)),
          static_cast<assets::Fx>(static_cast<uint32_t>(a.z) - static_cast<uint32_t>(b.z))};
}

inline assets::Vec3 wrap_sum(const assets::Vec3& a, const assets::Vec3& b) {
  return {static_cast<assets::Fx>(static_cast<uint32_t>(a.x) + static_cast<uint32_t>(b.x)),
          static_cast<assets::Fx>(static_cast<uint32_t>(a.y) + static_cast<uint32_t>(b.y)),
          static_cast<assets::Fx>(static_cast<uint32_t>(a.z) + static_cast<uint32_t>(b.z))};
}

// POD FUN_004db530: the gate dot product (x87, rounding by the control word 0x027f).
inline int32_t path_dot(const assets::Vec3& a, const assets::Vec3& b) {
  return fx::gate_dot16({a.x, a.y, a.z}, {b.x, b.y, b.z});
}

}  // namespace unpod::sim::race
