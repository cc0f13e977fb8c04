// The lane a computer car takes at a gate with "Troncon" (pod-controllers.md "Lanes and
// Troncon": FUN_00455c64, FUN_004559dc, FUN_00455aac).
#include <catch2/catch.hpp>

#include "ai_fixtures.h"

using namespace unpod::ai_test;
using race::LaneEntry;
using race_test::at;
using race_test::PathsBuilder;

namespace {

constexpr uint32_t kOffLimits = 0x80;

// A node whose lanes have the given numbers and flags (each lane one point), with one link out
// carrying lane `first_out`.
race::Paths node_with(const std::vector<std::pair<int32_t, uint32_t>>& lanes,
                      int32_t first_out = 0) {
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200);
  b.link(n0, n1, {at(0, 0)}, {250});
  b.link(n1, n0, {at(100, 0)}, {100});
  auto& entries = b.paths.nodes[size_t(n0)].lanes;
  entries.clear();
  for (const auto& [number, flags] : lanes) entries.push_back(LaneEntry{number, 1, 0, flags});
  b.paths.links[0].carried = {first_out};
  return b.paths;
}

// A link from `from` to `to` along y from x = 0 to 90 every 10 units, carrying a new lane
// numbered `number` of its start node.
int lane_link(PathsBuilder& b, int from, int to, int y, int number, int v0 = 300) {
  std::vector<race::Vec3> points;
  std::vector<int> values;
  for (int x = 0; x < 100; x += 10) {
    points.push_back(at(x, y));
    values.push_back(v0 - x);
  }
  return b.link(from, to, points, values, number);
}

int32_t choose(const std::vector<std::pair<int32_t, uint32_t>>& lanes, int32_t driver_lane,
               Fx speed = 0, int32_t first_out = 0) {
  return node_with(lanes, first_out).choose_lane(0, driver_lane, speed);
}

}  // namespace

TEST_CASE("Troncon: the lane whose number is nearest the driver's lane, within 100",
          "[ai][troncon]") {
  CHECK(choose({{1, 0}, {4, 0}, {9, 0}}, 5) == 1);
  CHECK(choose({{1, 0}, {4, 0}, {9, 0}}, 8) == 2);
  CHECK(choose({{1, 0}, {4, 0}, {9, 0}}, 1) == 0);
  CHECK(choose({{1, 0}, {4, 0}, {9, 0}}, -50) == 0);
  // Within 100, inclusive (race/inferred.h), on either side.
  CHECK(choose({{300, 0}, {106, 0}}, 6) == 1);        // 100 away: taken
  CHECK(choose({{300, 0}, {107, 0}}, 6, 0, 0) == 0);  // 101 away: none, the first link's
  CHECK(choose({{300, 0}, {107, 0}}, 6, 0, 1) == 1);  // ... lane, whichever it is
  CHECK(choose({{300, 0}, {-94, 0}}, 6) == 1);        // 100 below
  CHECK(choose({{300, 0}, {-95, 0}}, 6, 0, 0) == 0);
}

TEST_CASE("Troncon: on a tie, the later lane whose number is below the driver's", "[ai][troncon]") {
  CHECK(choose({{5, 0}, {7, 0}}, 6) == 0);  // 7 is later but above
  CHECK(choose({{7, 0}, {5, 0}}, 6) == 1);  // 5 is later and below
  CHECK(choose({{5, 0}, {7, 0}, {5, 0}}, 6) == 2);
  CHECK(choose({{5, 0}, {5, 0}, {7, 0}}, 6) == 1);
  CHECK(choose({{6, 0}, {6, 0}}, 6) == 0);  // the driver's own number: not below, the first
  CHECK(choose({{7, 0}, {7, 0}}, 6) == 0);  // above: the first
}

TEST_CASE(
    "Troncon: lanes off limits (0x80) or of types 4 to 6 are never taken, type 1 only above "
    "the speed in its high half",
    "[ai][troncon]") {
  CHECK(choose({{1, 0}, {6, kOffLimits}}, 6) == 0);
  CHECK(choose({{1, 0}, {6, kOffLimits | 2}}, 6) == 0);
  for (uint32_t type : {4u, 5u, 6u}) {
    INFO("type " << type);
    CHECK(choose({{1, 0}, {6, type}}, 6) == 0);
    CHECK(choose({{1, 0}, {6, type | 0x0300}}, 6) == 0);
  }
  for (uint32_t type : {0u, 2u, 3u, 7u, 15u}) {
    INFO("type " << type);
    CHECK(choose({{1, 0}, {6, type | (24u << 16)}}, 6) == 1);
  }
  // Type 1 with 40 in its high half: at 40 not, above it yes.
  CHECK(choose({{1, 0}, {6, 1u | (40u << 16)}}, 6, 40 * kUnit) == 0);
  CHECK(choose({{1, 0}, {6, 1u | (40u << 16)}}, 6, 40 * kUnit + 1) == 1);
  // With none to take, the first lane of the node's first link out, even off limits.
  CHECK(choose({{6, kOffLimits}, {6, 5}}, 6, 0, 1) == 1);
  CHECK(choose({{6, kOffLimits}, {6, 5}}, 6, 0, 0) == 0);
  CHECK(choose({}, 6) == 0);
}

TEST_CASE("Troncon: the lane's link is the node's link out that carries it (FUN_00455aac)",
          "[ai][troncon]") {
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200);
  lane_link(b, n0, n1, 0, 3);  // link 0 carries lane 0 (number 3)
  lane_link(b, n0, n1, 8, 5);  // link 1 carries lane 1 (number 5)
  b.straight(n1, n0, 100, 300, 0, 10, 200);
  b.paths.nodes[0].lanes.push_back(LaneEntry{9, 1, 0, 0});  // lane 2: no link carries it
  CHECK(b.paths.link_carrying(0, 0) == 0);
  CHECK(b.paths.link_carrying(0, 1) == 1);
  CHECK(b.paths.link_carrying(0, 2) == 0);  // the first link out (race/inferred.h)
}

TEST_CASE(
    "Troncon: a computer car crossing the gate takes the lane's first point as its line, the "
    "lane's flags as its state, the next point as its target, and its tracker starts on the "
    "link carrying the lane",
    "[ai][troncon]") {
  // Node 0 (the lap line's Troncon on the straight) with lane 3 along y = 0 (link 0) and lane 5
  // along y = 8 (link 1), and lanes that may not be taken: 7 off limits, 6 of types 4, 5, 6,
  // and 6 of type 1 above 40.
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200);
  lane_link(b, n0, n1, 0, 3);  // link 0: points 0..9
  lane_link(b, n0, n1, 8, 5);  // link 1: points 10..19
  b.straight(n1, n0, 100, 300, 0, 10, 200);
  auto& lanes = b.paths.nodes[0].lanes;
  lanes[1].flags = 0x00180302;  // type 2, limit 24, 3 points
  lanes.push_back(LaneEntry{7, 10, 0, kOffLimits});
  lanes.push_back(LaneEntry{6, 10, 0, 4});
  lanes.push_back(LaneEntry{6, 10, 0, 5});
  lanes.push_back(LaneEntry{6, 10, 0, 6});
  lanes.push_back(LaneEntry{6, 10, 0, 1u | (40u << 16)});  // lane 6
  auto cross = [&](Fx speed) {
    race::RaceRules rules(race_test::straight(), computers(1));
    const std::vector<race::Vec3> grid{at(-1, 0)};
    const std::vector<int32_t> driver_lanes{6};
    rules.set_paths(b.paths, grid, driver_lanes);
    rules.move_car(0, race::Vec3{-kUnit, 0, kUnit}, race::Vec3{kUnit, 0, kUnit}, speed);
    return *rules.racer_path(0);
  };
  const race::RacerPath slow = cross(30 * kUnit);
  CHECK(slow.lane_node == 0);
  CHECK(slow.lane == 1);  // number 5, one from the driver's 6 (4 and 7 are not nearer)
  CHECK(slow.line == 10);
  CHECK(slow.lane_state == 0x00180302u);
  CHECK(slow.target == at(10, 8));
  CHECK(slow.tracker.link == 1);
  CHECK(slow.driver_lane == 6);  // the driver's own lane stays
  // Above 40 the type-1 lane of number 6 is taken; no link carries it: the first link out.
  const race::RacerPath fast = cross(41 * kUnit);
  CHECK(fast.lane == 6);
  CHECK(fast.line == 0);
  CHECK(fast.lane_state == (1u | (40u << 16)));
  CHECK(fast.target == at(10, 0));
  CHECK(fast.tracker.link == 0);
}
