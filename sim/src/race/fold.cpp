// Where the paths fold back (pod-race.md "Where the paths fold back"): a car near a part of the
// paths that comes back past the tracker (a hairpin, a road under a bridge) is put on the near
// side.
#include <cstdint>
#include <vector>

#include "path_math.h"
#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/paths.h"

namespace unpod::sim::race {
namespace {

constexpr int32_t kWalkPoints = 10;            // points a walk takes
constexpr int64_t kWalkValue = 30 * 0x10000;   // a walk stops after this much value
constexpr int32_t kWalks = 10;                 // walks repeat at most this often
constexpr int64_t kWalkReach = 100 * 0x10000;  // a walk repeats from a point this near the car
constexpr size_t kMaxEnds = 64;                // bad data cannot fan a walk out without bound

// DEVIATION 6: the fold search's distances in 64 bits (manhattan2, paths.h).
// POD FUN_004c64e0 (forward, points by FUN_004abe3c) and POD FUN_004c65a4 (back, FUN_004abe88): up
// to 10 points while the value keeps changing its way, stopping after 30 units of value; at a
// fork each branch in turn. The points where the walks end are appended to `ends`.
void walk(const Paths& paths, const Tracker& from, Fx start_value, int32_t left, bool forward,
          std::vector<Tracker>& ends) {
  if (ends.size() >= kMaxEnds) return;
  const Fx here = paths.value(from);
  if (left == 0 || fx::abs64(int64_t{here} - start_value) >= kWalkValue) {
    ends.push_back(from);
    return;
  }
  bool went = false;
  for (const Tracker& next : forward ? paths.points_on(from) : paths.points_back(from)) {
    const Fx v = paths.value(next);
    if (forward ? v >= here : v <= here) continue;  // the value must keep changing its way
    went = true;
    walk(paths, next, start_value, left - 1, forward, ends);
  }
  if (!went) ends.push_back(from);
}

// POD FUN_004c665c: one way of the search (ECX 1 forward along the step into the tracker's
// point, 0 back along the step out of it).
bool search(const Paths& paths, Tracker& t, const Vec3& car, int64_t reach, bool forward) {
  const std::optional<Vec3> step = forward ? paths.step_in(t) : paths.step_out(t);
  if (!step) return false;
  const Vec3 origin = paths.point(t);
  std::vector<Tracker> from{t};
  for (int32_t round = 0; round < kWalks && !from.empty(); ++round) {
    std::vector<Tracker> again;
    for (const Tracker& f : from) {
      std::vector<Tracker> ends;
      walk(paths, f, paths.value(f), kWalkPoints, forward, ends);
      for (const Tracker& e : ends) {
        const Vec3& p = paths.point(e);
        const int32_t along = path_dot(*step, wrap_diff(p, origin));
        const bool past = forward ? along > 0 : along < 0;
        if (past) {
          if (manhattan2(p, car) <= kWalkReach && again.size() < kMaxEnds) again.push_back(e);
          continue;
        }
        const int64_t d = manhattan2(p, car) + 2 * fx::abs64(int64_t{p.z} - car.z);
        if (d < reach / 2) {
          t = e;
          return true;
        }
      }
    }
    from = std::move(again);
  }
  return false;
}

}  // namespace

// POD FUN_004c6854: one way, then the other (FUN_004c665c with ECX 1, then 0).
bool Paths::fold(Tracker& t, const Vec3& car, int64_t reach) const {
  if (empty() || !valid(t)) return false;
  return search(*this, t, car, reach, true) || search(*this, t, car, reach, false);
}

}  // namespace unpod::sim::race
