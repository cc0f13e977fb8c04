// Object and sprite animations of a circuit (circuit_animation.h): poses over time, looping,
// several placements, sprite frames, and odd data skipped.
#include <catch2/catch.hpp>

#include "circuit_fixtures.h"
#include "unpod/engine/circuit_animation.h"

namespace unpod::engine {
namespace {

using circuit_test::face;
using circuit_test::fx;
using circuit_test::v3;

// A page list of `pages` pages of `side` texels, each one RGB565 colour (page p: 0x0100 * (p+1)).
assets::TextureList colour_pages(size_t pages, uint32_t side) {
  assets::TextureList l;
  l.size = side;
  for (size_t p = 0; p < pages; ++p) {
    assets::TexturePage page;
    page.pixels.resize(size_t(side) * side * 2);
    for (size_t i = 0; i < page.pixels.size(); i += 2) page.pixels[i + 1] = uint8_t(p + 1);
    l.pages.push_back(page);
  }
  return l;
}

assets::AnimKey key_at(double x, double y, double z, bool quarter_turn = false) {
  assets::AnimKey k;
  k.present = true;
  k.position = v3(x, y, z);
  k.rotation = quarter_turn ? assets::Mat3{{v3(0, 1, 0), v3(-1, 0, 0), v3(0, 0, 1)}}
                            : assets::Mat3::identity();
  return k;
}

// A windmill: 4 frames; one textured square keyed at frames 0 (x + 1) and 2 (x + 3, turned a
// quarter about z), frames 1 and 3 without keys; a sprite animation from frame 1 showing sprite
// 0 then sprite 1 (on its list's second page). Placed at (100, 0, 0) and, in sector 0, at
// (0, 50, 0).
assets::Circuit animated_circuit() {
  assets::Circuit c;
  c.texture_list_name = "duskring.tex";
  c.textures = colour_pages(1, 256);
  c.sectors.push_back(circuit_test::square_sector({face({0, 1, 2, 3}, "FLAT", 0x808080)}));

  assets::AnimDescriptor mill;
  mill.name = "mill.ani";
  mill.frame_count = 4;
  assets::ObjectAnim blades;
  blades.frames = 4;
  blades.texture_list_name = "DUSKRING.TEX";
  assets::Object square = circuit_test::square_sector({face({0, 1, 2, 3}, "TEXTURE", 0)}).object;
  blades.objects.push_back(square);
  blades.keys = {key_at(1, 0, 0), {}, key_at(3, 0, 0, true), {}};
  mill.object_anims.push_back(blades);

  assets::SpriteAnim smoke;
  smoke.start_frame = 1;
  smoke.name = "smoke.tex";
  smoke.textures = colour_pages(2, 128);
  smoke.sprites = {{0, 0, 0, 64, 32}, {1, 64, 64, 128, 128}};
  smoke.frames = {{v3(0, 0, 5), {{0, fx(2), fx(1), 0, 0}}},
                  {v3(0, 0, 6), {{1, fx(4), fx(4), fx(1), fx(0.5)}}}};
  mill.sprite_anims.push_back(smoke);
  c.animations.name = "duskring.anc";
  c.animations.value = assets::Animations{};
  c.animations.value->descriptors.push_back(mill);

  assets::AnimDescriptor wrong;
  wrong.name = "WrongWay.ani";
  wrong.wrongway = assets::WrongWayLoop{2, 6};
  wrong.frame_count = 8;
  wrong.object_anims.push_back(blades);
  c.animations.value->descriptors.push_back(wrong);

  assets::AnimPlacement at_100;
  at_100.position = v3(100, 0, 0);
  at_100.rotation = assets::Mat3::identity();
  c.animations.value->global.placements.push_back(at_100);
  assets::AnimPlacement at_50 = at_100;
  at_50.position = v3(0, 50, 0);
  c.animations.value->sectors.resize(1);
  c.animations.value->sectors[0].placements.push_back(at_50);
  return c;
}

Vec3f origin_of(const Mat4& m) {
  return transform_point(m, {0, 0, 0});
}

}  // namespace

TEST_CASE("An animated object stands at its first key when the race starts", "[animation]") {
  const AnimationSet set = build_animation_set(animated_circuit());
  AnimationPoses poses;
  pose_animations(set, 0, poses);
  REQUIRE(poses.objects.size() == 2);
  CHECK(origin_of(poses.objects[0].model) == Vec3f{101, 0, 0});
  CHECK(origin_of(poses.objects[1].model) == Vec3f{1, 50, 0});
}

TEST_CASE("An animated object keeps its last key until the next one, then takes it",
          "[animation]") {
  const AnimationSet set = build_animation_set(animated_circuit());
  AnimationPoses poses;
  pose_animations(set, 45, poses);  // frame 1: no key
  CHECK(origin_of(poses.objects[0].model) == Vec3f{101, 0, 0});
  pose_animations(set, 85, poses);  // frame 2: turned a quarter, 3 along x
  const Mat4& m = poses.objects[0].model;
  CHECK(origin_of(m) == Vec3f{103, 0, 0});
  const Vec3f tip = transform_point(m, {1, 0, 0});  // the object's x now points along y
  CHECK(tip.x == Approx(103));
  CHECK(tip.y == Approx(1));
}

TEST_CASE("An animation loops over its descriptor's frames", "[animation]") {
  const assets::Circuit c = animated_circuit();
  const auto& mill = c.animations.value->descriptors[0];
  const auto& placement = c.animations.value->global.placements[0];
  CHECK(placement_frame(mill, placement, 0) == 0);
  CHECK(placement_frame(mill, placement, 120) == 3);
  CHECK(placement_frame(mill, placement, 160) == 0);
  CHECK(placement_frame(mill, placement, 200) == 1);
  const AnimationSet set = build_animation_set(c);
  AnimationPoses poses;
  pose_animations(set, 160 + 85, poses);
  CHECK(origin_of(poses.objects[0].model) == Vec3f{103, 0, 0});
}

TEST_CASE("A frozen placement holds its first frame", "[animation]") {
  assets::Circuit c = animated_circuit();
  c.animations.value->global.placements[0].frozen = 1;
  const auto& mill = c.animations.value->descriptors[0];
  CHECK(placement_frame(mill, c.animations.value->global.placements[0], 85) == 0);
  CHECK(placement_frame(mill, c.animations.value->sectors[0].placements[0], 85) == 2);
}

TEST_CASE("The wrong-way sign loops between its loop frames and is not drawn on the circuit",
          "[animation]") {
  assets::Circuit c = animated_circuit();
  const auto& wrong = c.animations.value->descriptors[1];
  const assets::AnimPlacement p;
  CHECK(placement_frame(wrong, p, 5 * 40) == 5);
  CHECK(placement_frame(wrong, p, 6 * 40) == 2);
  CHECK(placement_frame(wrong, p, 9 * 40) == 5);
  assets::AnimPlacement placed = c.animations.value->global.placements[0];
  placed.descriptor = 1;
  c.animations.value->global.placements.push_back(placed);
  const AnimationSet set = build_animation_set(c);
  CHECK(set.placements.size() == 2);
  CHECK_FALSE(set.descriptors[1].drawn);
}

TEST_CASE("A sprite animation shows its frames in order from its start frame", "[animation]") {
  const AnimationSet set = build_animation_set(animated_circuit());
  AnimationPoses poses;
  pose_animations(set, 0, poses);
  CHECK(poses.sprites.empty());

  pose_animations(set, 45, poses);
  REQUIRE(poses.sprites.size() == 2);  // one per placement
  const PlacedSprite first = poses.sprites[0];
  CHECK(first.centre == Vec3f{100, 0, 5});
  CHECK(first.half_width == 1.0f);
  CHECK(first.half_height == 0.5f);
  CHECK(first.u0 == 0.0f);
  CHECK(first.u1 == 0.5f);
  CHECK(first.v1 == 0.25f);
  CHECK(set.pages[static_cast<size_t>(first.page)].rgba[1] !=
        set.pages[static_cast<size_t>(first.page) + 1].rgba[1]);

  pose_animations(set, 85, poses);
  REQUIRE(poses.sprites.size() == 2);
  const PlacedSprite& second = poses.sprites[0];
  CHECK(second.centre == Vec3f{100, 0, 6});
  CHECK(second.page == first.page + 1);
  CHECK(second.half_width == 2.0f);
  CHECK(second.dx == 1.0f);
  CHECK(second.u0 == 0.5f);
  CHECK(second.v0 == 0.5f);
  CHECK(second.u1 == 1.0f);

  pose_animations(set, 125, poses);  // frame 3: past the sprite's two frames
  CHECK(poses.sprites.empty());
}

TEST_CASE("Animated meshes use the circuit mesh's vertex format on their own page layers",
          "[animation]") {
  const AnimationSet set = build_animation_set(animated_circuit());
  // The circuit's page (named in another case) then the sprite list's two, all at 256 texels.
  REQUIRE(set.pages.size() == 3);
  CHECK(set.page_side == 256);
  for (const Image& page : set.pages) CHECK(page.rgba.size() == 256u * 256u * 4u);
  REQUIRE(set.objects.sectors.size() == 1);  // the wrong-way sign's blades are not built
  CHECK(set.objects.counts.triangles == 2);
  CHECK(set.objects.sectors[0].batches.at(0).page == 0);
  for (const CircuitVertex& v : set.objects.vertices) CHECK(v.flags & vertex_flags::kTextured);
  CHECK(set.max_sprites == 2);
}

TEST_CASE("Sprites face the camera with their page rectangle", "[animation]") {
  PlacedSprite s;
  s.centre = {10, 0, 0};
  s.half_width = 2;
  s.half_height = 1;
  s.dx = 1;
  s.u0 = 0.25f;
  s.u1 = 0.5f;
  s.v0 = 0;
  s.v1 = 1;
  s.page = 3;
  CircuitVertex q[4];
  sprite_corners(s, {0, 1, 0}, {0, 0, 1}, q);
  CHECK(q[0].position == Vec3f{10, -1, -1});
  CHECK(q[2].position == Vec3f{10, 3, 1});
  CHECK(q[0].u == 0.25f);
  CHECK(q[0].v == 1.0f);
  CHECK(q[2].v == 0.0f);
  CHECK(q[1].page == 3.0f);
  CHECK(q[0].normal == Vec3f{1, 0, 0});
  CHECK(q[0].flags == (vertex_flags::kTextured | vertex_flags::kBlackTransparent));
}

TEST_CASE("Animations with indices out of range are skipped, the rest still shows", "[animation]") {
  assets::Circuit c = animated_circuit();
  auto& anims = *c.animations.value;
  assets::AnimPlacement bad = anims.global.placements[0];
  bad.descriptor = 7;
  anims.global.placements.push_back(bad);
  bad.descriptor = -1;
  anims.sectors[0].placements.push_back(bad);
  auto& mill = anims.descriptors[0];
  mill.object_anims[0].keys.resize(1);  // keys for frame 0 only
  mill.sprite_anims[0].frames[0].sprites.push_back({9, fx(1), fx(1), 0, 0});  // no sprite 9
  mill.sprite_anims[0].sprites.push_back({5, 0, 0, 16, 16});                  // no page 5
  mill.sprite_anims[0].frames[0].sprites.push_back({2, fx(1), fx(1), 0, 0});

  const AnimationSet set = build_animation_set(c);
  CHECK(set.placements.size() == 2);
  AnimationPoses poses;
  pose_animations(set, 85, poses);
  REQUIRE(poses.objects.size() == 2);
  CHECK(origin_of(poses.objects[0].model) == Vec3f{101, 0, 0});  // frame 0's key held
  pose_animations(set, 45, poses);
  CHECK(poses.sprites.size() == 2);  // only sprite 0, once per placement

  CHECK_FALSE(object_pose(mill.object_anims[0], 1, 0));
  CHECK_FALSE(object_pose(mill.object_anims[0], 0, 4));
  CHECK(sprite_frame(mill.sprite_anims[0], 0) == nullptr);
}

TEST_CASE("An object animation whose list is missing draws its faces untextured", "[animation]") {
  assets::Circuit c = animated_circuit();
  c.textures = {};
  c.animations.value->descriptors[0].sprite_anims.clear();
  const AnimationSet set = build_animation_set(c);
  CHECK(set.pages.empty());
  CHECK(set.objects.counts.missing_pages == 1);
  CHECK(set.objects.sectors[0].batches.at(0).page == kUntexturedPage);
}

TEST_CASE("The demo disc's circuits have no object or sprite animations", "[animation]") {
  const AnimationSet set = build_animation_set(circuit_test::dusk_ring());
  AnimationPoses poses;
  pose_animations(set, 7000, poses);
  CHECK(set.placements.empty());
  CHECK(poses.objects.empty());
  CHECK(poses.sprites.empty());
}

}  // namespace unpod::engine
