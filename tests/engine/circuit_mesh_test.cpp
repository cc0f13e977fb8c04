#include "unpod/engine/circuit_mesh.h"
#include "unpod/engine/sector_culling.h"

#include <catch2/catch.hpp>
#include <map>

#include "circuit_fixtures.h"
#include "support/sample_circuit.h"

using namespace unpod;
using circuit_test::face;
using circuit_test::square_sector;
namespace bits = assets::face_bits;

namespace {

engine::CircuitMesh build(std::vector<assets::Sector> sectors, size_t pages = 4) {
  return engine::build_circuit_mesh(sectors, pages, 256);
}

// The index triangles of a mesh as vertex positions' winding seen from above (+1 counter-
// clockwise, -1 clockwise).
int winding(const engine::CircuitMesh& m, size_t first_index) {
  const auto& a = m.vertices[m.indices[first_index]].position;
  const auto& b = m.vertices[m.indices[first_index + 1]].position;
  const auto& c = m.vertices[m.indices[first_index + 2]].position;
  return engine::cross(b - a, c - a).z > 0 ? 1 : -1;
}

}  // namespace

TEST_CASE("A quad draws as two triangles, a triangle as one, an invisible face not at all",
          "[circuit][mesh]") {
  const auto mesh =
      build({square_sector({face({0, 1, 2, 3}, "FLAT", 0xFF0000), face({0, 1, 2}, "FLAT", 0x00FF00),
                            face({0, 2, 3}, "FLAT", 0x0000FF, 0)})});
  REQUIRE(mesh.sectors.size() == 1);
  CHECK(mesh.sectors[0].triangles == 3);
  CHECK(mesh.counts.triangles == 3);
  CHECK(mesh.counts.faces == 3);
  CHECK(mesh.counts.invisible_faces == 1);
  CHECK(mesh.indices.size() == 9);
  CHECK(mesh.vertices.size() == 7);
  CHECK(mesh.sectors[0].face_vertex == std::vector<int32_t>{0, 4, -1});
}

TEST_CASE("A face with a corner out of range is left out instead of read past the mesh",
          "[circuit][mesh]") {
  const auto mesh =
      build({square_sector({face({0, 1, 9}, "FLAT", 0), face({0, 1, 2}, "FLAT", 0)})});
  CHECK(mesh.counts.triangles == 1);
  for (uint32_t i : mesh.indices) CHECK(i < mesh.vertices.size());
}

TEST_CASE("Gouraud faces take each corner's light, flat ones draw as stored", "[circuit][mesh]") {
  auto sector =
      square_sector({face({0, 1, 2}, "GOURAUD", 0x808080), face({0, 2, 3}, "FLAT", 0x808080),
                     face({0, 1, 2, 3}, "TEXGOU", 1), face({0, 1, 2}, "TEXTURE", 1)});
  sector.vertex_brightness = {0, 65, 127, 200};
  const auto mesh = build({sector});
  REQUIRE(mesh.vertices.size() == 13);
  CHECK(mesh.vertices[0].light == 0.0f);
  CHECK(mesh.vertices[1].light == 1.0f);
  CHECK(mesh.vertices[2].light == Approx(127.0 / 65.0));
  for (size_t v = 3; v < 6; ++v) CHECK(mesh.vertices[v].light == 1.0f);  // FLAT
  CHECK(mesh.vertices[9].light == Approx(127.0 / 65.0));  // TEXGOU corner 3 (brightness 200)
  for (size_t v = 10; v < 13; ++v) CHECK(mesh.vertices[v].light == 1.0f);  // TEXTURE
}

TEST_CASE("Brightness 65 is the neutral light, 0 black, anything above 127 as 127",
          "[circuit][mesh]") {
  CHECK(engine::vertex_light(65) == 1.0f);
  CHECK(engine::vertex_light(0) == 0.0f);
  CHECK(engine::vertex_light(130) == engine::vertex_light(127));
  CHECK(engine::vertex_light(32) < engine::vertex_light(33));
}

TEST_CASE("Texel coordinates land on the texel centres of the page", "[circuit][mesh]") {
  CHECK(engine::texel_to_uv(0, 256) == Approx(0.5 / 256));
  CHECK(engine::texel_to_uv(255, 256) == Approx(255.5 / 256));
  CHECK(engine::texel_to_uv(64, 128) == Approx(64.5 / 128));
  auto f = face({0, 1, 2}, "TEXTURE", 2);
  f.uv = {{{10, 20}, {30, 40}, {50, 60}, {0, 0}}};
  const auto mesh = build({square_sector({f})});
  CHECK(mesh.vertices[1].u == Approx(30.5 / 256));
  CHECK(mesh.vertices[1].v == Approx(40.5 / 256));
  CHECK(mesh.vertices[2].page == 2.0f);
  CHECK(mesh.vertices[2].flags & engine::vertex_flags::kTextured);
}

TEST_CASE("Faces of the same page share one batch, colour faces have their own",
          "[circuit][mesh]") {
  const auto mesh =
      build({square_sector({face({0, 1, 2}, "TEXTURE", 1), face({0, 1, 2, 3}, "FLAT", 0x112233),
                            face({0, 2, 3}, "TEXGOU", 1), face({0, 1, 2}, "TEXTURE", 0),
                            face({0, 1, 3}, "GOURAUD", 0)})});
  const auto& batches = mesh.sectors[0].batches;
  REQUIRE(batches.size() == 3);
  std::map<int32_t, uint32_t> triangles;
  for (const auto& b : batches) triangles[b.page] += b.triangles();
  CHECK(triangles[engine::kUntexturedPage] == 3);
  CHECK(triangles[0] == 1);
  CHECK(triangles[1] == 2);
  // The batches' index ranges cover the sector's indices exactly once.
  uint32_t next = 0;
  for (const auto& b : batches) {
    CHECK(b.first_index == next);
    next += b.index_count;
  }
  CHECK(next == mesh.indices.size());
  CHECK(mesh.counts.batches == 3);
}

TEST_CASE("A textured face whose page is missing draws grey without a texture", "[circuit][mesh]") {
  const auto mesh = build({square_sector({face({0, 1, 2}, "TEXTURE", 7)})}, 2);
  CHECK(mesh.counts.missing_pages == 1);
  REQUIRE(mesh.sectors[0].batches.size() == 1);
  CHECK(mesh.sectors[0].batches[0].page == engine::kUntexturedPage);
  CHECK_FALSE(mesh.vertices[0].flags & engine::vertex_flags::kTextured);
  CHECK(mesh.vertices[0].colour[0] == 128);
}

TEST_CASE("Two-sided faces go to batches drawn without culling", "[circuit][mesh]") {
  const auto mesh =
      build({square_sector({face({0, 1, 2}, "TEXTURE", 0),
                            face({0, 2, 3}, "TEXTURE", 0, bits::kVisible | bits::kTwoSided)})});
  REQUIRE(mesh.sectors[0].batches.size() == 2);
  CHECK(mesh.counts.two_sided_faces == 1);
  int two_sided = 0;
  for (const auto& b : mesh.sectors[0].batches) two_sided += b.two_sided ? 1 : 0;
  CHECK(two_sided == 1);
}

TEST_CASE("Faces listed clockwise come out wound to face their stored normal", "[circuit][mesh]") {
  auto up = face({0, 1, 2}, "FLAT", 0);         // counter-clockwise from above, normal up
  auto listed_cw = face({0, 2, 1}, "FLAT", 0);  // clockwise from above, normal up
  auto facing_down = face({0, 2, 1}, "FLAT", 0);
  facing_down.normal = circuit_test::v3(0, 0, -1);  // clockwise from above = facing down
  const auto mesh = build({square_sector({up, listed_cw, facing_down})});
  REQUIRE(mesh.indices.size() == 9);
  CHECK(winding(mesh, 0) == 1);
  CHECK(winding(mesh, 3) == 1);
  CHECK(winding(mesh, 6) == -1);
}

TEST_CASE("Black-transparent and dural faces carry their property to the shader",
          "[circuit][mesh]") {
  const auto mesh =
      build({square_sector({face({0, 1, 2}, "TEXTURE", 0, bits::kVisible | bits::kBlackTransparent),
                            face({0, 2, 3}, "GOURAUD", 0x405060, bits::kVisible | bits::kDural)})});
  CHECK(mesh.vertices[0].flags & engine::vertex_flags::kBlackTransparent);
  CHECK_FALSE(mesh.vertices[0].flags & engine::vertex_flags::kDural);
  CHECK(mesh.vertices[3].flags & engine::vertex_flags::kDural);
  CHECK(mesh.vertices[3].colour[0] == 0x40);
  CHECK(mesh.vertices[3].colour[1] == 0x50);
  CHECK(mesh.vertices[3].colour[2] == 0x60);
}

TEST_CASE("Each sector's box holds its file box and its vertices", "[circuit][mesh]") {
  const auto mesh = build({square_sector({}, 5, 7)});
  const auto& box = mesh.sectors[0].bounds;
  CHECK(box.min.x == 5.0f);
  CHECK(box.max.y == 8.0f);
  CHECK(box.min.z == -2.0f);
  CHECK(box.max.z == 10.0f);
}

TEST_CASE("A sector's place is its file box, though its vertices reach further",
          "[circuit][mesh]") {
  // A compiled circuit's terrain lies outside the box its road gives the sector.
  assets::Sector s = square_sector({}, 5, 7);
  s.object.positions.push_back(circuit_test::v3(105, 7, 30));
  const auto mesh = build({s, square_sector({}, 100, 7)});
  const auto& place = mesh.sectors[0].place;
  CHECK(place.min.x == 5.0f);
  CHECK(place.max.x == 6.0f);
  CHECK(place.max.z == 10.0f);
  CHECK(mesh.sectors[0].bounds.max.x == 105.0f);
  CHECK(mesh.sectors[0].bounds.max.z == 30.0f);
  // A point on the second sector's square is found there, not in the first's wide bounds.
  const std::vector<engine::Aabb> places{mesh.sectors[0].place, mesh.sectors[1].place};
  CHECK(engine::sector_at(places, engine::Vec3f{100.5f, 7.5f, 1}) == 1);
  // Without a file box the place is the bounds.
  assets::Sector bare = square_sector({}, 0, 0);
  bare.bbox_min = bare.bbox_max = {};
  CHECK(build({bare}).sectors[0].place.max.x == 1.0f);
}

TEST_CASE("A sector without faces builds an empty sector, not an error", "[circuit][mesh]") {
  assets::Sector empty;
  const auto mesh = build({empty});
  REQUIRE(mesh.sectors.size() == 1);
  CHECK(mesh.sectors[0].batches.empty());
  CHECK(mesh.sectors[0].bounds.empty());
  CHECK(engine::build_circuit_mesh({}, 0, 256).vertices.empty());
}

TEST_CASE("The sample circuit's faces all turn into triangles", "[circuit][mesh]") {
  test::SampleCircuitOptions o;
  o.sectors = 3;
  o.texture_pages = 2;
  const assets::Circuit c = test::make_sample_circuit(o);
  const auto mesh = engine::build_circuit_mesh(c.sectors, c.textures.pages.size(), c.textures.size);
  size_t expected = 0;
  for (const auto& s : c.sectors)
    for (const auto& f : s.object.faces)
      if (f.property & bits::kVisible) expected += f.is_quad() ? 2 : 1;
  CHECK(mesh.counts.triangles == expected);
  CHECK(mesh.indices.size() == expected * 3);
  CHECK(mesh.counts.missing_pages == 0);
}

TEST_CASE("Only the batches with see-through or chrome faces get the costlier shader variants",
          "[circuit][mesh]") {
  namespace variant = engine::shader_variant;
  const auto mesh = build({square_sector(
      {face({0, 1, 2}, "TEXTURE", 1),
       face({0, 2, 3}, "TEXTURE", 1, bits::kVisible | bits::kBlackTransparent),
       face({0, 1, 3}, "TEXTURE", 1, bits::kVisible | bits::kDural),
       face({1, 2, 3}, "FLAT", 0x808080, bits::kVisible | bits::kBlackTransparent)})});
  std::map<uint32_t, uint32_t> triangles_by_variant;
  for (const auto& b : mesh.sectors[0].batches) triangles_by_variant[b.variant] += b.triangles();
  // Page 1 splits three ways; the flat face cannot see through (no texel): plain.
  CHECK(triangles_by_variant[variant::kPlain] == 2);
  CHECK(triangles_by_variant[variant::kCutout] == 1);
  CHECK(triangles_by_variant[variant::kDural] == 1);
  CHECK(mesh.sectors[0].batches.size() == 4);
}
