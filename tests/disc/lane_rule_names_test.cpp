// Lane rules that name their lanes and their line (docs/TRACK-FORMAT.md, `lane-rule ... lanes N
// on NAME`): only the named lanes of the named line get the rule, so "require speed" can mark a
// fork's branch alone; names that do not exist are refused on the rule's line.
#include <catch2/catch.hpp>

#include <string>

#include "race_fixture.h"

using namespace unpod;
using namespace unpod::disc;
using testing::RingOptions;

namespace {

// The ring with its route "outside" (control points 2 to 5, lap fractions 0.25 to 0.625) and
// only these two rules: require speed 40 on lane 1 of the route (the lane that takes the
// branch at the fork, the route bulging to the right), no attacks on lanes 1 and 2 of every
// line from the lap line to 0.15.
RaceData named_rules_race() {
  const RingOptions o{200, true};
  TrackDesc desc = testing::ring_desc(o);
  desc.lane_rules = {LaneRule{Stretch{0.2, 0.65, 50}, 1, 40, {1}, "outside"},
                     LaneRule{Stretch{0.0, 0.15, 51}, 3, 0, {1, 2}}};
  RaceData race;
  DescError error;
  REQUIRE(build_race_data(desc, testing::ring_main(desc, o), {testing::ring_route(desc, o)}, race,
                          error));
  return race;
}

// A description's parse error, with a route "rim" (lines 14 to 16) and a pit lane "pits" (17
// to 19) before `more`.
DescError named_rules_failure(const std::string& more) {
  std::string text =
      "name NAMED\n"
      "point 300 0 0\npoint 212 212 0\npoint 0 300 0\npoint -212 212 0\n"
      "point -300 0 0\npoint -212 -212 0\npoint 0 -300 0\npoint 212 -212 0\n"  // lines 2 to 9
      "checkpoint 0.8\n"
      "lanes 3\n"
      "# a fork and a pit lane\n"
      "\n"
      "route rim from 2 to 4\nvia -280 280 0\nend\n"
      "route pits from 5 to 6 pit\nvia -150 -270 0\nend\n" +
      more;
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      text +=
          std::string("competitor ") + d + " \"D" + std::to_string(i) + "\" car ZEPHYR lane 1\n";
  DescError e;
  CHECK_FALSE(parse_track_desc(text, e).has_value());
  return e;
}

}  // namespace

TEST_CASE("Lane rules: a rule naming a route's lane marks that lane of the branch alone",
          "[lane_rules]") {
  const RaceData race = named_rules_race();
  const double L = 2 * 3.14159265358979 * 200;
  const auto& g = *race.directions[0].difficulties[1].graph.value;
  const auto& file = *race.directions[0].difficulties[1].lanes.value;
  // Main arc i starts at main node i; the main arcs end with the one into the lap line.
  size_t main_arcs = 0;
  while (main_arcs < g.arcs.size() && g.arcs[main_arcs].end_node != 0) ++main_arcs;
  ++main_arcs;
  REQUIRE(main_arcs < g.arcs.size());
  int required = 0, calm = 0;
  for (size_t a = 0; a < g.arcs.size(); ++a) {
    const auto& arc = g.arcs[a];
    const bool route = a >= main_arcs;
    const double f = 1 - (g.nodes[size_t(arc.start_node)].value / 65536.0) / L;
    const auto& lanes = file.sections[size_t(arc.start_node)].lanes;
    for (int32_t carried : arc.carried_lanes) {
      const assets::Lane& lane = lanes.at(size_t(carried));
      if (lane.type() == assets::LaneType::kStart) continue;
      INFO("arc " << a << (route ? " (route)" : " (main)") << " at " << f << ", lane "
                  << lane.lane_number);
      if (route && lane.lane_number == 1) {
        CHECK(lane.type() == assets::LaneType::kRequireSpeed);
        CHECK(lane.param() == 40u);
        ++required;
      } else if (!route && f < 0.15 && lane.lane_number != 3) {
        CHECK(lane.type() == assets::LaneType::kStopAttack);
        ++calm;
      } else {  // no rule of the description's (a derived speed limit may mark it)
        CHECK(lane.type() != assets::LaneType::kRequireSpeed);
        CHECK(lane.type() != assets::LaneType::kStopAttack);
      }
    }
  }
  CHECK(required >= 3);  // the fork's branch and the route's arcs after it
  CHECK(calm >= 2);
}

TEST_CASE("Lane rules: lanes and lines that do not exist are refused on the rule's line",
          "[lane_rules]") {
  const struct {
    const char* rule;
    const char* message;
  } cases[] = {
      {"lane-rule 0.3 0.4 type 1 speed 30 lanes 4",
       "lane-rule: lane 4 does not exist (lanes 1 to 3)"},
      {"lane-rule 0.3 0.4 type 3 lanes 2 2", "lane-rule: lane 2 given twice"},
      {"lane-rule 0.3 0.4 type 3 on cliff", "lane-rule: no route named cliff (main, rim, pits)"},
      {"lane-rule 0.6 0.7 type 3 on pits",
       "lane-rule: route pits is a pit lane, whose lanes take no rules"},
      {"lane-rule 0.3 0.4 type 1 lanes 3 on rim", "lane-rule: type 1 needs a speed"},
      {"lane-rule 0.3 0.4 type 3 side 2",
       "lane-rule: unknown option \"side\" (speed, lanes or on)"},
      {"lane-rule 0.3 0.4 type 3 on rim on main", "lane-rule: on given twice"},
  };
  for (const auto& c : cases) {
    INFO(c.rule);
    const DescError e = named_rules_failure(std::string(c.rule) + "\n");
    CHECK(e.line == 20);
    CHECK(e.message == c.message);
  }
  const DescError reserved = named_rules_failure("route main from 6 to 7\nvia 150 -280 0\nend\n");
  CHECK(reserved.line == 20);
  CHECK(reserved.message == "route: the name \"main\" is the main line's (lane-rule ... on main)");
}

TEST_CASE("Lane rules: the names parse in any order after the type", "[lane_rules]") {
  std::string text =
      "name NAMED\npoint 300 0 0\npoint 0 300 0\npoint -300 0 0\npoint 0 -300 0\n"
      "checkpoint 0.8\nroute rim from 1 to 2\nvia -240 240 0\nend\n"
      "lane-rule 0.3 0.4 type 1 lanes 3 2 speed 30 on rim\n"
      "lane-rule 0.5 0.6 type 2 on main speed 25\n";
  for (const char* d : {"easy", "normal", "hard"})
    for (int i = 0; i < 7; ++i)
      text +=
          std::string("competitor ") + d + " \"D" + std::to_string(i) + "\" car ZEPHYR lane 1\n";
  DescError e;
  const auto desc = parse_track_desc(text, e);
  INFO(e.to_string("named.track"));
  REQUIRE(desc);
  REQUIRE(desc->lane_rules.size() == 2);
  CHECK(desc->lane_rules[0].lanes == std::vector<int>{3, 2});
  CHECK(desc->lane_rules[0].on == "rim");
  CHECK(desc->lane_rules[0].speed == 30);
  CHECK(desc->lane_rules[1].lanes.empty());
  CHECK(desc->lane_rules[1].on == kMainLine);
  CHECK(desc->lane_rules[1].speed == 25);
}
