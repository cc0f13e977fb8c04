// Putting a tracker back on the paths (pod-race.md "Putting a tracker back on the paths"), and
// where a tracker starts.
#include <cstdint>
#include <vector>

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/paths.h"

namespace unpod::sim::race {
namespace {

constexpr int64_t kStartNodeReach = 60 * fx::kOne16;  // the start node's links
constexpr int64_t kSearchReach = 100 * fx::kOne16;  // extra entries, end node, nodes in, every node
constexpr int64_t kCloseEnough = 10 * fx::kOne16;   // a point this near ends a search
constexpr int64_t kValueWindow = 1000 * fx::kOne16;  // first pass: this near the tracker's value

// The put-back's distance: the larger of |dx| and |dy|, or |4 dz| when as large.
// DEVIATION 6: summed in 64 bits (the original's 32-bit sum wraps past 32,768 units).
int64_t put_back_distance(const Vec3& a, const Vec3& b) {
  const int64_t dx = fx::abs64(int64_t{a.x} - b.x), dy = fx::abs64(int64_t{a.y} - b.y);
  const int64_t dz4 = 4 * fx::abs64(int64_t{a.z} - b.z);
  const int64_t flat = dx > dy ? dx : dy;
  return dz4 >= flat ? dz4 : flat;
}

struct Best {
  Tracker at;
  int64_t distance = INT64_MAX;
  bool found() const { return distance != INT64_MAX; }
};

// One pass of the search: the first stage that finds a point gives the answer.
class Search {
 public:
  Search(const Paths& paths, const Vec3& target, bool value_window, Fx value)
      : paths_(paths), target_(target), value_window_(value_window), value_(value) {}

  // POD FUN_004aa44c: the points of a node's links out within `reach`.
  void node_links(int32_t node, int64_t reach) {
    for (int32_t link : paths_.nodes[size_t(node)].links_out) {
      const PathLink& l = paths_.links[size_t(link)];
      for (int32_t i = 0; i < l.count() && !done_; ++i) {
        const Tracker t{link, i};
        if (value_window_ && fx::abs64(int64_t{paths_.value(t)} - value_) > kValueWindow) continue;
        const int64_t d = put_back_distance(paths_.point(t), target_);
        if (d > reach || d >= best_.distance) continue;
        best_ = Best{t, d};
        if (d < kCloseEnough) done_ = true;
      }
    }
  }

  // POD FUN_004aa7a4: an extra entry's walk through the graph, depth first, skipping the nodes
  // already searched.
  void walk(int32_t node, std::vector<bool>& searched) {
    std::vector<int32_t> stack{node};
    while (!stack.empty() && !done_) {
      const int32_t n = stack.back();
      stack.pop_back();
      if (searched[size_t(n)]) continue;
      searched[size_t(n)] = true;
      node_links(n, kSearchReach);
      const auto& out = paths_.nodes[size_t(n)].links_out;
      for (auto it = out.rbegin(); it != out.rend(); ++it)
        stack.push_back(paths_.links[size_t(*it)].end_node);
    }
  }

  // The stages, from the tracker's link, stopping at the first that finds a point.
  Best run(const Tracker& from) {
    const PathLink& link = paths_.links[size_t(from.link)];
    const PathNode& start = paths_.nodes[size_t(link.start_node)];
    if (start.extra.empty()) {
      node_links(link.start_node, kStartNodeReach);
    } else {
      std::vector<bool> searched(paths_.nodes.size(), false);
      for (int32_t entry : start.extra) walk(entry, searched);
    }
    if (best_.found()) return best_;
    node_links(link.end_node, kSearchReach);
    if (best_.found()) return best_;
    for (int32_t in : start.links_in) node_links(paths_.links[size_t(in)].start_node, kSearchReach);
    if (best_.found()) return best_;
    // POD FUN_004aa5ac: every node
    for (size_t n = 0; n < paths_.nodes.size() && !done_; ++n)
      node_links(static_cast<int32_t>(n), kSearchReach);
    return best_;
  }

 private:
  const Paths& paths_;
  Vec3 target_;
  bool value_window_;
  Fx value_;
  Best best_;
  bool done_ = false;
};

}  // namespace

// POD FUN_004aa8a0 (POD FUN_004af830 in the first edition): two passes from the tracker's link. The
// first takes points within 1,000 units of the tracker's value and any answer; the second any
// point, but its answer only when nearer than the first's best shifted right by 3 on Beltane,
// by 1 elsewhere.
bool Paths::place(Tracker& t, const Vec3& at) const {
  if (empty() || !valid(t)) return false;
  const Best first = Search(*this, at, true, value(t)).run(t);
  const Best second = Search(*this, at, false, value(t)).run(t);
  const bool second_wins =
      second.found() && (!first.found() || second.distance < (first.distance >> put_back_shift));
  if (second_wins) {
    t = second.at;
    return true;
  }
  if (!first.found()) return false;
  t = first.at;
  return true;
}

// Where a tracker starts (inferred.h kStartOnNearestPoint): the point of every link nearest `at`
// by the put-back's distance, the first of equals in link order.
Tracker Paths::start(const Vec3& at) const {
  Tracker best{0, 0};
  int64_t best_distance = INT64_MAX;
  for (size_t l = 0; l < links.size(); ++l)
    for (int32_t i = 0; i < links[l].count(); ++i) {
      const Tracker t{static_cast<int32_t>(l), i};
      const int64_t d = put_back_distance(point(t), at);
      if (d < best_distance) {
        best = t;
        best_distance = d;
      }
    }
  return best;
}

}  // namespace unpod::sim::race
