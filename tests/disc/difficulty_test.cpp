// The difficulty reaches the race (issue 15, item 5): on both demo circuits a session at EASY,
// NORMAL or HARD races that difficulty's lanes, whose speed limits rise from EASY to HARD at every
// limited lane, EASY and NORMAL holding a top speed between the corners too (issue 36)
// (pod-controllers.md "Difficulty": the lanes' type 2 limits and the opponents' rules differ per
// difficulty), that difficulty's competitors, and the catch-up's base.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "support/demo_racers.h"
#include "unpod/sim/physics/catch_up.h"
#include "unpod/sim/race/paths.h"

using namespace unpod;

namespace {

using assets::lane_flags::param;
using assets::lane_flags::type;
constexpr uint32_t kLimit = static_cast<uint32_t>(assets::LaneType::kLimitSpeed);

}  // namespace

TEST_CASE("Difficulty: each level's lanes limit the computer cars more gently from EASY to HARD",
          "[difficulty][lanes]") {
  for (const std::string track : {"duskring", "quarry"}) {
    INFO(track);
    const assets::Circuit& circuit = test::demo_track(track).circuit;
    for (int direction = 0; direction < 2; ++direction) {
      INFO("direction " << direction);
      auto easy = sim::race::load_paths(circuit, direction, 0);
      auto normal = sim::race::load_paths(circuit, direction, 1);
      auto hard = sim::race::load_paths(circuit, direction, 2);
      REQUIRE(easy);
      REQUIRE(normal);
      REQUIRE(hard);
      // The same lanes at the same nodes: only their limits differ.
      REQUIRE(easy->nodes.size() == hard->nodes.size());
      REQUIRE(normal->nodes.size() == hard->nodes.size());
      int limited = 0;
      for (size_t n = 0; n < hard->nodes.size(); ++n) {
        const auto& e = easy->nodes[n].lanes;
        const auto& m = normal->nodes[n].lanes;
        const auto& h = hard->nodes[n].lanes;
        REQUIRE(e.size() == h.size());
        REQUIRE(m.size() == h.size());
        for (size_t l = 0; l < h.size(); ++l) {
          INFO("node " << n << " lane " << l);
          // EASY's and NORMAL's ordinary lanes all hold their top speed at the most
          // (disc::kDifficultyTopSpeed: 38 and 45 units/s); HARD's are free between the corners.
          if (type(h[l].flags) == 0 && !assets::lane_flags::disabled(h[l].flags)) {
            CHECK(type(e[l].flags) == kLimit);
            CHECK(type(m[l].flags) == kLimit);
            CHECK(param(e[l].flags) == 38);
            CHECK(param(m[l].flags) == 45);
            continue;
          }
          CHECK(type(e[l].flags) == type(h[l].flags));
          CHECK(type(m[l].flags) == type(h[l].flags));
          if (type(h[l].flags) != kLimit) continue;
          ++limited;
          CHECK(param(e[l].flags) <= 38);
          CHECK(param(m[l].flags) <= 45);
          CHECK(param(e[l].flags) < param(m[l].flags));
          CHECK(param(m[l].flags) < param(h[l].flags));
        }
      }
      CHECK(limited >= 12);  // every corner of both circuits is limited, three lanes each
    }
  }
}

TEST_CASE("Difficulty: a session races its level's lanes, competitors and catch-up base",
          "[difficulty][session]") {
  const assets::Circuit& circuit = test::demo_track("quarry").circuit;
  std::string first_drivers[3];
  for (int d = 0; d < 3; ++d) {
    INFO("difficulty " << d);
    auto race = test::demo_session(circuit, test::computers_race(7, d, 1));
    auto paths = sim::race::load_paths(circuit, 0, d);
    REQUIRE(paths);
    const sim::race::Paths& raced = race->race().rules().paths();
    CHECK(raced.nodes == paths->nodes);
    CHECK(raced.links == paths->links);
    CHECK(raced.points == paths->points);
    CHECK(race->simulation().options().difficulty == d);
    CHECK(sim::physics::catch_up_base(race->simulation().options().difficulty) == 3000 * d);
    first_drivers[d] = race->racers()[0].driver;
    // Every computer driver is one of the level's competitors, with the list's lane and rules.
    REQUIRE(circuit.competitors[size_t(d)].competitors.value);
    const auto& list = *circuit.competitors[size_t(d)].competitors.value;
    for (const auto& entry : race->racers()) {
      INFO(entry.driver);
      const auto it = std::find_if(list.begin(), list.end(), [&](const assets::Competitor& c) {
        return c.name == entry.driver;
      });
      REQUIRE(it != list.end());
      CHECK(entry.lane == it->lane);
      CHECK(entry.attacks.size() == it->attacks.size());
    }
  }
  CHECK(first_drivers[0] != first_drivers[1]);
  CHECK(first_drivers[1] != first_drivers[2]);
}
