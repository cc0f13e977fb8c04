// The lane: a driver follows the line of lane points, and joins one when it has none.
#include <algorithm>

#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::ai {

using namespace physics;

namespace {

constexpr int64_t kLineReach = 40 * int64_t{kOne};  // a lane within 40 units

int64_t far(const race::Vec3& a, const race::Vec3& b) {
  return race::manhattan2(a, b);
}

// The nearest point of a lane entry's run within `reach` of `at`.
void nearest_in(const race::Paths& paths, const race::LaneEntry& lane, const race::Vec3& at,
                int64_t& best, int32_t& chosen) {
  for (int32_t k = 0; k < lane.point_count; ++k) {
    const int32_t i = lane.first_point + k;
    if (i < 0 || size_t(i) >= paths.points.size()) break;
    const int64_t d = far(paths.points[size_t(i)], at);
    if (d < best) {
      best = d;
      chosen = i;
    }
  }
}

bool special(const race::LaneEntry& lane) {
  const uint32_t type = lane.flags & 0xf;
  return type >= 4 && type <= 6;  // the entries POD FUN_004560ac lists (DAT_0054325c)
}

}  // namespace

// POD FUN_004561d4 (the special lanes within 40 units) and POD FUN_00455ed0 (the tracker's link's
// lanes within 40, then the special lanes, then the node whose first lane passes nearest).
int32_t find_line(const race::Paths& paths, const race::Tracker& tracker, const race::Vec3& at) {
  if (paths.points.empty() || paths.nodes.empty()) return -1;
  int64_t best = kLineReach + 1;
  int32_t chosen = -1;
  for (const race::PathNode& n : paths.nodes)
    for (const race::LaneEntry& l : n.lanes)
      if (special(l)) nearest_in(paths, l, at, best, chosen);
  if (chosen >= 0) return chosen;
  if (paths.valid(tracker)) {
    const race::PathLink& link = paths.links[size_t(tracker.link)];
    const race::PathNode& start = paths.nodes[size_t(link.start_node)];
    for (int32_t c : link.carried)
      if (c >= 0 && size_t(c) < start.lanes.size())
        nearest_in(paths, start.lanes[size_t(c)], at, best, chosen);
    if (chosen >= 0) return chosen;
  }
  // The node whose first lane passes nearest, and its nearest lane point.
  best = INT64_MAX;
  for (const race::PathNode& n : paths.nodes)
    if (!n.lanes.empty()) nearest_in(paths, n.lanes[0], at, best, chosen);
  return chosen;
}

}  // namespace unpod::sim::ai

namespace unpod::sim::ai {

namespace {

constexpr int64_t kPassReach = 8 * int64_t{physics::kOne};  // within 8 units (|dx| + |dy|)
constexpr int64_t kForkReach = 50 * int64_t{physics::kOne};

// DEVIATION 13: a line point past the lane file's last point is read as the last point; the
// original reads on past its table (pod-controllers.md, the Galleria note). The line itself is
// neither wrapped nor clamped.
int32_t clamp_point(const race::Paths& paths, int32_t i) {
  return std::clamp<int32_t>(i, 0, int32_t(paths.points.size()) - 1);
}

// POD FUN_00421f58: the tracker to the nearest point of the fork's other links.
void fork_jump(const race::Paths& paths, race::Tracker& t, const race::Vec3& car) {
  const race::PathLink& link = paths.links[size_t(t.link)];
  const race::PathNode& fork = paths.nodes[size_t(link.start_node)];
  int64_t best = INT64_MAX;
  race::Tracker chosen = t;
  for (int32_t out : fork.links_out) {
    if (out == t.link) continue;
    const race::PathLink& other = paths.links[size_t(out)];
    for (int32_t k = 0; k < other.count(); ++k) {
      const race::Tracker at{out, k};
      const int64_t d = race::manhattan3(paths.point(at), car);
      if (d < best) {
        best = d;
        chosen = at;
      }
    }
  }
  t = chosen;
}

}  // namespace

// POD FUN_00422028: the lane follower. The tracker moves on (FUN_0042f440: FUN_004abec4 and the
// order between gates); the driver passes its line point when within 8 units of the point after
// it, or when nearer that point than the segment is long less 8 and no nearer than the step
// before; a pass counts the lane state's points down (+0x78 bits 8 to 15, clearing it at 1) and,
// when the tracker's link starts at a fork more than 50 units from the car, jumps the tracker.
// Returns the point after the line point (where the driver steers).
Vec16 follow_lane(ComputerDriver& d, race::RacerPath& p, race::RaceRules& rules, int32_t racer,
                  const physics::CarState& car) {
  const race::Paths& paths = rules.paths();
  const race::Vec3 at{car.centre[0], car.centre[1], car.centre[2]};
  rules.follow_path(racer, at);
  if (p.line < 0) p.line = find_line(paths, p.tracker, at);
  if (p.line < 0) return car.centre;
  // A new line (a "Troncon" lane, a reset, a put-back) has no last distance yet (inferred.h).
  if (p.line != d.last_line) d.last_distance = INT32_MAX;
  const race::Vec3& line = paths.points[size_t(clamp_point(paths, p.line))];
  const race::Vec3& next = paths.points[size_t(clamp_point(paths, p.line + 1))];
  const int64_t to_next = race::manhattan2(next, at);
  const int64_t segment = race::manhattan2(next, line);
  bool pass = to_next < kPassReach;
  if (!pass) pass = to_next < segment - kPassReach && to_next >= d.last_distance;
  d.last_distance = static_cast<Fx>(std::min<int64_t>(to_next, INT32_MAX));
  if (pass) {
    p.line += 1;  // not wrapped or clamped (pod-controllers.md): only its reads are held
    const uint32_t count = (p.lane_state >> 8) & 0xff;
    if (count == 1) {
      p.lane_state = 0;
    } else if (count > 1) {
      p.lane_state = (p.lane_state & ~0xff00u) | ((count - 1) << 8);
    }
    if (paths.valid(p.tracker) && paths.at_fork(p.tracker) &&
        race::manhattan2(paths.point(p.tracker), at) > kForkReach)
      fork_jump(paths, p.tracker, at);
    d.last_distance = INT32_MAX;
  }
  d.last_line = p.line;
  const race::Vec3& aim = paths.points[size_t(clamp_point(paths, p.line + 1))];
  return {aim.x, aim.y, aim.z};
}

}  // namespace unpod::sim::ai
