// The props made from the circuit's environment.
#include "unpod/sim/physics/props.h"
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/pod_impulse.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/asset_vec.h"

namespace unpod::sim::physics {
namespace {

Prop make_prop(const assets::Environment& env, const assets::PropInstance& inst,
               const world::World& w) {
  Prop p;
  p.descriptor = inst.descriptor;
  if (inst.descriptor < 0 || size_t(inst.descriptor) >= env.descriptors.size()) return p;
  const assets::Decor& d = env.descriptors[size_t(inst.descriptor)].decor;
  p.mass = d.mass;
  p.friction = d.friction;
  p.inertia = v16(d.inertia);
  p.hull = hull_of(d.hull);
  p.health = d.resistance;
  for (const assets::Contact& c : d.contacts) p.points.push_back({c.radius, v16(c.offset), c.mass});
  for (const assets::PropEvent& e : inst.events) p.chain.push_back(e.index);
  // inferred (pod-formats.md §4.8 leaves rows or columns open): the stored vectors are the
  // prop's x, y and z axes; the demo disc's props are symmetric, so either reading draws them.
  p.x = v16(inst.rotation.v[0]);
  p.y = v16(inst.rotation.v[1]);
  p.z = v16(inst.rotation.v[2]);
  p.position = v16(inst.position);
  p.sector = sector_near(w, -1, p.position);
  for (PropPoint& pt : p.points) pt.place = add(p.position, from_frame(pt.offset, p.x, p.y, p.z));
  return p;
}

}  // namespace

std::vector<Prop> make_props(const assets::Environment& env, const world::World& w) {
  std::vector<Prop> props;
  for (const assets::PropInstance& i : env.global_instances) props.push_back(make_prop(env, i, w));
  for (const auto& list : env.sector_instances)
    for (const assets::PropInstance& i : list) props.push_back(make_prop(env, i, w));
  return props;
}

WorldHull prop_hull(const Prop& p) {
  return WorldHull{p.position, p.x, p.y, p.z, p.hull};
}

// POD FUN_004214b4.
void hit_prop(Prop& p, const Vec16& toward, Fx impulse, const Vec16& at) {
  p.hit = true;
  if (impulse <= 0) return;
  const Vec16 force = scale(toward, force_from_impulse(impulse));
  p.force = add(p.force, force);
  p.torque = add(p.torque, cross(sub(at, hull_centre(prop_hull(p))), force));
  p.health = narrow(int64_t{p.health} - fx::sar(impulse, 1));
  if (p.health <= 0 && !p.broken) p.broken = true;  // its chain runs (the caller's)
}

}  // namespace unpod::sim::physics
