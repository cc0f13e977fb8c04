// The track's props (pod-car-physics.md "Props"): cones, drums, boxes and signs of the circuit's
// environment (pod-formats.md §5.6), knocked by the cars and by each other, moving under gravity
// on the faces they touch until they settle, removed when they fall out of the world.
#pragma once

#include <cstdint>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/object.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// A contact point, 0x40 bytes at +0xb8: radius, offset, its place in the world, mass.
struct PropPoint {
  Fx radius = 0;
  Vec16 offset{};
  Fx mass = 0;
  Vec16 place{};      // in the world
  bool down = false;  // on the ground plane this step
  bool operator==(const PropPoint&) const = default;
};

// The plane a prop rests on (+0x64 the point, +0x70 the face): a point of it and its normal.
struct RestPlane {
  bool set = false;
  Vec16 point{};
  Vec16 normal{};
  bool operator==(const RestPlane&) const = default;
};

// A prop record, 0xd0 bytes at [0x62129c], with its hit flag (0x6212a0).
struct Prop {
  int32_t descriptor = 0;
  Fx mass = 0;                    // +0x1c
  Fx friction = 0;                // +0x20
  Vec16 inertia{};                // +0x24
  std::vector<PropPoint> points;  // +0x30, +0xb8
  Hull hull;                      // +0x34
  std::vector<int32_t> chain;     // +0x38: the instance's events (chain heads in the .env)
  int32_t health = 0;             // +0x3c
  Vec16 x{}, y{}, z{};            // +0x40 the matrix's columns
  RestPlane rest;                 // +0x64, +0x70
  Vec16 force{};                  // +0x74
  Vec16 torque{};                 // +0x80
  Vec16 velocity{};               // +0x8c
  Vec16 position{};               // +0x98
  Vec16 spin{};                   // +0xa4
  int32_t sector = -1;
  bool hit = false;     // moving (0x6212a0)
  bool broken = false;  // its health ran out and its chain ran
  bool operator==(const Prop&) const = default;
};

// The props of a circuit's environment: the global instances, then each sector's.
std::vector<Prop> make_props(const assets::Environment& env, const world::World& w);

// The prop as a box in the world.
WorldHull prop_hull(const Prop& p);

// POD FUN_004214b4: a prop given an impulse (POD's, pod_impulse.h: its force and torque at `at`,
// pushing it along `toward`), half the impulse off its health; when that runs out its chain runs
// (the caller's: `broken` set once). Sets its hit flag.
void hit_prop(Prop& p, const Vec16& toward, Fx impulse, const Vec16& at);

// POD FUN_004547a4: the ground and wall planes a prop's hull touches in the sectors near it.
struct PropPlanes {
  RestPlane ground;
  RestPlane wall;
};
PropPlanes prop_planes(const Prop& p, const world::World& w);

// POD FUN_00454a98: one step of a hit prop's motion. Returns true when it settled (its hit flag
// cleared).
bool prop_motion(Prop& p, const world::World& w, Fx dt);

// POD FUN_004adab0: a prop 8 below its sector with no neighbour holding it is removed. Runs over
// the list as the original: the list closes up behind a removed prop and the pass skips the
// prop after it. Returns how many were removed.
int remove_fallen(std::vector<Prop>& props, const world::World& w);

// What a collision pass with props did to one car.
struct PropHits {
  int hits = 0;
  Fx strongest = 0;
};

// POD FUN_004215a8 for one car: each prop whose hull the car's hull overlaps with a car part near
// the contact: the prop pushed by half the overlap and given the impulse, the car pushed back,
// given its impulse and its damage, its object placed again.
PropHits car_against_props(CarState& car, CarObject& object, DamageRecord& record,
                           std::vector<Prop>& props, Fx dt, const DamageOptions& damage);

// POD FUN_00421750: a hit prop pushes each other prop it touches (a quarter of the impulse); the
// two hand on what they rest on.
void prop_against_props(std::vector<Prop>& props, size_t hit, Fx dt);

}  // namespace unpod::sim::physics
