// The world of the demo disc's Dusk Ring: every face kept, and the centre line over the road.
#include <catch2/catch.hpp>

#include <algorithm>

#include "race_disc_fixture.h"
#include "unpod/sim/world/inferred.h"
#include "unpod/sim/world/sector_search.h"
#include "unpod/sim/world/world.h"

namespace {

namespace world = unpod::sim::world;
using unpod::race_test::dusk_ring;

constexpr int32_t kRingUnit = 0x10000;

const world::World& dusk_world() {
  static const world::World w = [] {
    auto r = world::build_world(dusk_ring().circuit);
    if (!r) throw std::runtime_error(r.error().to_string());
    return std::move(r.value());
  }();
  return w;
}

world::Vec16 v16(const unpod::assets::Vec3& v) {
  return {v.x, v.y, v.z};
}

// The first ground face under p in any sector whose bounds hold it.
std::optional<world::GroundContact> ground_under(const world::Vec16& p) {
  for (int32_t s : world::sectors_at(dusk_world(), p))
    if (auto g = world::find_ground(dusk_world(), s, p, kRingUnit)) return g;
  return std::nullopt;
}

}  // namespace

TEST_CASE("Dusk Ring: every face of every sector is kept", "[world][disc]") {
  const auto& circuit = dusk_ring().circuit;
  const world::World& w = dusk_world();
  REQUIRE(w.sectors.size() == circuit.sectors.size());
  for (size_t s = 0; s < w.sectors.size(); ++s) {
    const auto& o = circuit.sectors[s].object;
    const world::Mesh& m = w.sectors[s].mesh;
    CHECK(m.triangles.size() + m.quads.size() == o.faces.size());
    CHECK(m.triangles.size() == o.triangle_count());
    CHECK(m.vertices.size() == o.positions.size());
    CHECK(w.sectors[s].neighbour_count ==
          static_cast<int32_t>(circuit.visibility[s].sectors.size()));
  }
}

TEST_CASE("Dusk Ring: the centre line is over the road at 200 distances", "[world][disc]") {
  const double length = unpod::race_test::lap_length();
  for (int i = 0; i < 200; ++i) {
    const double d = length * i / 200;
    const world::Vec16 p = v16(unpod::race_test::on_lap(d));
    INFO("distance " << d);
    const auto g = ground_under(p);
    REQUIRE(g);
    // Lifted 0.5 above the road: the road lies between 2.29 below and the radius above.
    CHECK(g->height >= -world::kBelowFace);
    CHECK(g->height > kRingUnit * 4 / 10);
    CHECK(g->height < kRingUnit * 6 / 10);
    CHECK(g->surface == world::surface::kRoad);
    CHECK(g->normal[2] > kRingUnit * 9 / 10);
    const world::Sector& s = dusk_world().sectors[static_cast<size_t>(g->sector)];
    CHECK(g->quad);
    CHECK((s.mesh.quads[static_cast<size_t>(g->face)].flags & world::flags::kGround) != 0);
  }
}

TEST_CASE("Dusk Ring: a point far above the road or outside the track is over no ground",
          "[world][disc]") {
  const world::World& w = dusk_world();
  const world::Vec16 road = v16(unpod::race_test::on_lap(100));
  REQUIRE(ground_under(road));
  const world::Vec16 above{road[0], road[1], road[2] + 50 * kRingUnit};
  for (int32_t s : world::all_sectors(w)) CHECK_FALSE(world::find_ground(w, s, above, kRingUnit));
  // Beyond every sector's bounds, at the road's height.
  int32_t west = w.sectors[0].bounds_min[0];
  for (const world::Sector& s : w.sectors) west = std::min(west, s.bounds_min[0]);
  const world::Vec16 outside{west - 20 * kRingUnit, road[1], road[2]};
  CHECK(world::sector_at(w, outside) == -1);
  for (int32_t s : world::all_sectors(w)) CHECK_FALSE(world::find_ground(w, s, outside, kRingUnit));
}
