// A hit on a car: the impulse shared among its body parts, the parts that run out turned into
// their templates, the wheels weakened and the display's record kept.
#include <algorithm>

#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// The part's third of the car: rear (parts 0, 1), middle (2, 3) or front (4, 5).
int region(int part) {
  return part / 2;
}

// POD FUN_0047ea74: the part's entry, made on its first hit; its level one more each time it
// breaks, up to 2. inferred: the icon is the region × 3 + level (the table at [0x5a8e30] is not
// in the notes), the screen place the part's number (0x5a9c98).
DamageEntry& entry(DamageRecord& r, int part) {
  for (int i = 0; i < r.count; ++i)
    if (r.entries[size_t(i)].bit == part_bit(part)) return r.entries[size_t(i)];
  DamageEntry& e = r.entries[size_t(r.count++)];
  e.bit = part_bit(part);
  e.level = 0;
  e.icon = static_cast<uint8_t>(region(part) * 3);
  e.place = static_cast<uint8_t>(part);
  return e;
}

// POD FUN_0047ed1c after a break: the front (0x30) and rear (3) levels summed; past 3 that half
// of the display's car picture swaps (FUN_0047ec6c).
void sum_halves(DamageRecord& r) {
  r.front_level = r.rear_level = 0;
  for (int i = 0; i < r.count; ++i) {
    const DamageEntry& e = r.entries[size_t(i)];
    if (e.bit & 0x30) r.front_level += e.level;
    if (e.bit & 0x03) r.rear_level += e.level;
  }
  if (r.front_level > 3) r.front_swapped = true;
  if (r.rear_level > 3) r.rear_swapped = true;
}

// A part that ran out: without a chain (ruined) it stays at 0; with one it turns into its template
// (POD FUN_004545a8: the damaged part's health, next chain and hull; offsets and placement kept),
// its health the new part's plus how far it fell below zero, at least 0.
void run_out(CarObject& o, int part) {
  ObjectPart& p = o.parts[size_t(part)];
  if (p.state + 1 >= kPartStates) {
    p.health = 0;
    return;
  }
  p.state = static_cast<int8_t>(p.state + 1);
  p.hull = o.templates[size_t(part)][size_t(p.state)];
  const int64_t health = int64_t{kPartHealth} + p.health;
  p.health = health > 0 ? static_cast<int32_t>(health) : 0;
}

}  // namespace

// POD FUN_00420e54.
DamageReport damage_hit(CarState& car, CarObject& object, DamageRecord& record, uint16_t near,
                        Fx impulse, const DamageOptions& options) {
  DamageReport out;
  if (!options.on) return out;
  const Fx half = fx::sar(impulse, 1);
  if (half < kDamageThreshold) return out;
  uint8_t parts = 0;
  for (int k = 0; k < kBodyParts; ++k)
    if (options.mode == 1 || (near & (1u << k)) != 0) parts |= part_bit(k);
  int count = 0;
  for (int k = 0; k < kBodyParts; ++k) count += (parts & part_bit(k)) != 0;
  if (count == 0) return out;
  const int32_t share = half / count;  // idiv
  for (int k = 0; k < kBodyParts; ++k) {
    if ((parts & part_bit(k)) == 0) continue;
    ObjectPart& p = object.parts[size_t(k)];
    DamageEntry& e = entry(record, k);
    ++out.parts_hit;
    if (p.state + 1 >= kPartStates && p.health <= 0) continue;  // ruined and run out already
    p.health = narrow(int64_t{p.health} - share);
    if (p.health > 0) continue;
    out.broken |= part_bit(k);
    run_out(object, k);
    hurt_wheels(car, part_bit(k));
    if (e.level < 2) e.level = static_cast<uint8_t>(e.level + 1);
    e.icon = static_cast<uint8_t>(region(k) * 3 + e.level);
    sum_halves(record);
  }
  return out;
}

Fx part_condition(const ObjectPart& p) {
  const int64_t left = int64_t{kPartStates - 1 - p.state} * kPartHealth + std::max(p.health, 0);
  return narrow(left * kOne / (int64_t{kPartStates} * kPartHealth));
}

}  // namespace unpod::sim::physics
