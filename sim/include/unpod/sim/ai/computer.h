// The computer's controller (pod-controllers.md "The computer: FUN_004221d8", "Behaviours and the
// opponents' rules", "Lanes and Troncon"): the cars around, the lane, the behaviour its rules
// draw, the steering, the throttle and the reset, into the driver's input word and the wheels'
// angles.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "unpod/assets/circuit_direction.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::sim::ai {

using physics::Fx;
using physics::Vec16;

// The behaviours a rule's type turns into (FUN_0045f36c, the jump table at 0x45f32c).
enum class Behaviour : uint8_t {
  kSteady,    // POD FUN_0045f1a0
  kSettle,    // POD FUN_0045f1c4
  kOvertake,  // POD FUN_0045e8d8 (type 1)
  kCutIn4,    // POD FUN_0045ea70 (2)
  kCutIn2,    // POD FUN_0045eb48 (3)
  kShadow4,   // POD FUN_0045ec20 (5)
  kShadow2,   // POD FUN_0045ecd0 (6)
  kShadow8,   // POD FUN_0045ed80 (7)
  kRam1,      // POD FUN_0045e7dc (8)
  kRam4,      // POD FUN_0045e830 (12)
  kRam2,      // POD FUN_0045e884 (13)
  kPush,      // POD FUN_0045e7c8 (10)
  kBrake,     // POD FUN_0045e7d0 (11)
  kIdle,      // POD FUN_0045e7d8 (15, 16)
};
const char* behaviour_name(Behaviour b);

// POD FUN_0045f36c: a rule's type to its behaviour (anything else: Steady).
Behaviour behaviour_of_type(int32_t type);

// One of the driver's rules (+0x74, 8 bytes: the behaviour's function, the situation byte, the
// chance byte).
struct Rule {
  Behaviour behaviour = Behaviour::kSteady;
  uint8_t situation = 0;
  uint8_t chance = 0;
  bool operator==(const Rule&) const = default;
};

// POD FUN_0045f404 / POD FUN_0045f3dc: the competitor's rules (type, situation, chance in percent).
std::vector<Rule> rules_of(const std::vector<assets::Attack>& attacks);

// The computer's fields of the driver record.
struct ComputerDriver {
  std::vector<Rule> rules;                   // +0x70 count, +0x74 table
  Behaviour behaviour = Behaviour::kSteady;  // +0x68
  uint8_t situation = 0;                     // +0x6c: the masked flags it was chosen for
  int32_t target_car = -1;                   // +0x64
  Fx last_distance = INT32_MAX;              // the lane follower's last distance (inferred.h)
  int32_t last_line = -1;                    // the line point it was measured for
  int32_t behaviour_changes = 0;             // ours: how many draws were made
  int32_t rules_taken = 0;  // ours: how many of them took a rule (the others give Settle)
  bool operator==(const ComputerDriver&) const = default;
};

// The flags of a car around (FUN_0046da4c).
namespace near {
inline constexpr uint8_t kAhead = 0x01, kLeft = 0x02, kRight = 0x04, kBehind = 0x08,
                         kJustAhead = 0x10, kTouching = 0x20;
}
// The flags the behaviour's situation compares (0xcf: not touching, not just ahead).
inline constexpr uint8_t kSituationMask = 0xcf;

struct Neighbour {
  int32_t car = -1;
  uint8_t flags = 0;
  bool operator==(const Neighbour&) const = default;
};
struct Neighbours {
  std::vector<Neighbour> list;  // 0x58d770, (car, flags) pairs
  uint8_t flags = 0;            // all of them or'ed
};

// POD FUN_0046da4c: one other car against the driver's frame; 0 when it is beyond 25 units in x
// or y or 5 in z.
uint8_t classify(const physics::CarState& me, const physics::CarState& other, bool target_car);
// POD FUN_0046dc04: every other car.
Neighbours neighbours(int32_t me, std::span<const physics::Racer> racers, int32_t target_car);

// POD FUN_0046d990: the steering index (0..31) for a target point.
int32_t steering_index(const physics::CarState& car, const Vec16& target);
// The angle of an index: (index − 15) × max >> 4.
Fx steering_angle(const physics::CarState& car, int32_t index);

// What a behaviour gives: a throttle word and, often, a new target point.
struct Aim {
  int32_t word = 0;
  std::optional<Vec16> target;
};

// The draw's clock DAT_00581e88: the summed step time of every draw (shared by all drivers).
struct DrawClock {
  Fx time = 0;
  bool operator==(const DrawClock&) const = default;
};

// POD FUN_00462f40: the first edition's name of POD FUN_0045f1f8.
// POD FUN_0045f1f8: the rule draw on the summed step time.
Behaviour draw(const ComputerDriver& d, uint8_t situation, Fx step, DrawClock& clock);

// POD FUN_0045f2a0: the behaviour for this step, run: its word and target.
struct BehaviourInputs {
  const physics::CarState& me;
  std::span<const physics::Racer> racers;
  const Neighbours& around;
  Vec16 line_point;  // the point after the line point (where Steady steers)
  Vec16 lane_dir;    // the lane's direction there
  uint32_t lane_state;
  bool countdown;
  Fx step;
  physics::LengthRule lengths{};  // DEVIATION 14: the aim point and the lane can be long
};
Aim run_behaviour(ComputerDriver& d, race::RacerPath& p, const BehaviourInputs& in,
                  DrawClock& clock);

// POD FUN_004561d4 / POD FUN_00455ed0: where a car not on a line joins one: the nearest point of a
// special lane within 40 units, else of the tracker's link's lanes within 40, else the nearest
// point of the node whose first lane passes nearest. −1 without paths.
int32_t find_line(const race::Paths& paths, const race::Tracker& tracker, const race::Vec3& at);

// POD FUN_00422028: the lane follower; returns the point after the line point.
Vec16 follow_lane(ComputerDriver& d, race::RacerPath& p, race::RaceRules& rules, int32_t racer,
                  const physics::CarState& car);

// Step 6 of FUN_004221d8: the buttons for the behaviour's throttle word, the steering index, the
// lane state and the car's speed (0 coasts, 0x10 brakes, 1 accelerates).
uint32_t throttle(int32_t word, int32_t index, uint32_t lane_state, Fx speed);

// POD FUN_004221d8: one step of a computer driver (controller `c`, its race rules `rules`).
void computer_step(ComputerDriver& d, const physics::Simulation::ControlContext& c,
                   race::RaceRules& rules, DrawClock& clock);

}  // namespace unpod::sim::ai
