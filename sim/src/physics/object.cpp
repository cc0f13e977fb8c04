// The car's drawn object: its hull and parts from the car file, placed from the car.
#include "unpod/sim/physics/object.h"

#include <algorithm>

#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/asset_vec.h"

namespace unpod::sim::physics {

Hull hull_of(const assets::Prism& p) {
  return Hull{v16(p.half_extent), p.radius, v16(p.centre)};
}

CarObject make_object(const assets::Car& file) {
  CarObject o;
  // The hull around the six good body parts (inferred.h), in the car's frame first.
  Vec16 lo{INT32_MAX, INT32_MAX, INT32_MAX}, hi{INT32_MIN, INT32_MIN, INT32_MIN};
  for (int k = 0; k < kBodyParts; ++k) {
    const Hull h = hull_of(file.parts[size_t(k)].hull);
    for (size_t a = 0; a < 3; ++a) {
      lo[a] = std::min(lo[a], sub(h.centre[a], h.half[a]));
      hi[a] = std::max(hi[a], add(h.centre[a], h.half[a]));
    }
  }
  for (size_t a = 0; a < 3; ++a) {
    o.hull.half[a] = narrow((int64_t{hi[a]} - lo[a]) / 2);
    o.hull.centre[a] = narrow((int64_t{hi[a]} + lo[a]) / 2);
  }
  o.hull.radius = length(Vec16{o.hull.half[0], o.hull.half[1], 0});
  // The object's frame stands the hull's z half size below the chassis point.
  const Vec16 lift{0, 0, o.hull.half[2]};
  o.hull.centre = add(o.hull.centre, lift);
  for (int k = 0; k < kBodyParts; ++k) {
    for (int s = 0; s < kPartStates; ++s)
      o.templates[size_t(k)][size_t(s)] = hull_of(file.parts[size_t(s * kBodyParts + k)].hull);
    ObjectPart& part = o.parts[size_t(k)];
    part.hull = o.templates[size_t(k)][0];
    part.offset = lift;
  }
  for (int w = 0; w < 4; ++w) {
    ObjectPart& part = o.parts[size_t(kBodyParts + w)];
    part.hull = hull_of(file.parts[size_t(assets::CarPart::kWheelFrontRight) + size_t(w)].hull);
    const assets::Vec3& at = file.physics.points[size_t(w)].position;
    part.offset = add(v16(at), lift);
  }
  return o;
}

// POD FUN_004155b8 (the object's placement; the wheels' roll is wheel_roll's).
void pose_object(CarObject& o, const CarState& car) {
  o.x = car.forward;
  o.y = car.left;
  o.z = car.up;
  o.position = sub(car.points[kChassisPoint].position, scale(car.up, o.hull.half[2]));
  for (int w = 0; w < 4; ++w) {
    const PointState& p = car.points[size_t(w)];
    Vec16 at = p.offset;
    at[2] = add(add(at[2], p.travel), o.hull.half[2]);
    o.parts[size_t(kBodyParts + w)].offset = at;
  }
}

Vec16 object_to_world(const CarObject& o, const Vec16& local) {
  return add(o.position, from_frame(local, o.x, o.y, o.z));
}

}  // namespace unpod::sim::physics
