// The world built from a circuit (pod-car-physics.md, "The track"): faces as the runtime keeps
// them, flags and surface bytes from the face property, neighbours from the visibility lists,
// the surface table, and bad data as errors naming the sector and face.
#include <catch2/catch.hpp>

#include "unpod/assets/circuit.h"
#include "unpod/sim/world/inferred.h"
#include "unpod/sim/world/sector_search.h"
#include "unpod/sim/world/world.h"

namespace {

namespace world = unpod::sim::world;
namespace assets = unpod::assets;
namespace bits = unpod::assets::face_bits;

constexpr int32_t kU = 0x10000;

assets::Face face(std::array<uint32_t, 4> idx, uint32_t count, uint32_t property) {
  assets::Face f;
  f.vertex_count = count;
  f.indices = idx;
  f.normal = {0, 0, kU};
  f.property = property;
  return f;
}

// Two sectors side by side in x: a quad road (surface 2) and a wall triangle in sector 0, a
// triangle road in sector 1.
assets::Circuit two_sectors() {
  assets::Circuit c;
  assets::Sector s0;
  s0.object.positions = {
      {0, 0, 0}, {4 * kU, 0, 0}, {4 * kU, 4 * kU, 0}, {0, 4 * kU, 0}, {0, 0, 2 * kU}};
  s0.object.faces = {face({0, 1, 4, 0}, 3, bits::kVisible | bits::kWall),
                     face({0, 1, 2, 3}, 4, bits::kVisible | bits::kRoad | (2u << 16))};
  s0.bbox_min = {0, 0, -2 * kU};
  s0.bbox_max = {4 * kU, 4 * kU, 10 * kU};
  assets::Sector s1;
  s1.object.positions = {{4 * kU, 0, 0}, {8 * kU, 0, 0}, {4 * kU, 4 * kU, 0}};
  s1.object.faces = {face({0, 1, 2, 0}, 3, bits::kVisible | bits::kRoad)};
  s1.bbox_min = {4 * kU, 0, -2 * kU};
  s1.bbox_max = {8 * kU, 4 * kU, 10 * kU};
  c.sectors = {s0, s1};
  c.visibility = {assets::VisibilityEntry{true, {1}}, assets::VisibilityEntry{false, {}}};
  return c;
}

}  // namespace

TEST_CASE("faces split into triangles and quads keep their corners, flags and surface byte",
          "[world][build]") {
  auto w = world::build_world(two_sectors());
  REQUIRE(w.ok());
  const world::Mesh& m = w->sectors[0].mesh;
  REQUIRE(m.triangles.size() == 1);
  REQUIRE(m.quads.size() == 1);
  CHECK(m.triangles[0].corners == std::array<int16_t, 3>{0, 1, 4});
  CHECK(m.triangles[0].flags == (bits::kVisible | bits::kWall));
  CHECK((m.triangles[0].flags & world::flags::kWall) != 0);
  CHECK((m.triangles[0].flags & world::flags::kGround) == 0);
  CHECK(m.quads[0].corners == std::array<int16_t, 4>{0, 1, 2, 3});
  CHECK((m.quads[0].flags & world::flags::kGround) != 0);
  CHECK(m.quads[0].surface == 2);
  CHECK(m.quads[0].normal == world::Vec16{0, 0, kU});
  CHECK(m.quads[0].halves[0] == world::Vec16{0, 0, kU});
  CHECK(m.quads[0].halves[1] == world::Vec16{0, 0, kU});
  CHECK(m.vertices[4] == world::Vec16{0, 0, 2 * kU});
  CHECK(w->sectors[0].bounds_min == world::Vec16{0, 0, -2 * kU});
  CHECK(w->sectors[0].bounds_max == world::Vec16{4 * kU, 4 * kU, 10 * kU});
}

TEST_CASE("neighbours come from the visibility lists, no list is a sector out of play",
          "[world][build]") {
  auto w = world::build_world(two_sectors());
  REQUIRE(w.ok());
  CHECK(w->sectors[0].neighbour_count == 1);
  CHECK(w->sectors[0].neighbours == std::vector<int32_t>{1});
  CHECK(w->sectors[1].neighbour_count == world::kOutOfPlay);
  CHECK(world::neighbours(*w, 1).empty());
  CHECK(world::all_sectors(*w) == std::vector<int32_t>{0, 1});
}

TEST_CASE("the sector holding a point comes from the bounds", "[world][build]") {
  auto w = world::build_world(two_sectors());
  REQUIRE(w.ok());
  CHECK(world::sector_at(*w, {kU, kU, kU}) == 0);
  CHECK(world::sector_at(*w, {6 * kU, kU, kU}) == 1);
  CHECK(world::sectors_at(*w, {4 * kU, kU, kU}) == std::vector<int32_t>{0, 1});  // shared edge
  CHECK(world::sector_at(*w, {6 * kU, kU, 11 * kU}) == -1);
  CHECK(world::sector_at(*w, {9 * kU, kU, kU}) == -1);
}

TEST_CASE("the ground search takes ground faces only, with the surface byte", "[world][build]") {
  auto w = world::build_world(two_sectors());
  REQUIRE(w.ok());
  // The wall triangle comes first in sector 0 but is no ground: the quad is found.
  auto g = world::find_ground(*w, 0, {kU, kU / 4, kU / 2}, kU);
  REQUIRE(g);
  CHECK(g->quad);
  CHECK(g->face == 0);
  CHECK(g->height == kU / 2);
  CHECK(g->surface == 2);
  CHECK(w->surfaces[g->surface].grip == world::kNamedGrip[world::surface::kGrass]);
  auto t = world::find_ground(*w, 1, {5 * kU, kU, kU / 2}, kU);
  REQUIRE(t);
  CHECK_FALSE(t->quad);
  CHECK(t->normal == world::Vec16{0, 0, kU});
  CHECK_FALSE(world::find_ground(*w, 1, {5 * kU, kU, 2 * kU}, kU));   // above its radius
  CHECK(world::find_ground(*w, 1, {5 * kU, kU, -150000}, kU));        // 2.29 below
  CHECK_FALSE(world::find_ground(*w, 1, {5 * kU, kU, -150001}, kU));  // further below
  CHECK_FALSE(world::find_ground(*w, 1, {7 * kU, 3 * kU, 0}, kU));    // beside the triangle
}

TEST_CASE("the surface table has a grip per surface byte, road at 1", "[world][build]") {
  auto w = world::build_world(two_sectors());
  REQUIRE(w.ok());
  CHECK(w->surfaces[world::surface::kRoad].grip == kU);
  for (const world::Surface& s : w->surfaces) {
    CHECK(s.grip > 0);
    CHECK(s.grip <= kU);
  }
  CHECK(w->surfaces[world::surface::kIce].grip < w->surfaces[world::surface::kGrass].grip);
  CHECK(w->surfaces[255].grip == kU);
}

TEST_CASE("a corner past the sector's vertices is an error naming the sector and face",
          "[world][build]") {
  auto c = two_sectors();
  c.sectors[1].object.faces[0].indices[2] = 7;
  auto w = world::build_world(c);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section == "sector 1/face 0");
  CHECK(w.error().message.find("vertex 7") != std::string::npos);
}

TEST_CASE("a face of neither 3 nor 4 corners is an error", "[world][build]") {
  auto c = two_sectors();
  c.sectors[0].object.faces[1].vertex_count = 5;
  auto w = world::build_world(c);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section == "sector 0/face 1");
}

TEST_CASE("a neighbour that is no sector is an error naming the list entry", "[world][build]") {
  auto c = two_sectors();
  c.visibility[0].sectors = {1, 2};
  auto w = world::build_world(c);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section == "visibility/sector 0/entry 1");
  c.visibility[0].sectors = {-3};
  CHECK_FALSE(world::build_world(c).ok());
}

TEST_CASE("a visibility table of the wrong size is an error", "[world][build]") {
  auto c = two_sectors();
  c.visibility.pop_back();
  auto w = world::build_world(c);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section == "visibility");
}

TEST_CASE("more vertices than 16-bit corners reach is an error", "[world][build]") {
  auto c = two_sectors();
  c.sectors[1].object.positions.resize(0x8001);
  auto w = world::build_world(c);
  REQUIRE_FALSE(w.ok());
  CHECK(w.error().section == "sector 1");
}
