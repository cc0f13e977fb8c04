// Cars against props, and a hit prop against the others.
#include "unpod/sim/physics/props.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

constexpr Fx kStackSlant = 58000;  // 0.885: a contact this upright hands on its normal (observed)

// POD FUN_004215a8 (its pass for one car).
PropHits car_against_props(CarState& car, CarObject& object, DamageRecord& record,
                           std::vector<Prop>& props, Fx dt, const DamageOptions& damage) {
  PropHits out;
  for (Prop& p : props) {
    const std::optional<HullContact> c = hull_test(world_hull(object), prop_hull(p));
    if (!c) continue;
    const uint16_t near = parts_near(object, *c);
    if (near == 0) continue;
    const Fx impulse = contact_impulse(car.velocity, p.velocity, c->normal, car.mass, p.mass, dt);
    const Fx half = fx::sar(c->overlap, 1);
    p.position = add(p.position, scale(c->normal, half));
    hit_prop(p, c->normal, impulse, c->at);
    car.centre = sub(car.centre, scale(c->normal, half));
    place_points(car);
    carry_impulse(car, neg(c->normal), impulse, c->at);
    damage_hit(car, object, record, near, impulse, damage);
    pose_object(object, car);
    ++out.hits;
    out.strongest = std::max(out.strongest, impulse);
  }
  return out;
}

// POD FUN_00421750.
void prop_against_props(std::vector<Prop>& props, size_t hit, Fx dt) {
  for (size_t j = 0; j < props.size(); ++j) {
    if (j == hit) continue;
    Prop& a = props[hit];
    Prop& b = props[j];
    const std::optional<HullContact> c = hull_test(prop_hull(a), prop_hull(b));
    if (!c) continue;
    const Fx impulse =
        fx::sar(contact_impulse(a.velocity, b.velocity, c->normal, a.mass, b.mass, dt), 2);
    b.position = add(b.position, scale(c->normal, fx::sar(c->overlap, 1)));
    hit_prop(b, c->normal, impulse, c->at);
    // What they rest on: the other's, or at a slant of more than 0.885 the contact's normal.
    if (abs_fx(c->normal[2]) > kStackSlant) {
      Prop& upper = c->normal[2] > 0 ? b : a;
      upper.rest = RestPlane{true, c->at, c->normal[2] > 0 ? c->normal : neg(c->normal)};
    } else {
      if (!b.rest.set) b.rest = a.rest;
      if (!a.rest.set) a.rest = b.rest;
    }
  }
}

}  // namespace unpod::sim::physics
