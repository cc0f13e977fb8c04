#include "unpod/sim/race/macros.h"

#include <array>
#include <string>
#include <utility>

#include "circuit_error.h"
#include "unpod/sim/race/inferred.h"

namespace unpod::sim::race {
namespace {

bool is_macro(const GlobalMacros& g, int32_t m) {
  return m >= 0 && static_cast<size_t>(m) < g.first.size();
}

// How many words of its record an action reads (0: it takes none, or only hands the record's
// index on as an event).
int32_t words_read(MacroAction a) {
  switch (a) {
    case MacroAction::kTestLap:
    case MacroAction::kTestChance:
    case MacroAction::kMacroCall:
    case MacroAction::kMacroActivate:
    case MacroAction::kMacroDeactivate:
    case MacroAction::kMacroInit:
      return 1;
    case MacroAction::kMacroReplace:
    case MacroAction::kMacroExchange:
      return 2;
    default:
      return 0;
  }
}

// Which words of its record name a global macro.
int32_t macro_words(MacroAction a) {
  switch (a) {
    case MacroAction::kMacroCall:
    case MacroAction::kMacroActivate:
    case MacroAction::kMacroDeactivate:
    case MacroAction::kMacroInit:
      return 1;
    case MacroAction::kMacroReplace:
    case MacroAction::kMacroExchange:
      return 2;
    default:
      return 0;
  }
}

// Word k of the node's parameter record; false when the course holds no such record (a
// hand-made course; load_course rejects it for a loaded one).
bool record_word(const Course& c, const MacroNode& node, int32_t k, int32_t& out) {
  if (node.action_index < 0 || static_cast<size_t>(node.action_index) >= c.records.size())
    return false;
  const ActionRecords& r = c.records[static_cast<size_t>(node.action_index)];
  if (node.param < 0 || node.param >= r.count || k >= r.words_per_record) return false;
  const size_t at = static_cast<size_t>(node.param) * static_cast<size_t>(r.words_per_record) +
                    static_cast<size_t>(k);
  if (at >= r.words.size()) return false;
  out = r.words[at];
  return true;
}

// One open DEBUT-COND block: whether the code around it ran, and whether its condition held.
struct Block {
  bool outer_running = true;
  bool taken = true;
};

class Runner {
 public:
  Runner(const MacroRun& run, int32_t racer, int32_t beacon)
      : run_(run), racer_(racer), beacon_(beacon) {}

  // A chain of `nodes` from `first`; `calls` is how deep in "Macro" calls it runs.
  void chain(const std::vector<MacroNode>& nodes, int32_t first, int32_t calls);
  // POD FUN_00475710 .. POD FUN_004757b0 ("Macro"): macro m, when on, runs the chain it stands for.
  void call(int32_t m, int32_t calls);

 private:
  bool test(const MacroNode& node);
  void act(const MacroNode& node, int32_t calls);

  const MacroRun& run_;
  int32_t racer_;
  int32_t beacon_;
  int32_t steps_left_ = kMaxMacroSteps;
};

void Runner::call(int32_t m, int32_t calls) {
  const GlobalMacros& g = run_.course.macros;
  MacroState& s = run_.macros;
  if (!is_macro(g, m) || static_cast<size_t>(m) >= s.active.size() ||
      static_cast<size_t>(m) >= s.runs.size() || !s.active[static_cast<size_t>(m)])
    return;
  if (calls >= kMaxMacroCalls) return;  // too deep (a macro calling itself): the call is skipped
  const int32_t target = s.runs[static_cast<size_t>(m)];
  if (!is_macro(g, target)) return;
  chain(g.nodes, g.first[static_cast<size_t>(target)], calls + 1);
}

void Runner::chain(const std::vector<MacroNode>& nodes, int32_t first, int32_t calls) {
  std::array<Block, kMaxCondDepth> blocks;
  int32_t open = 0;
  bool running = true;    // not inside a block whose part is skipped
  bool condition = true;  // the last "? ..." test's outcome
  // DEVIATION 5:
  // A chain runs at most as many nodes as its list holds: a looping chain (bad data) ends.
  size_t guard = nodes.size();
  for (int32_t n = first; n >= 0 && static_cast<size_t>(n) < nodes.size() && guard > 0; --guard) {
    if (steps_left_ <= 0) return;
    --steps_left_;
    const MacroNode& node = nodes[static_cast<size_t>(n)];
    n = node.next;
    switch (node.action) {
      case MacroAction::kCondBegin:         // "DEBUT-COND"
        if (open == kMaxCondDepth) return;  // nested too deep (bad data): the chain ends
        blocks[static_cast<size_t>(open++)] = Block{running, condition};
        running = running && condition;
        continue;
      case MacroAction::kCondElse:  // "...Sinon...": the other part of the innermost block
        if (open > 0) {
          const Block& b = blocks[static_cast<size_t>(open - 1)];
          running = b.outer_running && !b.taken;
        }
        continue;
      case MacroAction::kCondEnd:  // "FIN-COND"
        if (open > 0) running = blocks[static_cast<size_t>(--open)].outer_running;
        continue;
      default:
        break;
    }
    if (!running) continue;
    if (node.action == MacroAction::kBreak) return;  // "}}} (Rupture)": this chain ends
    if (node.action == MacroAction::kTestLap || node.action == MacroAction::kTestHuman ||
        node.action == MacroAction::kTestComputer || node.action == MacroAction::kTestChance) {
      condition = test(node);
      continue;
    }
    act(node, calls);
  }
}

// POD FUN_0046ff30 .. POD FUN_004756cc, POD FUN_0046ff00: the conditions, on the chain's racer
bool Runner::test(const MacroNode& node) {
  MacroHost& host = run_.host;
  int32_t word = 0;
  switch (node.action) {
    case MacroAction::kTestHuman:  // "? Joueur"
      return racer_ >= 0 && host.is_human(racer_);
    case MacroAction::kTestComputer:  // "? Concurrent"
      return racer_ >= 0 && host.is_computer(racer_);
    case MacroAction::kTestLap:  // "? Tour": the racer's lap is the record's
      return racer_ >= 0 && record_word(run_.course, node, 0, word) && host.lap(racer_) == word;
    case MacroAction::kTestChance:  // POD FUN_0046ff00 "? Proba Unique": rand() % 100 <= param
      if (!record_word(run_.course, node, 0, word)) return false;
      return run_.random.next() % 100 <= word;
    default:
      return false;
  }
}

void Runner::act(const MacroNode& node, int32_t calls) {
  MacroHost& host = run_.host;
  MacroState& s = run_.macros;
  const auto macro_at = [&](int32_t k, int32_t& m) {
    return record_word(run_.course, node, k, m) && is_macro(run_.course.macros, m) &&
           static_cast<size_t>(m) < s.active.size() && static_cast<size_t>(m) < s.runs.size();
  };
  int32_t a = 0, b = 0;
  switch (node.action) {
    case MacroAction::kLapForward:
      if (racer_ >= 0) host.lap_line(racer_, beacon_);
      break;
    case MacroAction::kLapBackward:
      // POD FUN_0042ce80: lap line driven backward (see inferred.h)
      host.emit(EventKind::kLapBackward, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kCheckpointForward:
      if (racer_ >= 0) host.checkpoint(racer_, beacon_);
      break;
    case MacroAction::kCheckpointBackward:
      break;  // POD FUN_0042ce7c: returns at once
    case MacroAction::kSection:
      host.section(racer_, beacon_, node.section_node);
      break;
    case MacroAction::kPitDecision:
      host.emit(EventKind::kPitDecision, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kPathEnd:
      host.emit(EventKind::kPathEnd, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kStartLaneEnd:
      host.emit(EventKind::kStartLaneEnd, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kWrongWayOn:
      host.emit(EventKind::kWrongWayOn, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kWrongWayOff:
      host.emit(EventKind::kWrongWayOff, racer_, beacon_, 0, -1);
      break;
    case MacroAction::kMacroCall:  // "Macro"
      if (record_word(run_.course, node, 0, a)) call(a, calls);
      break;
    case MacroAction::kMacroActivate:  // "Active Macro"
      if (macro_at(0, a)) s.active[static_cast<size_t>(a)] = 1;
      break;
    case MacroAction::kMacroDeactivate:  // "Desactive Macro"
      if (macro_at(0, a)) s.active[static_cast<size_t>(a)] = 0;
      break;
    case MacroAction::kMacroInit:  // "Init Macro": the macro as the race started
      if (macro_at(0, a)) {
        const MacroState start = start_macros(run_.course.macros);
        s.active[static_cast<size_t>(a)] = start.active[static_cast<size_t>(a)];
        s.runs[static_cast<size_t>(a)] = start.runs[static_cast<size_t>(a)];
      }
      break;
    case MacroAction::kMacroReplace:  // "Remplace Macro": a runs b's own chain
      if (macro_at(0, a) && macro_at(1, b)) s.runs[static_cast<size_t>(a)] = b;
      break;
    case MacroAction::kMacroExchange:  // "Echange Macros": a and b swap what they run
      if (macro_at(0, a) && macro_at(1, b))
        std::swap(s.runs[static_cast<size_t>(a)], s.runs[static_cast<size_t>(b)]);
      break;
    case MacroAction::kAllMacrosOn:
    case MacroAction::kAllMacrosOff:
      for (uint8_t& on : s.active) on = node.action == MacroAction::kAllMacrosOn ? 1 : 0;
      break;
    case MacroAction::kEffect: {
      // POD FUN_004753a4, POD FUN_00475478, POD FUN_0047585c, POD FUN_004758b8, POD FUN_00475960,
      // POD FUN_00475a20, POD FUN_00475bbc, POD FUN_00475bec, POD FUN_0045963c, POD FUN_00459df0:
      // Pictures, sounds, animations: the renderer and audio act on the event and its record.
      const bool has_record =
          node.action_index >= 0 &&
          static_cast<size_t>(node.action_index) < run_.course.records.size() &&
          run_.course.records[static_cast<size_t>(node.action_index)].record_size > 0;
      host.emit(EventKind::kEffect, racer_, beacon_, node.action_index,
                has_record ? node.param : -1);
      break;
    }
    default:
      break;  // the conditions and blocks are the runner's own (Runner::chain)
  }
}

std::string node_section(const std::string& list, size_t i) {
  return list + "/" + std::to_string(i);
}

void check_nodes(const std::vector<MacroNode>& nodes, const Course& c, const std::string& list) {
  for (size_t i = 0; i < nodes.size(); ++i) {
    const MacroNode& node = nodes[i];
    const ActionRecords& r = c.records[static_cast<size_t>(node.action_index)];
    const std::string& name = c.action_names[static_cast<size_t>(node.action_index)];
    const int32_t needs = words_read(node.action);
    if (needs > r.words_per_record)
      fail(node_section(list, i), "\"" + name + "\" reads " + std::to_string(needs) +
                                      " words of its record, its records hold " +
                                      std::to_string(r.words_per_record));
    if (r.record_size > 0 && (node.param < 0 || node.param >= r.count))
      fail(node_section(list, i), "param " + std::to_string(node.param) + " outside the " +
                                      std::to_string(r.count) + " records of \"" + name + "\"");
    int32_t m = 0;
    for (int32_t k = 0; k < macro_words(node.action); ++k)
      if (record_word(c, node, k, m) && !is_macro(c.macros, m))
        fail(node_section(list, i), "\"" + name + "\" record " + std::to_string(node.param) +
                                        " names macro " + std::to_string(m) + " outside the " +
                                        std::to_string(c.macros.first.size()) + " macros");
  }
}

void check_macro(const GlobalMacros& g, int32_t m, const std::string& section) {
  if (!is_macro(g, m))
    fail(section, "macro " + std::to_string(m) + " outside the " + std::to_string(g.first.size()) +
                      " macros");
}

int32_t le_word(const std::vector<uint8_t>& bytes, size_t at) {
  const uint32_t w = uint32_t(bytes[at]) | uint32_t(bytes[at + 1]) << 8 |
                     uint32_t(bytes[at + 2]) << 16 | uint32_t(bytes[at + 3]) << 24;
  return static_cast<int32_t>(w);
}

}  // namespace

MacroState start_macros(const GlobalMacros& g) {
  MacroState s;
  s.active.assign(g.first.size(), 1);
  s.runs.resize(g.first.size());
  for (size_t m = 0; m < s.runs.size(); ++m) s.runs[m] = static_cast<int32_t>(m);
  for (int32_t m : g.deactivate)
    if (is_macro(g, m)) s.active[static_cast<size_t>(m)] = 0;
  for (int32_t m : g.activate)
    if (is_macro(g, m)) s.active[static_cast<size_t>(m)] = 1;
  for (const auto& [a, b] : g.replace)
    if (is_macro(g, a) && is_macro(g, b)) s.runs[static_cast<size_t>(a)] = b;
  for (const auto& [a, b] : g.exchange)
    if (is_macro(g, a) && is_macro(g, b))
      std::swap(s.runs[static_cast<size_t>(a)], s.runs[static_cast<size_t>(b)]);
  return s;
}

void run_macros(const MacroRun& run, const std::vector<MacroNode>& nodes, int32_t first,
                int32_t racer, int32_t beacon) {
  Runner(run, racer, beacon).chain(nodes, first, 0);
}

void run_init_macros(const MacroRun& run) {
  for (int32_t m : run.course.macros.init) Runner(run, -1, -1).call(m, 0);
}

void load_macro_language(const assets::Circuit& circuit, Course& c) {
  c.records.clear();
  for (size_t i = 0; i < circuit.actions.size(); ++i) {
    const assets::Action& a = circuit.actions[i];
    const std::string section = "actions/" + std::to_string(i) + " " + a.name;
    if (uint64_t(a.record_size) * a.record_count != a.records.size())
      fail(section, "records hold " + std::to_string(a.records.size()) + " bytes, not " +
                        std::to_string(a.record_size) + " x " + std::to_string(a.record_count));
    if (a.record_count > 0x7fffffffu || a.record_size > 0x7fffffffu)
      fail(section, "record count or size out of range");
    ActionRecords r;
    r.record_size = a.record_size;
    r.words_per_record = static_cast<int32_t>(a.record_size / 4);
    r.count = static_cast<int32_t>(a.record_count);
    if (r.words_per_record > 0) {
      r.words.reserve(size_t(r.words_per_record) * a.record_count);
      for (uint32_t k = 0; k < a.record_count; ++k)
        for (int32_t w = 0; w < r.words_per_record; ++w)
          r.words.push_back(le_word(a.records, size_t(k) * a.record_size + size_t(w) * 4));
    }
    c.records.push_back(std::move(r));
  }

  const assets::MacroTables& t = circuit.macros;
  GlobalMacros& g = c.macros;
  g.first = t.macro;
  for (size_t m = 0; m < g.first.size(); ++m) {
    const int32_t f = g.first[m];
    if (f < -1 || (f >= 0 && static_cast<size_t>(f) >= g.nodes.size()))
      fail("macros/Macro/" + std::to_string(m), "first node " + std::to_string(f) +
                                                    " outside the " +
                                                    std::to_string(g.nodes.size()) + " nodes");
  }
  g.init = t.init;
  g.activate = t.activate;
  g.deactivate = t.deactivate;
  g.replace.clear();
  g.exchange.clear();
  for (const assets::MacroPair& p : t.replace) g.replace.push_back({p.first, p.second});
  for (const assets::MacroPair& p : t.exchange) g.exchange.push_back({p.first, p.second});
  const auto check_list = [&](const std::vector<int32_t>& list, const std::string& name) {
    for (size_t i = 0; i < list.size(); ++i) check_macro(g, list[i], node_section(name, i));
  };
  check_list(g.init, "macros/Init Macro");
  check_list(g.activate, "macros/Active Macro");
  check_list(g.deactivate, "macros/Desactive Macro");
  const auto check_pairs = [&](const std::vector<std::array<int32_t, 2>>& list,
                               const std::string& name) {
    for (size_t i = 0; i < list.size(); ++i) {
      check_macro(g, list[i][0], node_section(name, i));
      check_macro(g, list[i][1], node_section(name, i));
    }
  };
  check_pairs(g.replace, "macros/Remplace Macro");
  check_pairs(g.exchange, "macros/Echange Macros");

  check_nodes(c.nodes, c, "beacons/triples");
  check_nodes(c.phase_nodes, c, "beacons/phase triples");
  check_nodes(g.nodes, c, "macros/base");
}

}  // namespace unpod::sim::race
