// The pieces every behaviour uses.
#include "behaviours.h"

namespace unpod::sim::ai {

using namespace physics;

namespace {
constexpr Fx k33Degrees = 0xd6d8;  // cos 33° (observed)
}

int32_t acted_on(const Scene& s, uint8_t flag) {
  int32_t last = -1;
  for (const Neighbour& n : s.around.list) {
    if ((n.flags & flag) == 0) continue;
    if (n.car == s.target_car) return n.car;
    last = n.car;
  }
  if (last >= 0) s.target_car = last;
  return last;
}

// POD FUN_0045e6e0 (behaviours.h).
bool within_33(const Scene& s, const Vec16& point) {
  // DEVIATION 14: the point and the lane's next point can be far.
  return dot(unit(sub(point, s.me.centre), s.lengths), unit(s.lane_dir, s.lengths)) > k33Degrees;
}

bool same_heading(const CarState& a, const CarState& b) {
  return dot(unit(a.forward), unit(b.forward)) > k33Degrees;
}

Aim aim_at(const Scene& s, int32_t word, const Vec16& point) {
  Aim a;
  a.word = word;
  if (within_33(s, point)) a.target = point;
  return a;
}

Fx car_length(const Racer& r) {
  return r.object.hull.half[0] * 2;
}
Fx car_width(const Racer& r) {
  return r.object.hull.half[1] * 2;
}

}  // namespace unpod::sim::ai
