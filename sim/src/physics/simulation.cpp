// The simulation step: every car's controller and physics, then what runs after all of them.
#include "unpod/sim/physics/simulation.h"

#include <algorithm>
#include <utility>

#include "unpod/sim/fx/fnv.h"
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/catch_up.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/physics/zones.h"
#include "unpod/sim/race/race_rules.h"
#include "unpod/sim/world/asset_vec.h"

namespace unpod::sim::physics {
namespace {

assets::Vec3 v3(const Vec16& v) {
  return {v[0], v[1], v[2]};
}
}  // namespace

Simulation::Simulation(world::World world, std::vector<Prop> props, assets::RepairZones zones,
                       SimulationOptions options)
    : world_(std::make_shared<const world::World>(std::move(world))),
      props_(std::move(props)),
      zones_(std::move(zones)),
      options_(options) {}

assets::Result<Simulation> Simulation::of_circuit(const assets::Circuit& circuit,
                                                  SimulationOptions options) {
  auto w = world::build_world(circuit);
  if (!w) return w.error();
  std::vector<Prop> props;
  if (circuit.environment.value) props = make_props(*circuit.environment.value, w.value());
  assets::RepairZones zones;
  if (circuit.repair_zones.value) zones = *circuit.repair_zones.value;
  return Simulation(std::move(w.value()), std::move(props), std::move(zones), options);
}

int32_t Simulation::add_racer(const assets::Car& file, DriverKind kind, const Vec16& at,
                              const Vec16& heading, Gearbox gearbox) {
  Racer r;
  r.car = make_car(file, gearbox);
  r.made = r.car;
  r.driver.kind = kind;
  r.object = make_object(file);
  place_car(r.car, *world_, at, heading, options_.lengths);
  pose_object(r.object, r.car);
  r.home = at;
  racers_.push_back(std::move(r));
  events_.resize(racers_.size());
  return static_cast<int32_t>(racers_.size()) - 1;
}

// POD FUN_0049c13c (inferred).
int32_t Simulation::add_racer_on_grid(const assets::Car& file, DriverKind kind,
                                      const assets::StartPlace& slot, Gearbox gearbox) {
  // The wheels rest on the slot's height at their rest travel: the centre stands as far above
  // it as the lowest wheel's bottom lies below the centre; place_car raises its point by 1.
  Fx lowest = 0;
  for (size_t i = 0; i < 4; ++i) {
    const assets::CarPoint& p = file.physics.points[i];
    lowest = std::min(lowest, sub(add(p.position.z, p.z_empty), p.radius));
  }
  const Vec16 at = add(v16(slot.position), Vec16{0, 0, sub(narrow(-int64_t{lowest}), kOne)});
  return add_racer(file, kind, at, v16(slot.axis_a), gearbox);
}

StepContext Simulation::context(race::RaceRules* rules, int32_t racer, Fx dt, bool held) {
  StepContext ctx;
  ctx.world = world_.get();
  ctx.dt = dt;
  ctx.countdown_held = held;
  ctx.chassis_counter = &chassis_counter_;
  ctx.walls = options_.walls;
  ctx.lengths = options_.lengths;
  ctx.fallback = racers_[size_t(racer)].home;
  if (rules && !rules->paths().empty() && size_t(racer) < rules->state().paths.size()) {
    const race::Tracker& t = rules->state().paths[size_t(racer)].tracker;
    if (rules->paths().valid(t)) ctx.fallback = v16(rules->paths().point(t));
  }
  if (rules) {
    ctx.random = &rules->random();
    ctx.path_heading = [rules, racer]() -> std::optional<Vec16> {
      const auto h = rules->put_back_heading(racer);
      if (!h) return std::nullopt;
      return v16(*h);
    };
  }
  return ctx;
}

// POD FUN_0049a89c.
void Simulation::step(race::RaceRules* rules, Fx dt, bool countdown_held) {
  std::fill(events_.begin(), events_.end(), RacerEvents{});
  const Fx base = catch_up_base(options_.difficulty);
  for (size_t n = 0; n < racers_.size(); ++n) {
    const auto racer = static_cast<int32_t>(n);
    Racer& r = racers_[n];
    if (r.frozen) continue;
    // #1 FUN_00422be8: a computer car's step time by its catch-up scale.
    Fx car_dt = dt;
    if (!r.driver.human() && r.driver.catch_up.target >= 0 && rules) {
      const int32_t target = r.driver.catch_up.target;
      CatchUpView view;
      view.base = base;
      const auto& order = rules->state().order;
      view.place =
          static_cast<int32_t>(std::find(order.begin(), order.end(), racer) - order.begin());
      view.progress = rules->progress(racer);
      view.target_progress = rules->progress(target);
      if (size_t(target) < racers_.size()) {
        const CarState& t = racers_[size_t(target)].car;
        view.straight = length(sub(t.centre, r.car.centre), options_.lengths);  // DEVIATION 14
        view.target_speed = dot(t.velocity, t.forward);
      }
      view.speed = dot(r.car.velocity, r.car.forward);
      car_dt = mul(dt, catch_up(r.driver.catch_up, view));
    }
    if (controller_) {  // #2 call [driver+0xc]
      const ControlContext control{racer,           r, car_dt, racers_, rules, countdown_held,
                                   options_.lengths};
      if (controller_twice_) controller_(control);
      controller_(control);
    }
    const StepContext ctx = context(rules, racer, car_dt, countdown_held);
    const StepReport report = physics_step(r.car, r.driver, ctx);
    // POD FUN_0047b98c, its part on the drivers: until "GO!" every car's stuck timer is 0.
    if (countdown_held) r.driver.stuck = 0;
    pose_object(r.object, r.car);  // where the step left it: the impacts' parts are found on it
    RacerEvents& e = events_[n];
    e.sounds |= report.sounds;
    e.marks = report.marks;
    for (int i = 0; i < report.impacts.count; ++i) {
      const Impact& hit = report.impacts.hits[size_t(i)];
      HullContact at;
      at.at = hit.at;
      at.spread =
          Vec16{r.car.points[size_t(hit.point)].radius, r.car.points[size_t(hit.point)].radius,
                r.car.points[size_t(hit.point)].radius};
      e.broken |= damage_hit(r.car, r.object, r.damage, parts_near(r.object, at), hit.impulse,
                             options_.damage)
                      .broken;
    }
    if (rules) {
      rules->move_car(racer, v3(report.chassis_from), v3(report.chassis_to),
                      length(r.car.velocity));  // #30 FUN_0041cf2c
      if (report.put_back) rules->car_put_back(racer, v3(r.car.centre));
    }
    e.put_back |= report.put_back;
    const Vec16 before = r.car.points[kChassisPoint].position;
    if (upside_down(r.car, ctx)) {  // POD FUN_004159d8
      e.put_back = true;
      if (rules) {
        rules->move_car(racer, v3(before), v3(r.car.points[kChassisPoint].position), 0);
        rules->car_put_back(racer, v3(r.car.centre));
      }
    }
    wheel_roll(r.car, car_dt);     // POD FUN_004155b8 → FUN_00415424
    pose_object(r.object, r.car);  // POD FUN_004155b8: the drawn object where the car now is
  }
  for (Racer& r : racers_)  // POD FUN_00456dd4
    repair_in_zones(zones_, r.car, r.object, r.damage, r.made, dt);
  collisions(rules, dt);
}

// POD FUN_0042196c: each pair of racers once, in order (FUN_0042127c), then the cars against the
// props (FUN_004215a8), the hit props against the others (FUN_00421750) and the props' motion
// (FUN_00454a98), then the fallen props removed (FUN_004adab0).
void Simulation::collisions(race::RaceRules* rules, Fx dt) {
  for (size_t i = 0; i < racers_.size(); ++i)
    for (size_t j = i + 1; j < racers_.size(); ++j) {
      Racer& a = racers_[i];
      Racer& b = racers_[j];
      // POD FUN_0042127c.
      const std::optional<HullContact> c = hull_test(world_hull(a.object), world_hull(b.object));
      if (!c) continue;
      const uint16_t near_a = parts_near(a.object, *c), near_b = parts_near(b.object, *c);
      if (near_a == 0 || near_b == 0) continue;
      const Fx impulse =
          contact_impulse(a.car.velocity, b.car.velocity, c->normal, a.car.mass, b.car.mass, dt);
      carry_impulse(a.car, neg(c->normal), impulse, c->at);
      events_[i].broken |=
          damage_hit(a.car, a.object, a.damage, near_a, impulse, options_.damage).broken;
      carry_impulse(b.car, c->normal, impulse, c->at);
      events_[j].broken |=
          damage_hit(b.car, b.object, b.damage, near_b, impulse, options_.damage).broken;
      // The push: the second car by half the overlap along the normal, the first back.
      const Fx half = fx::sar(c->overlap, 1);
      const Vec16 from_a = a.car.points[kChassisPoint].position;
      const Vec16 from_b = b.car.points[kChassisPoint].position;
      b.car.centre = add(b.car.centre, scale(c->normal, half));
      a.car.centre = sub(a.car.centre, scale(c->normal, half));
      for (Racer* r : {&a, &b}) {
        place_points(r->car);
        wheel_roll(r->car, dt);  // placing the objects again turns the wheels one more frame
        pose_object(r->object, r->car);
      }
      if (rules) {
        rules->move_car(int32_t(i), v3(from_a), v3(a.car.points[kChassisPoint].position), 0);
        rules->move_car(int32_t(j), v3(from_b), v3(b.car.points[kChassisPoint].position), 0);
      }
      if (contact_sound(a.car, b.car, impulse)) events_[i].sounds |= slot_bit(SoundSlot::kShock);
      ++events_[i].car_contacts;
      ++events_[j].car_contacts;
    }
  for (size_t n = 0; n < racers_.size(); ++n) {
    Racer& r = racers_[n];
    const Vec16 from = r.car.points[kChassisPoint].position;
    const PropHits hits = car_against_props(r.car, r.object, r.damage, props_, dt, options_.damage);
    events_[n].prop_hits += hits.hits;
    if (hits.hits > 0 && rules)
      rules->move_car(int32_t(n), v3(from), v3(r.car.points[kChassisPoint].position), 0);
  }
  for (size_t p = 0; p < props_.size(); ++p)
    if (props_[p].hit) prop_against_props(props_, p, dt);
  for (Prop& p : props_) prop_motion(p, *world_, dt);
  remove_fallen(props_, *world_);
}

uint64_t Simulation::hash() const {
  uint64_t h = fx::kFnvOffset;
  for (const Racer& r : racers_) {
    h = state_hash(r.car, r.driver, h);
    for (const ObjectPart& p : r.object.parts) {
      h = fx::fnv_mix(h, uint32_t(p.health));
      h = fx::fnv_mix(h, uint32_t(p.state));
    }
  }
  for (const Prop& p : props_)
    for (Fx c : {p.position[0], p.position[1], p.position[2], p.velocity[0], p.velocity[1],
                 p.velocity[2], p.x[0], p.x[1], p.z[2], Fx(p.hit), p.health})
      h = fx::fnv_mix(h, uint32_t(c));
  return fx::fnv_mix(h, chassis_counter_);
}

uint64_t Simulation::parts_hash(int32_t racer) const {
  uint64_t h = fx::kFnvOffset;
  for (const ObjectPart& p : racers_[size_t(racer)].object.parts) {
    h = fx::fnv_mix(h, uint32_t(p.health));
    h = fx::fnv_mix(h, uint32_t(p.state));
  }
  return h;
}

uint64_t Simulation::shared_hash() const {
  uint64_t h = fx::kFnvOffset;
  for (const Prop& p : props_)
    for (Fx c : {p.position[0], p.position[1], p.position[2], p.velocity[0], p.velocity[1],
                 p.velocity[2], p.x[0], p.x[1], p.z[2], Fx(p.hit), p.health})
      h = fx::fnv_mix(h, uint32_t(c));
  return fx::fnv_mix(h, chassis_counter_);
}

}  // namespace unpod::sim::physics
