// The rules of docs/TRACK-FORMAT.md that the compiler checks on the road's shape or the whole
// circuit: each broken by a description, refused with its message on the line to fix.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <string>

#include "track_compiler.h"
#include "track_rules.h"

using namespace unpod::disc;

namespace {

// A description: `name` on line 1, the `points` from line 2, then `more`, then 3 × 7
// competitors on lane 1.
std::string rules_text(const std::string& points, const std::string& more) {
  std::string s = "name RULES\n" + points + more;
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      s += std::string("competitor ") + d + " \"Driver " + std::to_string(i) +
           "\" car ZEPHYR lane 1\n";
  return s;
}

// The error compiling a description gives (the parse, then the compile).
DescError rules_failure(const std::string& text) {
  DescError e;
  const auto desc = parse_track_desc(text, e);
  if (!desc) return e;
  CHECK_FALSE(compile_track(*desc, e).has_value());
  return e;
}

bool rules_pass(const std::string& text) {
  DescError e;
  const auto desc = parse_track_desc(text, e);
  INFO(e.to_string("rules.track"));
  REQUIRE(desc);
  const Centreline main = sample_main(*desc);
  std::vector<Centreline> routes;
  for (const RouteDesc& r : desc->routes) routes.push_back(sample_route(*desc, r));
  const bool ok = check_road_rules(*desc, main, routes, e);
  INFO(e.to_string("rules.track"));
  return ok;
}

// The number after `before` in a message.
double number_after(const std::string& message, const std::string& before) {
  const size_t at = message.find(before);
  REQUIRE(at != std::string::npos);
  return std::strtod(message.c_str() + at + before.size(), nullptr);
}

// A circle of control points, every 45 degrees.
std::string circle_points(double radius) {
  std::string s;
  for (int k = 0; k < 8; ++k) {
    const double a = k * 3.14159265358979 / 4;
    s += "point " + std::to_string(radius * std::cos(a)) + " " +
         std::to_string(radius * std::sin(a)) + " 0\n";
  }
  return s;
}

// An octagon of radius 300, anticlockwise: control point k on line k + 2.
const char* const kOctagon =
    "point 300 0 0\n"
    "point 212 212 0\n"
    "point 0 300 0\n"
    "point -212 212 0\n"
    "point -300 0 0\n"
    "point -212 -212 0\n"
    "point 0 -300 0\n"
    "point 212 -212 0\n";

// A figure of eight crossing at the origin: the pass from (-100, -100) to (100, 100) at height
// 0 (lines 2 and 3), the other pass from (100, -100) to (-100, 100) at `over`.
std::string figure_of_eight(double over) {
  const auto h = [&](double share) { return std::to_string(over * share); };
  return "point -100 -100 0\n"
         "point 100 100 0\n"
         "point 250 150 " +
         h(0.33) + "\n" + "point 300 0 " + h(0.66) + "\n" + "point 250 -150 " + h(1) + "\n" +
         "point 100 -100 " + h(1) + "\n" + "point -100 100 " + h(1) + "\n" + "point -250 150 " +
         h(0.66) + "\n" + "point -300 0 " + h(0.33) + "\n" + "point -250 -150 0\n";
}

}  // namespace

TEST_CASE("Rules: a hairpin tighter than a radius of 30 is refused at its control point",
          "[track_rules]") {
  // Two straights 24 apart joined by hairpins of about 12 units' radius.
  const DescError e = rules_failure(rules_text(
      "point 0 0 0\npoint 300 0 0\npoint 318 12 0\npoint 300 24 0\npoint 0 24 0\npoint -18 12 0\n",
      "checkpoint 0.5\n"));
  INFO(e.to_string("hairpin.track"));
  CHECK(e.line == 4);  // the apex of the first hairpin driven
  CHECK(e.message.find("point: the road turns on a radius of ") == 0);
  CHECK(e.message.find("units here; at least 30 (28.5 as measured) needed") != std::string::npos);
  const double radius = number_after(e.message, "radius of ");
  CHECK(radius > 5);
  CHECK(radius < 20);
  CHECK(e.to_string("hairpin.track").find("hairpin.track:4: point: ") == 0);
}

TEST_CASE("Rules: a kink too short for the corner's reach is refused as a kink", "[track_rules]") {
  // A jog of 6 units off the east side of the octagon, 8 units along.
  const DescError e = rules_failure(rules_text(
      "point 300 0 0\npoint 300 100 0\npoint 306 108 0\npoint 300 116 0\npoint 212 212 0\n"
      "point 0 300 0\npoint -212 212 0\npoint -300 0 0\npoint -212 -212 0\npoint 0 -300 0\n"
      "point 212 -212 0\n",
      "checkpoint 0.5\n"));
  INFO(e.to_string("kink.track"));
  CHECK((e.line >= 3 && e.line <= 5));  // the jog's points
  CHECK(e.message.find("point: the road kinks on a radius of ") == 0);
  CHECK(e.message.find("units within 6 units either side; at least 15 needed") !=
        std::string::npos);
  CHECK(number_after(e.message, "radius of ") < 15);
}

TEST_CASE("Rules: the radius is measured as the document states it", "[track_rules]") {
  const std::string more = "checkpoint 0.5\n";
  CHECK(rules_pass(rules_text(circle_points(34), more)));
  CHECK_FALSE(rules_pass(rules_text(circle_points(26), more)));
  CHECK(rules_pass(rules_text(kOctagon, more)));
}

TEST_CASE("Rules: a road crossing itself less than 8 units above itself is refused",
          "[track_rules]") {
  const DescError e = rules_failure(rules_text(figure_of_eight(3), "checkpoint 0.5\n"));
  INFO(e.to_string("eight.track"));
  CHECK((e.line == 2 || e.line == 3));  // the first pass driven, near the crossing
  CHECK(e.message.find("point: where the road crosses itself (near line ") == 0);
  CHECK(e.message.find("units apart; at least 8 needed") != std::string::npos);
  const double levels = number_after(e.message, "only ");
  CHECK(levels > 2);
  CHECK(levels < 4);
  // Raised to a bridge, the same lap passes; a level crossing does not.
  CHECK(rules_pass(rules_text(figure_of_eight(11), "checkpoint 0.5\n")));
  CHECK_FALSE(rules_pass(rules_text(figure_of_eight(0), "checkpoint 0.5\n")));
}

TEST_CASE("Rules: a route that crosses the main road at its level is refused", "[track_rules]") {
  // A pit lane from control point 2 (north) to 5 (south-west) inside the octagon, out across
  // the main road beside control point 4 (line 6; the route's via points are lines 12 to 15),
  // then back in from outside.
  const std::string route =
      "route cut from 2 to 5 pit\n"
      "via -120 220 0\nvia -260 60 0\nvia -345 -60 0\nvia -310 -190 0\n"
      "end\n";
  const DescError e = rules_failure(rules_text(kOctagon, "checkpoint 0.8\n" + route));
  INFO(e.to_string("cut.track"));
  CHECK(e.message.find("point: where the road crosses route cut (near line ") == 0);
  CHECK(e.line == 6);
  const double near = number_after(e.message, "(near line ");
  CHECK(near >= 12);
  CHECK(near <= 15);
}

TEST_CASE(
    "Rules: a fork on a one-lane road, two forks at one point and a checkpoint beside a "
    "route are refused on their lines",
    "[track_rules]") {
  const std::string fork = "route wide from 2 to 4\nvia -280 280 0\nend\n";
  SECTION("a fork needs 2 lanes") {
    const DescError e = rules_failure(rules_text(kOctagon, "checkpoint 0.8\nlanes 1\n" + fork));
    CHECK(e.line == 12);
    CHECK(e.message == "route wide: a fork needs at least 2 lanes (one for each way), lanes is 1");
  }
  SECTION("two forks from one control point") {
    const DescError e = rules_failure(rules_text(kOctagon, "checkpoint 0.8\n" + fork +
                                                               "route narrow from 2 to 3\nvia -100 "
                                                               "250 0\nend\n"));
    CHECK(e.line == 14);
    CHECK(e.message ==
          "route narrow: leaves the main line where another route already does (two forks may "
          "not leave at the same point)");
  }
  SECTION("a checkpoint beside a route") {
    const DescError e = rules_failure(rules_text(kOctagon, "checkpoint 0.375\n" + fork));
    CHECK(e.line == 10);
    CHECK(e.message ==
          "checkpoint: position 0.375 lies beside route wide: cars on the route "
          "would miss it");
  }
  SECTION("the same fork on 3 lanes compiles") {
    DescError e;
    const auto desc = parse_track_desc(rules_text(kOctagon, "checkpoint 0.8\n" + fork), e);
    REQUIRE(desc);
    const auto track = compile_track(*desc, e);
    INFO(e.to_string("fork.track"));
    CHECK(track.has_value());
  }
}

TEST_CASE("Rules: more laps than the race record holds are refused on the laps line",
          "[track_rules]") {
  const DescError e = rules_failure(rules_text(kOctagon, "checkpoint 0.5\nlaps 9\n"));
  CHECK(e.line == 11);
  CHECK(e.message == "laps: laps 9 is out of range (1 to 8)");
  DescError ok;
  const auto eight = parse_track_desc(rules_text(kOctagon, "checkpoint 0.5\nlaps 8\n"), ok);
  REQUIRE(eight);
  CHECK(eight->laps == kMaxLaps);
}

TEST_CASE("Rules: every failure validation lists is a line of its own with its file and line",
          "[track_rules]") {
  const DescError more{0, "validation failed: sector 5 has no neighbours"};
  const DescError e{4, "validation failed: forward gate 3 is not crossed", {more}};
  CHECK(e.to_string("a.track") ==
        "a.track:4: validation failed: forward gate 3 is not crossed\n"
        "a.track:0: validation failed: sector 5 has no neighbours");
}
