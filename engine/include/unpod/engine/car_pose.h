// What the car renderer draws for one car: where its frame stands in the world, how its wheels
// are turned and sprung and which damage state each body part shows. physics_pose() reads one
// from the sim's physics car each frame; grid_pose() stands a car on its start-grid slot without
// physics.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "unpod/assets/car.h"
#include "unpod/assets/circuit_direction.h"
#include "unpod/engine/math3d.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/object.h"

namespace unpod::engine {

// The three states each body part is drawn in (pod-formats.md §7.4: parts 0-5 good, 6-11
// damaged, 12-17 ruined).
enum class DamageState : uint8_t { kGood = 0, kDamaged = 1, kRuined = 2 };

// Body parts per damage state: rear right, rear left, side right, side left, front right, front
// left (assets::CarPart order).
inline constexpr size_t kCarBodyPartCount = 6;
// Wheels: front right, rear right, front left, rear left (assets::CarPart and the physics
// points 0-3).
inline constexpr size_t kCarWheelCount = 4;

// The car file's part index (0..17) of body part `body` (0..5) in `state`.
inline size_t body_part_index(size_t body, DamageState state) {
  return static_cast<size_t>(state) * kCarBodyPartCount + body;
}
// The car file's part index (18..21) of wheel `wheel` (0..3).
inline size_t wheel_part_index(size_t wheel) {
  return static_cast<size_t>(assets::CarPart::kWheelFrontRight) + wheel;
}
inline bool is_front_wheel(size_t wheel) {
  return wheel == 0 || wheel == 2;
}

struct CarPose {
  Vec3f position;          // the car frame's origin (its chassis point) in the world
  Vec3f forward{1, 0, 0};  // the car's x axis in the world
  Vec3f left{0, 1, 0};     // its y axis
  Vec3f up{0, 0, 1};       // its z axis (POD's world is z up)
  float steer = 0;         // front wheels' angle in radians; positive turns them left
  // Per wheel (physics points 0-3): radians about its axle, growing as the car rolls forwards.
  std::array<float, kCarWheelCount> wheel_roll{};
  // Per wheel: its suspension travel, how far its hub stands above its place in the car file
  // along the car's up axis (negative: hanging below it).
  std::array<float, kCarWheelCount> wheel_travel{};
  std::array<DamageState, kCarBodyPartCount> damage{};  // per body part, assets::CarPart order
};

// The car frame in the world: car-frame points (x forward, y left, z up) to world points.
Mat4 car_matrix(const CarPose& pose);

// The lowest wheel bottom below the car frame's origin, in the car frame (z of the lowest
// physics wheel point less its radius); 0 for a car whose wheel points are all zero.
float wheel_bottom(const assets::Car& car);

// A car on a start-grid slot without physics: facing axis_a, axis_b to its left, the lowest
// wheel's bottom at the slot's height (the slot stands where the car's wheels rest, not its
// chassis point). Wheels straight, unrolled, at their file places (no travel), every part good.
// A degenerate slot frame falls back to the world's axes.
CarPose grid_pose(const assets::StartPlace& slot, const assets::Car& car);

// A car as the physics has it (16.16 to float): its frame on the chassis point (point 4, where
// the drawn object stands, FUN_004155b8) along the car's forward, left and up axes, the front
// wheels' angle (point 0's), each wheel's roll and travel, and each body part in the state the
// drawn object's part holds.
CarPose physics_pose(const sim::physics::CarState& car, const sim::physics::CarObject& object);

}  // namespace unpod::engine
