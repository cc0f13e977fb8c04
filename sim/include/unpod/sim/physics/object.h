// The car's drawn object as the collisions read it (pod-car-physics.md "Car against car": the
// driver's +4): its frame, its hull (+0x44) and its ten parts (the list at +4: the six body
// parts in their current state, then wheels 0 to 3), each with a hull (+0x34), a place in the
// object's frame (+0x98), a health (+0x3c) and the chain of what it turns into when it breaks.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/assets/car.h"
#include "unpod/sim/physics/car_state.h"

namespace unpod::sim::physics {

// A box hull (pod-formats.md §4.5): half sizes, the radius of its (x, y) half sizes, centre.
struct Hull {
  Vec16 half{};
  Fx radius = 0;
  Vec16 centre{};
  bool operator==(const Hull&) const = default;
};
Hull hull_of(const assets::Prism& p);

inline constexpr int kBodyParts = 6;     // rear right, rear left, side right, side left, front
                                         // right, front left (assets::CarPart order)
inline constexpr int kObjectParts = 10;  // then wheels 0..3 (points 0..3)
inline constexpr int32_t kPartHealth = 2000000;  // every part at the start (observed)

// A body part's states: good, damaged, ruined (the car file's parts k, 6 + k, 12 + k).
inline constexpr int kPartStates = 3;

struct ObjectPart {
  Hull hull;                     // +0x34
  Vec16 offset{};                // +0x98 in the object's frame
  int32_t health = kPartHealth;  // +0x3c
  int8_t state = 0;              // which template it is (0 good, 1 damaged, 2 ruined)
  bool operator==(const ObjectPart&) const = default;
};

struct CarObject {
  Vec16 position{};     // +0x6c: the chassis point less up × the hull's z half size
  Vec16 x{}, y{}, z{};  // +0x48: the car's forward, left and up axes as columns
  Hull hull;            // +0x44, in the object's frame
  std::array<ObjectPart, kObjectParts> parts{};
  // The body parts' hulls in each state (the templates a breaking part turns into, FUN_004545a8).
  std::array<std::array<Hull, kPartStates>, kBodyParts> templates{};
  bool operator==(const CarObject&) const = default;
};

// The drawn object of a car file: the hull around the six good body parts, the parts' hulls
// (inferred.h), every part whole.
CarObject make_object(const assets::Car& file);

// POD FUN_004155b8 (its object placement): the matrix from the car's axes, the position the
// chassis point less up × the hull's z half size, the wheels' parts at their points.
void pose_object(CarObject& o, const CarState& car);

// A point of the object's frame in the world.
Vec16 object_to_world(const CarObject& o, const Vec16& local);

}  // namespace unpod::sim::physics
