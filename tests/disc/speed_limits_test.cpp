// The speed limits the compiler derives from the centre line (tools/disc/speed_limits.cpp) and
// the lanes it limits with them (track_race.cpp): a radius-30 hairpin is held at the corner speed
// the grip gives, the braking lies before the corner in whichever direction the lap is driven,
// the limit holds from the node where the braking starts, a description's own limit replaces
// the derived one over its stretch, from the stretch's start, both ways round, and a narrow road
// is limited by its width.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <string>

#include "driven_line.h"
#include "hairpin_circuit.h"
#include "speed_limits.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

// The distance along `line` of the sample nearest (x, y).
double nearest_distance(const Centreline& line, double x, double y) {
  double best = 1e300, at = 0;
  for (const Frame& f : line.samples) {
    const double d = std::hypot(f.pos.x - x, f.pos.y - y);
    if (d < best) best = d, at = f.distance;
  }
  return at;
}

double limit_at(const Centreline& line, const std::vector<double>& limits, double d) {
  return lowest_limit(line, limits, d, d);
}

// The hairpin's apex: where the lap passes the far side of its half circle.
double apex_on(const Centreline& line) {
  return nearest_distance(line, testing::kHairpinX + testing::kHairpinRadius, testing::kHairpinY);
}

struct LimitedNode {
  double along = 0;  // distance from the lap line in the driving direction
  uint32_t param = 0;
};

// The nodes whose ordinary lanes are limited (type 2), and their limits, of one direction and
// difficulty.
std::vector<LimitedNode> limited_nodes(const CompiledTrack& t, size_t direction, size_t level) {
  const assets::Difficulty& diff = t.circuit.directions[direction].difficulties[level];
  const assets::RaceGraph& g = *diff.graph.value;
  const double lap = g.lap_length / 65536.0;
  std::vector<LimitedNode> out;
  for (size_t n = 0; n < g.nodes.size(); ++n)
    for (const assets::Lane& lane : diff.lanes.value->sections[n].lanes)
      if (lane.type() == assets::LaneType::kLimitSpeed) {
        out.push_back({n == 0 ? 0 : lap - g.nodes[n].value / 65536.0, lane.param()});
        break;
      }
  return out;
}

}  // namespace

TEST_CASE("Speed limits: a radius-30 hairpin is taken at the grip's speed, braked for before it",
          "[speed limits]") {
  const CompiledTrack t = testing::hairpin_track();
  const double corner = std::sqrt(kCornerGrip * testing::kHairpinRadius);
  for (const bool backwards : {false, true}) {
    INFO((backwards ? "driven backwards" : "driven forwards"));
    const Centreline line = backwards ? reversed(t.main) : t.main;
    const std::vector<double> limits = speed_limits(line, {});
    const double apex = apex_on(line);
    // The hairpin's own speed, within the curve's spread (centripetal Catmull-Rom through five
    // points of the half circle).
    CHECK(limit_at(line, limits, apex) == Approx(corner).epsilon(0.25));
    // Braking: 60 units before the apex the limit lies between the corner's speed and free,
    // as the braking rate allows; 60 units after it the road is free again (the car is
    // accelerating out of the corner, only the corner itself limits it).
    const double before = limit_at(line, limits, apex - 60);
    CHECK(before > limit_at(line, limits, apex) + 5);
    CHECK(before < kFreeSpeed);
    CHECK(before <= std::sqrt(corner * corner * 1.6 + 2 * kBraking * 60) + 1);
    // The half circle ends about 47 units (a quarter turn) after the apex; then the straight,
    // whose spline still bends gently where it leaves the circle: far above the corner's speed.
    CHECK(limit_at(line, limits, apex + 75) > limit_at(line, limits, apex) + 25);
    // A long straight far from any bend is free.
    CHECK(limit_at(line, limits, apex - 350) == Approx(kFreeSpeed));
  }
}

TEST_CASE("Speed limits: the lanes are limited from where the braking starts, both ways round",
          "[speed limits]") {
  const CompiledTrack t = testing::hairpin_track();
  for (size_t direction = 0; direction < 2; ++direction) {
    const Centreline line = direction == 0 ? t.main : reversed(t.main);
    const double apex = apex_on(line);
    for (size_t level = 0; level < 3; ++level) {
      INFO("direction " << direction << ", difficulty " << level);
      const std::vector<LimitedNode> nodes = limited_nodes(t, direction, level);
      // A limited node well before the apex in the driving direction (the braking zone's
      // start), and the corner's own limit on the node nearest before the apex.
      bool braking = false;
      uint32_t at_corner = 65535;
      for (const LimitedNode& n : nodes) {
        if (n.along > apex - 200 && n.along < apex - 40) braking = true;
        if (n.along > apex - 60 && n.along <= apex) at_corner = std::min(at_corner, n.param);
      }
      CHECK(braking);
      CHECK(int64_t{at_corner} <=
            std::llround(std::sqrt(kCornerGrip * 30) * 1.25 * kDifficultyLimitScale[level]));
    }
  }
}

TEST_CASE(
    "Speed limits: a description's own limit holds over its stretch from its start, "
    "both ways round, with the braking before it",
    "[speed limits]") {
  // A limit of 15 on the straight before the hairpin, a tenth of the lap long.
  const CompiledTrack t = testing::hairpin_track("lane-rule 0.10 0.15 type 2 speed 15\n");
  const double lap = t.main.length;
  for (size_t direction = 0; direction < 2; ++direction) {
    // The stretch's start in the driving direction: 0.10 forwards, 0.15 backwards.
    const double start = direction == 0 ? 0.10 * lap : (1 - 0.15) * lap;
    INFO("direction " << direction << ", the stretch starts " << start << " units on");
    const std::vector<LimitedNode> nodes = limited_nodes(t, direction, 1);
    // NORMAL's limit: the description's 15 scaled (speed_limits.h).
    const uint32_t own = uint32_t(std::lround(15 * kDifficultyLimitScale[1]));
    bool at_start = false, before = false;
    for (const LimitedNode& n : nodes) {
      if (std::abs(n.along - start) < 1) {
        at_start = true;
        CHECK(n.param == own);
      }
      if (n.along < start - 5 && n.along > start - 120) {
        before = true;
        CHECK(n.param > own);
      }
    }
    CHECK(at_start);
    CHECK(before);
  }
}

TEST_CASE("A bend tighter than the computer cars hold at 20 units/s is a warning at its line",
          "[speed][limits][warning]") {
  // The hairpin is a half circle of radius 30: below the 50 a computer car needs at its slowest
  // (20² / 8). Its warning stands at the line of one of the hairpin's points and names its
  // radius; the lap's last corner (about 45 as measured) is the other one.
  const CompiledTrack t = testing::hairpin_track();
  const TrackDesc desc = testing::hairpin_desc();
  const std::string head = "warning: a bend of radius ";
  int hairpin = 0;
  for (const DescError& w : t.warnings) {
    INFO(w.line << ": " << w.message);
    REQUIRE(w.message.starts_with(head));
    const double radius = std::stod(w.message.substr(head.size()));
    CHECK(radius < 47.5);
    CHECK(w.message.find("20 units/s") != std::string::npos);
    CHECK(w.message.find("radius of 50") != std::string::npos);
    const auto p = std::find_if(desc.main.begin(), desc.main.end(),
                                [&](const ControlPoint& c) { return c.line == w.line; });
    REQUIRE(p != desc.main.end());
    if (std::hypot(p->at.x - testing::kHairpinX, p->at.y - testing::kHairpinY) <
        testing::kHairpinRadius + 5) {
      ++hairpin;
      CHECK(radius > 27);
      CHECK(radius < 33);
    }
  }
  CHECK(hairpin == 1);
  CHECK(t.warnings.size() == 2);
}

TEST_CASE("The demo circuits' warnings: none on the Dusk Ring, the Quarry's four corners",
          "[speed][limits][warning]") {
  // The Dusk Ring's bends are 146 or wider; the Quarry's four corners are about 45 as measured.
  // Its pit lane is no computer's, and its rim fork is measured from a reach in from its ends, as
  // the turn rule measures a route.
  const auto warnings = [](const std::string& name) {
    std::ifstream in(std::string(UNPOD_DISC_SOURCES) + "/circuits/" + name + ".track");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    DescError e;
    const auto desc = parse_track_desc(text, e);
    REQUIRE(desc);
    std::vector<Centreline> routes;
    for (const RouteDesc& r : desc->routes) routes.push_back(sample_route(*desc, r));
    return tight_bend_warnings(*desc, sample_main(*desc), routes);
  };
  CHECK(warnings("duskring").empty());
  const std::vector<DescError> quarry = warnings("quarry");
  REQUIRE(quarry.size() == 4);
  for (const DescError& w : quarry) {
    INFO(w.message);
    CHECK(w.message.find(" on the lap at ") != std::string::npos);
    const double radius =
        std::stod(w.message.substr(std::string("warning: a bend of radius ").size()));
    CHECK(radius > 40);
    CHECK(radius < 47.5);
  }
}

// A straight road 600 units long, 14 wide but for 200 units from 200 on, `narrow` wide there.
Centreline straight_narrowing(double narrow) {
  Centreline line;
  for (int i = 0; i <= 300; ++i) {
    Frame f;
    f.pos = {2.0 * i, 0, 0};
    f.forward = {1, 0, 0};
    f.left = {0, 1, 0};
    f.up = {0, 0, 1};
    f.distance = 2.0 * i;
    f.width = f.distance >= 200 && f.distance <= 400 ? narrow : 14;
    line.samples.push_back(f);
  }
  line.length = 600;
  return line;
}

TEST_CASE("Speed limits: a narrow road is limited by its width and braked for before it",
          "[speed limits]") {
  // From the computer's floor at the format's narrowest road up to free at kNarrowRoad.
  const std::vector<std::pair<double, double>> widths = {
      {4, kComputerFloor}, {6.7, 33.5}, {8.9, 44.5}, {kNarrowRoad, kFreeSpeed}, {14, kFreeSpeed}};
  for (const auto& [width, speed] : widths) {
    INFO("a road " << width << " wide");
    const Centreline line = straight_narrowing(width);
    const std::vector<double> limits = speed_limits(line, {}, kFreeSpeed);
    CHECK(limit_at(line, limits, 300) == Approx(speed).margin(0.01));
    CHECK(limit_at(line, limits, 450) == Approx(kFreeSpeed));  // after it: free at once
    // Before it the car brakes down to it (at kBraking on the level road).
    for (const double before : {10.0, 100.0}) {
      const double braking =
          std::min(kFreeSpeed, std::sqrt(speed * speed + 2 * kBraking * (200 - before)));
      CHECK(limit_at(line, limits, before) == Approx(braking).margin(0.5));
    }
  }
}
