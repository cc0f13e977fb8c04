#include "unpod/sim/race/gate.h"

#include <cstdint>

#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/race/inferred.h"

namespace unpod::sim::race {
namespace {

constexpr int64_t kGateSlack = 0x20;  // raw 16.16

// The original's 32-bit sub and add wrap; so do these (no signed overflow).
Fx wsub(Fx a, Fx b) {
  return static_cast<Fx>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
}
Fx wadd(Fx a, Fx b) {
  return static_cast<Fx>(static_cast<uint32_t>(a) + static_cast<uint32_t>(b));
}

// DEVIATION 6: summed in 64 bits (the original's 32-bit sum wraps past 32,768 units).
int64_t manhattan_xy(const Vec3& a, const Vec3& p) {
  const int64_t dx = int64_t{a.x} - p.x, dy = int64_t{a.y} - p.y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

// The side of the gate's plane: the gate dot product (FUN_004db530) of A - point and the normal.
Fx side(const Beacon& b, const Vec3& p) {
  return fx::gate_dot16({wsub(b.a.x, p.x), wsub(b.a.y, p.y), wsub(b.a.z, p.z)},
                        {b.normal.x, b.normal.y, b.normal.z});
}

// Between the gate's ends with 0x20 of slack, tested only when the ends are more than 0x20 apart.
bool within(Fx v, Fx e1, Fx e2) {
  const int64_t lo = e1 < e2 ? e1 : e2, hi = e1 < e2 ? e2 : e1;
  if (hi - lo <= kGateSlack) return true;
  return v >= lo - kGateSlack && v <= hi + kGateSlack;
}

}  // namespace

// POD FUN_0042a3ac: beacon pre-test (strict for A, not for B)
bool near_beacon(const Beacon& b, const Vec3& p) {
  return manhattan_xy(b.a, p) < kBeaconReach || manhattan_xy(b.b, p) <= kBeaconReach;
}

// POD FUN_0042a1f0: gate crossing
Crossing cross_gate(const Beacon& b, const Vec3& from, const Vec3& to) {
  const Fx d1 = side(b, from), d2 = side(b, to);
  Crossing c = Crossing::kNone;
  if (d1 > 0 && d2 <= 0)
    c = kFrontWhenOldPositive ? Crossing::kFront : Crossing::kBack;
  else if (d1 < 0 && d2 >= 0)
    c = kFrontWhenOldPositive ? Crossing::kBack : Crossing::kFront;
  if (c == Crossing::kNone) return c;
  // t = (d1 << 16) / (d1 - d2) through idiv: |d1| <= |d1 - d2| here, so t is in 0..0x10000.
  // DEVIATION 5: where that idiv would fault (it cannot here), no crossing.
  const auto t = fx::div16(d1, wsub(d1, d2));
  if (!t) return Crossing::kNone;
  const Vec3 x{wadd(from.x, fx::mul16(wsub(to.x, from.x), *t)),
               wadd(from.y, fx::mul16(wsub(to.y, from.y), *t)),
               wadd(from.z, fx::mul16(wsub(to.z, from.z), *t))};
  if (!within(x.x, b.a.x, b.b.x) || !within(x.y, b.a.y, b.b.y)) return Crossing::kNone;
  if (x.z < b.a.z || x.z > b.b_raised.z) return Crossing::kNone;
  return c;
}

}  // namespace unpod::sim::race
