// The body's step: forces and torques summed, then velocity, position, spin and axes.
#include "unpod/sim/physics/body.h"

#include "unpod/sim/fx/exp16.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

bool airborne_for(const CarState& car, int32_t steps) {
  for (int i = 0; i < 4; ++i)
    if (car.points[size_t(i)].touch_count > -steps) return false;
  return true;
}

int touching_wheels(const CarState& car) {
  int n = 0;
  for (int i = 0; i < 4; ++i) n += car.points[size_t(i)].touching;
  return n;
}

bool against_a_wall(const CarState& car) {
  for (const PointState& p : car.points)
    if (p.wall_depth > 0) return true;
  return false;
}

// The spin in the car's axes, each integrated by its inertia, held to 2.29 rad/s on the largest.
Vec16 spin_step(const CarState& car, const Vec16& torque, Fx dt) {
  const Vec16 t = to_frame(torque, car.forward, car.left, car.up);
  Vec16 w = to_frame(car.spin, car.forward, car.left, car.up);
  for (size_t k = 0; k < 3; ++k)
    if (car.inertia[k] > 0) w[k] = add(w[k], div(mul_round(t[k], dt), car.inertia[k]));
  Fx largest = 0;
  for (Fx c : w) largest = std::max(largest, abs_fx(c));
  if (largest > kSpinCap)
    for (Fx& c : w) c = narrow(int64_t{c} * kSpinCap / largest);
  return w;
}

}  // namespace

void square_axes(CarState& car) {
  car.forward = unit(car.forward);
  car.left = unit(cross(car.up, car.forward));
  car.up = cross(car.forward, car.left);
}

// POD FUN_00419ad0: the body (with FUN_00416284's wall impulses).
Impacts integrate(CarState& car, const StepForces& f, Fx dt) {
  Vec16 force = add(add(f.outside, car.carried_force), Vec16{0, 0, narrow(-int64_t{weight(car)})});
  Vec16 torque = car.carried_torque;
  for (int i = 0; i < 4; ++i) {
    if (!car.points[size_t(i)].touching) continue;
    const Vec16& fi = f.point[size_t(i)].force;
    force = add(force, fi);
    torque = add(torque, cross(contact_lever(car, i), fi));
  }
  const Impacts hit = impacts(car, dt, force, torque);
  car.carried_force = car.carried_torque = Vec16{0, 0, 0};
  // 15/16 of the yaw torque taken away again (observed: 0xf000/65536 of it subtracted).
  torque = sub(torque, scale(car.up, mul(dot(torque, car.up), kYawRemoval)));

  // Velocity by force × dt / mass; position by the mean velocity × dt × 1.1942, on the x87's
  // rounding (inferred.h).
  const Vec16 old_velocity = car.velocity;
  if (car.mass > 0) {
    const Vec16 impulse = scale(force, dt);
    for (size_t k = 0; k < 3; ++k)
      car.velocity[k] = add(car.velocity[k], div(impulse[k], car.mass));
  }
  Vec16 mean{};
  for (size_t k = 0; k < 3; ++k) mean[k] = narrow((int64_t{old_velocity[k]} + car.velocity[k]) / 2);
  car.centre = add(car.centre, scale(scale(mean, dt), kStepScale));

  Vec16 w = spin_step(car, torque, dt);
  const Fx steer = car.points[0].steer;
  const Fx speed = length(car.velocity);
  // In the air: the spin dies away after two steps off; after four at speed the nose turns into
  // the velocity; above 30 units/s the steering moves the car sideways.
  if (airborne_for(car, 3)) {
    const Fx decay = fx::exp16(narrow(-int64_t{mul(kAirSpinDecay, dt)}));
    w = scale(w, decay);
  }
  car.spin = from_frame(w, car.forward, car.left, car.up);
  car.forward = add(car.forward, scale(cross(car.spin, car.forward), dt));
  car.up = add(car.up, scale(cross(car.spin, car.up), dt));
  if (airborne_for(car, 5) && speed > kAirNoseSpeed) {
    const Fx keep = fx::exp16(narrow(-int64_t{mul(kAirNoseRate, dt)}));
    const Vec16 toward = sub(unit(car.velocity), unit(car.forward));
    car.forward = add(car.forward, scale(toward, sub(kOne, keep)));
  }
  // 0x5a0000 × dt × steer is a distance: 90 units/s × dt, a sideways speed of 90 × steer
  // units/s held while in the air ("moves the car", as the notes' "position moves by").
  if (airborne_for(car, 1) && speed > kAirSteerSpeed)
    car.centre = sub(car.centre, scale(car.left, mul_round(mul_round(kAirSteer, dt), steer)));
  // Nearly stopped with three wheels down against a wall: the steering turns it on the spot.
  if (speed < kOnTheSpotSpeed && touching_wheels(car) >= 3 && against_a_wall(car) && steer != 0) {
    const Fx angle = narrow(-int64_t{mul(steer, dt)});  // a positive angle turns right
    car.forward = turn(car.forward, car.up, angle);
  }
  square_axes(car);
  return hit;
}

}  // namespace unpod::sim::physics
