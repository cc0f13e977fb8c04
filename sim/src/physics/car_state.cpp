// The car's initial state from a loaded car file (pod-car-physics.md "The race car" and
// "Putting a car back": what car_reset sets).
#include "unpod/sim/physics/car_state.h"

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/world/asset_vec.h"

namespace unpod::sim::physics {
namespace {

PointState point_from_file(const assets::CarPoint& p) {
  PointState s;
  s.floor_lift = p.shock_damper;
  s.mass = p.mass;
  s.unknown_44 = p.unknown_44;
  s.offset = v16(p.position);
  s.radius = p.radius;
  s.rolling_resistance = p.friction;
  s.grip = v16(p.grip);
  s.stiffness = p.stiffness;
  s.damper = p.viscosity;
  s.rest = p.z_empty;
  s.travel_max = p.z_max;
  s.travel_min = p.z_min;
  // The point's axes before any placement: the car's frame (x forward, y left, z up).
  s.rolling_dir = Vec16{fx::kOne16, 0, 0};
  s.axle = Vec16{0, fx::kOne16, 0};
  s.up = Vec16{0, 0, fx::kOne16};
  s.sector = -1;
  s.last_sector = -1;
  s.face_mesh = -1;  // no face touched yet (a null mesh pointer in the original)
  s.face = -1;
  return s;
}

}  // namespace

CarState make_car(const assets::Car& car, Gearbox gearbox) {
  const assets::CarPhysics& f = car.physics;
  CarState c;
  for (int i = 0; i < kPointCount; ++i) c.points[size_t(i)] = point_from_file(f.points[size_t(i)]);
  c.gear_count = f.gear_count;
  for (size_t g = 0; g < c.gear_ratios.size(); ++g) c.gear_ratios[g] = f.gear_ratios[g];
  c.steer_max = f.steer_max;
  c.steer_speed = f.steer_speed;
  c.steer_recall = f.steer_recall;
  c.rear_steer = f.rear_steer;
  c.inertia = v16(f.inertia);
  c.unknown_514 = f.unknown_514;
  c.rev_up = f.gear_up_speed;
  c.rev_down = f.gear_down_speed;
  c.mass = f.mass;
  c.unknown_524 = f.unknown_524;
  c.gravity_factor = f.gravity_factor;
  c.drag = f.drag;
  c.downforce = f.downforce;
  c.brake_distribution = f.brake_distribution;
  c.zoom_factor = f.zoom_factor;
  c.viscous_friction = f.viscous_friction;
  c.brake_slope = f.brake_slope;
  c.brake_max = f.brake_max;
  c.drive = f.drive;
  c.unknown_550 = f.unknown_550;
  c.torque_curve.assign(car.torque_curve.begin(), car.torque_curve.end());

  c.wheel1_sector = -1;
  if (gearbox == Gearbox::kAutomatic) c.flags |= kAutomaticGearbox;
  // The pose cleared and car_reset (FUN_004231b4): at the world's origin in its axes, at rest,
  // the engine limit and shift points set; FUN_00423538 places it on a track.
  clear_pose(c);
  return c;
}

Fx gear_ratio(const CarState& car, int gear) {
  if (gear == kReverseGear) return car.gear_ratios[size_t(kReverseGear)];
  if (gear < 1 || gear > car.gear_count || gear >= kReverseGear) return 0;
  return car.gear_ratios[size_t(gear - 1)];
}

Fx hold_engine_speed(const CarState& car, int64_t engine_speed) {
  if (engine_speed >= car.engine_max) return static_cast<Fx>(int64_t{car.engine_max} - 1);
  if (engine_speed < 0) return 0;
  return static_cast<Fx>(engine_speed);
}

Fx front_wheel_spin(const CarState& car) {
  const int64_t sum = int64_t{car.points[0].spin} + car.points[2].spin;
  return static_cast<Fx>(sum >> 1);
}

}  // namespace unpod::sim::physics
