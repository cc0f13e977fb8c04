#include "unpod/engine/texture_animation.h"

#include <catch2/catch.hpp>

#include "circuit_fixtures.h"
#include "support/sample_circuit.h"

using namespace unpod;
using circuit_test::fx;

namespace {

// Keys 0, 1, 2 at 0 s, 1 s, 1.5 s of a 2 s animation.
assets::TextureAnimDescriptor three_steps() {
  assets::TextureAnimDescriptor d;
  d.keys.resize(3);
  d.duration = fx(2);
  d.steps = {{0, 0}, {fx(1), 1}, {fx(1.5), 2}};
  return d;
}

}  // namespace

TEST_CASE("A texture animation shows the key of the step whose time has come",
          "[circuit][animation]") {
  const auto d = three_steps();
  CHECK(engine::texture_anim_key(d, 0, true) == 0);
  CHECK(engine::texture_anim_key(d, 999, true) == 0);
  CHECK(engine::texture_anim_key(d, 1000, true) == 1);
  CHECK(engine::texture_anim_key(d, 1600, true) == 2);
}

TEST_CASE("A looping texture animation starts again after its duration, a single one holds",
          "[circuit][animation]") {
  const auto d = three_steps();
  CHECK(engine::texture_anim_key(d, 2100, true) == 0);
  CHECK(engine::texture_anim_key(d, 3200, true) == 1);
  CHECK(engine::texture_anim_key(d, 3200, false) == 2);
}

TEST_CASE("A texture animation step naming a missing key shows nothing new",
          "[circuit][animation]") {
  auto d = three_steps();
  d.steps[1].key = 7;
  CHECK(engine::texture_anim_key(d, 1200, true) == -1);
  d.keys.clear();
  CHECK(engine::texture_anim_key(d, 0, true) == -1);
}

TEST_CASE("The sample circuit's animated faces are found by their rank among quads or triangles",
          "[circuit][animation]") {
  const assets::Circuit c = test::make_sample_circuit();
  const auto anims = engine::collect_texture_animations(c);
  REQUIRE(anims.descriptors.size() == 1);
  REQUIRE(anims.faces.size() == 2);
  const auto& faces = c.sectors[0].object.faces;
  // First quad, looping; second triangle, once.
  CHECK(faces[anims.faces[0].face].is_quad());
  CHECK(anims.faces[0].loop);
  size_t quads_before = 0, triangles_before = 0;
  for (size_t i = 0; i < anims.faces[0].face; ++i) quads_before += faces[i].is_quad();
  for (size_t i = 0; i < anims.faces[1].face; ++i) triangles_before += !faces[i].is_quad();
  CHECK(quads_before == 0);
  CHECK(!faces[anims.faces[1].face].is_quad());
  CHECK(triangles_before == 1);
  CHECK_FALSE(anims.faces[1].loop);
}

TEST_CASE("Animated faces naming a missing sector or face are dropped", "[circuit][animation]") {
  assets::Circuit c;
  c.sectors.push_back(circuit_test::square_sector({circuit_test::face({0, 1, 2}, "TEXTURE", 0)}));
  assets::TextureAnimation t;
  t.descriptors.resize(1);
  t.anims = {
      assets::TextureAnimUse{0,
                             {assets::AnimatedSector{0, {{true, 3, 0}, {true, 3, 1}, {true, 4, 0}}},
                              assets::AnimatedSector{5, {{true, 3, 0}}}}}};
  c.surface_animations.push_back(assets::SurfaceAnimation{"x.cta", t});
  CHECK(engine::collect_texture_animations(c).faces.size() == 1);
}
