// The race paths at run time and the trackers that give each car a place on the lap between
// gates (pod-race.md "The race paths and the order between them", "Going the wrong way", "Where
// the paths fold back", "Putting a tracker back on the paths"; pod-controllers.md "Lanes and
// Troncon"). Built once from a circuit's race graph and lane file; read-only after. A tracker is
// a link and a point on it (driver +0x2c, +0x30); its path value is the distance still to go to
// the lap line, so a tracker moving on lowers it.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/assets/error.h"

namespace unpod::sim::race {

using assets::Fx;
using assets::Vec3;

// A node's section entry, one per lane (12 bytes at run time: number | count << 16, the first
// point, the flags; pod-controllers.md "Lanes and Troncon").
struct LaneEntry {
  int32_t number = 0;
  int32_t point_count = 0;
  int32_t first_point = 0;  // into Paths::points
  uint32_t flags = 0;       // 0x80 off limits, low nibble the type, high half a speed
  bool operator==(const LaneEntry&) const = default;
};

// A node (0x24 bytes): its place, its links out (+0xc, +0x14) and in (+0x10, +0x18), its value
// (+0x1c), its extra entries and its lanes.
struct PathNode {
  Vec3 position;
  std::vector<int32_t> links_out;
  std::vector<int32_t> links_in;
  Fx value = 0;
  std::vector<int32_t> extra;  // extra entries: nodes a put-back walks from (inferred.h)
  std::vector<LaneEntry> lanes;
  // A fork: several links out, or extra entries.
  bool fork() const { return links_out.size() > 1 || !extra.empty(); }
  bool operator==(const PathNode&) const = default;
};

// A link (0x1c bytes): the start node's entries it carries (+0, +4), its end (+8) and start
// (+0xc) nodes, its points (+0x10: a run of the lane file's points) and one value per point.
struct PathLink {
  std::vector<int32_t> carried;
  int32_t end_node = 0;
  int32_t start_node = 0;
  int32_t first_point = 0;  // into Paths::points
  std::vector<Fx> values;   // one per point; their count is the link's point count
  int32_t count() const { return static_cast<int32_t>(values.size()); }
  bool operator==(const PathLink&) const = default;
};

struct Tracker {
  int32_t link = 0;   // driver +0x2c
  int32_t point = 0;  // driver +0x30
  bool operator==(const Tracker&) const = default;
};

// The put-back's second pass takes a nearer answer only when it is nearer than the first pass's
// best shifted right by this: 3 on Beltane, 1 elsewhere (a name test, 0x4aab39).
int put_back_shift(std::string_view track_name);

class Paths {
 public:
  Fx lap_length = 0;  // DAT_0058e080, the graph's first word
  std::vector<Vec3> points;
  std::vector<PathNode> nodes;
  std::vector<PathLink> links;
  int put_back_shift = 1;

  // No paths (DAT_00539280 / DAT_00543254 zero): the trackers and the follower do nothing.
  bool empty() const { return links.empty(); }
  bool valid(const Tracker& t) const;

  const Vec3& point(const Tracker& t) const;
  Fx value(const Tracker& t) const;
  bool last(const Tracker& t) const { return t.point + 1 >= links[size_t(t.link)].count(); }
  // The tracker's link starts at a fork.
  bool at_fork(const Tracker& t) const;

  // POD FUN_004abae8: the point after a link's last: the first point of the end node's link
  // out when it has one, the node's place when it has several, none (0) when it has none.
  std::optional<Vec3> after_last(int32_t link) const;
  // POD FUN_004abc1c: the point before a link's first: the last point of the start node's link
  // in, or the mean of several (truncating), none (0) when it has none.
  std::optional<Vec3> before_first(int32_t link) const;
  // POD FUN_004b0b98: the point after the tracker's (the next on its link, else after_last).
  std::optional<Vec3> next_point(const Tracker& t) const;
  // POD FUN_004abdb4: the step into the tracker's point; FUN_004abd38: the step out of it.
  std::optional<Vec3> step_in(const Tracker& t) const;
  std::optional<Vec3> step_out(const Tracker& t) const;
  // POD FUN_004abe3c / POD FUN_004abe88: the points one on and one back (several at a fork or a
  // join, none at a dead end).
  std::vector<Tracker> points_on(const Tracker& t) const;
  std::vector<Tracker> points_back(const Tracker& t) const;

  // POD FUN_004b0ec0 (POD FUN_004abec4 in POD 2.8): the tracker moves on towards `car`. Returns
  // true when it moved (the move holds only if it lowers the value).
  bool track(Tracker& t, const Vec3& car) const;
  // POD FUN_004ac298: the tracker run backwards. Returns true when it moved (the move holds only
  // if it raises the value).
  bool track_back(Tracker& t, const Vec3& car) const;
  // POD FUN_004c6854: where the paths fold back near the car, the tracker is put on the near
  // side. `reach` is the caller's 2|dz| + |dx| + |dy| (raw 16.16). Returns true when it did.
  bool fold(Tracker& t, const Vec3& car, int64_t reach) const;
  // POD FUN_004aa8a0 (POD FUN_004af830 in the first edition): the tracker put back on the paths,
  // at the point nearest `at` by the put-back's distance. Returns true when a point was found.
  bool place(Tracker& t, const Vec3& at) const;
  // Where a car's tracker starts (inferred.h): the nearest point of every link to `at`.
  // POD FUN_004af230 (not traced).
  Tracker start(const Vec3& at) const;

  // POD FUN_004559dc (POD FUN_004593fc in the first edition): the lane a computer car takes at a
  // "Troncon" node: index into the node's lanes. `speed` is the car's speed (16.16 units/s).
  int32_t choose_lane(int32_t node, int32_t driver_lane, Fx speed) const;
  // POD FUN_00455aac (POD FUN_004594d8): the node's link out that carries `lane`.
  int32_t link_carrying(int32_t node, int32_t lane) const;
  // POD FUN_00459680, the human branch: the tracker goes to the start of the node's first link
  // out, unless it is more than 500 units of value from the node and from the lap's end.
  bool section_jump(Tracker& t, int32_t node) const;
};

// Builds the paths of `direction` (0 forward, 1 reverse) and `difficulty` (0..2) from the
// circuit's race graph and lane file; none of either gives empty paths. Errors name the
// section and the index that is out of range.
// POD FUN_0046bdec reads the graph, POD FUN_0046bab0 and POD FUN_00466c20 the lanes.
assets::Result<Paths> load_paths(const assets::Circuit& circuit, int direction, int difficulty);

// |dx| + |dy| + |dz| (the tracker's nearness) and |dx| + |dy|, in 64 bits (DEVIATION 6).
int64_t manhattan3(const Vec3& a, const Vec3& b);
int64_t manhattan2(const Vec3& a, const Vec3& b);

}  // namespace unpod::sim::race
