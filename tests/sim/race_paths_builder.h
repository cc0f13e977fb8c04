// Hand-made race paths for the tracker tests: nodes and links placed in whole units, values in
// units of distance still to go.
#pragma once

#include <vector>

#include "unpod/sim/race/paths.h"

namespace unpod::race_test {

using sim::race::Fx;
using sim::race::Paths;
using sim::race::Tracker;
using sim::race::Vec3;

inline Vec3 at(int x, int y, int z = 0) {
  return {x * 0x10000, y * 0x10000, z * 0x10000};
}

struct PathsBuilder {
  Paths paths;

  int node(Vec3 position, int value) {
    sim::race::PathNode n;
    n.position = position;
    n.value = value * 0x10000;
    paths.nodes.push_back(n);
    return static_cast<int>(paths.nodes.size()) - 1;
  }

  // A link from node `from` to node `to` through `points`, with `values` (units) one per point;
  // it carries lane `lane` of the start node (added there when missing).
  int link(int from, int to, const std::vector<Vec3>& points, const std::vector<int>& values,
           int lane_number = 1) {
    sim::race::PathLink l;
    l.start_node = from;
    l.end_node = to;
    l.first_point = static_cast<int32_t>(paths.points.size());
    for (const Vec3& p : points) paths.points.push_back(p);
    for (int v : values) l.values.push_back(v * 0x10000);
    auto& lanes = paths.nodes[size_t(from)].lanes;
    lanes.push_back(
        sim::race::LaneEntry{lane_number, static_cast<int32_t>(points.size()), l.first_point, 0});
    l.carried.push_back(static_cast<int32_t>(lanes.size()) - 1);
    paths.links.push_back(l);
    const int id = static_cast<int>(paths.links.size()) - 1;
    paths.nodes[size_t(from)].links_out.push_back(id);
    paths.nodes[size_t(to)].links_in.push_back(id);
    return id;
  }

  // A straight run of points from (x0, y) to (x1, y) every `step` units, values falling from
  // `v0` by the distance.
  int straight(int from, int to, int x0, int x1, int y, int step, int v0) {
    std::vector<Vec3> pts;
    std::vector<int> vals;
    const int dir = x1 >= x0 ? 1 : -1;
    for (int x = x0; dir > 0 ? x < x1 : x > x1; x += dir * step) {
      pts.push_back(at(x, y));
      vals.push_back(v0 - (x - x0) * dir);
    }
    return link(from, to, pts, vals);
  }
};

}  // namespace unpod::race_test
