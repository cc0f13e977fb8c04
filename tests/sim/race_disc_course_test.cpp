// The race data of a loaded circuit (pod-race.md "Macros", "Checkpoints"), on
// the demo disc's Dusk Ring compiled from its description.
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>

#include "race_disc_fixture.h"

using namespace unpod;
using namespace unpod::sim::race;

namespace {

std::vector<MacroAction> chain(const Course& c, int32_t first) {
  std::vector<MacroAction> out;
  for (int32_t n = first; n >= 0 && out.size() < c.nodes.size();
       n = c.nodes[static_cast<size_t>(n)].next)
    out.push_back(c.nodes[static_cast<size_t>(n)].action);
  return out;
}

}  // namespace

TEST_CASE(
    "Dusk Ring course: record 0 is the lap line, run forward by P-Chrono Tour then "
    "Troncon",
    "[race][course]") {
  const Course c = race_test::dusk_course();
  REQUIRE(c.checkpoints.size() == 3);  // the lap line and the description's two checkpoints
  const Beacon& line = c.beacons[static_cast<size_t>(c.lap_line())];
  CHECK(chain(c, line.front_chain) ==
        std::vector<MacroAction>{MacroAction::kLapForward, MacroAction::kSection});
  CHECK(chain(c, line.back_chain) == std::vector<MacroAction>{MacroAction::kLapBackward});
  for (size_t k = 1; k < c.checkpoints.size(); ++k)
    CHECK(chain(c, c.beacons[static_cast<size_t>(c.checkpoints[k])].front_chain) ==
          std::vector<MacroAction>{MacroAction::kCheckpointForward});
  CHECK(c.phases[static_cast<size_t>(Phase::kDepart)] >= 0);
  CHECK(c.phases[static_cast<size_t>(Phase::kFinCourse)] >= 0);
}

TEST_CASE(
    "Dusk Ring course: Troncon nodes are handed out in turn, beacon by beacon, "
    "front before back",
    "[race][course]") {
  const Course c = race_test::dusk_course();
  std::vector<int32_t> handed;
  auto walk = [&](int32_t first) {
    for (int32_t n = first; n >= 0; n = c.nodes[static_cast<size_t>(n)].next)
      if (c.nodes[static_cast<size_t>(n)].action == MacroAction::kSection)
        handed.push_back(c.nodes[static_cast<size_t>(n)].section_node);
  };
  for (const Beacon& b : c.beacons) {
    walk(b.front_chain);
    walk(b.back_chain);
  }
  REQUIRE(handed.size() == static_cast<size_t>(c.section_nodes));
  std::vector<int32_t> in_turn(handed.size());
  std::iota(in_turn.begin(), in_turn.end(), 0);
  CHECK(handed == in_turn);
  // The disc puts node i's Troncon on beacon i (tools/disc/track_race.cpp): the
  // hand-out agrees.
  for (size_t i = 0; i < handed.size(); ++i) {
    const auto ch = chain(c, c.beacons[i].front_chain);
    CHECK(std::count(ch.begin(), ch.end(), MacroAction::kSection) == 1);
  }
}

TEST_CASE(
    "Dusk Ring course: handlers are bound by action name, not by their index in "
    "the table",
    "[race][course]") {
  assets::Circuit shuffled = race_test::dusk_ring().circuit;
  // Reverse the action table and renumber every triple to match.
  const auto n = static_cast<int32_t>(shuffled.actions.size());
  std::reverse(shuffled.actions.begin(), shuffled.actions.end());
  for (auto& d : shuffled.directions)
    if (d.beacons.value) {
      for (auto& t : d.beacons.value->triples) t.action = n - 1 - t.action;
      for (auto& t : d.beacons.value->phase_triples) t.action = n - 1 - t.action;
    }
  const Course a = race_test::dusk_course();
  auto b = load_course(shuffled, 0, 0);
  REQUIRE(b.ok());
  REQUIRE(a.nodes.size() == b->nodes.size());
  for (size_t i = 0; i < a.nodes.size(); ++i) {
    CHECK(a.nodes[i].action == b->nodes[i].action);
    CHECK(a.nodes[i].section_node == b->nodes[i].section_node);
  }
}

TEST_CASE("Dusk Ring course: bad race data is an error, never a crash", "[race][course]") {
  const assets::Circuit& good = race_test::dusk_ring().circuit;
  {
    assets::Circuit c = good;
    auto& cps = c.directions[0].beacons.value->checkpoints;
    while (cps.size() < 5) cps.push_back(cps.back());
    CHECK_FALSE(load_course(c, 0, 0).ok());  // more than 4 checkpoint records
  }
  {
    assets::Circuit c = good;
    c.directions[0].beacons.value->beacons[0].front_chain = 100000;
    CHECK_FALSE(load_course(c, 0, 0).ok());
  }
  {
    assets::Circuit c = good;
    c.directions[0].beacons.value->triples[0].action = -2;
    CHECK_FALSE(load_course(c, 0, 0).ok());
  }
  {
    assets::Circuit c = good;
    c.directions[0].beacons.value->checkpoints[0].beacon = 9999;
    CHECK_FALSE(load_course(c, 0, 0).ok());
  }
  {
    // A looping chain loads; running it stops after every node once (tested
    // with the rules).
    assets::Circuit c = good;
    auto& t = c.directions[0].beacons.value->triples;
    t[0].next = 0;
    CHECK(load_course(c, 0, 0).ok());
  }
  CHECK_FALSE(load_course(good, 2, 0).ok());
  CHECK_FALSE(load_course(good, 0, 3).ok());
}
