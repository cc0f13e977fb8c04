// The beacon grid (beacon_grid.h): the beacons it hands the pre-test are exactly those whose
// pre-test (POD FUN_0042a3ac) passes, in index order, wherever the point is; and fewer than all.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "race_disc_fixture.h"
#include "unpod/sim/race/beacon_grid.h"
#include "unpod/sim/race/gate.h"

using namespace unpod;
using namespace unpod::sim::race;

namespace {

// The pre-test over every beacon, as the original walks them.
std::vector<int32_t> passing_all(const std::vector<Beacon>& beacons, const Vec3& p) {
  std::vector<int32_t> out;
  for (size_t i = 0; i < beacons.size(); ++i)
    if (near_beacon(beacons[i], p)) out.push_back(static_cast<int32_t>(i));
  return out;
}

// The pre-test over the grid's candidates.
std::vector<int32_t> passing_grid(const std::vector<Beacon>& beacons, const BeaconGrid& grid,
                                  const Vec3& p, size_t& tested) {
  std::vector<int32_t> out;
  for (const int32_t i : grid.candidates(p)) {
    ++tested;
    if (near_beacon(beacons[static_cast<size_t>(i)], p)) out.push_back(i);
  }
  return out;
}

// A 64-bit LCG (Knuth's MMIX constants): the cases are the same on every run.
struct Draw {
  uint64_t s;
  int64_t in(int64_t lo, int64_t hi) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return lo + static_cast<int64_t>((s >> 11) % static_cast<uint64_t>(hi - lo + 1));
  }
};

Beacon beacon_between(const Vec3& a, const Vec3& b) {
  Beacon g;
  g.a = a;
  g.b = b;
  g.b_raised = {b.x, b.y, b.z + 6 * 0x10000};
  g.a_raised = {a.x, a.y, a.z + 6 * 0x10000};
  g.normal = {0x10000, 0, 0};
  return g;
}

}  // namespace

TEST_CASE(
    "Beacon grid: on both demo courses, 20,000 points on and round the circuit get the beacons "
    "whose pre-test passes, in index order, from a few candidates",
    "[race][beacons]") {
  for (const char* track : {"duskring", "quarry"}) {
    INFO(track);
    auto course = load_course(race_test::demo_track(track).circuit, 0, 0);
    REQUIRE(course);
    const std::vector<Beacon>& beacons = course->beacons;
    REQUIRE(beacons.size() > 20);
    const BeaconGrid grid(beacons);
    // Points near the beacons' corners (exactly on the reach's edges too) and anywhere over the
    // circuit and past it.
    Draw draw{12345};
    size_t tested = 0, passed = 0;
    for (int n = 0; n < 20'000; ++n) {
      const Beacon& near = beacons[static_cast<size_t>(draw.in(0, int64_t(beacons.size()) - 1))];
      const Vec3& corner = draw.in(0, 1) ? near.a : near.b;
      Vec3 p;
      switch (draw.in(0, 2)) {
        case 0: {  // on the edge of the reach, or one raw unit either side of it
          const int64_t dx = draw.in(-kBeaconReach, kBeaconReach);
          const int64_t rest = kBeaconReach - (dx < 0 ? -dx : dx) + draw.in(-1, 1);
          p = {static_cast<Fx>(corner.x + dx),
               static_cast<Fx>(corner.y + (draw.in(0, 1) ? rest : -rest)), corner.z};
          break;
        }
        case 1:  // within a few hundred units of a corner
          p = {static_cast<Fx>(corner.x + draw.in(-300 * 0x10000, 300 * 0x10000)),
               static_cast<Fx>(corner.y + draw.in(-300 * 0x10000, 300 * 0x10000)),
               static_cast<Fx>(draw.in(-0x7fffffff, 0x7fffffff))};
          break;
        default:  // anywhere a 16.16 point can be
          p = {static_cast<Fx>(draw.in(INT32_MIN, INT32_MAX)),
               static_cast<Fx>(draw.in(INT32_MIN, INT32_MAX)), 0};
      }
      const std::vector<int32_t> all = passing_all(beacons, p);
      const std::vector<int32_t> some = passing_grid(beacons, grid, p, tested);
      INFO("point " << p.x << " " << p.y);
      REQUIRE(some == all);
      passed += all.size();
    }
    CHECK(passed > 10'000);  // the cases reach beacons, not only empty ground
    // The point of it: a few pre-tests a move instead of one per beacon.
    CHECK(double(tested) / 20'000 < double(beacons.size()) / 4);
    std::printf("%s: %zu beacons, %.1f pre-tests a point through the grid\n", track, beacons.size(),
                double(tested) / 20'000);
  }
}

TEST_CASE(
    "Beacon grid: beacons at the far corners of the 16.16 world, and none, give the same "
    "beacons as the walk over all",
    "[race][beacons]") {
  const Fx far = 0x7fff0000;
  const std::vector<Beacon> beacons{
      beacon_between({-far, -far, 0}, {-far + 0x100000, -far, 0}),
      beacon_between({far, far, 0}, {far - 0x100000, far, 0}),
      beacon_between({0, 0, 0}, {0, 0x200000, 0}),
      beacon_between({far, -far, 0}, {far, -far + 0x100000, 0}),
  };
  const BeaconGrid grid(beacons);
  size_t tested = 0;
  for (const Beacon& b : beacons)
    for (const Vec3& c : {b.a, b.b})
      for (const int64_t d :
           {-kBeaconReach - 1, -kBeaconReach, int64_t{0}, kBeaconReach, kBeaconReach + 1})
        for (const Vec3 p :
             {Vec3{static_cast<Fx>(std::clamp<int64_t>(c.x + d, INT32_MIN, INT32_MAX)), c.y, 0},
              Vec3{c.x, static_cast<Fx>(std::clamp<int64_t>(c.y + d, INT32_MIN, INT32_MAX)), 0}}) {
          INFO("point " << p.x << " " << p.y);
          CHECK(passing_grid(beacons, grid, p, tested) == passing_all(beacons, p));
        }
  const BeaconGrid empty(std::vector<Beacon>{});
  CHECK(empty.candidates({0, 0, 0}).empty());
}
