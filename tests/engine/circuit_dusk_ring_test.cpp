// The circuit renderer's CPU side on the demo disc's Dusk Ring.
#include <catch2/catch.hpp>

#include "circuit_fixtures.h"
#include "unpod/engine/circuit_mesh.h"
#include "unpod/engine/sector_culling.h"
#include "unpod/engine/sky.h"

using namespace unpod;

TEST_CASE("Every face of every Dusk Ring sector is drawn or knowingly left out",
          "[circuit][dusk]") {
  const assets::Circuit& c = circuit_test::dusk_ring();
  REQUIRE_FALSE(c.sectors.empty());
  const auto mesh = engine::build_circuit_mesh(c.sectors, c.textures.pages.size(), c.textures.size);
  REQUIRE(mesh.sectors.size() == c.sectors.size());
  size_t faces = 0, invisible = 0;
  for (size_t s = 0; s < c.sectors.size(); ++s) {
    size_t expected = 0;
    for (const auto& f : c.sectors[s].object.faces) {
      ++faces;
      if (!(f.property & assets::face_bits::kVisible)) {
        ++invisible;
        continue;
      }
      expected += f.is_quad() ? 2 : 1;
    }
    CHECK(mesh.sectors[s].triangles == expected);
    uint32_t batched = 0;
    for (const auto& b : mesh.sectors[s].batches) {
      batched += b.triangles();
      // Every batch names a page of the list, or none.
      CHECK(b.page >= engine::kUntexturedPage);
      CHECK(b.page < static_cast<int32_t>(c.textures.pages.size()));
      CHECK(b.first_index + b.index_count <= mesh.indices.size());
    }
    CHECK(batched == expected);
  }
  CHECK(mesh.counts.faces == faces);
  CHECK(mesh.counts.invisible_faces == invisible);
  CHECK(mesh.counts.missing_pages == 0);
  for (uint32_t i : mesh.indices) REQUIRE(i < mesh.vertices.size());
}

TEST_CASE("On the Dusk Ring a camera on the road draws its own sector and few of the others",
          "[circuit][dusk]") {
  const assets::Circuit& c = circuit_test::dusk_ring();
  const auto mesh = engine::build_circuit_mesh(c.sectors, c.textures.pages.size(), c.textures.size);
  // The camera's sector by the sectors' places (the renderer's way: the terrain's vertices
  // reach far beyond the road's boxes), the frustum by their drawn bounds.
  std::vector<engine::Aabb> boxes, places;
  for (const auto& s : mesh.sectors) {
    boxes.push_back(s.bounds);
    places.push_back(s.place);
  }
  // Stand a little above the middle of sector 0's first vertex, looking along the road.
  const auto& p = c.sectors[0].object.positions;
  engine::CameraView cam;
  cam.eye = engine::to_vec3f(p[0]) + engine::Vec3f{0, 0, 2};
  cam.target = engine::to_vec3f(p[p.size() / 2]) + engine::Vec3f{0, 0, 2};
  const int here = engine::sector_at(places, cam.eye);
  REQUIRE(here >= 0);
  // Sector 0 starts at the lap line, where the last sector ends.
  CHECK((here == 0 || here == static_cast<int>(c.sectors.size()) - 1));
  std::vector<int> drawn;
  engine::visible_sectors(boxes, c.visibility, here,
                          engine::Frustum::from(cam.projection(16.0f / 9) * cam.view()), drawn);
  CHECK(std::find(drawn.begin(), drawn.end(), here) != drawn.end());
  CHECK(drawn.size() < c.sectors.size());
  const auto& listed = c.visibility[static_cast<size_t>(here)].sectors;
  for (int s : drawn)
    CHECK((s == here || std::find(listed.begin(), listed.end(), s) != listed.end()));
}

TEST_CASE("The Dusk Ring has fog, a sky and a sun for the lens flare", "[circuit][dusk]") {
  const assets::Circuit& c = circuit_test::dusk_ring();
  const engine::FogRange fog = engine::fog_range(c);
  CHECK(fog.on);
  CHECK(fog.end == static_cast<float>(c.fog.fog_distance));
  // The haze is the sky's horizon colour (warm at dusk), not the black background colour.
  CHECK(fog.colour[0] > fog.colour[2]);
  CHECK(engine::toward_sun(c).has_value());
  CHECK(engine::toward_sun(c)->z > 0);
}
