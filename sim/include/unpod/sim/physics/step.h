// The physics step of one car (POD FUN_0041b66c, pod-car-physics.md "The step") and what the
// simulation step runs after it (FUN_004159d8, FUN_004155b8).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "unpod/sim/fx/fnv.h"
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/length_rule.h"
#include "unpod/sim/physics/tyre_marks.h"
#include "unpod/sim/physics/wall_rule.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// The car's sound slots (pod-formats.md §7.4), reported per step as a bit each (step #32).
enum class SoundSlot : uint8_t {
  kEngine = 0,
  kGearUp = 1,
  kGearDown = 2,
  kBrake = 3,
  kBrakeStop = 4,
  kSoftCrash = 5,
  kShock = 7,
  kAccelerate = 8,
  kAccelerateStop = 9,
  kDecelerate = 10,
  kDecelerateStop = 11,
  kCrash = 12,
  kRoofSkid = 13,
  kRoofSkidStop = 14,
};
inline constexpr uint16_t slot_bit(SoundSlot s) {
  return static_cast<uint16_t>(1u << static_cast<unsigned>(s));
}

// The sound state bits at 0x4f9.
namespace sound {
inline constexpr uint8_t kSkid = 0x01, kEngineRising = 0x02, kEngineFalling = 0x04,
                         kAirborne = 0x08, kScraping = 0x10, kCarContact = 0x20, kCrash = 0x40;
}

// What the step reads beside the car and the driver.
struct StepContext {
  const world::World* world = nullptr;
  Fx dt = 0;                            // this car's step time (the frame's, after the catch-up)
  bool countdown_held = false;          // the countdown holds the cars: the brake bit forced
  uint32_t* chassis_counter = nullptr;  // 0x4f3310, shared by every car
  // The race path's heading at the car's tracker (FUN_004abd38 / FUN_004abae8), for a put-back;
  // nothing without paths.
  std::function<std::optional<Vec16>()> path_heading;
  Vec16 fallback{};    // where a put-back goes when wheel 0's face is no face (inferred.h)
  WallRule walls;      // DEVIATION 12, off in the core
  LengthRule lengths;  // DEVIATION 14, off in the core
  // The race's one rand() (race::RaceState::random), which the smoke draws from; none
  // without a race.
  fx::WatcomRand* random = nullptr;
};

struct StepReport {
  Vec16 chassis_from{};  // the chassis point before and after (the beacon test's move)
  Vec16 chassis_to{};
  bool put_back = false;  // the track pass put the car back (the caller's follow-ups)
  Impacts impacts;        // the step's wall impacts, for damage
  uint16_t sounds = 0;    // slot_bit of each slot started this step
  TyreMarks marks;        // #26: the wheels that left a mark and their smoke (drawing)
};

// Step #3 (0x41b6f6): the input bits, driver +0x34's low 16 bits − 8; bit 4 forced during a held
// countdown.
uint32_t input_bits(const DriverState& d, bool countdown_held);

// POD FUN_00418bd4: the wheels' spin after the step (and the chassis point's cleared).
void wheel_spin(CarState& car, const StepForces& f, Fx dt);

// Step #29: each point's touching count, 1..16 down, −1..−16 off.
void touching_counters(CarState& car);

// POD FUN_004227bc: the stuck timer at driver +0x7c, for computer drivers.
void stuck_timer(DriverState& d, const CarState& car, Fx dt);

// Step #32: the sound state at 0x4f8/0x4f9 and the slots started this step.
struct SoundInputs {
  uint32_t buttons = 0, last_buttons = 0;
  Fx engine_before = 0;
  int8_t gear_before = 0;
  bool scraping = false;
  Fx impact = 0;  // the step's strongest impact
};
uint16_t sound_state(CarState& car, const SoundInputs& in);

// POD FUN_00428b98: the first edition's name of POD FUN_0041b66c.
// POD FUN_0041b66c: one car's physics step, after its controller has run (the caller runs the
// controller, step #2).
StepReport physics_step(CarState& car, DriverState& driver, const StepContext& ctx);

// POD FUN_004159d8: the upside-down timer; after 2.5 s the car is put back. Returns true then.
inline constexpr Fx kUpsideDownTime = 0x28000;  // 2.5 s
inline constexpr Fx kUpsideDownZ = 0x4000;      // up z under 0.25 (inferred.h)
bool upside_down(CarState& car, const StepContext& ctx);

// POD FUN_00415424 (from FUN_004155b8): each wheel's roll angle moved by its spin × dt, kept in
// (−π, π].
void wheel_roll(CarState& car, Fx dt);

// A hash of every field of the car and the driver (FNV-1a over their words), for the
// determinism tests and the replays.
uint64_t state_hash(const CarState& car, const DriverState& driver, uint64_t h = fx::kFnvOffset);

// The same words hashed by group, so a replay that diverges can say what diverged: the five
// points, the engine and gears, the steering, the body, the state words, the car file's values,
// the driver.
inline constexpr size_t kCarGroups = 11;
inline constexpr size_t kGroupEngine = 5, kGroupSteering = 6, kGroupBody = 7, kGroupState = 8,
                        kGroupFile = 9, kGroupDriver = 10;
using CarGroupHashes = std::array<uint64_t, kCarGroups>;
CarGroupHashes group_hashes(const CarState& car, const DriverState& driver);
const char* car_group_name(size_t group);

}  // namespace unpod::sim::physics
