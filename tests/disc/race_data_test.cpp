// The race data the track compiler generates (tools/disc/track_race.cpp), checked against the
// game's rules for it: pod-formats.md §5.2, §5.12, §5.13 and §6, pod-race.md.
#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "driven_line.h"
#include "race_fixture.h"
#include "speed_limits.h"
#include "support/sample_circuit.h"

using namespace unpod;
using namespace unpod::disc;
using testing::RingOptions;

namespace {

RaceData build(const RingOptions& o = {}) {
  const TrackDesc desc = testing::ring_desc(o);
  const Centreline main = testing::ring_main(desc, o);
  std::vector<Centreline> routes;
  if (o.route) routes.push_back(testing::ring_route(desc, o));
  RaceData race;
  DescError error;
  REQUIRE(build_race_data(desc, main, routes, race, error));
  return race;
}

double un(assets::Fx v) {
  return v / 65536.0;
}

Point3 pt(const assets::Vec3& v) {
  return {un(v.x), un(v.y), un(v.z)};
}

double dot3(const Point3& a, const Point3& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

// The action names of a chain from `head`, as the game runs it.
std::vector<std::string> chain(const RaceData& race, const assets::BeaconSection& bal,
                               int32_t head) {
  std::vector<std::string> names;
  while (head >= 0 && names.size() <= bal.triples.size()) {
    names.push_back(race.actions.at(size_t(bal.triples.at(size_t(head)).action)).name);
    head = bal.triples[size_t(head)].next;
  }
  return names;
}

int troncons(const RaceData& race, const assets::BeaconSection& bal) {
  int n = 0;
  for (const auto& b : bal.beacons)
    for (int32_t head : {b.front_chain, b.back_chain})
      for (const std::string& name : chain(race, bal, head)) n += name == "Troncon";
  return n;
}

// Pit and start lanes, and the links' own centre-line runs (off limits: no car takes them).
bool special(const assets::Lane& l) {
  return l.type() == assets::LaneType::kPit || l.type() == assets::LaneType::kStart ||
         assets::lane_flags::disabled(l.flags);
}

}  // namespace

TEST_CASE("Race data: the action table has the 52 retail actions in order, no records") {
  const RaceData race = build();
  REQUIRE(race.actions.size() == 52);
  for (size_t i = 0; i < 52; ++i) {
    CHECK(race.actions[i].name == assets::kRetailActions[i].name);
    CHECK(race.actions[i].record_size == assets::kRetailActions[i].record_size);
    CHECK(race.actions[i].record_count == 0);
    CHECK(race.actions[i].records.empty());
  }
  CHECK(race.actions[32].name == "P-Chrono Tour");
  CHECK(race.actions[43].name == "Troncon");
}

TEST_CASE("Race data: the lap line runs P-Chrono Tour then Troncon forwards, N-Chrono Tour back") {
  const RaceData race = build();
  for (const auto& dir : race.directions) {
    const auto& bal = *dir.beacons.value;
    REQUIRE(!bal.checkpoints.empty());
    const auto& line = bal.beacons.at(size_t(bal.checkpoints[0].beacon));
    CHECK(chain(race, bal, line.front_chain) ==
          std::vector<std::string>{"P-Chrono Tour", "Troncon"});
    CHECK(chain(race, bal, line.back_chain) == std::vector<std::string>{"N-Chrono Tour"});
    // The lap line's Troncon is the first handed out: it gets node 0.
    CHECK(bal.checkpoints[0].beacon == 0);
    // Every chain ends with -1 and every triple is used by exactly one chain.
    size_t used = 0;
    for (const auto& b : bal.beacons)
      for (int32_t head : {b.front_chain, b.back_chain}) used += chain(race, bal, head).size();
    CHECK(used == bal.triples.size());
  }
}

TEST_CASE("Race data: checkpoint record 0 is the lap line, then the splits in driving order") {
  const RaceData race = build();
  const TrackDesc desc = testing::ring_desc();
  for (size_t d = 0; d < 2; ++d) {
    const auto& bal = *race.directions[d].beacons.value;
    REQUIRE(bal.checkpoints.size() == 1 + desc.checkpoints.size());
    for (size_t k = 1; k < bal.checkpoints.size(); ++k) {
      const auto& gate = bal.beacons.at(size_t(bal.checkpoints[k].beacon));
      CHECK(chain(race, bal, gate.front_chain) == std::vector<std::string>{"P-Chrono Inter"});
      // On the anticlockwise ring the angle of the gate's middle gives its lap fraction.
      const Point3 m = pt(gate.a);
      const Point3 n = pt(gate.b);
      double f = std::atan2((m.y + n.y) / 2, (m.x + n.x) / 2) / (2 * 3.14159265358979);
      if (f < 0) f += 1;
      // The same gates, met in the other order when the lap is driven backwards.
      const double expected = d == 0 ? desc.checkpoints[k - 1].from
                                     : desc.checkpoints[desc.checkpoints.size() - k].from;
      CHECK(f == Approx(expected).margin(1e-3));
    }
    CHECK(race.directions[d].times.has_lap_times);
    // 140 km/h on a lap of 2 pi 200 units.
    CHECK(un(race.directions[d].times.lap_avg) ==
          Approx(2 * 3.14159265 * 200 / (140 / 3.6)).epsilon(1e-3));
  }
}

TEST_CASE("Race data: a tunnel has an entry and an exit gate, each way") {
  const RaceData race = build();
  for (const auto& dir : race.directions) {
    const auto& bal = *dir.beacons.value;
    int entries = 0, exits = 0;
    for (const auto& b : bal.beacons) {
      const auto front = chain(race, bal, b.front_chain), back = chain(race, bal, b.back_chain);
      if (front == std::vector<std::string>{"Tunnel Entree"}) {
        CHECK(back == std::vector<std::string>{"Tunnel Sortie"});
        ++entries;
      }
      if (front == std::vector<std::string>{"Tunnel Sortie"}) {
        CHECK(back == std::vector<std::string>{"Tunnel Entree"});
        ++exits;
      }
    }
    CHECK(entries == 1);
    CHECK(exits == 1);
  }
}

TEST_CASE("Race data: gates span the road, normals point along the driving direction") {
  const RaceData race = build();
  const TrackDesc desc = testing::ring_desc();
  for (size_t d = 0; d < 2; ++d) {
    const auto& bal = *race.directions[d].beacons.value;
    for (const auto& g : bal.beacons) {
      const Point3 a = pt(g.a), b = pt(g.b), n = pt(g.normal);
      CHECK(std::sqrt(dot3(n, n)) == Approx(1).epsilon(1e-4));
      CHECK(std::hypot(a.x - b.x, a.y - b.y) > 12 + 2 * desc.kerb_width);
      CHECK(un(g.b_raised.z) - a.z == Approx(7).margin(0.01));  // 1 below the road, 6 above
      // Anticlockwise forwards: the tangent at the gate's middle is (-y, x).
      const Point3 mid{(a.x + b.x) / 2, (a.y + b.y) / 2, 0};
      const Point3 along{-mid.y, mid.x, 0};
      const double sense = dot3(n, along) / std::sqrt(dot3(along, along));
      CHECK(sense == Approx(d == 0 ? 1 : -1).margin(1e-3));
    }
  }
}

TEST_CASE("Race data: the reverse gates are the forward ones, flipped") {
  const RaceData race = build();
  const auto& fwd = race.directions[0].beacons.value->beacons;
  const auto& rev = race.directions[1].beacons.value->beacons;
  REQUIRE(fwd.size() == rev.size());
  for (const auto& f : fwd) {
    bool found = false;
    for (const auto& r : rev)
      if (std::abs(un(f.a.x) - un(r.b.x)) < 0.01 && std::abs(un(f.a.y) - un(r.b.y)) < 0.01 &&
          std::abs(un(f.b.x) - un(r.a.x)) < 0.01 && std::abs(un(f.b.y) - un(r.a.y)) < 0.01)
        found = found || dot3(pt(f.normal), pt(r.normal)) < -0.999;
    CHECK(found);
  }
}

TEST_CASE("Race data: the grid has 8 places behind the line facing forwards") {
  const RaceData race = build();
  const auto& grid = race.directions[0].start_grid;
  REQUIRE(grid.size() == 8);
  std::set<std::pair<int, int>> distinct;
  for (size_t k = 0; k < 8; ++k) {
    const Point3 p = pt(grid[k].position), a = pt(grid[k].axis_a), b = pt(grid[k].axis_b);
    // The line is at angle 0 on the ring, forwards is anticlockwise: behind = negative angle.
    const double angle = std::atan2(p.y, p.x);
    CHECK(angle < 0);
    CHECK(angle > -0.5);
    CHECK(std::sqrt(dot3(a, a)) == Approx(1).epsilon(1e-4));
    const Point3 forward{-std::sin(angle), std::cos(angle), 0};
    CHECK(dot3(a, forward) > 0.999);
    CHECK(dot3(b, {-std::cos(angle), -std::sin(angle), 0}) > 0.999);  // left, to the centre
    // Two columns: alternate sides of the centre line.
    const double side = 200 - std::hypot(p.x, p.y);
    CHECK((k % 2 == 0 ? side > 1 : side < -1));
    if (k >= 2) {
      const Point3 q = pt(grid[k - 2].position);
      CHECK(std::hypot(p.x - q.x, p.y - q.y) == Approx(8).margin(0.2));  // on the curve
    }
    distinct.insert({int(p.x), int(p.y)});
  }
  CHECK(distinct.size() == 8);
  // Reverse: behind its line is ahead of the forward one.
  CHECK(std::atan2(un(race.directions[1].start_grid[0].position.y),
                   un(race.directions[1].start_grid[0].position.x)) > 0);
}

TEST_CASE("Race data: graph values fall to 0 at the line and the first word is the lap length") {
  for (bool route : {false, true}) {
    const RaceData race = build(RingOptions{200, route});
    for (const auto& dir : race.directions)
      for (const auto& diff : dir.difficulties) {
        const auto& g = *diff.graph.value;
        INFO(diff.name << (route ? " with a route" : ""));
        CHECK(un(g.lap_length) == Approx(2 * 3.14159265358979 * 200).epsilon(1e-6));
        CHECK(g.nodes.at(0).value == g.lap_length);
        CHECK(int(g.nodes.size()) == troncons(race, *dir.beacons.value));
        CHECK(g.neighbours.empty());
        int into_line = 0;
        for (const auto& arc : g.arcs) {
          REQUIRE(arc.values.size() >= 2);
          for (size_t k = 1; k < arc.values.size(); ++k) CHECK(arc.values[k] < arc.values[k - 1]);
          CHECK(arc.values.front() == g.nodes.at(size_t(arc.start_node)).value);
          if (arc.end_node == 0) {
            ++into_line;
            CHECK(arc.values.back() == 0);
          } else {
            CHECK(arc.values.back() > g.nodes.at(size_t(arc.end_node)).value);
          }
          // One value per point of the lane the arc follows.
          const auto& lanes = diff.lanes.value->sections.at(size_t(arc.start_node)).lanes;
          CHECK(size_t(lanes.at(size_t(arc.point_lane)).point_count) == arc.values.size());
        }
        CHECK(into_line == 1);
        // Nodes are about node_spacing (100) apart along the main line.
        CHECK(g.nodes.size() >= (route ? 14u : 12u));
      }
  }
}

TEST_CASE("Race data: each node has `lanes` lanes numbered 1..lanes across the road") {
  for (int lanes : {1, 3, 4}) {
    const RaceData race = build(RingOptions{200, false, false, lanes});
    for (size_t d = 0; d < 2; ++d)
      for (const auto& diff : race.directions[d].difficulties) {
        const auto& file = *diff.lanes.value;
        REQUIRE(file.sections.size() == diff.graph.value->nodes.size());
        for (size_t n = 0; n < file.sections.size(); ++n) {
          std::vector<int> numbers;
          std::vector<double> offsets;
          for (const auto& lane : file.sections[n].lanes) {
            REQUIRE(lane.first_point + lane.point_count <= int(file.points.size()));
            if (special(lane)) continue;
            numbers.push_back(lane.lane_number);
            const Point3 p = pt(file.points[size_t(lane.first_point)]);
            // Left is towards the ring's centre forwards, away from it in reverse.
            offsets.push_back((d == 0 ? 1 : -1) * (200 - std::hypot(p.x, p.y)));
          }
          std::vector<int> expected;
          for (int j = 1; j <= lanes; ++j) expected.push_back(j);
          CHECK(numbers == expected);
          // Evenly spread from right to left, centred on the road, 3 units clear of its edges
          // (a 12-unit road).
          for (size_t j = 1; j < offsets.size(); ++j)
            CHECK(offsets[j] - offsets[j - 1] == Approx(6.0 / lanes).margin(0.01));
          if (lanes % 2 == 1) CHECK(offsets[size_t(lanes / 2)] == Approx(0).margin(0.01));
        }
      }
  }
}

TEST_CASE(
    "Race data: lane rules set types and speed params per difficulty, start lanes at the grid") {
  const RaceData race = build();
  const double L = 2 * 3.14159265358979 * 200;
  // The rule's 300 units/s, scaled per difficulty.
  const int scaled[3] = {195, 225, 270};
  const auto& scale = kDifficultyLimitScale;
  // Elsewhere the ring's bend (radius 200) has the derived limit (speed_limits.h).
  const double bend = std::sqrt(kCornerGrip * 200);
  for (size_t level = 0; level < 3; ++level) {
    const auto& diff = race.directions[0].difficulties[level];
    const auto& g = *diff.graph.value;
    int limited = 0, settled = 0;
    for (size_t n = 0; n < g.nodes.size(); ++n) {
      // Nodes stand on the stretches' ends: one a rounding before an end belongs after it.
      const double f = 1 - un(g.nodes[n].value) / L + 1e-6;
      for (const auto& lane : diff.lanes.value->sections[n].lanes) {
        if (special(lane)) continue;
        if (f >= 0.1 && f < 0.2) {
          CHECK(lane.type() == assets::LaneType::kLimitSpeed);
          CHECK(int(lane.param()) == scaled[level]);
          ++limited;
        } else if (f >= 0.8 && f < 0.9) {
          CHECK(lane.type() == assets::LaneType::kStopAttack);
          ++settled;
        } else if (n > 0) {
          CHECK(lane.type() == assets::LaneType::kLimitSpeed);
          CHECK(double(lane.param()) == Approx(bend * scale[level]).margin(2));
        }
        CHECK(lane.duration() == std::min<uint32_t>(255, uint32_t(lane.point_count)));
      }
    }
    CHECK(limited > 0);
    CHECK(settled > 0);
    // The last node before the line carries two start lanes along the grid's columns.
    const auto& last = diff.lanes.value->sections.back().lanes;
    int starts = 0;
    for (const auto& lane : last) starts += lane.type() == assets::LaneType::kStart;
    CHECK(starts == 2);
  }
}

TEST_CASE("Race data: a route forks off and rejoins with falling values and its side's lanes") {
  const RaceData race = build(RingOptions{200, true});
  for (size_t d = 0; d < 2; ++d) {
    const auto& dir = race.directions[d];
    const auto& g = *dir.difficulties[1].graph.value;
    const auto& file = *dir.difficulties[1].lanes.value;
    int forks = 0, joins = 0;
    for (size_t n = 0; n < g.nodes.size(); ++n) {
      if (g.nodes[n].out_arcs.size() == 2) {
        ++forks;
        // The main line's arc first, then the route's; together they carry lanes 1..3.
        std::set<int> numbers;
        for (int32_t a : g.nodes[n].out_arcs)
          for (int32_t lane : g.arcs[size_t(a)].carried_lanes)
            numbers.insert(file.sections[n].lanes[size_t(lane)].lane_number);
        CHECK(numbers == std::set<int>{1, 2, 3});
        const auto& route_arc = g.arcs[size_t(g.nodes[n].out_arcs[1])];
        REQUIRE(route_arc.carried_lanes.size() == 1);
        // The route bulges outwards: to the right forwards, taking the rightmost lane (1),
        // to the left in reverse, taking the leftmost (3).
        CHECK(file.sections[n].lanes[size_t(route_arc.carried_lanes[0])].lane_number ==
              (d == 0 ? 1 : 3));
      }
      if (g.nodes[n].in_arcs.size() == 2) ++joins;
    }
    CHECK(forks == 1);
    CHECK(joins == 1);
  }
}

TEST_CASE("Race data: a pit lane has lanes of type 5 and Decision PIT at its fork") {
  const RaceData race = build(RingOptions{200, true, true});
  const auto& bal = *race.directions[0].beacons.value;
  const auto& g = *race.directions[0].difficulties[0].graph.value;
  const auto& file = *race.directions[0].difficulties[0].lanes.value;
  int pit_nodes = 0;
  for (size_t n = 0; n < g.nodes.size(); ++n) {
    int pit = 0, ordinary = 0;
    for (const auto& lane : file.sections[n].lanes)
      if (!assets::lane_flags::disabled(lane.flags))  // not the links' own runs
        (lane.type() == assets::LaneType::kPit ? pit : ordinary) += 1;
    if (g.nodes[n].out_arcs.size() == 2) {
      CHECK(pit == 3);
      CHECK(ordinary == 3);
      CHECK(chain(race, bal, bal.beacons[n].front_chain) ==
            std::vector<std::string>{"Troncon", "Decision PIT"});
    } else if (ordinary == 0) {
      CHECK(pit == 3);
      ++pit_nodes;
    }
  }
  CHECK(pit_nodes >= 2);
}

TEST_CASE("Race data: competitor lists of 7 per difficulty, EASY without attacks") {
  const RaceData race = build();
  const char* names[] = {"EASY", "NORMAL", "HARD"};
  for (size_t level = 0; level < 3; ++level) {
    const auto& list = race.competitors[level];
    CHECK(list.difficulty_name == names[level]);
    REQUIRE(list.competitors.value);
    REQUIRE(list.competitors.value->size() == 7);
    for (const auto& c : *list.competitors.value) {
      CHECK(c.lane >= 1);
      CHECK(c.lane <= 3);
      CHECK(!c.car.empty());
      CHECK(c.attacks.size() == (level == 0 ? 0u : 2u));
    }
  }
  CHECK(race.competitors[2].competitors.value->at(0).attacks[1].type == 9);
}

TEST_CASE("Race data: errors name the description line") {
  const RingOptions o{200, true};
  TrackDesc desc = testing::ring_desc(o);
  const Centreline main = testing::ring_main(desc, o);
  const std::vector<Centreline> routes = {testing::ring_route(desc, o)};
  RaceData race;
  DescError error;
  SECTION("a competitor's lane that does not exist") {
    desc.competitors[1][3].lane = 4;
    CHECK_FALSE(build_race_data(desc, main, routes, race, error));
    CHECK(error.line == desc.competitors[1][3].line);
    CHECK(error.message.find("lane 4") != std::string::npos);
  }
  SECTION("a checkpoint beside a route") {
    desc.checkpoints[0].from = 0.5;
    CHECK_FALSE(build_race_data(desc, main, routes, race, error));
    CHECK(error.line == 40);
    CHECK(error.message.find("route") != std::string::npos);
  }
  SECTION("attack rules for an EASY competitor") {
    desc.competitors[0][0].attacks = {AttackDesc{1, 1, 50}};
    CHECK_FALSE(build_race_data(desc, main, routes, race, error));
    CHECK(error.line == desc.competitors[0][0].line);
  }
  SECTION("node spacing so small the graph would grow without bound") {
    desc.node_spacing = 0.001;
    CHECK_FALSE(build_race_data(desc, main, routes, race, error));
    CHECK(error.message.find("node spacing") != std::string::npos);
  }
  SECTION("an open main line") {
    Centreline open = main;
    open.closed = false;
    CHECK_FALSE(build_race_data(desc, open, routes, race, error));
    CHECK(error.message.find("closed lap") != std::string::npos);
  }
  SECTION("a route that runs backwards") {
    desc.routes[0].from = 5;
    desc.routes[0].to = 2;
    CHECK_FALSE(build_race_data(desc, main, routes, race, error));
    CHECK(error.line == 30);
  }
}

TEST_CASE("Race data: written in a circuit file, it reads back unchanged and without warnings") {
  const RaceData race = build(RingOptions{200, true, true});
  assets::Circuit c = unpod::test::make_sample_circuit();
  c.actions = race.actions;
  c.directions = race.directions;
  c.competitors = race.competitors;
  auto bytes = assets::write_circuit(c);
  REQUIRE(bytes.ok());
  auto back = assets::read_circuit(bytes.value(), "RING.BL4", 4);
  REQUIRE(back.ok());
  CHECK(back.value().warnings.empty());
  CHECK(back.value().actions == race.actions);
  CHECK(back.value().directions == race.directions);
  CHECK(back.value().competitors == race.competitors);
}

TEST_CASE("Race data: a path tracker follows a car round the lap, passing the line at its gate") {
  // pod-race.md, "The race paths": along a link the tracker steps on while the next point is
  // nearer (|dx| + |dy| + |dz|); at a link's last point it takes the end node's link out whose
  // first point is nearest, and only if that lowers the value; a human's tracker crossing a
  // "Troncon" gate goes to the start of the node's first link out when within 500 units of value
  // of the node or of the lap's end. Gate i is node i's (the hand-out order).
  const RingOptions o;
  const TrackDesc desc = testing::ring_desc(o);
  const RaceData race = build(o);
  const Centreline forward = testing::ring_main(desc, o);
  for (size_t d = 0; d < 2; ++d) {
    const Centreline line = d == 0 ? forward : reversed(forward);
    const auto& g = *race.directions[d].difficulties[1].graph.value;
    const auto& lanes = *race.directions[d].difficulties[1].lanes.value;
    const auto& bal = *race.directions[d].beacons.value;
    const auto point = [&](size_t arc, size_t k) {
      const auto& a = g.arcs[arc];
      const auto& lane = lanes.sections[size_t(a.start_node)].lanes[size_t(a.point_lane)];
      return pt(lanes.points[size_t(lane.first_point) + k]);
    };
    const auto far = [](const Point3& a, const Point3& b) {
      return std::abs(a.x - b.x) + std::abs(a.y - b.y) + std::abs(a.z - b.z);
    };
    size_t arc = size_t(g.nodes[0].out_arcs[0]), k = 0;
    int line_passes = 0;
    double worst = 0;
    Point3 previous = line.samples[0].pos;
    // Two laps, starting just after the line.
    for (size_t i = 1; i <= 2 * line.samples.size(); ++i) {
      const Point3 car = line.samples[i % line.samples.size()].pos;
      // Troncon gates crossed forwards on this move.
      for (size_t gi = 0; gi < g.nodes.size(); ++gi) {
        const auto& b = bal.beacons[gi];
        const Point3 a = pt(b.a), n = pt(b.normal);
        const double s1 = dot3({a.x - previous.x, a.y - previous.y, a.z - previous.z}, n);
        const double s2 = dot3({a.x - car.x, a.y - car.y, a.z - car.z}, n);
        if (s1 > 0 && s2 <= 0 && far(car, a) < 30) {
          const assets::Fx value = g.arcs[arc].values[k];
          if (std::abs(value - g.nodes[gi].value) < 500 * 65536 || value < 500 * 65536) {
            line_passes += gi == 0;
            arc = size_t(g.nodes[gi].out_arcs[0]);
            k = 0;
          }
        }
      }
      previous = car;
      for (bool moved = true; moved;) {
        moved = false;
        if (k + 1 < g.arcs[arc].values.size()) {
          if (far(point(arc, k + 1), car) < far(point(arc, k), car)) {
            ++k;
            moved = true;
          }
        } else {
          const size_t next = size_t(g.nodes[size_t(g.arcs[arc].end_node)].out_arcs[0]);
          if (g.arcs[next].values[0] < g.arcs[arc].values[k] &&
              far(point(next, 0), car) < far(point(arc, k), car)) {
            arc = next;
            k = 0;
            moved = true;
          }
        }
      }
      worst = std::max(worst, far(point(arc, k), car));
    }
    CHECK(line_passes == 2);
    CHECK(worst < 10);  // never left behind: within a point spacing and a bit
  }
}

TEST_CASE("Race data: Quarry Run's fork and pit lane in both directions and every difficulty") {
  std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/quarry.track");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  DescError error;
  const auto desc = parse_track_desc(text.str(), error);
  REQUIRE(desc);
  REQUIRE(desc->routes.size() == 2);
  const Centreline main = sample_main(*desc);
  std::vector<Centreline> routes;
  for (const RouteDesc& r : desc->routes) routes.push_back(sample_route(*desc, r));
  RaceData race;
  REQUIRE(build_race_data(*desc, main, routes, race, error));
  for (const auto& dir : race.directions) {
    const auto& bal = *dir.beacons.value;
    CHECK(bal.checkpoints.size() == 1 + desc->checkpoints.size());
    for (const auto& diff : dir.difficulties) {
      const auto& g = *diff.graph.value;
      CHECK(int(g.nodes.size()) == troncons(race, bal));
      int forks = 0, joins = 0, pit = 0;
      for (size_t n = 0; n < g.nodes.size(); ++n) {
        forks += g.nodes[n].out_arcs.size() == 2;
        joins += g.nodes[n].in_arcs.size() == 2;
        for (const auto& lane : diff.lanes.value->sections[n].lanes)
          pit += lane.type() == assets::LaneType::kPit;
      }
      CHECK(forks == 2);
      CHECK(joins == 2);
      CHECK(pit > 0);
    }
  }
}
