// The path tracker, forward and backward (pod-race.md "The race paths and the order between
// them", "Going the wrong way").
#include <optional>

#include "path_math.h"
#include "unpod/sim/race/paths.h"

namespace unpod::sim::race {

// POD FUN_004b0ec0 (POD FUN_004abec4 in POD 2.8): the tracker moves on. Along a link it steps on
// while the next point is nearer the car (|dx| + |dy| + |dz|). At a link's last point it walks
// the end node's links out and takes each whose first point is nearer than the one chosen so
// far, or lies behind the car (the gate dot product of the link's first step and the car's
// offset from its first point is not negative); a jump holds only if it lowers the value, so the
// tracker never passes the lap line by itself.
bool Paths::track(Tracker& t, const Vec3& car) const {
  if (empty() || !valid(t)) return false;
  Tracker at = t;
  // Each pass walks one link; a link is walked at most once a call, so bad data cannot loop.
  for (size_t guard = links.size() + 1; guard > 0; --guard) {
    const PathLink& link = links[size_t(at.link)];
    int64_t here = manhattan3(point(at), car);
    while (at.point + 1 < link.count()) {
      const int64_t next = manhattan3(point(Tracker{at.link, at.point + 1}), car);
      if (next >= here) break;
      ++at.point;
      here = next;
    }
    if (!last(at)) break;
    std::optional<Tracker> chosen;
    int64_t best = here;
    for (int32_t out : nodes[size_t(link.end_node)].links_out) {
      const Tracker first{out, 0};
      const Vec3& p = point(first);
      const int64_t d = manhattan3(p, car);
      const std::optional<Vec3> after = next_point(first);
      const bool behind_car = after && path_dot(wrap_diff(*after, p), wrap_diff(car, p)) >= 0;
      if (d < best || behind_car) {
        chosen = first;
        best = d;
      }
    }
    if (!chosen || value(*chosen) >= value(at)) break;
    at = *chosen;
  }
  if (at == t || value(at) >= value(t)) return false;
  t = at;
  return true;
}

// POD FUN_004ac298: the tracker run backwards. Along a link it steps back while the point before
// is nearer; at a link's first point it takes, of the start node's links in, each one whose last
// point is nearer than the point chosen so far or lies ahead of the car (the dot product of the
// step into it and the car's offset from it is not positive). The move holds only if it raises
// the value.
bool Paths::track_back(Tracker& t, const Vec3& car) const {
  if (empty() || !valid(t)) return false;
  Tracker at = t;
  for (size_t guard = links.size() + 1; guard > 0; --guard) {
    const PathLink& link = links[size_t(at.link)];
    int64_t here = manhattan3(point(at), car);
    while (at.point > 0) {
      const int64_t before = manhattan3(point(Tracker{at.link, at.point - 1}), car);
      if (before >= here) break;
      --at.point;
      here = before;
    }
    if (at.point > 0) break;
    std::optional<Tracker> chosen;
    int64_t best = here;
    for (int32_t in : nodes[size_t(link.start_node)].links_in) {
      const Tracker end{in, links[size_t(in)].count() - 1};
      const Vec3& p = point(end);
      const int64_t d = manhattan3(p, car);
      const std::optional<Vec3> into = step_in(end);
      const bool ahead_of_car = into && path_dot(*into, wrap_diff(car, p)) <= 0;
      if (d < best || ahead_of_car) {
        chosen = end;
        best = d;
      }
    }
    if (!chosen || value(*chosen) <= value(at)) break;
    at = *chosen;
  }
  if (at == t || value(at) <= value(t)) return false;
  t = at;
  return true;
}

}  // namespace unpod::sim::race
