// check_road_rules: the turn radius along every centre line, and the height between the levels
// where two centre lines cross, both seen from above (x and y; z is up).
#include "track_rules.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <utility>

#include "number_text.h"
#include "point_math.h"

namespace unpod::disc {
namespace {

// A turn's radius is that of the circle through the centre line this far before and after a
// place: a corner as a driver takes it. The smooth curve is a little tighter at a control point
// than the corner it draws (about a fifth on a circle of eight points), which this reach
// averages out; a kink too short for it is caught by the near reach.
constexpr double kTurnReach = 26;
// Measured so, control points on a half circle of the least radius read about 4 % tighter (five
// points on a radius of 30: 28.7): a measured radius down to this share of the least passes.
constexpr double kTurnMeasureShare = 0.95;
constexpr double kMeasuredTurnRadius = kMinTurnRadius * kTurnMeasureShare;  // 28.5
constexpr double kKinkReach = 6;
constexpr double kMinKinkRadius = kMinTurnRadius / 2;
// Within this distance of its ends a route shares the tarmac of the road it leaves or rejoins:
// meeting it there is no crossing.
constexpr double kJunctionReach = 20;
// The plan grid that finds the segments near each other, in units.
constexpr double kCell = 16;

// A centre line as the rules see it: its samples, the control points it was built from (in
// order along it) and what a message calls it.
struct Road {
  const Centreline* line = nullptr;
  std::vector<const ControlPoint*> controls;
  std::string name;        // "point" (the main line) or "route NAME"
  std::string other_name;  // the same, as seen from another road
};

// The description line of the control point nearest a distance along a road.
int nearest_line(const Road& road, double distance) {
  const Centreline& line = *road.line;
  double best = std::numeric_limits<double>::infinity();
  int found = 0;
  for (size_t k = 0; k < road.controls.size() && k < line.control_distances.size(); ++k) {
    double d = std::abs(line.control_distances[k] - distance);
    if (line.closed) d = std::min(d, line.length - d);
    if (d < best) {
      best = d;
      found = road.controls[k]->line;
    }
  }
  return found;
}

// The radius of the circle through three points seen from above; infinite when in line.
double plan_radius(Point3 a, Point3 b, Point3 c) {
  const double abx = b.x - a.x, aby = b.y - a.y, acx = c.x - a.x, acy = c.y - a.y;
  const double twice_area = std::abs(abx * acy - aby * acx);
  if (twice_area < 1e-12) return std::numeric_limits<double>::infinity();
  return std::hypot(abx, aby) * std::hypot(acx, acy) * std::hypot(c.x - b.x, c.y - b.y) /
         (2 * twice_area);
}

// The radius at sample i over `span` samples either side (a closed line wraps).
double radius_at(const std::vector<Frame>& s, size_t i, size_t span) {
  const size_t n = s.size();
  return plan_radius(s[(i + n - span) % n].pos, s[i].pos, s[(i + span) % n].pos);
}

// The first bend tighter than the rules in driving order (a turn over kTurnReach, a kink over
// kKinkReach), reported at its tightest point. A closed line is scanned from a place outside
// any bend, so a bend across the lap line is seen whole.
bool check_turns(const Road& road, DescError& error) {
  const std::vector<Frame>& s = road.line->samples;
  const size_t n = s.size();
  if (n < 3) return true;
  const double spacing = road.line->length / double(road.line->closed ? n : n - 1);
  if (!(spacing > 0)) return true;
  // A line shorter than the reach is measured over its whole length.
  const size_t most = (n - 1) / 2;
  const size_t turn = std::clamp<size_t>(size_t(std::lround(kTurnReach / spacing)), 1, most);
  const size_t kink = std::clamp<size_t>(size_t(std::lround(kKinkReach / spacing)), 1, turn);
  // How far below its limits the road is at sample i (0: within both; a corner's shortfall
  // outranks a kink's), and the radius that falls short.
  bool kinked = false;
  const auto shortfall = [&](size_t i, double& radius) {
    const double wide = radius_at(s, i, turn), near = radius_at(s, i, kink);
    const double over_turn = (kMeasuredTurnRadius - wide) / kMeasuredTurnRadius;
    const double over_kink = (kMinKinkRadius - near) / kMinKinkRadius;
    // A corner too tight is said as the corner's radius; a kink only within a wide enough one.
    kinked = over_turn <= 0 && over_kink > 0;
    radius = kinked ? near : wide;
    return over_turn > 0 ? 1 + over_turn : std::max(0.0, over_kink);
  };
  const bool closed = road.line->closed;
  double radius = 0;
  size_t start = turn;
  if (closed) {
    start = 0;
    while (start < n && shortfall(start, radius) > 0) ++start;
    if (start == n) start = 0;  // tight all round
  }
  const size_t count = closed ? n : n - 2 * turn;
  double worst = 0, tightest = 0;
  size_t at = 0;
  bool kink_worst = false;
  for (size_t k = 0; k < count; ++k) {
    const size_t i = (start + k) % n;
    const double short_by = shortfall(i, radius);
    if (short_by > worst) {
      worst = short_by;
      tightest = radius;
      at = i;
      kink_worst = kinked;
    } else if (short_by == 0 && worst > 0) {
      break;
    }
  }
  if (worst == 0) return true;
  const std::string what =
      kink_worst
          ? "kinks on a radius of " + rounded(tightest) + " units within " + rounded(kKinkReach) +
                " units either side; at least " + rounded(kMinKinkRadius)
          : "turns on a radius of " + rounded(tightest) + " units here; at least " +
                rounded(kMinTurnRadius) + " (" + rounded(kMeasuredTurnRadius) + " as measured)";
  error = {nearest_line(road, s[at].distance),
           road.name + ": the road " + what +
               " needed (move the control points further apart or ease the turn)",
           {}};
  return false;
}

// A piece of a centre line between two samples.
struct Segment {
  size_t road = 0;
  size_t i = 0;  // the sample it starts at
  Point3 a, b;
  double s0 = 0, s1 = 0;  // distances along the road at a and b
};

// Where two segments cross seen from above: the fractions along each (the end of each
// excluded, so a crossing at a sample is found once).
bool plan_crossing(const Segment& p, const Segment& q, double& t, double& u) {
  const double rx = p.b.x - p.a.x, ry = p.b.y - p.a.y, sx = q.b.x - q.a.x, sy = q.b.y - q.a.y;
  const double den = rx * sy - ry * sx;
  if (std::abs(den) < 1e-12) return false;  // parallel
  const double qpx = q.a.x - p.a.x, qpy = q.a.y - p.a.y;
  t = (qpx * sy - qpy * sx) / den;
  u = (qpx * ry - qpy * rx) / den;
  return t >= 0 && t < 1 && u >= 0 && u < 1;
}

// Segments that meet by construction: neighbours on one line, and a route where it leaves or
// rejoins another road.
bool joined(const std::vector<Road>& roads, const Segment& p, const Segment& q) {
  if (p.road == q.road) {
    const Centreline& line = *roads[p.road].line;
    const size_t d = p.i > q.i ? p.i - q.i : q.i - p.i;
    return d <= 1 || (line.closed && d + 1 >= line.samples.size());
  }
  const auto near_end = [&](const Segment& g) {
    return g.road > 0 &&
           (g.s0 < kJunctionReach || g.s1 > roads[g.road].line->length - kJunctionReach);
  };
  return near_end(p) || near_end(q);
}

bool check_crossings(const std::vector<Road>& roads, DescError& error) {
  std::vector<Segment> segments;
  for (size_t r = 0; r < roads.size(); ++r) {
    const Centreline& line = *roads[r].line;
    const size_t n = line.samples.size();
    for (size_t i = 0; i + (line.closed ? 0 : 1) < n; ++i) {
      const Frame &a = line.samples[i], &b = line.samples[(i + 1) % n];
      segments.push_back(
          Segment{r, i, a.pos, b.pos, a.distance, i + 1 < n ? b.distance : line.length});
    }
  }
  // Each segment in the cells its box touches.
  std::map<std::pair<long, long>, std::vector<size_t>> grid;
  const auto cell = [](double v) { return static_cast<long>(std::floor(v / kCell)); };
  const auto cells = [&](const Segment& g, auto&& visit) {
    for (long x = cell(std::min(g.a.x, g.b.x)); x <= cell(std::max(g.a.x, g.b.x)); ++x)
      for (long y = cell(std::min(g.a.y, g.b.y)); y <= cell(std::max(g.a.y, g.b.y)); ++y)
        visit(std::make_pair(x, y));
  };
  for (size_t k = 0; k < segments.size(); ++k)
    cells(segments[k], [&](std::pair<long, long> c) { grid[c].push_back(k); });

  for (const Segment& p : segments) {
    bool broken = false;
    cells(p, [&](std::pair<long, long> c) {
      for (size_t m : grid[c]) {
        const Segment& q = segments[m];
        double t = 0, u = 0;
        if (broken || &q == &p || joined(roads, p, q) || !plan_crossing(p, q, t, u)) continue;
        const double levels =
            std::abs((p.a.z + (p.b.z - p.a.z) * t) - (q.a.z + (q.b.z - q.a.z) * u));
        if (levels >= kMinCrossingLevels) continue;
        const Road &here = roads[p.road], &there = roads[q.road];
        const double where = p.s0 + (p.s1 - p.s0) * t, other = q.s0 + (q.s1 - q.s0) * u;
        error = {nearest_line(here, where),
                 here.name + ": where the road crosses " +
                     (p.road == q.road ? std::string("itself") : there.other_name) +
                     " (near line " + std::to_string(nearest_line(there, other)) +
                     "), the two levels are only " + rounded(levels) + " units apart; at least " +
                     rounded(kMinCrossingLevels) + " needed",
                 {}};
        broken = true;
      }
    });
    if (broken) return false;
  }
  return true;
}

}  // namespace

bool check_road_rules(const TrackDesc& desc, const Centreline& main,
                      const std::vector<Centreline>& routes, DescError& error) {
  std::vector<Road> roads;
  Road lap{&main, {}, "point", "the main road"};
  for (const ControlPoint& p : desc.main) lap.controls.push_back(&p);
  roads.push_back(std::move(lap));
  for (size_t r = 0; r < routes.size() && r < desc.routes.size(); ++r) {
    const RouteDesc& rd = desc.routes[r];
    if (rd.from < 0 || rd.to < 0 || size_t(rd.from) >= desc.main.size() ||
        size_t(rd.to) >= desc.main.size())
      continue;  // the parser refuses these
    Road road{&routes[r], {}, "route " + rd.name, "route " + rd.name};
    road.controls.push_back(&desc.main[size_t(rd.from)]);
    for (const ControlPoint& p : rd.via) road.controls.push_back(&p);
    road.controls.push_back(&desc.main[size_t(rd.to)]);
    roads.push_back(std::move(road));
  }
  for (const Road& road : roads)
    if (!check_turns(road, error)) return false;
  return check_crossings(roads, error);
}

}  // namespace unpod::disc
