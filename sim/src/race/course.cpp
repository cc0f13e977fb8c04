#include "unpod/sim/race/course.h"

#include <string>
#include <utility>

#include "circuit_error.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/macros.h"

namespace unpod::sim::race {
namespace {

std::vector<MacroNode> bind_chain_nodes(const std::vector<assets::MacroTriple>& triples,
                                        const std::vector<assets::Action>& actions,
                                        const std::string& section) {
  std::vector<MacroNode> nodes;
  nodes.reserve(triples.size());
  for (size_t i = 0; i < triples.size(); ++i) {
    const assets::MacroTriple& t = triples[i];
    if (t.action < 0 || static_cast<size_t>(t.action) >= actions.size())
      fail(section + "/" + std::to_string(i), "action index " + std::to_string(t.action) +
                                                  " outside the table of " +
                                                  std::to_string(actions.size()));
    if (t.next < -1 || (t.next >= 0 && static_cast<size_t>(t.next) >= triples.size()))
      fail(section + "/" + std::to_string(i), "next node " + std::to_string(t.next) +
                                                  " outside the " + std::to_string(triples.size()) +
                                                  " nodes");
    nodes.push_back(MacroNode{bind_action(actions[static_cast<size_t>(t.action)].name), t.action,
                              t.param, t.next, -1});
  }
  return nodes;
}

int32_t checked_chain(int32_t first, size_t count, const std::string& section) {
  if (first < -1 || (first >= 0 && static_cast<size_t>(first) >= count))
    fail(section, "chain start " + std::to_string(first) + " outside the " + std::to_string(count) +
                      " nodes");
  return first;
}

// POD FUN_004592b4: the "Troncon" actions get the race graph's nodes in turn, beacon by
// beacon, front chain before back chain.
void hand_out_section_nodes(Course& c) {
  int32_t next_node = 0;
  auto walk = [&](int32_t first) {
    // A chain visits at most every node once: a looping chain (bad data) stops there.
    size_t guard = c.nodes.size();
    for (int32_t n = first; n >= 0 && guard > 0; --guard) {
      MacroNode& node = c.nodes[static_cast<size_t>(n)];
      if (node.action == MacroAction::kSection) {
        node.section_node = next_node < c.section_nodes ? next_node : kNoSectionNode;
        ++next_node;
      }
      n = node.next;
    }
  };
  for (const Beacon& b : c.beacons) {
    walk(b.front_chain);
    walk(b.back_chain);
  }
}

}  // namespace

MacroAction bind_action(std::string_view name) {
  static constexpr std::pair<std::string_view, MacroAction> kBound[] = {
      {"P-Chrono Tour", MacroAction::kLapForward},
      {"N-Chrono Tour", MacroAction::kLapBackward},
      {"P-Chrono Inter", MacroAction::kCheckpointForward},
      {"N-Chrono Inter", MacroAction::kCheckpointBackward},
      {"Troncon", MacroAction::kSection},
      {"Decision PIT", MacroAction::kPitDecision},
      {"Fin Course", MacroAction::kPathEnd},
      {"Fin Dep L", MacroAction::kStartLaneEnd},
      {"Wrong-Way ON", MacroAction::kWrongWayOn},
      {"Wrong-Way OFF", MacroAction::kWrongWayOff},
      {"? Tour", MacroAction::kTestLap},
      {"? Joueur", MacroAction::kTestHuman},
      {"? Concurrent", MacroAction::kTestComputer},
      {"? Proba Unique", MacroAction::kTestChance},
      {"DEBUT-COND", MacroAction::kCondBegin},
      {"...Sinon...", MacroAction::kCondElse},
      {"FIN-COND", MacroAction::kCondEnd},
      {"}}} (Rupture)", MacroAction::kBreak},
      {"Macro", MacroAction::kMacroCall},
      {"Active Macro", MacroAction::kMacroActivate},
      {"Desactive Macro", MacroAction::kMacroDeactivate},
      {"Init Macro", MacroAction::kMacroInit},
      {"Remplace Macro", MacroAction::kMacroReplace},
      {"Echange Macros", MacroAction::kMacroExchange},
      {"All Macros ON", MacroAction::kAllMacrosOn},
      {"All Macros OFF", MacroAction::kAllMacrosOff},
  };
  for (const auto& [n, a] : kBound)
    if (n == name) return a;
  return MacroAction::kEffect;
}

assets::Result<Course> load_course(const assets::Circuit& circuit, int direction, int difficulty) {
  return assets::catch_format_error([&]() -> Course {
    if (direction < 0 || direction > 1) fail("directions", "direction must be 0 or 1");
    if (difficulty < 0 || difficulty > 2) fail("difficulties", "difficulty must be 0..2");
    const assets::Direction& dir = circuit.directions[static_cast<size_t>(direction)];
    if (!dir.beacons.value) fail("beacons", "the direction has no beacon section");
    const assets::BeaconSection& bs = *dir.beacons.value;

    Course c;
    for (const assets::Action& a : circuit.actions) c.action_names.push_back(a.name);
    c.nodes = bind_chain_nodes(bs.triples, circuit.actions, "beacons/triples");
    c.phase_nodes = bind_chain_nodes(bs.phase_triples, circuit.actions, "beacons/phase triples");
    c.macros.nodes = bind_chain_nodes(circuit.macros.base, circuit.actions, "macros/base");
    load_macro_language(circuit, c);  // records, global tables, every node's param (macros.h)

    c.beacons.reserve(bs.beacons.size());
    for (size_t i = 0; i < bs.beacons.size(); ++i) {
      const assets::Beacon& b = bs.beacons[i];
      const std::string section = "beacons/beacon " + std::to_string(i);
      c.beacons.push_back(Beacon{b.a, b.b, b.b_raised, b.a_raised, b.normal,
                                 checked_chain(b.front_chain, c.nodes.size(), section),
                                 checked_chain(b.back_chain, c.nodes.size(), section)});
    }

    if (bs.checkpoints.empty()) fail("beacons/checkpoints", "no lap line");
    // DEVIATION 5: bad race data is a load error (the original stops the game or reads on).
    if (bs.checkpoints.size() > kMaxCheckpoints)
      fail("beacons/checkpoints",
           std::to_string(bs.checkpoints.size()) + " checkpoint records, the game takes at most 4");
    for (const assets::Checkpoint& cp : bs.checkpoints) {
      if (cp.beacon < 0 || static_cast<size_t>(cp.beacon) >= c.beacons.size())
        fail("beacons/checkpoints", "beacon " + std::to_string(cp.beacon) + " outside the " +
                                        std::to_string(c.beacons.size()) + " beacons");
      c.checkpoints.push_back(cp.beacon);
    }

    for (const assets::Phase& p : bs.phases)
      for (size_t k = 0; k < kPhaseNames.size(); ++k)
        if (p.name == kPhaseNames[k])
          c.phases[k] = checked_chain(p.triple, c.phase_nodes.size(), "beacons/phase " + p.name);

    const auto& graph = dir.difficulties[static_cast<size_t>(difficulty)].graph.value;
    c.section_nodes = graph ? static_cast<int32_t>(graph->nodes.size()) : 0;
    hand_out_section_nodes(c);
    return c;
  });
}

}  // namespace unpod::sim::race
