// What several force stages share: the car's weight, a wheel's quarter of the mass, the lever to
// a point's contact.
#include "unpod/sim/physics/forces.h"

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

Fx weight(const CarState& car) {
  return mul(mul(car.mass, kGravity), car.gravity_factor);
}

Fx quarter_mass(const CarState& car) {
  return fx::sar(car.mass, 2);
}

// r reaching to the contact: the point less its radius along its up axis, from the centre.
Vec16 contact_lever(const CarState& car, int point) {
  const PointState& p = car.points[size_t(point)];
  return sub(sub(p.position, scale(p.up, p.radius)), car.centre);
}

}  // namespace unpod::sim::physics
