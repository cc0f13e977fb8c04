// The race data of a loaded circuit, as the game holds it at run time (pod-race.md "Beacons,
// checkpoints and laps" and "Macros"): the beacons with their two macro chains, the chains'
// nodes with handlers bound by action name, the "Troncon" nodes handed out at load, the
// checkpoints and the track's named events. Built once from an assets::Circuit; read-only after.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/assets/error.h"

namespace unpod::sim::race {

using assets::Fx;
using assets::Vec3;

// What a macro node does, bound by the action's NAME in the circuit's table (POD FUN_00486004
// registers the handlers by name, so a table in another order still binds right).
enum class MacroAction : uint8_t {
  kLapForward,          // "P-Chrono Tour", POD FUN_0042c684
  kLapBackward,         // "N-Chrono Tour", POD FUN_0042ce80
  kCheckpointForward,   // "P-Chrono Inter", POD FUN_0042c3a0
  kCheckpointBackward,  // "N-Chrono Inter", POD FUN_0042ce7c (returns at once)
  kSection,             // "Troncon", POD FUN_00459680
  kPitDecision,         // "Decision PIT", POD FUN_0045ab14
  kPathEnd,             // "Fin Course", POD FUN_004595e0, POD 2.8's POD FUN_00455bb8
  kStartLaneEnd,        // "Fin Dep L", POD FUN_00459590
  kWrongWayOn,          // "Wrong-Way ON", POD FUN_004d05e4
  kWrongWayOff,         // "Wrong-Way OFF", POD FUN_004d05b0
  // The macro language (macros.h; POD FUN_0046ff00 .. FUN_004757b0, semantics inferred):
  kTestLap,          // "? Tour"
  kTestHuman,        // "? Joueur"
  kTestComputer,     // "? Concurrent"
  kTestChance,       // "? Proba Unique"
  kCondBegin,        // "DEBUT-COND"
  kCondElse,         // "...Sinon..."
  kCondEnd,          // "FIN-COND"
  kBreak,            // "}}} (Rupture)"
  kMacroCall,        // "Macro"
  kMacroActivate,    // "Active Macro"
  kMacroDeactivate,  // "Desactive Macro"
  kMacroInit,        // "Init Macro"
  kMacroReplace,     // "Remplace Macro"
  kMacroExchange,    // "Echange Macros"
  kAllMacrosOn,      // "All Macros ON"
  kAllMacrosOff,     // "All Macros OFF"
  kEffect,           // anything else: pictures, sounds, animations (emitted as an event naming the
                     // action and its parameter record; not run by the race rules)
};

MacroAction bind_action(std::string_view name);

// One node of a chain: read_macro_refs (POD FUN_0046cbf0) makes (handler, parameter, next) from
// the file's triple (action index, parameter, next index or -1).
struct MacroNode {
  MacroAction action = MacroAction::kEffect;
  int32_t action_index = 0;  // into Circuit::actions, for the kEffect events
  int32_t param = 0;
  int32_t next = -1;          // index into the same node list, or -1
  int32_t section_node = -1;  // kSection: the race-graph node handed out at load, else -1
};

// A beacon in its run-time form (0x44 bytes at DAT_0050213c): the file's 0x3c bytes and the two
// chains' first nodes at +0x3c (front) and +0x40 (back), here indices into Course::nodes.
struct Beacon {
  Vec3 a;                    // +0x00 corner A; a.z (+0x08) is the gate's bottom
  Vec3 b;                    // +0x0c corner B
  Vec3 b_raised;             // +0x18 B raised; its z (+0x20) is the gate's top
  Vec3 a_raised;             // +0x24
  Vec3 normal;               // +0x30 unit 16.16 plane normal
  int32_t front_chain = -1;  // +0x3c run when crossed from the front
  int32_t back_chain = -1;   // +0x40 run when crossed from the back
};

// One action's parameter records (pod-formats.md §5.2) as little-endian i32 words; a node's
// param picks one record (checked at load).
struct ActionRecords {
  uint32_t record_size = 0;      // bytes; 0: the action takes no record
  int32_t words_per_record = 0;  // record_size / 4
  int32_t count = 0;             // record_count
  std::vector<int32_t> words;    // count × words_per_record
};

// The track's global macros (pod-formats.md §5.3; what they mean is inferred, macros.h): macro m
// is the chain of `nodes` from first[m]; the other tables set the race's start state.
struct GlobalMacros {
  std::vector<MacroNode> nodes;                  // table 1, the base triples
  std::vector<int32_t> first;                    // table 2 "Macro": macro m's first node
  std::vector<int32_t> init;                     // table 3 "Init Macro": run at "Depart"
  std::vector<int32_t> activate;                 // table 4 "Active Macro": on at the start
  std::vector<int32_t> deactivate;               // table 5 "Desactive Macro": off at start
  std::vector<std::array<int32_t, 2>> replace;   // table 6 "Remplace Macro" (a runs b)
  std::vector<std::array<int32_t, 2>> exchange;  // table 7 "Echange Macros" (a, b swap)
};

// The track's four named events (read_track_events), run by the game, not by beacons.
enum class Phase : uint8_t { kDepart, kCharge, kArrivee, kFinCourse };
inline constexpr std::array<std::string_view, 4> kPhaseNames = {"Depart", "Charge", "Arrivee",
                                                                "FinCourse"};

// At most 4 checkpoint records (FUN_0042bec0 stops the game with more); record 0 the lap line.
inline constexpr size_t kMaxCheckpoints = 4;

struct Course {
  std::vector<Beacon> beacons;
  std::vector<MacroNode> nodes;        // the beacons' chains (BeaconSection::triples)
  std::vector<MacroNode> phase_nodes;  // the named events' chains (phase_triples)
  std::vector<int32_t> checkpoints;    // beacon index of each record; [0] is the lap line
  std::array<int32_t, 4> phases{-1, -1, -1, -1};  // first phase node of each Phase, or -1
  std::vector<std::string> action_names;          // the circuit's action table, for events
  int32_t section_nodes = 0;                      // race-graph nodes of the chosen difficulty
  std::vector<ActionRecords> records;             // per action of the table (macros.h)
  GlobalMacros macros;                            // the global macros (macros.h)

  int32_t lap_line() const { return checkpoints.empty() ? -1 : checkpoints[0]; }
};

// Builds the race data of `direction` (0 forward, 1 reverse) and `difficulty` (0..2, whose race
// graph the "Troncon" nodes index). Errors: no beacon section, more than 4 checkpoints or none,
// a chain, checkpoint or phase index out of range.
// Part of POD FUN_0049ba20, the race's load (the paths: load_paths).
assets::Result<Course> load_course(const assets::Circuit& circuit, int direction, int difficulty);

}  // namespace unpod::sim::race
