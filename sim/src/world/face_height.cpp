#include "unpod/sim/fx/dot16.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"
#include "wrap.h"

namespace unpod::sim::world {

// The height used by the track pass's "between 2.29 below and its radius above".
Fx height_over(const Vec16& corner, const Vec16& normal, const Vec16& p) {
  return fx::dot16(wsub(p, corner), normal);
}

bool within_reach(Fx height, Fx radius) {
  return height >= -kBelowFace && height <= radius;
}

}  // namespace unpod::sim::world
