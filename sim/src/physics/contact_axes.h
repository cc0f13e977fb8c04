// A touching wheel's axes on its contact plane: along the ground in its rolling direction, to its
// side (contact normal × rolling direction, FUN_0041af80), and the normal.
#pragma once

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

struct ContactAxes {
  Vec16 rolling{};
  Vec16 side{};
  Vec16 normal{};
};

inline ContactAxes contact_axes(const PointState& p) {
  ContactAxes a;
  a.normal = p.contact_normal;
  a.side = unit(cross(a.normal, p.rolling_dir));
  if (a.side == Vec16{0, 0, 0}) a.side = p.axle;  // rolling along the normal: the axle
  a.rolling = cross(a.side, a.normal);
  return a;
}

}  // namespace unpod::sim::physics
