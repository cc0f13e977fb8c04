// The car's initial state from a loaded car file (pod-car-physics.md "The race car" and
// "Putting a car back": what car_reset sets).
#include "unpod/sim/physics/car_state.h"

#include "unpod/sim/fx/fixed16.h"

namespace unpod::sim::physics {
namespace {

PointState point_from_file(const assets::CarPoint& p) {
  PointState s;
  s.floor_lift = p.shock_damper;
  s.mass = p.mass;
  s.unknown_44 = p.unknown_44;
  s.offset = p.position;
  s.radius = p.radius;
  s.rolling_resistance = p.friction;
  s.grip = p.grip;
  s.unknown_a0 = p.unknown_a0;
  s.stiffness = p.stiffness;
  s.damper = p.viscosity;
  s.rest = p.z_empty;
  s.travel_max = p.z_max;
  s.travel_min = p.z_min;
  // The point's axes before any placement: the car's frame (x forward, y left, z up).
  s.rolling_dir = Vec3{fx::kOne16, 0, 0};
  s.axle = Vec3{0, fx::kOne16, 0};
  s.up = Vec3{0, 0, fx::kOne16};
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
  c.inertia = f.inertia;
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

  // POD FUN_0041c814 (car_reset), the parts this stage owns: engine limit 1000 rad/s and the
  // shift points at 0.92, 0.46, 0.10 and 0.20 of it; engine and gearbox at rest in neutral.
  c.engine_max = kEngineLimit;
  c.shift_points = {fx::mul16(kEngineLimit, kShiftUpFraction),
                    fx::mul16(kEngineLimit, kShiftDownFraction),
                    fx::mul16(kEngineLimit, kShiftNeutralFraction),
                    fx::mul16(kEngineLimit, kShiftEngageFraction)};
  c.gear = kNeutralGear;
  if (gearbox == Gearbox::kAutomatic) c.flags |= kAutomaticGearbox;
  c.forward = Vec3{fx::kOne16, 0, 0};
  c.left = Vec3{0, fx::kOne16, 0};
  c.up = Vec3{0, 0, fx::kOne16};
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
