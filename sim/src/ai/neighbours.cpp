// The cars around a computer driver, each with the flags that say where it is.
#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::ai {
namespace {

using namespace physics;

constexpr Fx kFar = 25 * kOne;           // nothing beyond 25 units in x or y ...
constexpr Fx kHigh = 5 * kOne;           // ... or 5 in z
constexpr Fx kTouch = kOne / 64;         // closer than 1/64 unit
constexpr Fx kBeside = 7 * kOne;         // within 7 to the side
constexpr Fx kAlongside = 12 * kOne;     // within 12 ahead or behind
constexpr Fx kJustAheadFar = 20 * kOne;  // 12 to 20 units ahead
constexpr Fx kAheadShare = 0x8000;       // the forward share above 0.5
constexpr Fx kSideShare = 22413;         // the sideways share above ±0.342 (20°)
constexpr Fx kSideReach = 17 * kOne;     // within 17
constexpr Fx kBehindShare = 61604;       // the forward share below −0.94
constexpr Fx kBehindReach = 12 * kOne;   // within 12

}  // namespace

// POD FUN_0046da4c (inferred.h: the frame's axes, which side is 2).
uint8_t classify(const CarState& me, const CarState& other, bool target_car) {
  const Vec16 d = sub(other.centre, me.centre);
  const Fx x = dot(d, me.forward), y = dot(d, me.left);
  if (abs_fx(x) > kFar || abs_fx(y) > kFar || abs_fx(d[2]) > kHigh) return 0;
  const Fx dist = length(d);
  uint8_t flags = 0;
  if (dist < kTouch || (!target_car && abs_fx(x) <= kAlongside && abs_fx(y) <= kBeside))
    flags |= near::kTouching;
  if (x >= kAlongside && x <= kJustAheadFar && abs_fx(y) <= kBeside) flags |= near::kJustAhead;
  if (dist == 0) return flags;
  const Vec16 dir = unit(d);
  const Fx ahead = dot(dir, me.forward), side = dot(dir, me.left);
  if (ahead > kAheadShare) flags |= near::kAhead;
  if (dist <= kSideReach) {
    if (side > kSideShare) flags |= near::kLeft;
    if (side < -kSideShare) flags |= near::kRight;
  }
  if (dist <= kBehindReach && ahead < -kBehindShare) flags |= near::kBehind;
  return flags;
}

// POD FUN_0046dc04.
Neighbours neighbours(int32_t me, std::span<const Racer> racers, int32_t target_car) {
  Neighbours out;
  for (size_t n = 0; n < racers.size(); ++n) {
    if (int32_t(n) == me) continue;
    const uint8_t f = classify(racers[size_t(me)].car, racers[n].car, int32_t(n) == target_car);
    if (f == 0) continue;
    out.list.push_back(Neighbour{int32_t(n), f});
    out.flags |= f;
  }
  return out;
}

}  // namespace unpod::sim::ai
