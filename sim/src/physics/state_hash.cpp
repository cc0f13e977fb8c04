// A hash of the car record and the driver: FNV-1a over every field, in record order.
#include "unpod/sim/physics/step.h"

namespace unpod::sim::physics {
namespace {

struct Fnv {
  uint64_t h;
  void word(uint32_t v) {
    for (int b = 0; b < 4; ++b) {
      h ^= (v >> (8 * b)) & 0xffu;
      h *= 0x100000001b3u;
    }
  }
  void vec(const Vec16& v) {
    for (Fx c : v) word(static_cast<uint32_t>(c));
  }
};

}  // namespace

uint64_t state_hash(const CarState& car, const DriverState& driver, uint64_t seed) {
  Fnv f{seed};
  for (const PointState& p : car.points) {
    f.vec(p.position);
    f.vec(p.velocity);
    f.word(uint32_t(p.surface));
    f.word(uint32_t(p.sector));
    f.word(uint32_t(p.last_sector));
    f.vec(p.contact_normal);
    f.word(uint32_t(p.face_mesh));
    f.word(uint32_t(p.face));
    f.word(uint32_t(p.sliding) | uint32_t(p.skidding) << 8 | uint32_t(p.touching) << 16 |
           uint32_t(p.face_is_quad) << 24);
    f.word(uint32_t(p.floor_lift));
    f.word(uint32_t(p.mass));
    f.word(p.unknown_44);
    f.vec(p.offset);
    f.word(uint32_t(p.radius));
    f.word(uint32_t(p.steer));
    f.word(uint32_t(p.roll));
    f.vec(p.rolling_dir);
    f.vec(p.axle);
    f.vec(p.up);
    f.vec(p.impulse);
    f.word(uint32_t(p.rolling_resistance));
    f.vec(p.grip);
    f.word(uint32_t(p.spin));
    f.word(uint32_t(p.travel));
    f.word(uint32_t(p.travel_speed));
    f.word(uint32_t(p.stiffness));
    f.word(uint32_t(p.damper));
    f.word(uint32_t(p.rest));
    f.word(uint32_t(p.travel_max));
    f.word(uint32_t(p.travel_min));
    f.word(uint32_t(p.wall_depth));
    f.vec(p.wall_dir);
    f.word(uint32_t(p.bounce));
    f.word(uint32_t(p.touch_count));
  }
  f.word(uint32_t(car.wheel1_sector));
  f.word(uint32_t(car.engine_max));
  f.word(uint32_t(car.engine_speed));
  f.word(uint32_t(car.wheel_engine_speed));
  f.word(uint32_t(car.flags) | uint32_t(car.gear_asked) << 8 | uint32_t(uint8_t(car.gear)) << 16 |
         uint32_t(uint8_t(car.gear_count)) << 24);
  for (Fx r : car.gear_ratios) f.word(uint32_t(r));
  f.word(uint32_t(car.gear_timer));
  for (Fx s : car.shift_points) f.word(uint32_t(s));
  f.word(uint32_t(car.steer_max));
  f.word(uint32_t(car.steer_speed));
  f.word(uint32_t(car.steer_recall));
  f.word(car.latch_bits);
  f.word(uint32_t(car.rear_steer));
  f.vec(car.centre);
  f.vec(car.forward);
  f.vec(car.left);
  f.vec(car.up);
  f.vec(car.velocity);
  f.vec(car.carried_force);
  f.vec(car.carried_torque);
  f.word(car.controller_word);
  f.word(uint32_t(uint16_t(car.upside_down_lo)) | uint32_t(uint16_t(car.upside_down_hi)) << 16);
  f.word(car.sound_table);
  f.word(uint32_t(car.skid_sound) | uint32_t(car.sound_bits) << 8);
  f.vec(car.spin);
  f.vec(car.inertia);
  f.word(car.unknown_514);
  f.word(uint32_t(car.rev_up));
  f.word(uint32_t(car.rev_down));
  f.word(uint32_t(car.mass));
  f.word(car.unknown_524);
  f.word(uint32_t(car.gravity_factor));
  f.word(uint32_t(car.brake_hold));
  f.word(uint32_t(car.drag));
  f.word(uint32_t(car.downforce));
  f.word(uint32_t(car.brake_distribution));
  f.word(uint32_t(car.zoom_factor));
  f.word(uint32_t(car.viscous_friction));
  f.word(uint32_t(car.brake_slope));
  f.word(uint32_t(car.brake_max));
  f.word(uint32_t(car.drive));
  for (uint32_t u : car.unknown_550) f.word(u);
  for (Fx t : car.torque_curve) f.word(uint32_t(t));
  f.word(uint32_t(driver.kind));
  f.word(driver.input);
  f.word(uint32_t(driver.stuck));
  f.word(driver.calls);
  f.word(driver.last_buttons);
  f.word(uint32_t(driver.catch_up.target));
  f.word(uint32_t(driver.catch_up.weight));
  f.word(uint32_t(driver.catch_up.scale));
  f.word(uint32_t(driver.catch_up.gap));
  return f.h;
}

}  // namespace unpod::sim::physics
