// The race data of a compiled circuit (pod-formats.md §5.2, §5.12, §5.13), laid out so that the
// game's rules as pod-race.md and pod-controllers.md describe them work on it:
//
// * One race-graph node per "Troncon" gate. The game hands the nodes to the gates' "Troncon"
//   actions in turn, beacon by beacon, front chain before back chain (§6), so beacon i is node
//   i's gate and its chain holds exactly one "Troncon"; the checkpoint and tunnel gates, which
//   hold none, come after them. Node 0 is the lap line: its front chain runs "P-Chrono Tour"
//   then "Troncon", its back chain "N-Chrono Tour".
// * Main-line nodes sit at the lap line, at every route's fork and join, at both ends of every
//   lane rule's stretch (in this direction), where every stretch the speed limits cover starts
//   and where its limit steps (speed_limits.h; none within node_spacing after a fork or join),
//   and about desc.node_spacing apart between them; a route gets its limits' nodes and others
//   about as far apart along it.
// * Path values are in fx of track units: the distance still to go to the lap line. A main-line
//   node at distance d has L - d (node 0: L, the lap length, which is also the graph's first
//   word); along a route the value falls linearly from its fork's value to its join's. The arcs
//   hold one value per lane point; each arc's points run from its node up to (not onto) the next
//   node, so the values fall strictly across nodes too, except the arc into the lap line, whose
//   last point lies on the line with value 0 (the tracker never passes the line by itself).
// * Lanes: each node has desc.lanes ordinary lanes numbered 1..lanes from the right edge to the
//   left, evenly spread across the road. At a fork the lanes on the route's side go down the
//   route (so drivers preferring those lane numbers take it); a pit lane instead gets its own
//   lanes of type 5, never picked at a "Troncon" gate. The grid node (the last before the line)
//   also has two start lanes (type 6) along the grid's columns. Lane and carried-lane indices
//   are zero-based indices into the node's section; the neighbour table is empty (the seeds
//   find forks by their several links out and require no entries).
// * The reverse direction is the lap driven backwards on the same gates: the same places,
//   normals and chains flipped by building everything on the reversed lines. Checkpoints,
//   tunnels and lane rules name the road by forward lap fractions, so they stay on the same
//   stretch of road both ways (the checkpoints are then met in the opposite order).
// * Gates span the road, the kerbs and 1 unit more each side; A and B lie 1 unit below the lower
//   road edge (A.z is the gate's bottom), the raised corners 6 units above the higher one.
//   Checkpoint gates run "P-Chrono Inter" (front only); a tunnel has an entry and an exit gate
//   ("Tunnel Entree"/"Tunnel Sortie", swapped on the back chain); a pit lane's fork gate runs
//   "Decision PIT" after its "Troncon".
// * Phases change nothing in the race: Depart clears a stale wrong-way warning and shows the
//   scenery ("Wrong-Way OFF", "Aff Env ON"), Charge shows the scenery, Arrivee clears the
//   warning, FinCourse stops the track's sounds ("Tue Sons Statiques", "Tue Sons Source"; it
//   starts none). No action takes a parameter record, so every action has none.
// * Reference times: the lap and each split (checkpoint to checkpoint, the last one to the line)
//   at 140 km/h; the best at 90% of that. The grid: 8 places, pole 6 units behind the line,
//   each next one 4 units further back on the other side (columns at a quarter of the road
//   width, so 8 units apart in a column), 1 unit above the road, axis_a forwards, axis_b left.
// * Speed limits: each node's ordinary lanes get type 2 with the lowest limit along their arc,
//   derived from the line's shape as it is driven this way (the description's type 2 rules
//   replace it over their stretches); the description's other rules override a limit. Per
//   difficulty only the limits differ: EASY 65%, NORMAL 75%, HARD 90% (kDifficultyLimitScale),
//   and EASY's and NORMAL's ordinary lanes are all type 2, at most 38 and 45 units/s
//   (kDifficultyTopSpeed). Lane
//   states last the lane's points; the lane files have no constraints (NEANT) and a spare point
//   after the last lane's.
#include "track_race.h"

#include "point_math.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "driven_line.h"
#include "number_text.h"
#include "speed_limits.h"

namespace unpod::disc {
namespace {

using assets::Fx;
using assets::Vec3;

// Inferred choices, kept in one place (pod-formats.md leaves them open).
constexpr double kAverageSpeed = 140.0 / 3.6;  // units per second for the reference times
constexpr double kBestLapShare = 0.9;          // reference best lap against the average one
constexpr double kGateRise = 6;                // raised corners above the higher road edge
constexpr double kGateDrop = 1;    // the bottom below the lower edge: a slope between samples
constexpr double kGateMargin = 1;  // beyond the kerbs, each side
constexpr double kLanePointSpacing = 30;  // driven lanes: see lanes()
constexpr double kPathPointSpacing = 8;   // the links' own points, for the trackers
constexpr double kLaneEdge = 3;           // a car width and more from the road edges
constexpr double kGridFirst = 6;          // pole position behind the lap line
constexpr double kGridStep = 4;           // each place this much further back, sides alternate
constexpr double kGridRise = 1;           // above the road: the cars settle onto it (S3)
constexpr double kMaxLap = 30000;         // values stay well inside 16.16
constexpr double kMinNodeSpacing = 20;    // bounds the node count (at most 1,500 a lap)
constexpr int kMaxLanes = 16;

int32_t action_index(const char* name) {
  for (size_t i = 0; i < assets::kRetailActions.size(); ++i)
    if (std::strcmp(assets::kRetailActions[i].name, name) == 0) return static_cast<int32_t>(i);
  return -1;  // unreachable: every name used here is in the retail table
}

// A route as driven in one direction: it leaves the main line at `from` and rejoins at `to`
// (distances along that direction's main line, from < to).
struct DrivenRoute {
  Centreline line;
  double from = 0, to = 0;
  bool pit = false;
  const RouteDesc* desc = nullptr;
};

struct NodePlan {
  int line = 0;  // 0 main, r + 1 route r
  double s = 0;  // distance along that line
  double value = 0;
};

struct LanePlan {
  int number = 0;
  assets::LaneType type = assets::LaneType::kNone;
  double offset = 0;  // fixed lateral offset (start lanes), else placed by number
  bool fixed = false;
  bool apply_rules = true;
};

struct ArcPlan {
  int start = 0, end = 0;
  int line = 0;
  double s0 = 0, s1 = 0;  // along the line
  double v0 = 0, v1 = 0;  // path values at s0 and s1
  std::vector<LanePlan> lanes;
};

struct GatePlan {
  int line = 0;
  double s = 0;
  std::vector<std::pair<int32_t, int32_t>> front, back;  // (action, param) chains
};

bool in_stretch(double f, const Stretch& w) {
  return w.from <= w.to ? (f >= w.from && f < w.to) : (f >= w.from || f < w.to);
}

// Whether a lane rule names a lane (by its number) of a line (kMainLine or a route's name); a
// rule that names no lanes or no line names them all.
bool names_lane(const LaneRule& rule, int number, const std::string& line) {
  if (!rule.lanes.empty() &&
      std::find(rule.lanes.begin(), rule.lanes.end(), number) == rule.lanes.end())
    return false;
  return rule.on.empty() || rule.on == line;
}

class DirectionBuilder {
 public:
  DirectionBuilder(const TrackDesc& desc, const Centreline& main, std::vector<DrivenRoute> routes,
                   bool reverse)
      : desc_(desc), main_(main), routes_(std::move(routes)), reverse_(reverse), L_(main.length) {}

  bool plan(DescError& error);
  assets::Direction build() const;

 private:
  const Centreline& line(int l) const { return l == 0 ? main_ : routes_[size_t(l - 1)].line; }
  std::string line_name(int l) const {
    return l == 0 ? std::string(kMainLine) : routes_[size_t(l - 1)].desc->name;
  }
  Frame frame(int l, double s) const { return line(l).at(s); }
  // The lap fraction of a main-line distance measured forwards (rules and checkpoints name the
  // road, whichever way it is driven).
  double forward_fraction(double d) const {
    const double f = (reverse_ ? L_ - d : d) / L_;
    return f >= 1 ? f - 1 : f;
  }
  double lane_offset(int number, double width) const {
    const int n = desc_.lanes;
    const double usable = std::max(1.0, width - 2 * kLaneEdge);
    return (number - (n + 1) / 2.0) * usable / n;
  }
  int main_node_at(double d) const;
  // The distance round the lap (this direction's main line) that a point `s` along line `l`
  // stands for: itself on the main line, in proportion between fork and join on a route.
  double lap_along(int l, double s) const {
    if (l == 0) return s;
    const DrivenRoute& r = routes_[size_t(l - 1)];
    return r.from + (r.to - r.from) * s / std::max(1e-9, r.line.length);
  }
  // The speed limits along every line (speed_limits.h), the description's type 2 rules imposed.
  void derive_limits();
  // The nodes a line gets between two mandatory ones: those the limits ask for, then about the
  // node spacing apart.
  // `keep_clear`: no wanted node this close before the end (the lap's grid); none within the
  // node spacing after a place in `hold` (a fork or a join: the arcs out of it stay whole, so a
  // car's tracker on one of them can still be far from a car on the other, pod-controllers.md
  // step 3).
  std::vector<double> line_nodes(std::vector<double> keys, std::vector<double> wanted, double end,
                                 double keep_clear, const std::vector<double>& hold) const;
  assets::Beacon gate(const GatePlan& g) const;
  assets::LaneFile lanes(size_t difficulty, std::vector<std::vector<int32_t>>& carried,
                         std::vector<int32_t>& point_lane,
                         std::vector<std::vector<Fx>>& values) const;

  const TrackDesc& desc_;
  const Centreline& main_;
  std::vector<DrivenRoute> routes_;
  bool reverse_;
  double L_;
  std::vector<double> main_nodes_;  // distances along the main line, node i = main node i
  std::vector<NodePlan> nodes_;
  std::vector<ArcPlan> arcs_;
  std::vector<GatePlan> gates_;
  std::vector<double> checkpoints_;          // main distances, in driving order
  std::vector<std::vector<double>> limits_;  // per line, per sample (speed_limits.h)
};

int DirectionBuilder::main_node_at(double d) const {
  for (size_t i = 0; i < main_nodes_.size(); ++i)
    if (std::abs(main_nodes_[i] - d) < 1e-6) return static_cast<int>(i);
  return -1;
}

void DirectionBuilder::derive_limits() {
  const auto limit_type = static_cast<int>(assets::LaneType::kLimitSpeed);
  // A description's own limit replaces the derived one over its stretch, both ways round.
  const auto imposed_on = [&](int l) {
    const Centreline& c = line(l);
    std::vector<double> imposed(c.samples.size(), -1);
    for (size_t i = 0; i < c.samples.size(); ++i) {
      const double f = forward_fraction(lap_along(l, c.samples[i].distance));
      for (const LaneRule& rule : desc_.lane_rules)
        if (rule.type == limit_type && in_stretch(f, rule.where)) imposed[i] = rule.speed;
    }
    return imposed;
  };
  limits_.assign(routes_.size() + 1, {});
  limits_[0] = speed_limits(main_, imposed_on(0));
  for (size_t r = 0; r < routes_.size(); ++r) {
    const DrivenRoute& route = routes_[r];
    if (route.pit) {
      limits_[r + 1].assign(route.line.samples.size(), kFreeSpeed);  // pit lanes keep type 5
      continue;
    }
    const double join = lowest_limit(main_, limits_[0], route.to, route.to);
    limits_[r + 1] = speed_limits(route.line, imposed_on(static_cast<int>(r) + 1), join);
  }
}

std::vector<double> DirectionBuilder::line_nodes(std::vector<double> keys,
                                                 std::vector<double> wanted, double end,
                                                 double keep_clear,
                                                 const std::vector<double>& hold) const {
  constexpr double kGap = 10;  // a node closer than this to another adds nothing
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end(),
                         [](double a, double b) { return std::abs(a - b) < 1e-6; }),
             keys.end());
  std::sort(wanted.begin(), wanted.end());
  for (double w : wanted) {
    if (w < kGap || w > end - std::max(kGap, keep_clear)) continue;  // at the start or end
    if (std::any_of(hold.begin(), hold.end(),
                    [&](double h) { return w >= h && w < h + desc_.node_spacing; }))
      continue;
    if (std::none_of(keys.begin(), keys.end(), [&](double k) { return std::abs(k - w) < kGap; }))
      keys.push_back(w);
  }
  std::sort(keys.begin(), keys.end());
  std::vector<double> out;
  for (size_t k = 0; k < keys.size(); ++k) {
    const double a = keys[k], b = k + 1 < keys.size() ? keys[k + 1] : end;
    const int pieces = std::max(1, static_cast<int>(std::lround((b - a) / desc_.node_spacing)));
    for (int p = 0; p < pieces; ++p) out.push_back(a + (b - a) * p / pieces);
  }
  return out;
}

bool DirectionBuilder::plan(DescError& error) {
  derive_limits();
  // Main-line nodes: the line, every fork and join, where each limited stretch and each lane
  // rule's stretch starts and ends in this direction, then evenly between them.
  std::vector<double> keys = {0};
  for (const DrivenRoute& r : routes_) {
    keys.push_back(r.from);
    keys.push_back(r.to);
  }
  // A lane rule's stretch holds from its start: its ends are nodes, unless the line, a fork or
  // a join (whose nodes stay where they are) is within a few units.
  const std::vector<double> junctions = keys;
  for (const LaneRule& rule : desc_.lane_rules)
    for (double f : {rule.where.from, rule.where.to}) {
      const double d = L_ * (reverse_ ? 1 - f : f);
      const bool near_junction = std::any_of(junctions.begin(), junctions.end(),
                                             [&](double j) { return std::abs(j - d) < 5; });
      if (d > 5 && d < L_ - 5 && !near_junction) keys.push_back(d);
    }
  const std::vector<double> wanted = limit_nodes(main_, limits_[0]);
  // The grid's arc (the last into the line, with the start lanes) is left whole: an arc's limit
  // is the lowest along it, so a limit starting on the grid still holds from the arc's node.
  main_nodes_ = line_nodes(keys, wanted, L_, kGridFirst + kGridStep * 8 + 10,
                           std::vector<double>(junctions.begin() + 1, junctions.end()));
  for (double d : main_nodes_) nodes_.push_back(NodePlan{0, d, d == 0 ? L_ : L_ - d});

  // Main arcs, with every ordinary lane, then the routes' nodes and arcs.
  const int n = desc_.lanes;
  const int m = static_cast<int>(main_nodes_.size());
  for (int i = 0; i < m; ++i) {
    ArcPlan a;
    a.start = i;
    a.end = (i + 1) % m;
    a.s0 = main_nodes_[size_t(i)];
    a.s1 = i + 1 < m ? main_nodes_[size_t(i + 1)] : L_;
    a.v0 = L_ - a.s0;
    a.v1 = L_ - a.s1;
    for (int j = 1; j <= n; ++j) a.lanes.push_back(LanePlan{j});
    arcs_.push_back(a);
  }
  std::vector<bool> forked(size_t(m), false);
  for (size_t r = 0; r < routes_.size(); ++r) {
    const DrivenRoute& route = routes_[r];
    const int fork = main_node_at(route.from), join = main_node_at(route.to);
    const int l = static_cast<int>(r) + 1;
    const double length = route.line.length;
    const double vf = L_ - route.from, vj = L_ - route.to;
    const auto value = [&](double s) { return vf - (vf - vj) * s / length; };
    std::vector<int> chain = {fork};
    std::vector<double> ends = line_nodes(
        {0}, route.pit ? std::vector<double>{} : limit_nodes(route.line, limits_[size_t(l)]),
        length, 0, {0});
    for (size_t p = 1; p < ends.size(); ++p) {
      chain.push_back(static_cast<int>(nodes_.size()));
      nodes_.push_back(NodePlan{l, ends[p], value(ends[p])});
    }
    chain.push_back(join);
    ends.push_back(length);
    // The lanes down the route: a pit lane has its own (type 5); any other route takes the
    // main line's lanes on its side at the fork, then has all of them.
    std::vector<LanePlan> first;
    if (route.pit) {
      for (int j = 1; j <= n; ++j)
        first.push_back(LanePlan{j, assets::LaneType::kPit, 0, false, false});
    } else {
      if (forked[size_t(fork)]) {
        error = {route.desc->line, "route " + route.desc->name +
                                       ": leaves the main line where another route already does "
                                       "(two forks may not leave at the same point)"};
        return false;
      }
      if (n < 2) {
        error = {route.desc->line, "route " + route.desc->name +
                                       ": a fork needs at least 2 lanes (one for each way), "
                                       "lanes is " +
                                       std::to_string(n)};
        return false;
      }
      forked[size_t(fork)] = true;
      const double ahead = std::min(20.0, length / 3);
      const Frame at = frame(0, route.from);
      const double side = dot(frame(l, ahead).pos - frame(0, route.from + ahead).pos, at.left);
      const int taken = n / 2;
      ArcPlan& main_arc = arcs_[size_t(fork)];
      main_arc.lanes.clear();
      for (int j = 1; j <= n; ++j) {
        const bool route_side = side > 0 ? j > n - taken : j <= taken;
        (route_side ? first : main_arc.lanes).push_back(LanePlan{j});
      }
    }
    for (size_t k = 0; k + 1 < chain.size(); ++k) {
      ArcPlan a;
      a.start = chain[k];
      a.end = chain[k + 1];
      a.line = l;
      a.s0 = ends[k];
      a.s1 = ends[k + 1];
      a.v0 = value(a.s0);
      a.v1 = value(a.s1);
      if (k == 0) {
        a.lanes = first;
      } else {
        for (int j = 1; j <= n; ++j)
          a.lanes.push_back(route.pit ? LanePlan{j, assets::LaneType::kPit, 0, false, false}
                                      : LanePlan{j, assets::LaneType::kNone, 0, false, true});
      }
      arcs_.push_back(a);
    }
  }

  // Start lanes along the grid's two columns, on the last arc into the line.
  const double w = frame(0, 0).width;
  for (int side : {1, -1}) {
    const double offset = side * w / 4;
    int nearest = 1;
    for (int j = 1; j <= n; ++j)
      if (std::abs(lane_offset(j, w) - offset) < std::abs(lane_offset(nearest, w) - offset))
        nearest = j;
    arcs_[size_t(m - 1)].lanes.push_back(
        LanePlan{nearest, assets::LaneType::kStart, offset, true, false});
  }

  // Gates: one per node (beacon i = node i), then the checkpoints and tunnels.
  const int32_t troncon = action_index("Troncon");
  for (const NodePlan& node : nodes_) {
    GatePlan g{node.line, node.s, {{troncon, 0}}, {}};
    gates_.push_back(g);
  }
  gates_[0].front = {{action_index("P-Chrono Tour"), 0}, {troncon, 0}};
  gates_[0].back = {{action_index("N-Chrono Tour"), 0}};
  for (const DrivenRoute& r : routes_)
    if (r.pit)
      gates_[size_t(main_node_at(r.from))].front.push_back({action_index("Decision PIT"), 0});
  for (const Stretch& c : desc_.checkpoints) {
    if (!(c.from > 0 && c.from < 1)) {
      error = {c.line,
               "checkpoint: position " + shortest(c.from) + " must lie strictly between 0 and 1"};
      return false;
    }
    const double d = reverse_ ? L_ * (1 - c.from) : L_ * c.from;
    for (const DrivenRoute& r : routes_)
      if (d > r.from && d < r.to) {
        error = {c.line, "checkpoint: position " + shortest(c.from) + " lies beside route " +
                             r.desc->name + ": cars on the route would miss it"};
        return false;
      }
    checkpoints_.push_back(d);
  }
  std::sort(checkpoints_.begin(), checkpoints_.end());
  for (double d : checkpoints_)
    gates_.push_back(GatePlan{0, d, {{action_index("P-Chrono Inter"), 0}}, {}});
  const int32_t enter = action_index("Tunnel Entree"), leave = action_index("Tunnel Sortie");
  for (const Stretch& t : desc_.tunnels) {
    const double a = reverse_ ? L_ * (1 - t.to) : L_ * t.from;
    const double b = reverse_ ? L_ * (1 - t.from) : L_ * t.to;
    gates_.push_back(GatePlan{0, a, {{enter, 0}}, {{leave, 0}}});
    gates_.push_back(GatePlan{0, b, {{leave, 0}}, {{enter, 0}}});
  }
  return true;
}

assets::Beacon DirectionBuilder::gate(const GatePlan& g) const {
  const Frame f = frame(g.line, g.s);
  const double half = f.width / 2 + desc_.kerb_width + kGateMargin;
  // A on the right, B on the left, so the normal B-A x up points along the driving direction:
  // a car before the gate has (A - P) . n > 0, the front (pod-race.md, "the beacon test").
  Point3 a = f.pos - f.left * half;
  Point3 b = f.pos + f.left * half;
  const double bottom = std::min(a.z, b.z) - kGateDrop, top = std::max(a.z, b.z) + kGateRise;
  a.z = bottom;  // the game reads A.z as the bottom of the gate
  Point3 n{b.y - a.y, -(b.x - a.x), 0};
  const double len = std::sqrt(n.x * n.x + n.y * n.y);
  if (len > 0) n = n * (1 / len);
  assets::Beacon beacon;
  beacon.a = to_vec3(a);
  beacon.b = to_vec3(b);
  beacon.b_raised = to_vec3({b.x, b.y, top});
  beacon.a_raised = to_vec3({a.x, a.y, top});
  beacon.normal = to_vec3(n);
  return beacon;
}

assets::LaneFile DirectionBuilder::lanes(size_t difficulty,
                                         std::vector<std::vector<int32_t>>& carried,
                                         std::vector<int32_t>& point_lane,
                                         std::vector<std::vector<Fx>>& values) const {
  assets::LaneFile file;
  file.sections.resize(nodes_.size());
  carried.assign(arcs_.size(), {});
  point_lane.assign(arcs_.size(), 0);
  values.assign(arcs_.size(), {});
  // One run of points per (arc, lane), placed in the file below; `path` marks a link's own run.
  struct Run {
    size_t arc = 0, plan = 0, section = 0, entry = 0;
    bool path = false;
    std::vector<Vec3> points;
  };
  std::vector<Run> runs;
  const auto samples = [](const ArcPlan& arc, double spacing) {
    const double length = arc.s1 - arc.s0;
    const int count = std::max(2, static_cast<int>(std::ceil(length / spacing)));
    std::vector<double> at;
    for (int p = 0; p < count; ++p) at.push_back(arc.s0 + length * p / count);
    if (arc.end == 0) at.push_back(arc.s1);  // an arc into the line ends on it
    return at;
  };
  // Out arcs in arc order: at a fork the main line's arc comes first (its first lane is the
  // fallback of the lane choice, pod-controllers.md "Lanes and Troncon").
  for (size_t ai = 0; ai < arcs_.size(); ++ai) {
    const ArcPlan& arc = arcs_[ai];
    // Driven lanes get a point about every 30 units: a computer car steers at the point after
    // the one it passed within 8 units, so its target is 20 to 50 units ahead, which a car
    // follows at speed without weaving (inferred: the retail files hold far fewer points
    // than 8-unit lanes would need, pod-controllers.md "Open").
    const std::vector<double> at = samples(arc, kLanePointSpacing);

    // Where the arc lies round the lap: its middle (nodes stand where every rule's stretch
    // starts and ends, so the whole arc is in a stretch or out of it).
    const double along = lap_along(arc.line, (arc.s0 + arc.s1) / 2);
    // The lowest speed limit along the arc (speed_limits.h; the description's type 2 rules are
    // in it), held from the arc's node on.
    const double limit = lowest_limit(line(arc.line), limits_[size_t(arc.line)], arc.s0, arc.s1);
    // A description's own limit is written even where it is above kFreeSpeed.
    const bool in_limit_rule =
        std::any_of(desc_.lane_rules.begin(), desc_.lane_rules.end(), [&](const LaneRule& rule) {
          return rule.type == static_cast<int>(assets::LaneType::kLimitSpeed) &&
                 in_stretch(forward_fraction(along), rule.where);
        });
    auto& section = file.sections[size_t(arc.start)].lanes;
    for (size_t li = 0; li < arc.lanes.size(); ++li) {
      const LanePlan& plan = arc.lanes[li];
      uint32_t type = static_cast<uint32_t>(plan.type), param = 0;
      const double top = kDifficultyTopSpeed[difficulty];
      if (plan.apply_rules && (limit < kFreeSpeed - 0.5 || in_limit_rule || top > 0)) {
        type = static_cast<uint32_t>(assets::LaneType::kLimitSpeed);
        const bool free = limit >= kFreeSpeed - 0.5 && !in_limit_rule;
        double v = free ? top : limit * kDifficultyLimitScale[difficulty];
        if (top > 0 && !in_limit_rule) v = std::min(v, top);
        param = static_cast<uint32_t>(std::clamp(std::lround(v), 0L, 65535L));
      }
      // The description's other rules (require speed, no attacks) override the limit.
      if (plan.apply_rules)
        for (const LaneRule& rule : desc_.lane_rules)
          if (rule.type != static_cast<int>(assets::LaneType::kLimitSpeed) &&
              in_stretch(forward_fraction(along), rule.where) &&
              names_lane(rule, plan.number, line_name(arc.line))) {
            type = static_cast<uint32_t>(rule.type);
            param = static_cast<uint32_t>(std::clamp(std::lround(rule.speed), 0L, 65535L));
          }
      assets::Lane lane;
      lane.lane_number = plan.number;
      lane.point_count = static_cast<int32_t>(at.size());
      lane.flags = assets::lane_flags::make(type, 0, false, false,
                                            std::min<uint32_t>(255, uint32_t(at.size())), param);
      Run run{ai, li, size_t(arc.start), section.size(), false, {}};
      for (double s : at) {
        const Frame f = frame(arc.line, s);
        const double off = plan.fixed ? plan.offset : lane_offset(plan.number, f.width);
        run.points.push_back(to_vec3(f.pos + f.left * off));
      }
      runs.push_back(std::move(run));
      carried[ai].push_back(static_cast<int32_t>(section.size()));
      section.push_back(lane);
    }
    // The link's own points: the centre line every 8 units, in a lane of its own that no car
    // takes (off limits, 0x80) and the link does not carry, so the trackers (and the places
    // they give) move in small steps while the cars drive the sparse lanes.
    const std::vector<double> path_at = samples(arc, kPathPointSpacing);
    const double length = arc.s1 - arc.s0;
    for (double s : path_at)
      values[ai].push_back(to_fx(arc.v0 + (arc.v1 - arc.v0) * (s - arc.s0) / length));
    if (arc.end == 0) values[ai].back() = 0;
    assets::Lane path;
    path.lane_number = 0;
    path.point_count = static_cast<int32_t>(path_at.size());
    path.flags = assets::lane_flags::make(0, 0, false, true,
                                          std::min<uint32_t>(255, uint32_t(path_at.size())), 0);
    Run run{ai, 0, size_t(arc.start), section.size(), true, {}};
    for (double s : path_at) run.points.push_back(to_vec3(frame(arc.line, s).pos));
    runs.push_back(std::move(run));
    point_lane[ai] = static_cast<int32_t>(section.size());
    section.push_back(path);
  }

  // The points lane by lane: a driver steers at the point after its line point
  // (pod-controllers.md, the computer's step 3) and keeps doing so past a run's last point
  // until the next "Troncon" gate gives it a new line, so what follows a run must be the
  // same lane further on. Runs of one lane number follow each other along the main line;
  // where the next run in the file is not the one a car goes on to (the lap line, a fork,
  // a route's end, a start lane), the first points of that run are repeated after it.
  std::vector<size_t> order(runs.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  const auto lane_of = [&](size_t k) -> const LanePlan& {
    return arcs_[runs[k].arc].lanes[runs[k].plan];
  };
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (runs[a].path != runs[b].path) return !runs[a].path;  // the links' runs last
    if (runs[a].path) return false;
    const LanePlan &pa = lane_of(a), &pb = lane_of(b);
    if (pa.fixed != pb.fixed) return !pa.fixed;
    if (pa.number != pb.number) return pa.number < pb.number;
    return false;  // arc order within a lane number
  });
  // The run a car on run k goes on to: at the arc's end node the out arc's lane of the same
  // number (the main line's arc first), else the out arc's lane of the nearest number.
  const auto next_run = [&](size_t k) {
    const LanePlan& plan = lane_of(k);
    const int end = arcs_[runs[k].arc].end;
    size_t found = runs.size();
    int distance = 1 << 30;
    for (size_t j = 0; j < runs.size(); ++j) {
      if (runs[j].path || arcs_[runs[j].arc].start != end) continue;
      const LanePlan& other = lane_of(j);
      if (other.fixed) continue;
      const int d = std::abs(other.number - plan.number);
      if (d < distance) distance = d, found = j;
    }
    return found;
  };
  constexpr size_t kCarried = 3;  // a car passes at most a couple of points before the gate
  for (size_t o = 0; o < order.size(); ++o) {
    const size_t k = order[o];
    Run& run = runs[k];
    file.sections[run.section].lanes[run.entry].first_point =
        static_cast<int32_t>(file.points.size());
    file.points.insert(file.points.end(), run.points.begin(), run.points.end());
    const size_t next = run.path ? runs.size() : next_run(k);
    if (next < runs.size() && (o + 1 == order.size() || order[o + 1] != next)) {
      const auto& more = runs[next].points;
      file.points.insert(file.points.end(), more.begin(),
                         more.begin() + std::ptrdiff_t(std::min(kCarried, more.size())));
    }
  }
  // A spare point after the last lane, as retail files have (pod-controllers.md, "Open").
  if (!file.points.empty()) file.points.push_back(file.points.back());
  return file;
}

assets::Direction DirectionBuilder::build() const {
  assets::Direction dir;
  // Reference times: the lap and each split at kAverageSpeed.
  dir.times.has_lap_times = true;
  dir.times.lap_avg = to_fx(L_ / kAverageSpeed);
  dir.times.lap_min = to_fx(L_ / kAverageSpeed * kBestLapShare);
  dir.times.has_split_times = true;
  double previous = 0;
  for (size_t k = 0; k <= checkpoints_.size() && k < 5; ++k) {
    const double next = k < checkpoints_.size() ? checkpoints_[k] : L_;
    dir.times.split_avg[k] = to_fx((next - previous) / kAverageSpeed);
    dir.times.split_min[k] = to_fx((next - previous) / kAverageSpeed * kBestLapShare);
    previous = next;
  }

  // Beacons and their chains, each chain its own run of triples ending with -1.
  assets::BeaconSection bal;
  const auto chain = [&bal](const std::vector<std::pair<int32_t, int32_t>>& actions) {
    if (actions.empty()) return int32_t{-1};
    const int32_t head = static_cast<int32_t>(bal.triples.size());
    for (size_t k = 0; k < actions.size(); ++k)
      bal.triples.push_back(
          assets::MacroTriple{actions[k].first, actions[k].second,
                              k + 1 < actions.size() ? head + static_cast<int32_t>(k + 1) : -1});
    return head;
  };
  for (const GatePlan& g : gates_) {
    assets::Beacon b = gate(g);
    b.front_chain = chain(g.front);
    b.back_chain = chain(g.back);
    bal.beacons.push_back(b);
  }
  // Checkpoints: record 0 the lap line, then the splits in driving order.
  const size_t first_split = nodes_.size();
  for (size_t k = 0; k <= checkpoints_.size(); ++k) {
    const size_t beacon = k == 0 ? 0 : first_split + k - 1;
    const double here = k == 0 ? 0 : checkpoints_[k - 1];
    const double next = k < checkpoints_.size() ? checkpoints_[k] : L_;
    assets::Checkpoint c;
    c.beacon = static_cast<int32_t>(beacon);
    c.positive = 1;
    c.distance_to_next = static_cast<int16_t>(std::min(32767L, std::lround(next - here)));
    c.map_line_from = bal.beacons[beacon].a;
    c.map_line_to = bal.beacons[beacon].b;
    bal.checkpoints.push_back(c);
  }
  // Phases: nothing that changes the race. Charge and Depart clear a stale wrong-way warning
  // and show the scenery, Arrivee clears the warning, FinCourse stops the track's sounds.
  // With speakers, Depart starts each ("Son Localisé", record k) and FinCourse stops them all
  // ("Tue Sons Localisés", record 0: -1), as Beltane's do (pod-race.md).
  const auto phase = [&bal](const std::vector<std::pair<int32_t, int32_t>>& actions) {
    const int32_t head = static_cast<int32_t>(bal.phase_triples.size());
    for (size_t k = 0; k < actions.size(); ++k)
      bal.phase_triples.push_back(
          assets::MacroTriple{actions[k].first, actions[k].second,
                              k + 1 < actions.size() ? head + static_cast<int32_t>(k + 1) : -1});
    return head;
  };
  const int32_t wrong_way_off = action_index("Wrong-Way OFF"), env_on = action_index("Aff Env ON");
  std::vector<std::pair<int32_t, int32_t>> depart = {{wrong_way_off, 0}, {env_on, 0}};
  std::vector<std::pair<int32_t, int32_t>> end = {{action_index("Tue Sons Statiques"), 0},
                                                  {action_index("Tue Sons Source"), 0}};
  for (size_t k = 0; k < desc_.speakers.size(); ++k)
    depart.push_back({action_index("Son Localis\xE9"), int32_t(k)});
  if (!desc_.speakers.empty()) end.push_back({action_index("Tue Sons Localis\xE9s"), 0});
  bal.phases.push_back({"Depart", phase(depart)});
  bal.phases.push_back({"Charge", phase({{env_on, 0}})});
  bal.phases.push_back({"Arrivee", phase({{wrong_way_off, 0}})});
  bal.phases.push_back({"FinCourse", phase(end)});
  const std::string base = desc_.name + (reverse_ ? "R" : "");
  dir.beacons = assets::Named<assets::BeaconSection>{base + ".bal", bal};

  // The grid: two staggered columns behind the line, facing along the road.
  for (int k = 0; k < 8; ++k) {
    const Frame f = frame(0, L_ - (kGridFirst + kGridStep * k));
    const double side = (k % 2 == 0 ? 1 : -1) * f.width / 4;
    assets::StartPlace place;
    place.position = to_vec3(f.pos + f.left * side + f.up * kGridRise);
    place.axis_a = to_vec3(f.forward);
    place.axis_b = to_vec3(f.left);
    dir.start_grid.push_back(place);
  }

  for (size_t d = 0; d < 3; ++d) {
    assets::Difficulty& diff = dir.difficulties[d];
    diff.name = assets::kDifficultyNames[d];
    std::vector<std::vector<int32_t>> carried;
    std::vector<int32_t> point_lane;
    std::vector<std::vector<Fx>> values;
    assets::LaneFile file = lanes(d, carried, point_lane, values);
    assets::RaceGraph graph;
    graph.lap_length = to_fx(L_);
    for (const NodePlan& node : nodes_) {
      assets::GraphNode g;
      g.position = to_vec3(frame(node.line, node.s).pos);
      g.value = to_fx(node.value);
      graph.nodes.push_back(g);
    }
    for (size_t a = 0; a < arcs_.size(); ++a) {
      const ArcPlan& arc = arcs_[a];
      graph.nodes[size_t(arc.start)].out_arcs.push_back(static_cast<int32_t>(a));
      graph.nodes[size_t(arc.end)].in_arcs.push_back(static_cast<int32_t>(a));
      graph.arcs.push_back(
          assets::GraphArc{arc.start, arc.end, carried[a], point_lane[a], values[a]});
    }
    const std::string name = base + diff.name.substr(0, 1);
    diff.lanes = assets::Named<assets::LaneFile>{name + ".lev", file};
    diff.graph = assets::Named<assets::RaceGraph>{name + ".gra", graph};
  }
  return dir;
}

// The retail table (§5.2). The speakers' actions take one word each: "Son Localisé"'s record k
// names speaker k, "Tue Sons Localisés"' one record -1 every speaker (inferred,
// engine/audio/track_sounds.h); every other action used takes none.
std::vector<assets::Action> retail_actions(size_t speakers) {
  std::vector<assets::Action> actions;
  const auto words = [](const std::vector<int32_t>& w) {
    std::vector<uint8_t> bytes;
    for (const int32_t v : w)
      for (int b = 0; b < 4; ++b) bytes.push_back(uint8_t(uint32_t(v) >> (8 * b)));
    return bytes;
  };
  for (const assets::ActionSpec& spec : assets::kRetailActions) {
    assets::Action a{spec.name, spec.record_size, 0, {}};
    if (speakers > 0 && a.name == "Son Localis\xE9") {
      std::vector<int32_t> k(speakers);
      for (size_t i = 0; i < speakers; ++i) k[i] = int32_t(i);
      a.record_count = uint32_t(speakers);
      a.records = words(k);
    } else if (speakers > 0 && a.name == "Tue Sons Localis\xE9s") {
      a.record_count = 1;
      a.records = words({-1});
    }
    actions.push_back(std::move(a));
  }
  return actions;
}

bool competitor_lists(const TrackDesc& desc, std::array<assets::CompetitorList, 3>& out,
                      DescError& error) {
  for (size_t d = 0; d < 3; ++d) {
    const auto& list = desc.competitors[d];
    if (list.size() != 7) {
      error = {list.empty() ? 0 : list.back().line, std::string(assets::kDifficultyNames[d]) +
                                                        " lists " + std::to_string(list.size()) +
                                                        " competitors; 7 are needed"};
      return false;
    }
    std::vector<assets::Competitor> drivers;
    for (const CompetitorDesc& c : list) {
      if (c.lane < 1 || c.lane > desc.lanes) {
        error = {c.line, "competitor \"" + c.name + "\": lane " + std::to_string(c.lane) +
                             " does not exist (lanes 1 to " + std::to_string(desc.lanes) + ")"};
        return false;
      }
      if (d == 0 && !c.attacks.empty()) {
        error = {c.line, "competitor \"" + c.name + "\": easy competitors take no attack rules"};
        return false;
      }
      assets::Competitor driver{c.name, c.lane, c.behaviour, c.car, {}};
      for (const AttackDesc& a : c.attacks)
        driver.attacks.push_back(assets::Attack{a.type, a.situation, a.chance});
      drivers.push_back(driver);
    }
    out[d].difficulty_name = assets::kDifficultyNames[d];
    out[d].competitors = assets::Named<std::vector<assets::Competitor>>{
        desc.name + assets::kDifficultyNames[d][0] + ".con", drivers};
  }
  return true;
}

}  // namespace

bool build_race_data(const TrackDesc& desc, const Centreline& main,
                     const std::vector<Centreline>& routes, RaceData& out, DescError& error) {
  if (!main.closed || main.samples.size() < 3 || !(main.length > 0)) {
    error = {0, "the main line is not a closed lap"};
    return false;
  }
  if (!(main.length <= kMaxLap)) {
    error = {0, "the lap is " + std::to_string(std::lround(main.length)) +
                    " units long; path values allow at most " + std::to_string(int(kMaxLap))};
    return false;
  }
  const double grid = kGridFirst + kGridStep * 8;
  if (main.length < 2 * grid) {
    error = {desc.main.empty() ? 0 : desc.main.front().line,
             "point: the lap is " + rounded(main.length) + " units long; the start grid needs " +
                 rounded(2 * grid) + " or more"};
    return false;
  }
  if (desc.lanes < 1 || desc.lanes > kMaxLanes) {
    error = {0, "lanes must be 1 to " + std::to_string(kMaxLanes)};
    return false;
  }
  if (!(desc.node_spacing >= kMinNodeSpacing)) {
    error = {0, "node spacing must be at least " + std::to_string(int(kMinNodeSpacing)) + " units"};
    return false;
  }
  if (desc.checkpoints.size() > 3) {
    error = {desc.checkpoints[3].line, "checkpoint: more than 3 checkpoints"};
    return false;
  }
  if (routes.size() != desc.routes.size() || main.control_distances.size() != desc.main.size()) {
    error = {0, "the sampled lines do not match the description"};
    return false;
  }
  std::vector<DrivenRoute> forward, backward;
  for (size_t r = 0; r < routes.size(); ++r) {
    const RouteDesc& rd = desc.routes[r];
    const int n = static_cast<int>(desc.main.size());
    if (rd.from <= 0 || rd.to <= rd.from || rd.to >= n ||
        !(routes[r].length > 0 && routes[r].length <= kMaxLap) ||
        !(main.control_distances[size_t(rd.to)] > main.control_distances[size_t(rd.from)] + 1)) {
      error = {rd.line, "route " + rd.name +
                            ": must leave and rejoin the main line within the lap (0 < from < to)"};
      return false;
    }
    const double from = main.control_distances[size_t(rd.from)];
    const double to = main.control_distances[size_t(rd.to)];
    forward.push_back(DrivenRoute{routes[r], from, to, rd.pit, &rd});
    backward.push_back(
        DrivenRoute{reversed(routes[r]), main.length - to, main.length - from, rd.pit, &rd});
  }
  const Centreline back_main = reversed(main);
  DirectionBuilder ahead(desc, main, std::move(forward), false);
  DirectionBuilder behind(desc, back_main, std::move(backward), true);
  if (!ahead.plan(error) || !behind.plan(error)) return false;
  RaceData data;
  data.actions = retail_actions(desc.speakers.size());
  data.directions[0] = ahead.build();
  data.directions[1] = behind.build();
  if (!competitor_lists(desc, data.competitors, error)) return false;
  out = std::move(data);
  return true;
}

}  // namespace unpod::disc
