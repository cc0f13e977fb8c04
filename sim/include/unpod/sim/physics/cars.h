// Car against car (pod-car-physics.md "Car against car"): the hull test, the parts near the
// contact, the impulse, the push, the contact sound.
#pragma once

#include <cstdint>
#include <optional>

#include "unpod/sim/physics/object.h"

namespace unpod::sim::physics {

// A box in the world: its object's origin and axes, and its hull.
struct WorldHull {
  Vec16 position{};
  Vec16 x{}, y{}, z{};
  Hull hull;
};
WorldHull world_hull(const CarObject& o);

// What a hull test found.
struct HullContact {
  Vec16 normal{};   // from the first hull's centre to the second's, 1 long
  Fx distance = 0;  // between the centres
  Fx overlap = 0;   // reach − distance
  Vec16 at{};       // the midpoint of the boxes' facing corners
  Vec16 spread{};   // half their x, y and z distances
  bool operator==(const HullContact&) const = default;
};

// POD FUN_00423fd8: the hull's centre in the world.
Vec16 hull_centre(const WorldHull& h);

// POD FUN_00420548: the positions within the summed radii on each axis, the centres within that
// distance, then along the normal between the centres (FUN_00423c64) the two boxes' reach
// Σ |n · axis| × half size past the distance. Nothing when they do not overlap.
std::optional<HullContact> hull_test(const WorldHull& a, const WorldHull& b);

// POD FUN_004209c8: the object's parts near the contact, a bit per part (0..9).
uint16_t parts_near(const CarObject& o, const HullContact& c);

// POD FUN_00420adc: the impulse, the closing speed along the normal × ((2 ma mb / (ma + mb)) >>
// 8) / (dt << 8) on kilogram masses: a momentum over the step whose raw value is newtons
// (pod_impulse.h); 0 when the two part.
Fx contact_impulse(const Vec16& va, const Vec16& vb, const Vec16& normal, Fx ma, Fx mb, Fx dt);

// POD FUN_00420b4c: the impulse added to the car's carried force (as kN, pod_impulse.h) along
// its own axis nearest `toward` (the way the car is pushed), and the matching torque about its
// centre.
void carry_impulse(CarState& car, const Vec16& toward, Fx impulse, const Vec16& at);

// The contact sound (observed): an impulse over 0x2000 sets the contact bit (+0x4f9 0x20) in both
// cars when neither has it and the first plays its slot 7; a weaker one clears it when both have
// it. Returns true when the first car's slot 7 plays.
inline constexpr Fx kContactSoundImpulse = 0x2000;
bool contact_sound(CarState& a, CarState& b, Fx impulse);

}  // namespace unpod::sim::physics
