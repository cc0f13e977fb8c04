// What several force stages share: the car's weight, a wheel's quarter of the mass, the lever to
// a point's contact.
#include "unpod/sim/physics/forces.h"

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

const ContactAxes& contact_axes(const CarState& car, int point, StepForces& f) {
  PointForces& pf = f.point[size_t(point)];
  if (pf.has_axes) return pf.axes;
  const PointState& p = car.points[size_t(point)];
  pf.axes.normal = p.contact_normal;
  pf.axes.side = unit(cross(pf.axes.normal, p.rolling_dir));
  if ((pf.axes.side[0] | pf.axes.side[1] | pf.axes.side[2]) == 0)
    pf.axes.side = p.axle;  // rolling along the normal: the axle
  pf.axes.rolling = cross(pf.axes.side, pf.axes.normal);
  pf.has_axes = true;
  return pf.axes;
}

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
