// "Troncon": how trackers pass the lap line and the forks (pod-race.md "The race paths and the
// order between them"; pod-controllers.md "Lanes and Troncon").
#include <cstdint>

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/sim/race/paths.h"

namespace unpod::sim::race {
namespace {

constexpr int64_t kJumpWindow = 0x1f40000;  // 500 units of value
constexpr uint32_t kOffLimits = 0x80;

bool eligible(const LaneEntry& lane, Fx speed) {
  if (lane.flags & kOffLimits) return false;
  const uint32_t type = lane.flags & 0xF;
  if (type >= 4 && type <= 6) return false;  // recover, pit and start lanes are never picked
  // Type 1 only above the speed in the flags' high half (a 16.16 speed, inferred.h).
  if (type == 1) return int64_t{speed} > int64_t{lane.flags & 0xFFFF0000u};
  return true;
}

}  // namespace

// POD FUN_004559dc (POD FUN_004593fc in the first edition): of the lanes not off limits and not of
// type 4 to 6, the one whose number is nearest the driver's lane (+0x44), within 100; on a tie
// the later lane whose number is below the driver's; with none, the first lane of the node's
// first link out.
int32_t Paths::choose_lane(int32_t node, int32_t driver_lane, Fx speed) const {
  if (node < 0 || static_cast<size_t>(node) >= nodes.size()) return -1;
  const PathNode& n = nodes[size_t(node)];
  int32_t chosen = -1;
  int64_t best = kLaneChoiceReach + 1;
  for (size_t i = 0; i < n.lanes.size(); ++i) {
    const LaneEntry& lane = n.lanes[i];
    if (!eligible(lane, speed)) continue;
    const int64_t d = fx::abs64(int64_t{lane.number} - driver_lane);
    if (d < best || (d == best && chosen >= 0 && lane.number < driver_lane)) {
      chosen = static_cast<int32_t>(i);
      best = d;
    }
  }
  if (chosen >= 0) return chosen;
  if (n.links_out.empty()) return -1;
  const PathLink& first = links[size_t(n.links_out[0])];
  return first.carried.empty() ? -1 : first.carried[0];
}

// POD FUN_00455aac (POD FUN_004594d8): the link out that carries the lane; the first link out when
// none does (inferred.h).
int32_t Paths::link_carrying(int32_t node, int32_t lane) const {
  if (node < 0 || static_cast<size_t>(node) >= nodes.size()) return -1;
  const PathNode& n = nodes[size_t(node)];
  for (int32_t out : n.links_out)
    for (int32_t c : links[size_t(out)].carried)
      if (c == lane) return out;
  return n.links_out.empty() ? -1 : n.links_out[0];
}

// POD FUN_00459680, a human's tracker: to the start of the node's first link out, unless it is
// more than 500 units of value from the node and from the lap's end (value 0).
bool Paths::section_jump(Tracker& t, int32_t node) const {
  if (empty() || !valid(t) || node < 0 || static_cast<size_t>(node) >= nodes.size()) return false;
  const PathNode& n = nodes[size_t(node)];
  if (n.links_out.empty()) return false;
  const int64_t v = value(t);
  if (fx::abs64(v - n.value) > kJumpWindow && fx::abs64(v) > kJumpWindow) return false;
  const Tracker to{n.links_out[0], 0};
  if (to == t) return false;
  t = to;
  return true;
}

}  // namespace unpod::sim::race
