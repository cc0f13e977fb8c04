// The beacon test (pod-race.md "Beacons, checkpoints and laps"): which gates a car's move
// crossed, and from which side.
#pragma once

#include "unpod/sim/race/course.h"

namespace unpod::sim::race {

enum class Crossing : uint8_t { kNone, kFront, kBack };

// The pre-test's reach: 100 units (0x640000), |dx| + |dy|.
inline constexpr int64_t kBeaconReach = 0x640000;

// POD FUN_0041cd84 is POD 2.8's beacon test: the pre-test and the crossing below.
// POD FUN_0042a3ac (the pre-test): the point is within 100 units (0x640000, |dx| + |dy|) of
// corner A (strictly) or of corner B (not strictly).
bool near_beacon(const Beacon& b, const Vec3& p);

// POD FUN_0042a1f0: the move from `from` to `to` crossed the gate's plane between its ends (x and
// y with 0x20 of slack, for an end pair more than 0x20 apart) and between its bottom (A.z, +8)
// and its top (raised B.z, +0x20). The side is the gate dot product (FUN_004db530) of A - point
// with the normal; the crossing point is from + (to - from) × t >> 16, t = (d1 << 16) / (d1 - d2).
Crossing cross_gate(const Beacon& b, const Vec3& from, const Vec3& to);

}  // namespace unpod::sim::race
