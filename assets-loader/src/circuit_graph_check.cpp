// The "0/1-based heuristic" of docs/pod-formats.md §5.12.4: the race graph's references have
// per-field bases that only S2 states. After S2's bases are applied, each field is checked:
// an index equal to the count it indexes (or beyond), or no reference to index 0 where one is
// bound to exist, suggests a different base. This reports; it never re-bases a field.
#include <string>
#include <vector>

#include "circuit_serial.h"

namespace unpod::assets::circuit_detail {
namespace {

struct FieldCheck {
  const char* field;
  const char* counted;  // what the index counts, for the message
  bool nullable = false;
  bool expect_zero = false;  // some value must be 0 when there are values at all
  size_t values = 0, equal_count = 0, out_of_range = 0, zeros = 0;

  void add(int32_t v, size_t count) {
    if (nullable && v == -1) return;
    ++values;
    if (v == 0) ++zeros;
    if (v >= 0 && size_t(v) == count)
      ++equal_count;
    else if (v < 0 || size_t(v) > count)
      ++out_of_range;
  }

  void report(const std::string& where, std::vector<std::string>& out) const {
    const std::string head = where + ": " + field + ": ";
    if (equal_count)
      out.push_back(head + std::to_string(equal_count) + " index(es) equal the " + counted +
                    " count; the stored base may differ from S2's");
    if (out_of_range)
      out.push_back(head + std::to_string(out_of_range) + " index(es) out of range of the " +
                    counted + "; the stored base may differ from S2's");
    if (expect_zero && values > 0 && zeros == 0)
      out.push_back(head + "no reference to " + counted +
                    " 0; the stored base may differ "
                    "from S2's");
  }
};

}  // namespace

void check_graph_bases(const RaceGraph& g, const LaneFile* lanes, const GraphReadStats& stats,
                       const std::string& where, std::vector<std::string>& warnings) {
  FieldCheck arc_nodes{"arc start/end node", "node", false, true};
  FieldCheck node_arcs{"node out/in arc list", "arc", false, true};
  FieldCheck node_neighbour{"node neighbour", "neighbour", true, true};
  FieldCheck nb_nodes{"neighbour first/last node", "node", true, false};
  FieldCheck nb_parent{"neighbour parent", "neighbour", true, false};
  FieldCheck carried{"arc carried lane", "lane of the start node", false, true};
  FieldCheck point_lane{"arc point lane", "lane of the start node", false, false};
  const size_t nodes = g.nodes.size(), arcs = g.arcs.size(), neighbours = g.neighbours.size();

  for (const auto& n : g.nodes) {
    for (int32_t a : n.out_arcs) node_arcs.add(a, arcs);
    for (int32_t a : n.in_arcs) node_arcs.add(a, arcs);
    node_neighbour.add(n.neighbour, neighbours);
  }
  for (const auto& a : g.arcs) {
    arc_nodes.add(a.start_node, nodes);
    arc_nodes.add(a.end_node, nodes);
    // Lanes are those of the start node's lane-file section [I]; skip what cannot be resolved.
    if (lanes && a.start_node >= 0 && size_t(a.start_node) < lanes->sections.size()) {
      const size_t count = lanes->sections[size_t(a.start_node)].lanes.size();
      for (int32_t l : a.carried_lanes) carried.add(l, count);
      point_lane.add(a.point_lane, count);
    }
  }
  for (const auto& nb : g.neighbours) {
    nb_nodes.add(nb.first_node, nodes);
    nb_nodes.add(nb.last_node, nodes);
    nb_parent.add(nb.parent, neighbours);
  }
  for (const FieldCheck* f :
       {&arc_nodes, &node_arcs, &node_neighbour, &nb_nodes, &nb_parent, &carried, &point_lane})
    f->report(where, warnings);
  if (stats.stored_zero_nullable)
    warnings.push_back(where + ": " + std::to_string(stats.stored_zero_nullable) +
                       " neighbour reference(s) stored as 0, which S2's one-higher base "
                       "cannot express (read as none)");
  if (lanes && lanes->sections.size() != nodes)
    warnings.push_back(where + ": " + std::to_string(nodes) + " nodes but the lane file has " +
                       std::to_string(lanes->sections.size()) + " sections");
}

}  // namespace unpod::assets::circuit_detail
