// The track's macro language (pod-race.md "Macros", pod-formats.md §4.9, §5.2, §5.3): the runner
// of a chain's nodes with its conditions ("? Joueur", "DEBUT-COND", ...), the global macros and
// the actions that change them ("Macro", "Active Macro", ...). The notes name these actions but
// not their semantics (no retail track uses a condition): what each does here is inferred and
// written down in inferred.h and docs/formats/macros.md. The run-time state (which macros are on,
// which chain each runs) lives in the race state, so two races compare equal.
#pragma once

#include <cstdint>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/sim/fx/watcom_rand.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/events.h"

namespace unpod::sim::race {

// The global macros as the race has changed them.
struct MacroState {
  std::vector<uint8_t> active;  // per macro: 1 when a "Macro" call runs it
  std::vector<int32_t> runs;    // per macro: whose chain a call runs (itself unless replaced)
  bool operator==(const MacroState&) const = default;
};

// The start state: every macro on and running its own chain; then "Desactive Macro" (table 5),
// "Active Macro" (table 4), "Remplace Macro" (table 6) and "Echange Macros" (table 7) applied in
// that order (inferred). Macro numbers outside the tables are skipped.
MacroState start_macros(const GlobalMacros& macros);

// What the runner asks of the race rules and hands back to them.
class MacroHost {
 public:
  virtual bool is_human(int32_t racer) const = 0;
  virtual bool is_computer(int32_t racer) const = 0;
  virtual int32_t lap(int32_t racer) const = 0;  // the lap-line crossings so far
  virtual void lap_line(int32_t racer, int32_t beacon) = 0;
  virtual void checkpoint(int32_t racer, int32_t beacon) = 0;
  // "Troncon" (FUN_00459680): the racer's tracker at the race-graph node (-1: none handed out).
  virtual void section(int32_t racer, int32_t beacon, int32_t node) = 0;
  // `record` is the node's parameter record when its action takes records, else -1.
  virtual void emit(EventKind kind, int32_t racer, int32_t beacon, int32_t value,
                    int32_t record) = 0;

 protected:
  ~MacroHost() = default;
};

// What a run changes besides the host: the macros and the race's one generator.
struct MacroRun {
  const Course& course;
  MacroState& macros;
  fx::WatcomRand& random;
  MacroHost& host;
};

// Runs a chain of `nodes` from `first` for `racer` (-1: a named event, no racer) at `beacon` (-1
// for a named event). Bounded: each chain runs at most as many nodes as its list holds, a whole
// run at most kMaxMacroSteps, calls nest kMaxMacroCalls deep, blocks kMaxCondDepth deep.
void run_macros(const MacroRun& run, const std::vector<MacroNode>& nodes, int32_t first,
                int32_t racer, int32_t beacon);

// The "Init Macro" table's macros (table 3), each as a call with no racer (inferred: run at
// "Depart", before its chain).
void run_init_macros(const MacroRun& run);

// Part of load_course: fills course.records from the action table and the global tables from
// circuit.macros (course.macros.nodes already bound), and checks every node's param against its
// action's records and every macro number against table 2. Throws assets::FormatError naming the
// section and node.
void load_macro_language(const assets::Circuit& circuit, Course& course);

}  // namespace unpod::sim::race
