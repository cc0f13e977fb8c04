// The driver record's fields the physics reads and writes (pod-race.md "Who races": 0xb0 bytes
// per racer at 0x6345d8; pod-controllers.md "What the controller writes"). The controllers
// (issue #7) fill the input word and the wheel angles; the physics step reads them.
#pragma once

#include <cstdint>

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// Driver +0x38: 1 a human, 2 a computer car (pod-controllers.md, the controller's kind).
enum class DriverKind : uint8_t { kHuman = 1, kComputer = 2 };

// The catch-up record (driver +0x90 → four words in the block at 0x4f97c8; FUN_00422be8).
struct CatchUp {
  int32_t target = -1;   // the racer it keeps near (POD FUN_00422918); -1 none
  Fx weight = 8 * kOne;  // how slowly the scale moves: 800 / weight a step
  Fx scale = kOne;       // the time scale of the car's step
  Fx gap = 0;            // the last gap to the target (units along the paths)
  bool operator==(const CatchUp&) const = default;
};

// The input word's low half is the buttons + 8 (pod-controllers.md, "The buttons").
inline constexpr uint32_t kInputBias = 8;
namespace button {
inline constexpr uint32_t kAccelerate = 0x01, kLeft = 0x04, kRight = 0x08, kBrake = 0x10,
                          kGearUp = 0x20, kGearDown = 0x40;
}  // namespace button

struct DriverState {
  DriverKind kind = DriverKind::kComputer;
  uint32_t input = kInputBias;  // +0x34: the steering in the high half, the buttons + 8 low
  Fx stuck = 0;                 // +0x7c: the stuck timer (FUN_004227bc; the controller's reset)
  uint32_t calls = 0;           // the racer's physics-step counter (the track pass's fourth call)
  uint32_t last_buttons = 0;    // ours: the last step's input bits (the sound slots' edges)
  CatchUp catch_up;             // +0x90
  bool human() const { return kind == DriverKind::kHuman; }
  bool operator==(const DriverState&) const = default;
};

// The input word for `buttons` with `steering` in the high half.
constexpr uint32_t input_word(uint32_t buttons, uint32_t steering = 0) {
  return (steering << 16) + ((buttons + kInputBias) & 0xffffu);
}

}  // namespace unpod::sim::physics
