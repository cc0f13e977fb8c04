// Validation of a compiled circuit against the rules the game applies to it: the lap closes,
// every gate is crossed by driving the centre line the way the game's beacon test sees a move
// (pod-race.md, "Beacons, checkpoints and laps"; pod-formats.md §6), every "Troncon" gets a
// graph node and the path values fall along every arc and from gate to gate (§5.12.4), every
// sector has neighbours (§5.5), and the drivable surface has no hole (drivable_surface.h).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "drivable_surface.h"
#include "driven_line.h"
#include "number_text.h"
#include "scenery_clearance.h"
#include "track_compiler.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;

constexpr size_t kMaxReported = 12;  // failures listed before the rest are only counted
constexpr double kGateSlack = 0x20;  // raw 16.16, the beacon test's slack in x and y

struct Report {
  std::vector<std::string> lines;
  size_t more = 0;
  void fail(std::string s) {
    if (lines.size() < kMaxReported)
      lines.push_back(std::move(s));
    else
      ++more;
  }
  std::string text() const {
    std::string out;
    for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
    if (more) out += "\n(and " + std::to_string(more) + " more)";
    return out;
  }
};

struct Raw {
  double x, y, z;  // 16.16 raw units, as the game compares them
};
Raw raw(const Vec3& v) {
  return {double(v.x), double(v.y), double(v.z)};
}
Raw raw(const Point3& p) {
  return {p.x * 65536.0, p.y * 65536.0, p.z * 65536.0};
}

std::string direction_name(size_t d) {
  return d == 0 ? "forward" : "reverse";
}

// The description line of the control point nearest a place, to point the modder at it.
std::string near_line(const TrackDesc& desc, const Raw& p) {
  double best = 1e300;
  int line = 0;
  for (const ControlPoint& c : desc.main) {
    const double dx = c.at.x - p.x / 65536.0, dy = c.at.y - p.y / 65536.0;
    const double d = dx * dx + dy * dy;
    if (d < best) {
      best = d;
      line = c.line;
    }
  }
  return line > 0 ? " (nearest control point: line " + std::to_string(line) + ")" : "";
}

// pod-race.md, the beacon test: the move's ends lie on either side of the plane, the old one
// on the positive side of (A - P) . normal (the front), and the crossing point lies between the
// gate's ends in x and y (with 0x20 of slack, tested only for ends more than 0x20 apart) and
// between A.z and the raised B.z.
bool crosses(const assets::Beacon& g, const Raw& p, const Raw& q, bool front) {
  const Raw a = raw(g.a), b = raw(g.b),
            n{g.normal.x / 65536.0, g.normal.y / 65536.0, g.normal.z / 65536.0};
  const double d1 = (a.x - p.x) * n.x + (a.y - p.y) * n.y + (a.z - p.z) * n.z;
  const double d2 = (a.x - q.x) * n.x + (a.y - q.y) * n.y + (a.z - q.z) * n.z;
  if (front ? !(d1 > 0 && d2 <= 0) : !(d1 < 0 && d2 >= 0)) return false;
  const double t = d1 / (d1 - d2);
  const Raw c{p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.z + (q.z - p.z) * t};
  const auto within = [](double v, double e1, double e2) {
    if (std::abs(e1 - e2) <= kGateSlack) return true;
    return v >= std::min(e1, e2) - kGateSlack && v <= std::max(e1, e2) + kGateSlack;
  };
  return within(c.x, a.x, b.x) && within(c.y, a.y, b.y) && c.z >= a.z &&
         c.z <= double(g.b_raised.z);
}

bool line_crosses(const Centreline& line, const assets::Beacon& g, bool front) {
  const auto& s = line.samples;
  for (size_t i = 0; i + 1 < s.size(); ++i)
    if (crosses(g, raw(s[i].pos), raw(s[i + 1].pos), front)) return true;
  return line.closed && s.size() > 1 && crosses(g, raw(s.back().pos), raw(s[0].pos), front);
}

void check_lap(const CompiledTrack& track, Report& r) {
  const Centreline& main = track.main;
  if (!main.closed || main.samples.size() < 3 || main.length <= 0) {
    r.fail("the lap is not closed: the main centre line is open");
    return;
  }
  const Point3 a = main.samples.back().pos, b = main.samples.front().pos;
  const double gap =
      std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) + (a.z - b.z) * (a.z - b.z));
  const double step = main.length / double(main.samples.size());
  if (gap > 2 * step + 0.5)
    r.fail("the lap is not closed: the main centre line ends " + rounded(gap) +
           " units from its start");
}

void check_gates(const TrackDesc& desc, const CompiledTrack& track, Report& r) {
  std::vector<Centreline> back_routes;
  for (const Centreline& route : track.routes) back_routes.push_back(reversed(route));
  const Centreline back_main = reversed(track.main);
  for (size_t d = 0; d < 2; ++d) {
    const assets::Direction& dir = track.circuit.directions[d];
    if (!dir.beacons.value) {
      r.fail(direction_name(d) + ": no beacon section");
      continue;
    }
    const auto& beacons = dir.beacons.value->beacons;
    const Centreline& main = d == 0 ? track.main : back_main;
    const auto& routes = d == 0 ? track.routes : back_routes;
    for (size_t i = 0; i < beacons.size(); ++i) {
      // Crossed from the front by some line; and, where the back chain does something (the
      // lap line's N-Chrono Tour), never from the back by a car driving the right way.
      for (bool front : {true, false}) {
        if (!front && beacons[i].back_chain < 0) continue;
        bool crossed = line_crosses(main, beacons[i], front);
        for (const Centreline& route : routes)
          crossed = crossed || line_crosses(route, beacons[i], front);
        if (crossed != front)
          r.fail(direction_name(d) + " gate " + std::to_string(i) +
                 (front ? " is not crossed from its front" : " is crossed from its back") +
                 " by driving the centre line" + near_line(desc, raw(beacons[i].a)));
      }
    }
  }
}

// The nodes the game hands to the "Troncon" actions at load: in turn, beacon by beacon, front
// chain before back chain (pod-race.md). Returns each beacon's first node (-1 none).
std::vector<int> troncon_nodes(const assets::Circuit& c, const assets::BeaconSection& bal,
                               int& total) {
  int32_t troncon = -1;
  for (size_t i = 0; i < c.actions.size(); ++i)
    if (c.actions[i].name == "Troncon") troncon = static_cast<int32_t>(i);
  std::vector<int> first(bal.beacons.size(), -1);
  total = 0;
  for (size_t b = 0; b < bal.beacons.size(); ++b)
    for (int32_t head : {bal.beacons[b].front_chain, bal.beacons[b].back_chain}) {
      // A chain is at most as long as the triples: a cycle stops there.
      for (size_t steps = 0;
           head >= 0 && size_t(head) < bal.triples.size() && steps < bal.triples.size(); ++steps) {
        if (bal.triples[size_t(head)].action == troncon) {
          if (first[b] < 0) first[b] = total;
          ++total;
        }
        head = bal.triples[size_t(head)].next;
      }
    }
  return first;
}

void check_graph(const assets::Circuit& c, size_t d, const assets::BeaconSection& bal,
                 const assets::Difficulty& diff, Report& r) {
  const std::string where = direction_name(d) + " " + diff.name;
  if (!diff.graph.value || !diff.lanes.value) {
    r.fail(where + ": no race graph or lane file");
    return;
  }
  const assets::RaceGraph& g = *diff.graph.value;
  const assets::LaneFile& lanes = *diff.lanes.value;
  int total = 0;
  const std::vector<int> nodes = troncon_nodes(c, bal, total);
  if (size_t(total) != g.nodes.size())
    r.fail(where + ": " + std::to_string(total) + " Troncon actions in the gates' chains but " +
           std::to_string(g.nodes.size()) + " graph nodes");
  if (bal.checkpoints.empty() || bal.checkpoints[0].beacon < 0 ||
      size_t(bal.checkpoints[0].beacon) >= nodes.size() ||
      nodes[size_t(bal.checkpoints[0].beacon)] < 0) {
    r.fail(where + ": the lap line (checkpoint record 0) has no Troncon node");
    return;
  }
  const int lap_node = nodes[size_t(bal.checkpoints[0].beacon)];
  if (size_t(lap_node) >= g.nodes.size()) return;  // counted above
  if (lanes.sections.size() != g.nodes.size())
    r.fail(where + ": " + std::to_string(lanes.sections.size()) + " lane sections for " +
           std::to_string(g.nodes.size()) + " graph nodes");
  for (size_t n = 0; n < g.nodes.size(); ++n)
    if (g.nodes[n].value > g.lap_length || g.nodes[n].value < 0)
      r.fail(where + ": node " + std::to_string(n) + " has a value outside 0 to the lap length");
  for (size_t a = 0; a < g.arcs.size(); ++a) {
    const assets::GraphArc& arc = g.arcs[a];
    const std::string name = where + ": arc " + std::to_string(a) + " (node " +
                             std::to_string(arc.start_node) + " to " +
                             std::to_string(arc.end_node) + ")";
    if (arc.start_node < 0 || size_t(arc.start_node) >= g.nodes.size() || arc.end_node < 0 ||
        size_t(arc.end_node) >= g.nodes.size()) {
      r.fail(name + " names a node that does not exist");
      continue;
    }
    if (arc.values.empty()) {
      r.fail(name + " has no path values");
      continue;
    }
    for (size_t k = 1; k < arc.values.size(); ++k)
      if (arc.values[k] >= arc.values[k - 1]) {
        r.fail(name + ": path value " + std::to_string(k) + " does not fall (" +
               std::to_string(arc.values[k - 1]) + " then " + std::to_string(arc.values[k]) + ")");
        break;
      }
    const Fx start = g.nodes[size_t(arc.start_node)].value;
    const Fx end = g.nodes[size_t(arc.end_node)].value;
    if (arc.values.front() > start) r.fail(name + ": its first value is above its start node's");
    if (arc.end_node == lap_node) {
      if (arc.values.back() < 0) r.fail(name + ": its values fall below 0 before the lap line");
    } else if (arc.values.back() <= end || start <= end) {
      r.fail(name + ": the path value does not fall from its gate to the next");
    }
    if (size_t(arc.start_node) < lanes.sections.size()) {
      const auto& section = lanes.sections[size_t(arc.start_node)].lanes;
      if (arc.point_lane < 0 || size_t(arc.point_lane) >= section.size())
        r.fail(name + ": its point lane is not a lane of its start node");
      else if (size_t(section[size_t(arc.point_lane)].point_count) != arc.values.size())
        r.fail(name + ": one value per point of its point lane is needed");
      for (int32_t lane : arc.carried_lanes)
        if (lane < 0 || size_t(lane) >= section.size())
          r.fail(name + ": it carries a lane its start node does not have");
    }
  }
}

void check_sectors(const assets::Circuit& c, Report& r) {
  const size_t n = c.sectors.size();
  if (c.visibility.size() != n) {
    r.fail(std::to_string(c.visibility.size()) + " visibility lists for " + std::to_string(n) +
           " sectors");
    return;
  }
  const double touch = 65536.0;  // bounding boxes within a unit touch
  const auto adjacent = [&](size_t i, size_t j) {
    const auto& a = c.sectors[i];
    const auto& b = c.sectors[j];
    return a.bbox_min.x <= b.bbox_max.x + touch && b.bbox_min.x <= a.bbox_max.x + touch &&
           a.bbox_min.y <= b.bbox_max.y + touch && b.bbox_min.y <= a.bbox_max.y + touch &&
           a.bbox_min.z <= b.bbox_max.z + touch && b.bbox_min.z <= a.bbox_max.z + touch;
  };
  for (size_t i = 0; i < n; ++i) {
    const assets::VisibilityEntry& v = c.visibility[i];
    const std::string name = "sector " + std::to_string(i);
    if (!v.has_list || v.sectors.empty()) {
      r.fail(name + " has no neighbours (an empty visibility list)");
      continue;
    }
    if (n == 1) continue;
    bool has_adjacent = false;
    for (int32_t j : v.sectors) {
      if (j < 0 || size_t(j) >= n) {
        r.fail(name + " lists sector " + std::to_string(j) + ", which does not exist");
        break;
      }
      has_adjacent = has_adjacent || (size_t(j) != i && adjacent(i, size_t(j)));
    }
    if (!has_adjacent) r.fail(name + " lists none of the sectors adjacent to it");
  }
}

}  // namespace

std::string validate_track(const TrackDesc& desc, const CompiledTrack& track) {
  Report r;
  check_lap(track, r);
  if (track.main.closed && !track.main.samples.empty()) check_gates(desc, track, r);
  for (size_t d = 0; d < 2; ++d) {
    const assets::Direction& dir = track.circuit.directions[d];
    if (!dir.beacons.value) continue;  // reported by check_gates
    for (const assets::Difficulty& diff : dir.difficulties)
      check_graph(track.circuit, d, *dir.beacons.value, diff, r);
  }
  check_sectors(track.circuit, r);
  for (std::string& hole : drivable_surface_holes(desc, track)) r.fail(std::move(hole));
  for (std::string& cover : scenery_over_roads(desc, track)) r.fail(std::move(cover));
  return r.text();
}

}  // namespace unpod::disc
