// A hash of the car record and the driver over every field, in record order: FNV-1a a 32-bit
// word at a time, the product folded (its high half into the low) after each word.
#include "unpod/sim/physics/step.h"

#include "unpod/sim/fx/fnv.h"

namespace unpod::sim::physics {
namespace {

// Every word of the car and the driver in record order, each tagged with its group (CarGroup).
template <class Sink>
void car_words(const CarState& car, const DriverState& driver, Sink& f) {
  for (size_t i = 0; i < car.points.size(); ++i) {
    const PointState& p = car.points[i];
    f.group = i;  // one group per point
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
  f.group = kGroupEngine;
  f.word(uint32_t(car.wheel1_sector));
  f.word(uint32_t(car.engine_max));
  f.word(uint32_t(car.engine_speed));
  f.word(uint32_t(car.wheel_engine_speed));
  f.word(uint32_t(car.flags) | uint32_t(car.gear_asked) << 8 | uint32_t(uint8_t(car.gear)) << 16 |
         uint32_t(uint8_t(car.gear_count)) << 24);
  for (Fx r : car.gear_ratios) f.word(uint32_t(r));
  f.word(uint32_t(car.gear_timer));
  for (Fx s : car.shift_points) f.word(uint32_t(s));
  f.group = kGroupSteering;
  f.word(uint32_t(car.steer_max));
  f.word(uint32_t(car.steer_speed));
  f.word(uint32_t(car.steer_recall));
  f.word(car.latch_bits);
  f.word(uint32_t(car.rear_steer));
  f.group = kGroupBody;
  f.vec(car.centre);
  f.vec(car.forward);
  f.vec(car.left);
  f.vec(car.up);
  f.vec(car.velocity);
  f.vec(car.carried_force);
  f.vec(car.carried_torque);
  f.group = kGroupState;
  f.word(car.controller_word);
  f.word(uint32_t(uint16_t(car.upside_down_lo)) | uint32_t(uint16_t(car.upside_down_hi)) << 16);
  f.word(car.sound_table);
  f.word(uint32_t(car.skid_sound) | uint32_t(car.sound_bits) << 8);
  f.group = kGroupBody;
  f.vec(car.spin);
  f.group = kGroupFile;
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
  f.group = kGroupDriver;
  f.word(uint32_t(driver.kind));
  f.word(driver.input);
  f.word(uint32_t(driver.stuck));
  f.word(driver.calls);
  f.word(driver.last_buttons);
  f.word(uint32_t(driver.catch_up.target));
  f.word(uint32_t(driver.catch_up.weight));
  f.word(uint32_t(driver.catch_up.scale));
  f.word(uint32_t(driver.catch_up.gap));
}

// The whole record in one hash, in record order.
struct OneHash {
  uint64_t h;
  size_t group = 0;
  void word(uint32_t v) { h = fx::fnv_fold(h, v); }
  void vec(const Vec16& v) {
    for (Fx c : v) word(static_cast<uint32_t>(c));
  }
};

// A hash per group.
struct GroupHashes {
  CarGroupHashes h;
  size_t group = 0;
  void word(uint32_t v) { h[group] = fx::fnv_fold(h[group], v); }
  void vec(const Vec16& v) {
    for (Fx c : v) word(static_cast<uint32_t>(c));
  }
};

}  // namespace

uint64_t state_hash(const CarState& car, const DriverState& driver, uint64_t seed) {
  OneHash f{seed};
  car_words(car, driver, f);
  return f.h;
}

CarGroupHashes group_hashes(const CarState& car, const DriverState& driver) {
  GroupHashes f;
  f.h.fill(fx::kFnvOffset);
  car_words(car, driver, f);
  return f.h;
}

const char* car_group_name(size_t group) {
  static const char* const kNames[kCarGroups] = {"wheel 0 (front right)",
                                                 "wheel 1 (rear right)",
                                                 "wheel 2 (front left)",
                                                 "wheel 3 (rear left)",
                                                 "chassis point",
                                                 "engine and gears",
                                                 "steering",
                                                 "body (place, axes, velocity, spin)",
                                                 "state words (controller, upside down, sounds)",
                                                 "car file values",
                                                 "driver"};
  return group < kCarGroups ? kNames[group] : "?";
}

}  // namespace unpod::sim::physics
