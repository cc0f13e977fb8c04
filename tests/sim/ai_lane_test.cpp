// The computer's lane (pod-controllers.md "The computer: FUN_004221d8" steps 3 and 7): the lane
// follower FUN_00422028 with its passes, the lane state's count and the fork jump FUN_00421f58;
// where a car with no line joins one (FUN_004561d4, FUN_00455ed0).
#include <catch2/catch.hpp>

#include <climits>

#include "ai_fixtures.h"
#include "race_disc_fixture.h"

using namespace unpod::ai_test;
using race_test::at;
using race_test::PathsBuilder;

namespace {

// The driver on lane 1 of the line lap (points every `step` units along y = 0), its line point
// `line`, the car at (x, y), the last distance unknown.
struct Follow {
  AiRace race;
  ai::ComputerDriver d;
  explicit Follow(int step = 10) : race(line_lap(step).paths, {racer_with(car_at(0, 0))}) {
    d.last_distance = INT32_MAX;
  }
  // One pass of the follower with the car at (x, y, z); the point it steers at.
  Vec16 at_car(double x, double y, double z = 0) {
    race.racers[0].car = car_at(x, y, z);
    return ai::follow_lane(d, race.path(0), race.rules, 0, race.racers[0].car);
  }
  int32_t line() { return race.path(0).line; }
};

}  // namespace

TEST_CASE(
    "lane follower: within 8 units (|dx| + |dy|) of the point after its line point the "
    "driver passes it",
    "[ai][lane]") {
  Follow f;
  f.race.path(0).line = 2;               // (20, 0): it steers at (30, 0)
  CHECK(f.at_car(22, 0) == v16(30, 0));  // 8 away: not passed
  CHECK(f.line() == 2);
  CHECK(f.at_car(24.5, 4.5) == v16(30, 0));  // 7.1 away, but 5.5 + 4.5 = 10
  CHECK(f.line() == 2);
  CHECK(f.at_car(25, 3.1) == v16(30, 0));  // 8.1
  CHECK(f.line() == 2);
  CHECK(f.at_car(25, 2.9) == v16(40, 0));  // 7.9: passed, it steers at the next point
  CHECK(f.line() == 3);
  CHECK(f.at_car(32, 0) == v16(40, 0));  // 8 from (40, 0)
  CHECK(f.line() == 3);
  CHECK(f.at_car(32.5, 0) == v16(50, 0));  // 7.5 from (40, 0)
  CHECK(f.line() == 4);
  // The height is not counted.
  CHECK(f.at_car(45, 0, 30) == v16(60, 0));
  CHECK(f.line() == 5);
}

TEST_CASE(
    "lane follower: further than 8 units the driver passes the point when nearer it than the "
    "segment is long less 8 and no nearer than the step before (inferred.h)",
    "[ai][lane]") {
  // Points every 30 units: the segment (0, 0) → (30, 0) is 30 long, so within 22 counts. The
  // car drives by 12 to the side of (30, 0).
  Follow f(30);
  f.race.path(0).line = 0;
  f.at_car(20, 12);  // 22: not within 22
  CHECK(f.line() == 0);
  f.at_car(26, 12);  // 16, nearer than before
  CHECK(f.line() == 0);
  f.at_car(30, 12);  // 12, nearer still
  CHECK(f.line() == 0);
  CHECK(f.at_car(34, 12) == v16(60, 0));  // 16: further than before: passed
  CHECK(f.line() == 1);
  // Standing still counts as no nearer.
  Follow g(30);
  g.race.path(0).line = 0;
  g.at_car(30, 12);
  CHECK(g.line() == 0);
  g.at_car(30, 12);
  CHECK(g.line() == 1);
  // Moving away but not within 22: no pass.
  Follow h(30);
  h.race.path(0).line = 0;
  h.at_car(30, 23);
  h.at_car(30, 24);
  CHECK(h.line() == 0);
}

TEST_CASE(
    "lane follower: each pass counts the lane state's points down (+0x78 bits 8 to 15), "
    "clearing the state at 1",
    "[ai][lane]") {
  Follow f;
  race::RacerPath& p = f.race.path(0);
  p.line = 0;
  p.lane_state = 0x00180302;  // type 2, speed limit 24, 3 points
  f.at_car(10, 0);
  CHECK(p.lane_state == 0x00180202u);
  f.at_car(15, 0);  // 5 from (20, 0)
  CHECK(p.lane_state == 0x00180102u);
  f.at_car(28, 0);            // 2 from (30, 0)
  CHECK(p.lane_state == 0u);  // at 1 the whole state clears, the speed limit with it
  f.at_car(38, 0);
  CHECK(p.lane_state == 0u);
  CHECK(p.line == 4);
  // No pass, no count.
  p.lane_state = 0x0205;
  f.at_car(38, 0);  // 12 from (50, 0)
  CHECK(p.lane_state == 0x0205u);
  // A count of 0 stays.
  p.lane_state = 0x00180002;
  f.at_car(45, 0);
  CHECK(p.line == 5);
  CHECK(p.lane_state == 0x00180002u);
}

TEST_CASE(
    "lane follower: after a pass, on a link from a fork, a car more than 50 units from the "
    "tracker's point takes the tracker to the nearest point of the fork's other links",
    "[ai][lane][fork]") {
  // Node 0 forks: link 0 along y = 0, link 1 along y = 50, both to node 1; link 2 back.
  PathsBuilder b;
  const int n0 = b.node(at(0, 0), 300), n1 = b.node(at(100, 0), 200);
  b.straight(n0, n1, 0, 100, 0, 10, 300);   // link 0: points 0..9
  b.straight(n0, n1, 0, 100, 50, 10, 300);  // link 1: points 10..19
  b.straight(n1, n0, 100, 300, 0, 10, 200);
  auto run = [&](double car_y, int32_t line) {
    AiRace r(b.paths, {racer_with(car_at(40, 0))});
    race::RacerPath& p = r.path(0);
    p.tracker = race::Tracker{0, 4};  // at (40, 0)
    p.line = line;
    ai::ComputerDriver d;
    d.last_distance = INT32_MAX;
    r.racers[0].car = car_at(40, car_y);
    ai::follow_lane(d, p, r.rules, 0, r.racers[0].car);
    return p;
  };
  // The car 3 short of (40, 50), link 1's point 4: passed; 47 from the tracker: it stays.
  race::RacerPath near = run(47, 13);
  CHECK(near.line == 14);
  CHECK(near.tracker == race::Tracker{0, 4});
  // 3 beyond it: 53 from the tracker: it jumps to link 1, the point nearest the car.
  race::RacerPath far = run(53, 13);
  CHECK(far.line == 14);
  CHECK(far.tracker == race::Tracker{1, 4});
  // Only the fork's other links: with the tracker at (90, 0), a car passing (10, 0) on link 0
  // goes to link 1's nearest point, though link 0's own (10, 0) is nearer.
  {
    AiRace r(b.paths, {racer_with(car_at(10, 3))});
    race::RacerPath& p = r.path(0);
    p.tracker = race::Tracker{0, 9};
    p.line = 0;
    ai::ComputerDriver d;
    ai::follow_lane(d, p, r.rules, 0, r.racers[0].car);
    CHECK(p.line == 1);
    CHECK(p.tracker == race::Tracker{1, 1});
  }
  // 58 from the tracker but no pass (8 from (40, 50)): no jump.
  race::RacerPath no_pass = run(58, 13);
  CHECK(no_pass.line == 13);
  CHECK(no_pass.tracker == race::Tracker{0, 4});
  // Not at a fork: link 2 starts at node 1, which has one link out. A line through (140, 60)
  // and (150, 60) (points 40, 41), the car passing (150, 60), 58 from its tracker at (150, 0).
  PathsBuilder c = b;
  c.paths.points.push_back(at(140, 60));
  c.paths.points.push_back(at(150, 60));
  AiRace r(c.paths, {racer_with(car_at(150, 58))});
  race::RacerPath& p = r.path(0);
  p.tracker = race::Tracker{2, 5};
  p.line = 40;
  ai::ComputerDriver d;
  d.last_distance = INT32_MAX;
  ai::follow_lane(d, p, r.rules, 0, r.racers[0].car);
  CHECK(p.line == 41);
  CHECK(p.tracker == race::Tracker{2, 5});
}

TEST_CASE(
    "lane follower on the Quarry: at the rim fork a car on the inside line with its tracker "
    "left on the outside jumps the tracker over",
    "[ai][lane][fork][disc]") {
  const auto& circuit = race_test::demo_track("quarry").circuit;
  auto course = race::load_course(circuit, 0, 0);
  auto paths = race::load_paths(circuit, 0, 0);
  REQUIRE(course);
  REQUIRE(paths);
  // The rim fork: the node with two links out that is not the pit lane's (whose inside link
  // carries the pit lane, a lane of type 5); its first link the outside line, its second the
  // inside, which carries one of the node's lanes.
  const race::Paths& q = paths.value();
  int32_t rim = -1;
  for (size_t n = 0; n < q.nodes.size(); ++n) {
    const race::PathNode& node = q.nodes[n];
    if (node.links_out.size() != 2) continue;
    const auto& carried = q.links[size_t(node.links_out[1])].carried;
    if (carried.size() == 1 &&
        unpod::assets::lane_flags::type(node.lanes[size_t(carried[0])].flags) !=
            uint32_t(unpod::assets::LaneType::kPit))
      rim = int32_t(n);
  }
  REQUIRE(rim >= 0);
  const race::PathNode& fork = q.nodes[size_t(rim)];
  const int32_t outside_link = fork.links_out[0], inside_link = fork.links_out[1];
  const int32_t inside = fork.lanes[size_t(q.links[size_t(inside_link)].carried[0])].first_point;
  const int32_t outside_last = q.links[size_t(outside_link)].count() - 1;
  auto run = [&](race::Tracker start, int32_t car_point, int32_t line) {
    race::RaceRules rules(course.value(), computers(1));
    const std::vector<race::Vec3> grid{q.points[size_t(car_point)]};
    rules.set_paths(q, grid);
    race::RacerPath& p = *rules.racer_path(0);
    p.tracker = start;
    p.line = line;
    const race::Vec3& c = q.points[size_t(car_point)];
    physics::CarState car = car_at(0, 0, 0, -80);
    car.centre = {c.x, c.y, c.z};
    ai::ComputerDriver d;
    d.last_distance = INT32_MAX;
    ai::follow_lane(d, p, rules, 0, car);
    return std::pair{p, race::manhattan2(q.point(p.tracker), c)};
  };
  // The car on the inside line's second point, its tracker at the outside line's end, over 50
  // units off: a pass, and the tracker jumps to the inside link's point nearest the car.
  const auto [jumped, off] = run(race::Tracker{outside_link, outside_last}, inside + 1, inside);
  CHECK(jumped.line == inside + 1);
  CHECK(jumped.tracker.link == inside_link);
  CHECK(off < 4 * kUnit);
  // The same without a pass (it steers at the point after): the tracker stays.
  const auto [stayed, far] = run(race::Tracker{outside_link, outside_last}, inside + 1, inside + 2);
  CHECK(stayed.line == inside + 2);
  CHECK(stayed.tracker == race::Tracker{outside_link, outside_last});
  CHECK(far > 50 * kUnit);
  // The car on the inside line's last point, its tracker on the outside line's point nearest
  // it, within 50 units: it stays.
  int32_t nearest = 0;
  for (int32_t k = 0; k <= outside_last; ++k)
    if (race::manhattan2(q.point(race::Tracker{outside_link, k}), q.points[size_t(inside + 4)]) <
        race::manhattan2(q.point(race::Tracker{outside_link, nearest}),
                         q.points[size_t(inside + 4)]))
      nearest = k;
  const auto [kept, within] = run(race::Tracker{outside_link, nearest}, inside + 4, inside + 3);
  CHECK(kept.line == inside + 4);
  CHECK(kept.tracker.link == outside_link);
  CHECK(within <= 50 * kUnit);
}

TEST_CASE(
    "lane follower: the line is not wrapped or clamped past the lane file's last point, the "
    "points read there are the last point (DEVIATIONS.md 13)",
    "[ai][lane]") {
  // pod-controllers.md: "Do not wrap or clamp the line". line_lap's points are 0..29, (0, 0) to
  // (290, 0).
  Follow f;
  f.race.path(0).line = 28;                // (280, 0): it steers at (290, 0), the last point
  CHECK(f.at_car(285, 0) == v16(290, 0));  // 5 away: passed
  CHECK(f.line() == 29);                   // the last point; the point after it is past the end
  CHECK(f.at_car(286, 0) == v16(290, 0));  // read as the last point, 4 away: passed again
  CHECK(f.line() == 30);                   // one past the end: the line goes on
  CHECK(f.at_car(289, 0) == v16(290, 0));
  CHECK(f.line() == 31);
  CHECK(f.at_car(270, 0) == v16(290, 0));  // 20 away: no pass
  CHECK(f.line() == 31);
}

TEST_CASE(
    "joining a line: the nearest point of a special lane (types 4 to 6) within 40 units, "
    "else of the tracker's link's lanes within 40, else of the node whose first lane passes "
    "nearest",
    "[ai][lane][find_line]") {
  PathsBuilder b = line_lap();  // points 0..29 along y = 0; link n carries node n's lane 0
  race::Paths& paths = b.paths;
  // Node 1 gets a second lane along y = 30 (points 30..39), carried by link 1 too.
  for (int x = 100; x < 200; x += 10) paths.points.push_back(at(x, 30));
  paths.nodes[1].lanes.push_back(race::LaneEntry{2, 10, 30, 0});
  paths.links[1].carried.push_back(1);
  // Node 2 gets a pit lane (type 5) along y = −30 (points 40..49), carried by no link.
  for (int x = 200; x < 300; x += 10) paths.points.push_back(at(x, -30));
  paths.nodes[2].lanes.push_back(race::LaneEntry{1, 10, 40, 5});
  const race::Tracker on0{0, 5}, on1{1, 5}, on2{2, 5};
  // The tracker's link's lanes: on link 1 the y = 30 lane is nearer (150, 20) than lane 0.
  CHECK(ai::find_line(paths, on1, at(150, 20)) == 35);
  CHECK(ai::find_line(paths, on1, at(150, 10)) == 15);
  CHECK(ai::find_line(paths, on0, at(50, 5)) == 5);
  // A special lane within 40 comes first, wherever its node: from (250, −9) the pit lane
  // (21 away) before link 2's own lane (9 away), and with the tracker on link 0 as well.
  CHECK(ai::find_line(paths, on2, at(250, -9)) == 45);
  CHECK(ai::find_line(paths, on0, at(250, -9)) == 45);
  CHECK(ai::find_line(paths, on2, race::Vec3{fx(250), fx(9.99), 0}) == 45);   // 39.99 away
  CHECK(ai::find_line(paths, on2, race::Vec3{fx(250), fx(10.01), 0}) == 25);  // 40.01
  // Beyond 40 from the tracker's link's lanes: the nearest point of every node's first lane.
  // On link 0, (150, 20) is 60 + 20 from (90, 0): node 1's first lane, (150, 0), not the
  // y = 30 lane though it is nearer.
  CHECK(ai::find_line(paths, on0, at(150, 20)) == 15);
  CHECK(ai::find_line(paths, on0, race::Vec3{fx(130.01), 0, 0}) == 13);  // 40.01 from (90, 0)
  CHECK(ai::find_line(paths, on0, race::Vec3{fx(129.99), 0, 0}) == 9);   // 39.99: link 0's
  // By |dx| + |dy| (inferred.h), the height not counted: from the origin (12, 0, 10) is 12
  // away and (7, 7, 0) 14, though straight, or counting the height, (7, 7, 0) is nearer.
  PathsBuilder small;
  const int s0 = small.node(at(0, 0), 100), s1 = small.node(at(50, 0), 50);
  small.link(s0, s1, {at(7, 7), at(12, 0, 10)}, {100, 90});
  small.link(s1, s0, {at(50, 0)}, {50});
  CHECK(ai::find_line(small.paths, race::Tracker{0, 0}, at(0, 0)) == 1);
  CHECK(ai::find_line(small.paths, race::Tracker{0, 0}, at(0, 0, -100)) == 1);
  // No paths: no line.
  CHECK(ai::find_line(race::Paths{}, on0, at(0, 0)) == -1);
}

TEST_CASE("lane follower: a driver with no line joins the nearest", "[ai][lane][find_line]") {
  Follow f;
  REQUIRE(f.line() == -1);
  CHECK(f.at_car(41, 3) == v16(50, 0));  // (40, 0) is its line point, it steers at (50, 0)
  CHECK(f.line() == 4);
}
