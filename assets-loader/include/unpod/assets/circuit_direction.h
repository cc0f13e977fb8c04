// A circuit's direction blocks and competitor lists (docs/pod-formats.md §5.12, §5.13):
// reference times, beacons and checkpoints, phases, the start grid, and per difficulty the
// lane file and the race graph; the opponents with their attack rules.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "unpod/assets/circuit_scenery.h"
#include "unpod/assets/serial.h"
#include "unpod/assets/types.h"

namespace unpod::assets {

// 56 bytes (§5.12 item 1); use [U].
struct ReferenceTimes {
  bool has_lap_times = false;
  Fx lap_min = 0, lap_avg = 0;
  bool has_split_times = false;
  std::array<Fx, 5> split_min{}, split_avg{};
  bool operator==(const ReferenceTimes&) const = default;
};

// §5.12.1: a gate, 68 bytes.
struct Beacon {
  Vec3 a;         // one end of the gate line; a.z is the bottom
  Vec3 b;         // the other end
  Vec3 b_raised;  // its z is the top of the gate
  Vec3 a_raised;
  Vec3 normal;               // unit; "front" is the positive side
  int32_t front_chain = -1;  // first triple run when crossed from the front (-1 none [I])
  int32_t back_chain = -1;
  bool operator==(const Beacon&) const = default;
};

// §5.12.2, 32 bytes; record 0 is the lap line.
struct Checkpoint {
  int32_t beacon = 0;
  int16_t positive = 0;          // [U]
  int16_t distance_to_next = 0;  // [U]
  Vec3 map_line_from, map_line_to;
  bool operator==(const Checkpoint&) const = default;
};

// Named event (Depart, Charge, Arrivee, FinCourse) and the phase triple it runs.
struct Phase {
  std::string name;
  int32_t triple = -1;
  bool operator==(const Phase&) const = default;
};

struct BeaconSection {
  std::vector<MacroTriple> triples;  // the chains run by beacons
  std::vector<Beacon> beacons;
  std::vector<Checkpoint> checkpoints;
  std::vector<MacroTriple> phase_triples;
  std::vector<Phase> phases;
  bool operator==(const BeaconSection&) const = default;
};

// 36 bytes (not S1 HEAD's 12).
struct StartPlace {
  Vec3 position;
  Vec3 axis_a, axis_b;  // two axes of the start frame (S3)
  bool operator==(const StartPlace&) const = default;
};

// Lane and constraint flags (§5.12.3).
enum class LaneType : uint32_t {
  kNone = 0,
  kRequireSpeed = 1,  // taken only above `param` speed
  kLimitSpeed = 2,    // throttle cut above `param`
  kStopAttack = 3,
  kRecover = 4,
  kPit = 5,
  kStart = 6,
};

namespace lane_flags {
inline uint32_t type(uint32_t f) {
  return f & 0xF;
}
inline uint32_t preference(uint32_t f) {
  return (f >> 4) & 3;
}  // 0 none 1 prefer 2 ignore 3 add
inline bool shortcut(uint32_t f) {
  return (f & 0x40) != 0;
}
inline bool disabled(uint32_t f) {
  return (f & 0x80) != 0;
}  // "off limits", never chosen
inline uint32_t duration(uint32_t f) {
  return (f >> 8) & 0xFF;
}  // points before the state clears
inline uint32_t param(uint32_t f) {
  return f >> 16;
}  // speed threshold (types 1, 2)
inline uint32_t make(uint32_t type, uint32_t preference, bool shortcut, bool disabled,
                     uint32_t duration, uint32_t param) {
  return (type & 0xF) | (preference & 3) << 4 | (shortcut ? 0x40u : 0u) | (disabled ? 0x80u : 0u) |
         (duration & 0xFF) << 8 | (param & 0xFFFF) << 16;
}
}  // namespace lane_flags

// "Piste", 16 bytes.
struct Lane {
  int32_t lane_number = 0;  // 16 bits used; compared with an opponent's lane
  int32_t point_count = 0;  // 16 bits used
  int32_t first_point = 0;  // index into LaneFile::points
  uint32_t flags = 0;
  bool operator==(const Lane&) const = default;

  LaneType type() const { return static_cast<LaneType>(lane_flags::type(flags)); }
  uint32_t preference() const { return lane_flags::preference(flags); }
  bool shortcut() const { return lane_flags::shortcut(flags); }
  bool disabled() const { return lane_flags::disabled(flags); }
  uint32_t duration() const { return lane_flags::duration(flags); }
  uint32_t param() const { return lane_flags::param(flags); }
};

// "Troncon": the lanes of one graph node [I].
struct LaneSection {
  std::vector<Lane> lanes;
  bool operator==(const LaneSection&) const = default;
};

struct LaneConstraint {
  int32_t beacon = 0;
  int32_t lane = 0;  // S3 guide_index
  uint32_t flags = 0;
  bool operator==(const LaneConstraint&) const = default;
};

inline constexpr const char* kConstraintHeader = "PLANS CONTRAINTES";

struct LaneFile {
  std::vector<Vec3> points;
  std::vector<LaneSection> sections;
  // Constraints follow when the header is "PLANS CONTRAINTES" (any case, as S1); any other
  // header has none (a warning names a header that is neither that nor NEANT).
  std::string constraint_header = "NEANT";
  std::vector<LaneConstraint> constraints;
  bool operator==(const LaneFile&) const = default;
};

// §5.12.4. Every node/arc/neighbour reference below holds a ZERO-BASED index (-1 = none);
// the loader converts from S2's per-field stored bases (see docs/formats/circuit.md).
struct GraphNode {
  Vec3 position;
  Fx value = 0;                   // distance still to go to the lap line [I]
  int32_t neighbour = -1;         // index into RaceGraph::neighbours (stored 0-based)
  std::vector<int32_t> out_arcs;  // base unknown: kept as stored
  std::vector<int32_t> in_arcs;   // base unknown: kept as stored
  bool operator==(const GraphNode&) const = default;
};

struct GraphArc {
  int32_t start_node = 0;              // stored one higher
  int32_t end_node = 0;                // stored one higher
  std::vector<int32_t> carried_lanes;  // into the start node's lanes [I]; kept as stored
  int32_t point_lane = 0;              // lane whose points the link follows [I]; kept as stored
  std::vector<Fx> values;              // one per point
  bool operator==(const GraphArc&) const = default;
};

struct GraphNeighbour {
  int32_t first_node = 0;  // stored one higher
  int32_t last_node = -1;  // stored one higher, or -1
  int32_t parent = -1;     // stored one higher, or -1
  bool operator==(const GraphNeighbour&) const = default;
};

// `alloc_words` is computed on write; a disagreeing file gets a warning.
struct RaceGraph {
  Fx lap_length = 0;
  std::vector<GraphNode> nodes;
  std::vector<GraphArc> arcs;
  std::vector<GraphNeighbour> neighbours;
  bool operator==(const RaceGraph&) const = default;

  uint32_t alloc_words() const;
};

// EASY (inline), NORMAL, HARD.
struct Difficulty {
  std::string name;
  Named<LaneFile> lanes;
  Named<RaceGraph> graph;
  bool operator==(const Difficulty&) const = default;
};

inline constexpr std::array<const char*, 3> kDifficultyNames = {"EASY", "NORMAL", "HARD"};

// "Designation": present for the forward and the reverse/mirror direction.
struct Direction {
  ReferenceTimes times;
  // The generator never writes NEANT here (S1/S4 read the phase lists outside the section).
  Named<BeaconSection> beacons;
  std::vector<StartPlace> start_grid;
  std::array<Difficulty, 3> difficulties;  // EASY, NORMAL, HARD
  bool operator==(const Direction&) const = default;
};

// §5.13 attack rule: type, situation bits (1 front, 2 left, 4 right, 8 rear), chance in %.
struct Attack {
  int32_t type = 0;
  int32_t situation = 0;
  int32_t chance = 0;
  bool operator==(const Attack&) const = default;
};

struct Competitor {
  std::string name;
  int32_t lane = 0;       // preferred lane number (driver +0x44)
  int32_t behaviour = 0;  // 1..3, never read by the controller
  std::string car;        // mapping to a car file [U]
  std::vector<Attack> attacks;
  bool operator==(const Competitor&) const = default;
};

struct CompetitorList {
  std::string difficulty_name;
  Named<std::vector<Competitor>> competitors;
  bool operator==(const CompetitorList&) const = default;
};

}  // namespace unpod::assets
