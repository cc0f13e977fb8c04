// The car's meshes as the renderer uploads them: every face becomes triangles, each part in
// each damage state has its own mesh, the wheels turn about their hubs, the pages decode with
// black see-through.
#include <catch2/catch.hpp>

#include <cmath>
#include <numbers>
#include <set>

#include "car_fixtures.h"
#include "unpod/engine/car_mesh.h"

namespace {

using namespace unpod;
using engine::CarMesh;
using engine::DamageState;
using engine::Vec3f;

uint32_t expected_triangles(const assets::Object& o) {
  uint32_t n = 0;
  for (const assets::Face& f : o.faces) n += f.is_quad() ? 2 : 1;
  return n;
}

uint32_t indices_of(const CarMesh& mesh, size_t part) {
  uint32_t n = 0;
  const engine::CarMeshPart& p = mesh.parts[part];
  for (uint32_t b = p.first_batch; b < p.first_batch + p.batch_count; ++b)
    n += mesh.batches[b].index_count;
  return n;
}

// The part's triangle corners' positions, in order.
std::vector<std::array<float, 3>> corners_of(const CarMesh& mesh, size_t part) {
  std::vector<std::array<float, 3>> out;
  const engine::CarMeshPart& p = mesh.parts[part];
  for (uint32_t b = p.first_batch; b < p.first_batch + p.batch_count; ++b) {
    const engine::CarBatch& batch = mesh.batches[b];
    for (uint32_t i = batch.first_index; i < batch.first_index + batch.index_count; ++i) {
      const engine::CarVertex& v = mesh.vertices[mesh.indices[i]];
      out.push_back({v.position[0], v.position[1], v.position[2]});
    }
  }
  return out;
}

void check_no_face_lost(const assets::Car& car) {
  const CarMesh mesh = engine::build_car_mesh(car);
  uint32_t total = 0;
  for (size_t part = 0; part < assets::kCarPartCount; ++part) {
    INFO("part " << assets::car_part_name(part));
    CHECK(mesh.parts[part].faces_dropped == 0);
    CHECK(mesh.parts[part].triangle_count == expected_triangles(car.parts[part].object));
    CHECK(indices_of(mesh, part) == 3 * mesh.parts[part].triangle_count);
    total += expected_triangles(car.parts[part].object);
  }
  CHECK(mesh.triangle_count() == total);
  for (uint32_t i : mesh.indices) REQUIRE(i < mesh.vertices.size());
}

}  // namespace

TEST_CASE("Every face of the sample car is drawn: a quad as two triangles, a triangle as one",
          "[cars]") {
  check_no_face_lost(car_test::sample());
  // The sample's parts are boxes of 4 quads and 4 triangles.
  CHECK(engine::build_car_mesh(car_test::sample()).parts[0].triangle_count == 12);
}

TEST_CASE("Every face of the demo disc's Zephyr is drawn", "[cars]") {
  check_no_face_lost(test::demo_car("zephyr"));
  const CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  CHECK(mesh.triangle_count() > 200);
  CHECK(mesh.pages.size() == test::demo_car("zephyr").textures->pages.size());
}

TEST_CASE("A body part's damaged and ruined states are meshes of their own", "[cars]") {
  const CarMesh mesh = engine::build_car_mesh(test::demo_car("zephyr"));
  for (size_t body = 0; body < engine::kCarBodyPartCount; ++body) {
    const auto good = corners_of(mesh, engine::body_part_index(body, DamageState::kGood));
    const auto damaged = corners_of(mesh, engine::body_part_index(body, DamageState::kDamaged));
    const auto ruined = corners_of(mesh, engine::body_part_index(body, DamageState::kRuined));
    INFO("body part " << body);
    REQUIRE(!good.empty());
    CHECK(good != damaged);
    CHECK(damaged != ruined);
    CHECK(good != ruined);
  }
  // And they are stored apart: no two parts share a batch.
  std::set<uint32_t> first;
  for (const auto& p : mesh.parts) CHECK(first.insert(p.first_batch).second);
}

TEST_CASE("Each wheel's mesh is centred on its hub, and the hub is the wheel's physics point",
          "[cars]") {
  for (const assets::Car* car : {&car_test::sample(), &test::demo_car("zephyr")}) {
    const CarMesh mesh = engine::build_car_mesh(*car);
    for (size_t w = 0; w < engine::kCarWheelCount; ++w) {
      const engine::CarMeshPart& p = mesh.parts[engine::wheel_part_index(w)];
      INFO(car->name << " wheel " << w);
      const Vec3f centre = (p.bounds.min + p.bounds.max) * 0.5f;
      CHECK(std::abs(centre.x) < 1e-4f);
      CHECK(std::abs(centre.y) < 1e-4f);
      CHECK(std::abs(centre.z) < 1e-4f);
      CHECK(p.hub == engine::to_vec3f(car->physics.points[w].position));
    }
  }
}

TEST_CASE("A rolling wheel turns about its hub, top forwards, only the front wheels steer",
          "[cars]") {
  engine::CarPose pose;
  pose.position = {100, 50, 3};
  const Vec3f hub{1.3f, -0.8f, -0.2f};
  const Vec3f world_hub = pose.position + hub;
  pose.wheel_roll.fill(std::numbers::pi_v<float> / 2);
  for (size_t w = 0; w < 4; ++w) {
    const engine::Mat4 m = engine::wheel_matrix(pose, hub, w);
    const Vec3f h = engine::transform_point(m, {});
    CHECK(engine::length(h - world_hub) < 1e-5f);
    // A quarter turn forwards brings the top of the tyre to the front.
    const Vec3f top = engine::transform_point(m, {0, 0, 0.35f});
    CHECK(top.x - world_hub.x == Approx(0.35f).margin(1e-5));
    CHECK(top.z - world_hub.z == Approx(0).margin(1e-5));
  }
  pose.wheel_roll.fill(0);
  pose.steer = 0.4f;
  const Vec3f front =
      engine::transform_point(engine::wheel_matrix(pose, hub, 0), {1, 0, 0}) - world_hub;
  CHECK(front.y == Approx(std::sin(0.4f)).margin(1e-5));  // turned left
  const Vec3f rear =
      engine::transform_point(engine::wheel_matrix(pose, hub, 1), {1, 0, 0}) - world_hub;
  CHECK(rear.y == Approx(0).margin(1e-6));
}

TEST_CASE("Car pages decode to RGBA8 with black texels see-through", "[cars]") {
  assets::TextureList list;
  list.size = 2;
  assets::TexturePage page;
  // Black, pure red, white, a dark blue.
  for (uint16_t c : {uint16_t(0x0000), uint16_t(0xF800), uint16_t(0xFFFF), uint16_t(0x0010)}) {
    page.pixels.push_back(uint8_t(c & 0xFF));
    page.pixels.push_back(uint8_t(c >> 8));
  }
  list.pages.push_back(page);
  const engine::CarTexturePage rgba = engine::decode_car_page(list, 0);
  REQUIRE(rgba.size == 2);
  REQUIRE(rgba.rgba.size() == 16);
  CHECK(rgba.rgba[3] == 0);
  CHECK(rgba.rgba[4] == 255);
  CHECK(rgba.rgba[5] == 0);
  CHECK(rgba.rgba[7] == 255);
  CHECK(rgba.rgba[11] == 255);
  CHECK(rgba.rgba[14] > 0);
  CHECK(rgba.rgba[15] == 255);
  CHECK(engine::decode_car_page(list, 1).rgba.empty());

  // Palettised: index 0 is the see-through colour.
  assets::TextureList pal;
  pal.size = 2;
  pal.palette.emplace();
  (*pal.palette)[3] = 200;
  pal.pages.push_back({{}, {0, 1, 1, 0}});
  const engine::CarTexturePage p = engine::decode_car_page(pal, 0);
  REQUIRE(p.rgba.size() == 16);
  CHECK(p.rgba[3] == 0);
  CHECK(p.rgba[4] == 200);
  CHECK(p.rgba[7] == 255);
  CHECK(p.rgba[15] == 0);
}

TEST_CASE("Car faces keep their material: colour, shading normals, page and see-through bit",
          "[cars]") {
  assets::Car car = car_test::sample();
  assets::Object& o = car.parts[0].object;
  o.faces.resize(4);
  for (assets::Face& f : o.faces) {
    f.vertex_count = 3;
    f.indices = {0, 1, 2, 0};
    f.normal = {0, 0, assets::kFxOne};
    f.property = assets::face_bits::kVisible;
  }
  o.normals[0] = {assets::kFxOne, 0, 0};
  o.faces[0].material = "FLAT";
  o.faces[0].color_or_page = 0x00102030;
  o.faces[1].material = "GOURAUD";
  o.faces[1].color_or_page = 0x00405060;
  o.faces[2].material = "TEXTURE";
  o.faces[2].color_or_page = 1;
  o.faces[2].property |= assets::face_bits::kBlackTransparent;
  o.faces[3].material = "TEXGOU";
  o.faces[3].color_or_page = 7;  // no such page: drawn as a grey colour face
  const CarMesh mesh = engine::build_car_mesh(car);
  const engine::CarMeshPart& part = mesh.parts[0];
  REQUIRE(part.triangle_count == 4);
  REQUIRE(part.batch_count == 2);  // colour faces, then page 1
  CHECK(mesh.batches[part.first_batch].page == engine::kNoPage);
  CHECK(mesh.batches[part.first_batch].index_count == 9);
  CHECK(mesh.batches[part.first_batch + 1].page == 1);
  // Vertices are stored per face corner, in face order.
  auto corner = [&](size_t face) { return mesh.vertices[face * 3]; };
  CHECK(corner(0).colour[0] == 0x10);
  CHECK(corner(0).colour[2] == 0x30);
  CHECK(corner(0).normal[2] == 1.0f);  // FLAT: the face normal
  CHECK(corner(1).colour[1] == 0x50);
  CHECK(corner(1).normal[0] == 1.0f);  // GOURAUD: the vertex normal
  CHECK(corner(2).colour[0] == 255);   // textured: the page gives the colour
  CHECK(corner(2).cutout == 255);
  CHECK(corner(1).cutout == 0);
  CHECK(corner(3).colour[0] == 0x80);  // the missing page's grey
  CHECK(corner(3).colour[0] == corner(3).colour[1]);
  CHECK(corner(2).uv[0] == Approx(0.0f));
  CHECK(mesh.vertices[7].uv[0] == Approx(127.0f / 128.0f));
}

TEST_CASE("A face whose corners point past the part's vertices is left out, not read", "[cars]") {
  assets::Car car = car_test::sample();
  car.parts[3].object.faces[0].indices[1] = 999;
  const CarMesh mesh = engine::build_car_mesh(car);
  CHECK(mesh.parts[3].faces_dropped == 1);
  CHECK(mesh.parts[3].triangle_count == 10);
  for (uint32_t i : mesh.indices) REQUIRE(i < mesh.vertices.size());
}

TEST_CASE("A car with no faces and no pages builds an empty mesh", "[cars]") {
  assets::Car car;
  const CarMesh mesh = engine::build_car_mesh(car);
  CHECK(mesh.triangle_count() == 0);
  CHECK(mesh.batches.empty());
  CHECK(mesh.body_bounds.empty());
}

TEST_CASE(
    "The car's culling box holds every part, the wheels turned any way and sprung to "
    "their limits",
    "[cars]") {
  const assets::Car& car = test::demo_car("zephyr");
  const CarMesh mesh = engine::build_car_mesh(car);
  for (size_t part = 0; part < assets::kCarPartCount; ++part) {
    const engine::CarMeshPart& p = mesh.parts[part];
    const Vec3f at = part >= engine::wheel_part_index(0) ? p.hub : Vec3f{};
    for (const Vec3f& c : {p.bounds.min + at, p.bounds.max + at}) {
      CHECK(c.x >= mesh.bounds.min.x);
      CHECK(c.z <= mesh.bounds.max.z);
    }
  }
  engine::CarPose pose;
  pose.wheel_roll.fill(0.7f);
  pose.steer = 0.5f;
  for (const bool up : {false, true}) {
    for (size_t w = 0; w < 4; ++w) {
      const assets::CarPoint& point = car.physics.points[w];
      pose.wheel_travel[w] = engine::to_float(up ? point.z_max : point.z_min);
    }
    for (size_t w = 0; w < 4; ++w) {
      const engine::CarMeshPart& p = mesh.parts[engine::wheel_part_index(w)];
      const engine::Mat4 m = engine::wheel_matrix(pose, p.hub, w);
      INFO("wheel " << w << (up ? " up" : " down"));
      for (const Vec3f& corner : {p.bounds.min, p.bounds.max}) {
        const Vec3f c = engine::transform_point(m, corner);
        CHECK(c.x <= mesh.bounds.max.x + 1e-4f);
        CHECK(c.y <= mesh.bounds.max.y + 1e-4f);
        CHECK(c.z <= mesh.bounds.max.z + 1e-4f);
        CHECK(c.z >= mesh.bounds.min.z - 1e-4f);
      }
    }
  }
}
