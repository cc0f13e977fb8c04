// The race paths and their trackers (pod-race.md "The race paths and the order between them",
// "Going the wrong way", "Where the paths fold back", "Putting a tracker back on the paths").
#include <catch2/catch.hpp>

#include "race_paths_builder.h"

using unpod::race_test::at;
using unpod::race_test::PathsBuilder;
using unpod::sim::race::Tracker;

namespace {

// Three nodes on a line: node 0 at x = 0 (the lap line, value 300), node 1 at x = 100, node 2 at
// x = 200; the last link ends on the line at x = 300 with value 0.
PathsBuilder three_node_lap() {
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200), n2 = b.node(at(200, 0), 100);
  b.straight(n0, n1, 0, 100, 0, 10, 300);  // link 0: values 300 .. 210
  b.straight(n1, n2, 100, 200, 0, 10, 200);
  b.link(n2, n0, {at(200, 0), at(250, 0), at(300, 0)}, {100, 50, 0});
  return b;
}

}  // namespace

TEST_CASE("the tracker steps on while the next point is nearer the car", "[race][paths]") {
  const PathsBuilder b = three_node_lap();
  Tracker t{0, 0};
  CHECK(b.paths.track(t, at(33, 2)));
  CHECK(t == Tracker{0, 3});
  CHECK(b.paths.value(t) == 270 * 0x10000);
  // Not nearer: it stays.
  CHECK_FALSE(b.paths.track(t, at(31, 0)));
  CHECK(t == Tracker{0, 3});
}

TEST_CASE(
    "at a link's last point the tracker takes the next link only when its first point is "
    "nearer",
    "[race][paths]") {
  const PathsBuilder b = three_node_lap();
  Tracker t{0, 0};
  b.paths.track(t, at(95, 0));  // equally near x = 90 and x = 100: stays on link 0
  CHECK(t == Tracker{0, 9});
  CHECK(b.paths.track(t, at(97, 0)));
  CHECK(t == Tracker{1, 0});
  CHECK(b.paths.track(t, at(163, 0)));
  CHECK(t == Tracker{1, 6});
}

TEST_CASE("the tracker never passes the lap line by itself", "[race][paths]") {
  const PathsBuilder b = three_node_lap();
  Tracker t{2, 2};  // on the line, value 0
  // The first link out lies behind a car past the line, but its value (300) is not lower.
  CHECK_FALSE(b.paths.track(t, at(305, 0)));
  CHECK(t == Tracker{2, 2});
}

TEST_CASE(
    "a link out whose first point lies behind the car is taken even when farther, the "
    "last taker wins",
    "[race][paths]") {
  PathsBuilder b = three_node_lap();
  const int side = b.node(at(200, 50), 100);
  // A second link out of node 1, its first point 50 units aside, running along +x.
  const int l =
      b.link(1, side, {at(100, 50), at(110, 50), at(120, 50), at(130, 50)}, {199, 189, 179, 169});
  Tracker t{0, 9};
  CHECK(b.paths.track(t, at(120, 0)));
  CHECK(t.link == l);
  CHECK(t.point == 2);  // then along it to the point nearest the car
}

TEST_CASE("the backward tracker steps back while the point before is nearer and raises the value",
          "[race][paths][wrong way]") {
  const PathsBuilder b = three_node_lap();
  Tracker t{1, 5};
  CHECK(b.paths.track_back(t, at(123, 0)));
  CHECK(t == Tracker{1, 2});
  CHECK(b.paths.track_back(t, at(93, 0)));  // across node 1 into link 0
  CHECK(t == Tracker{0, 9});
  // It never passes the lap line backwards by itself either.
  Tracker first{0, 0};
  CHECK_FALSE(b.paths.track_back(first, at(-5, 0)));
  CHECK(first == Tracker{0, 0});
}

TEST_CASE(
    "the point after a link's last is the next link's first point, or the node's place at "
    "a fork",
    "[race][paths]") {
  PathsBuilder b = three_node_lap();
  CHECK(*b.paths.after_last(0) == at(100, 0));
  const int side = b.node(at(200, 50), 100);
  b.link(1, side, {at(101, 50)}, {199});
  CHECK(*b.paths.after_last(0) == b.paths.nodes[1].position);
  CHECK(b.paths.nodes[1].fork());
  CHECK_FALSE(b.paths.after_last(b.paths.nodes[size_t(side)].links_in[0]).has_value());
}

TEST_CASE("the point before a link's first is the mean of the links in, truncated towards zero",
          "[race][paths]") {
  PathsBuilder b;
  const int a = b.node(at(0, 0), 30), c = b.node(at(0, 0), 20), join = b.node(at(0, 0), 10),
            end = b.node(at(0, 0), 0);
  b.link(a, join, {{1, -1, 0}}, {15});
  b.link(c, join, {{2, -2, 0}}, {14});
  const int out = b.link(join, end, {{100, 100, 0}}, {5});
  const auto before = b.paths.before_first(out);
  REQUIRE(before.has_value());
  CHECK(before->x == 1);   // 3 / 2
  CHECK(before->y == -1);  // -3 / 2 truncates towards zero, not -2
  CHECK_FALSE(b.paths.before_first(0).has_value());
}

TEST_CASE(
    "put back: the first pass keeps to 1,000 units of value, the second pass wins only when "
    "nearer than the first's best shifted right (3 on Beltane, 1 elsewhere)",
    "[race][paths][put back]") {
  PathsBuilder b = three_node_lap();
  // A link out of node 0 whose values lie far (5,000 units) from the tracker's.
  const int far = b.node(at(60, 60), 4000);
  const int l = b.link(0, far, {at(55, 12)}, {5000});
  Tracker t{0, 2};
  // Pass 1 finds (50, 0) at max(5, 14) = 14 units; pass 2 finds (55, 12) at 2.
  SECTION("elsewhere 2 < 14 >> 1: the second pass's point") {
    b.paths.put_back_shift = 1;
    CHECK(b.paths.place(t, at(55, 14)));
    CHECK(t == Tracker{l, 0});
  }
  SECTION("on Beltane 2 is not < 14 >> 3: the first pass's point stays") {
    b.paths.put_back_shift = 3;
    CHECK(b.paths.place(t, at(55, 14)));
    CHECK(t == Tracker{0, 5});
  }
  CHECK(unpod::sim::race::put_back_shift("BELTANE") == 3);
  CHECK(unpod::sim::race::put_back_shift("beltane") == 3);
  CHECK(unpod::sim::race::put_back_shift("duskring") == 1);
}

TEST_CASE("put back: a point within 10 units ends the search", "[race][paths][put back]") {
  PathsBuilder b = three_node_lap();
  // A second link out of node 0 with a point right on the target, searched after link 0.
  const int aside = b.node(at(44, 60), 200);
  const int l = b.link(0, aside, {at(44, 9)}, {290});
  Tracker t{0, 0};
  CHECK(b.paths.place(t, at(44, 9)));
  CHECK(t == Tracker{0, 4});  // (40, 0): max(4, 9) = 9 < 10 ends it before link l is searched
  CHECK(t.link != l);
}

TEST_CASE("the fold search puts the tracker on the near side of a hairpin", "[race][paths][fold]") {
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 10), 200), n2 = b.node(at(0, 20), 100);
  b.straight(n0, n1, 0, 100, 0, 10, 300);   // out along y = 0
  b.straight(n1, n2, 100, 0, 20, 10, 200);  // back along y = 20
  Tracker t{0, 4};                          // (40, 0)
  const auto car = at(45, 23);              // on the way back, about 20 units aside
  CHECK(b.paths.fold(t, car, 20 * 0x10000));
  CHECK(t == Tracker{1, 6});  // (40, 20): 5 + 3 = 8 units, under half the reach
  // With a reach too small for the leg back, nothing is found.
  Tracker u{0, 4};
  CHECK_FALSE(b.paths.fold(u, car, 1 * 0x10000));
  CHECK(u == Tracker{0, 4});
}

TEST_CASE(
    "Troncon: a human's tracker jumps to the node's first link out within 500 units of its "
    "value or of the lap's end",
    "[race][paths][troncon]") {
  const PathsBuilder b = three_node_lap();
  Tracker on_line{2, 2};  // value 0: the lap's end
  CHECK(b.paths.section_jump(on_line, 0));
  CHECK(on_line == Tracker{0, 0});
  Tracker near{0, 8};  // value 220, node 1's value 200
  CHECK(b.paths.section_jump(near, 1));
  CHECK(near == Tracker{1, 0});
  PathsBuilder big;
  const int n0 = big.node(at(0, 0), 3000), n1 = big.node(at(100, 0), 1000);
  big.link(n0, n1, {at(0, 0)}, {2500});  // 1,500 units from node 1 and 2,500 from the lap's end
  big.link(n1, n0, {at(100, 0)}, {1000});
  Tracker far{0, 0};
  CHECK_FALSE(big.paths.section_jump(far, 1));
  CHECK(far == Tracker{0, 0});
}

TEST_CASE(
    "a computer car's lane at Troncon: nearest number within 100, a tie to the lower "
    "number, never off limits or types 4 to 6, type 1 only above its speed",
    "[race][paths][troncon]") {
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200);
  b.link(n0, n1, {at(0, 0)}, {250}, 3);
  auto& lanes = b.paths.nodes[size_t(n0)].lanes;
  lanes.push_back({5, 1, 0, 0});                // 1: lane 5
  lanes.push_back({7, 1, 0, 0});                // 2: lane 7
  lanes.push_back({6, 1, 0, 0x80});             // 3: lane 6, off limits
  lanes.push_back({6, 1, 0, 5});                // 4: lane 6, a pit lane
  lanes.push_back({6, 1, 0, 1 | (40u << 16)});  // 5: lane 6, type 1 above speed 40
  const auto& p = b.paths;
  CHECK(p.choose_lane(n0, 6, 10 * 0x10000) == 1);  // 5 and 7 tie: the one below, lane 5
  CHECK(p.choose_lane(n0, 6, 41 * 0x10000) == 5);  // the type-1 lane at speed
  CHECK(p.choose_lane(n0, 3, 0) == 0);
  CHECK(p.choose_lane(n0, 500, 0) == 0);  // none within 100: the first link's first lane
  CHECK(p.link_carrying(n0, 0) == 0);
}

TEST_CASE("paths load from the demo disc's race graph", "[race][paths]") {
  // Covered with the Dusk Ring in race_disc_paths_test.cpp; here, an empty graph gives no paths.
  unpod::sim::race::Paths none;
  CHECK(none.empty());
  Tracker t{0, 0};
  CHECK_FALSE(none.track(t, at(0, 0)));
  CHECK_FALSE(none.place(t, at(0, 0)));
}
