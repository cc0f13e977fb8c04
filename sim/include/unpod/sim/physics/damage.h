// Damage (pod-car-physics.md "Damage"): part health, the shared impulse, parts that run out and
// the templates they turn into, the wheels' weakening, and the damage record the race display
// reads.
#pragma once

#include <array>
#include <cstdint>

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/object.h"

namespace unpod::sim::physics {

// The option [0x63334c] and its mode: 1 all six parts share a hit, 2 those near the contact.
struct DamageOptions {
  bool on = false;
  int mode = 2;
  bool operator==(const DamageOptions&) const = default;
};

// Half the impulse must reach this before it is shared out (observed).
inline constexpr Fx kDamageThreshold = 50000;

// One part hit, 8 bytes in the original (FUN_0047ea74): its bit, its icon (by level and by front,
// middle or rear), its level (up to 2, one more each time it breaks) and its screen place.
struct DamageEntry {
  uint8_t bit = 0;
  uint8_t icon = 0;
  uint8_t level = 0;
  uint8_t place = 0;
  bool operator==(const DamageEntry&) const = default;
};

// The racer's damage record (POD FUN_0047ed1c, 0x5a8e34 + 0xb8 × racer): the parts hit in the order
// they were first hit, the front (bits 0x30) and rear (bits 3) levels summed after a break, and
// whether that half of the display's car picture has swapped to its damaged image (past 3).
struct DamageRecord {
  std::array<DamageEntry, kBodyParts> entries{};
  int count = 0;
  int front_level = 0;
  int rear_level = 0;
  // POD FUN_0047ec6c's swap of each half's picture, as flags:
  bool front_swapped = false;
  bool rear_swapped = false;
  bool operator==(const DamageRecord&) const = default;
};

// A body part's bit: 1, 2, 4, 8, 0x10, 0x20 from rear right to front left.
constexpr uint8_t part_bit(int part) {
  return static_cast<uint8_t>(1u << part);
}

// POD FUN_00415270: one wheel weakened: grips × 0.95, rolling resistance + radius² × 15.26.
void weaken_wheel(PointState& wheel);
// POD FUN_004152ac: an axle's two wheels weakened: grips × 0.97, rolling resistance + radius² ×
// 7.63 each.
void weaken_axle(PointState& a, PointState& b);
// POD FUN_00415318: the wheels a broken part hurts, by its bit: 0x10 wheel 0, 4 wheels 0 and 1,
// 1 wheel 1, 0x20 wheel 2, 8 wheels 2 and 3, 2 wheel 3.
void hurt_wheels(CarState& car, uint8_t bit);

// What a hit did.
struct DamageReport {
  uint8_t broken = 0;  // the bits of the parts that ran out
  int parts_hit = 0;
};

// POD FUN_00420e54: a hit of `impulse` near the parts in `near` (a bit per object part) on the
// car; nothing when damage is off or half the impulse is under 50,000.
DamageReport damage_hit(CarState& car, CarObject& object, DamageRecord& record, uint16_t near,
                        Fx impulse, const DamageOptions& options);

// What the HUD shows of a part: 1 whole and good .. 0 ruined and run out.
Fx part_condition(const ObjectPart& p);

}  // namespace unpod::sim::physics
