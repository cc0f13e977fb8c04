// The race paths at run time: loading from the race graph and the lane file, and the point
// helpers the trackers share (pod-race.md "The race paths and the order between them").
#include "unpod/sim/race/paths.h"

#include <string>

#include "circuit_error.h"
#include "path_math.h"
#include "unpod/sim/fx/fixed16.h"

namespace unpod::sim::race {
namespace {

void check_index(int64_t index, size_t count, const std::string& section, const char* what) {
  if (index < 0 || static_cast<size_t>(index) >= count)
    fail(section,
         std::string(what) + " " + std::to_string(index) + " outside the " + std::to_string(count));
}

}  // namespace

// DEVIATION 6: the trackers' distances summed in 64 bits (the original's wrap past 32,768 units).
int64_t manhattan3(const Vec3& a, const Vec3& b) {
  return fx::abs64(int64_t{a.x} - b.x) + fx::abs64(int64_t{a.y} - b.y) +
         fx::abs64(int64_t{a.z} - b.z);
}

int64_t manhattan2(const Vec3& a, const Vec3& b) {
  return fx::abs64(int64_t{a.x} - b.x) + fx::abs64(int64_t{a.y} - b.y);
}

int put_back_shift(std::string_view track_name) {
  // The original compares the track's name with "beltane" (0x4aab39); case is not known, so
  // any case matches (inferred.h).
  constexpr std::string_view kBeltane = "beltane";
  if (track_name.size() != kBeltane.size()) return 1;
  for (size_t i = 0; i < kBeltane.size(); ++i) {
    char c = track_name[i];
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (c != kBeltane[i]) return 1;
  }
  return 3;
}

bool Paths::valid(const Tracker& t) const {
  return t.link >= 0 && static_cast<size_t>(t.link) < links.size() && t.point >= 0 &&
         t.point < links[size_t(t.link)].count();
}

const Vec3& Paths::point(const Tracker& t) const {
  const PathLink& l = links[size_t(t.link)];
  return points[size_t(l.first_point + t.point)];
}

Fx Paths::value(const Tracker& t) const {
  return links[size_t(t.link)].values[size_t(t.point)];
}

bool Paths::at_fork(const Tracker& t) const {
  return nodes[size_t(links[size_t(t.link)].start_node)].fork();
}

// POD FUN_004abae8: the point after a link's last
std::optional<Vec3> Paths::after_last(int32_t link) const {
  const PathNode& end = nodes[size_t(links[size_t(link)].end_node)];
  if (end.links_out.empty()) return std::nullopt;
  // With several links out the original works out the mean of their first points and then
  // overwrites it with the node's place (0x4abbf5).
  if (end.links_out.size() > 1) return end.position;
  return point(Tracker{end.links_out[0], 0});
}

// POD FUN_004abc1c: the point before a link's first
std::optional<Vec3> Paths::before_first(int32_t link) const {
  const PathNode& start = nodes[size_t(links[size_t(link)].start_node)];
  if (start.links_in.empty()) return std::nullopt;
  int64_t x = 0, y = 0, z = 0;
  for (int32_t in : start.links_in) {
    const Vec3& p = point(Tracker{in, links[size_t(in)].count() - 1});
    x += p.x;
    y += p.y;
    z += p.z;
  }
  const auto n = static_cast<int64_t>(start.links_in.size());
  // C++ division truncates towards zero, as the original's idiv of the sums.
  return Vec3{static_cast<Fx>(x / n), static_cast<Fx>(y / n), static_cast<Fx>(z / n)};
}

// POD FUN_004b0b98: the next point
std::optional<Vec3> Paths::next_point(const Tracker& t) const {
  if (!last(t)) return point(Tracker{t.link, t.point + 1});
  return after_last(t.link);
}

// POD FUN_004abdb4: the step into the tracker's point
std::optional<Vec3> Paths::step_in(const Tracker& t) const {
  const std::optional<Vec3> before =
      t.point > 0 ? std::optional<Vec3>(point(Tracker{t.link, t.point - 1})) : before_first(t.link);
  if (!before) return std::nullopt;
  return wrap_diff(point(t), *before);
}

// POD FUN_004abd38: the step out of the tracker's point
std::optional<Vec3> Paths::step_out(const Tracker& t) const {
  const std::optional<Vec3> after = next_point(t);
  if (!after) return std::nullopt;
  return wrap_diff(*after, point(t));
}

// POD FUN_004abe3c: one point on
std::vector<Tracker> Paths::points_on(const Tracker& t) const {
  if (!last(t)) return {Tracker{t.link, t.point + 1}};
  std::vector<Tracker> on;
  for (int32_t out : nodes[size_t(links[size_t(t.link)].end_node)].links_out)
    on.push_back(Tracker{out, 0});
  return on;
}

// POD FUN_004abe88: one point back
std::vector<Tracker> Paths::points_back(const Tracker& t) const {
  if (t.point > 0) return {Tracker{t.link, t.point - 1}};
  std::vector<Tracker> back;
  for (int32_t in : nodes[size_t(links[size_t(t.link)].start_node)].links_in)
    back.push_back(Tracker{in, links[size_t(in)].count() - 1});
  return back;
}

assets::Result<Paths> load_paths(const assets::Circuit& circuit, int direction, int difficulty) {
  return assets::catch_format_error([&]() -> Paths {
    if (direction < 0 || direction > 1) fail("directions", "direction must be 0 or 1");
    if (difficulty < 0 || difficulty > 2) fail("difficulties", "difficulty must be 0..2");
    const assets::Difficulty& d =
        circuit.directions[size_t(direction)].difficulties[size_t(difficulty)];
    Paths paths;
    paths.put_back_shift = put_back_shift(circuit.track_name);
    if (!d.graph.value || !d.lanes.value) return paths;
    const assets::RaceGraph& g = *d.graph.value;
    const assets::LaneFile& lf = *d.lanes.value;
    const std::string base = std::string(direction == 0 ? "forward" : "reverse") + " direction/" +
                             assets::kDifficultyNames[size_t(difficulty)];

    paths.lap_length = g.lap_length;
    paths.points = lf.points;
    paths.nodes.resize(g.nodes.size());
    for (size_t n = 0; n < g.nodes.size(); ++n) {
      const assets::GraphNode& gn = g.nodes[n];
      const std::string section = base + "/race graph/node " + std::to_string(n);
      PathNode& node = paths.nodes[n];
      node.position = gn.position;
      node.value = gn.value;
      for (int32_t a : gn.out_arcs) check_index(a, g.arcs.size(), section, "link out");
      for (int32_t a : gn.in_arcs) check_index(a, g.arcs.size(), section, "link in");
      node.links_out = gn.out_arcs;
      node.links_in = gn.in_arcs;
      if (gn.neighbour >= 0) {
        check_index(gn.neighbour, g.neighbours.size(), section, "neighbour entry");
        const assets::GraphNeighbour& e = g.neighbours[size_t(gn.neighbour)];
        check_index(e.first_node, g.nodes.size(), section, "extra entry node");
        const int32_t lastn = e.last_node < 0 ? e.first_node : e.last_node;
        check_index(lastn, g.nodes.size(), section, "extra entry node");
        for (int32_t k = e.first_node; k <= lastn; ++k) node.extra.push_back(k);
      }
      if (n < lf.sections.size())
        for (const assets::Lane& lane : lf.sections[n].lanes) {
          if (lane.first_point < 0 ||
              int64_t{lane.first_point} + lane.point_count > int64_t(lf.points.size()) ||
              lane.point_count < 0)
            fail(base + "/lanes/section " + std::to_string(n),
                 "lane " + std::to_string(lane.lane_number) + " points outside the " +
                     std::to_string(lf.points.size()));
          node.lanes.push_back(
              LaneEntry{lane.lane_number, lane.point_count, lane.first_point, lane.flags});
        }
    }
    paths.links.resize(g.arcs.size());
    for (size_t a = 0; a < g.arcs.size(); ++a) {
      const assets::GraphArc& ga = g.arcs[a];
      const std::string section = base + "/race graph/arc " + std::to_string(a);
      check_index(ga.start_node, g.nodes.size(), section, "start node");
      check_index(ga.end_node, g.nodes.size(), section, "end node");
      PathLink& link = paths.links[a];
      link.start_node = ga.start_node;
      link.end_node = ga.end_node;
      const std::vector<LaneEntry>& lanes = paths.nodes[size_t(ga.start_node)].lanes;
      for (int32_t c : ga.carried_lanes) check_index(c, lanes.size(), section, "carried lane");
      link.carried = ga.carried_lanes;
      check_index(ga.point_lane, lanes.size(), section, "point lane");
      if (ga.values.empty()) fail(section, "a link without points");
      link.first_point = lanes[size_t(ga.point_lane)].first_point;
      link.values = ga.values;
      if (int64_t{link.first_point} + link.count() > int64_t(paths.points.size()))
        fail(section, std::to_string(link.count()) + " points from point " +
                          std::to_string(link.first_point) + " outside the " +
                          std::to_string(paths.points.size()));
    }
    return paths;
  });
}

}  // namespace unpod::sim::race
