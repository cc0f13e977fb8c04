#include "support/sample_car.h"

#include <string>

#include "support/fx.h"

namespace unpod::test {
namespace {

using assets::Face;
using assets::Fx;
using assets::kFxOne;
using assets::Object;
using assets::Vec3;

// A box of half sizes (hx, hy, hz) around `c`: 8 vertices, 4 quads and 4 triangles, so both
// face kinds (and the quad_extra field) are exercised.
Object make_box(Vec3 c, double hx, double hy, double hz, bool named, uint32_t seed) {
  Object o;
  for (int i = 0; i < 8; ++i) {
    o.positions.push_back(Vec3{c.x + fx((i & 1) ? hx : -hx), c.y + fx((i & 2) ? hy : -hy),
                               c.z + fx((i & 4) ? hz : -hz)});
    o.normals.push_back(Vec3{(i & 1) ? kFxOne : -kFxOne, 0, 0});
  }
  const uint32_t quads[4][4] = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1}, {2, 3, 7, 6}};
  const uint32_t tris[4][3] = {{0, 2, 6}, {0, 6, 4}, {1, 5, 7}, {1, 7, 3}};
  const char* materials[4] = {"TEXTURE", "GOURAUD", "FLAT", "TEXGOU"};
  for (uint32_t k = 0; k < 8; ++k) {
    Face f;
    if (named) f.name = "face" + std::to_string(k);
    const bool quad = k < 4;
    f.vertex_count = quad ? 4 : 3;
    for (uint32_t v = 0; v < f.vertex_count; ++v)
      f.indices[v] = quad ? quads[k][v] : tris[k - 4][v];
    f.normal = Vec3{0, 0, (k & 1) ? kFxOne : -kFxOne};
    f.material = materials[(k + seed) % 4];
    f.color_or_page = f.textured() ? 0 : 0x00A03010u + k + seed;
    for (uint32_t v = 0; v < 4; ++v) f.uv[v] = {(v & 1) ? 127u : 0u, (v & 2) ? 127u : 0u};
    if (quad) f.quad_extra = Vec3{0, 0, 0};
    f.property = assets::face_bits::kVisible | ((k == 2) ? assets::face_bits::kTwoSided : 0u);
    o.faces.push_back(f);
  }
  o.radius = fx(hx + hy + hz);
  return o;
}

assets::CarPhysics make_physics() {
  assets::CarPhysics p;
  // Wheels FR, RR, FL, RL then the chassis point (§7.1); x forward, y left, z up.
  const double xs[5] = {1.3, -1.2, 1.3, -1.2, 0.0};
  const double ys[5] = {-0.8, -0.8, 0.8, 0.8, 0.0};
  for (size_t i = 0; i < 5; ++i) {
    assets::CarPoint& pt = p.points[i];
    const bool wheel = i < 4;
    pt.shock_damper = 0;
    pt.mass = fx(wheel ? 25.0 : 900.0);
    pt.unknown_44 = 0x11 * uint32_t(i + 1);
    pt.position = Vec3{fx(xs[i]), fx(ys[i]), fx(wheel ? -0.2 : 0.1)};
    pt.radius = fx(wheel ? 0.35 : 0.6);
    pt.friction = fx(0.015 + 0.001 * double(i));
    pt.grip = Vec3{fx(1.1), fx(0.95), fx(0.5)};
    for (size_t b = 0; b < pt.unknown_a0.size(); ++b) pt.unknown_a0[b] = uint8_t(0xA0 + b + i);
    pt.stiffness = fx(i < 2 || i == 4 ? 38.0 : 36.5);
    pt.viscosity = fx(2.25);
    pt.z_empty = fx(-0.15);
    pt.z_max = fx(0.05);
    pt.z_min = fx(-0.3);
  }
  p.unknown_43c = 1000u << 16;
  p.gear_count = 5;
  const double ratios[9] = {3.2, 2.1, 1.5, 1.15, 0.9, 0, 0, 0, -3.0};
  for (size_t g = 0; g < 9; ++g) p.gear_ratios[g] = fx(ratios[g]);
  p.steer_max = fx(0.52);
  p.steer_speed = fx(1.6);
  p.steer_recall = fx(2.4);
  p.rear_steer = fx(0.1);
  p.inertia = Vec3{fx(450.0), fx(1400.0), fx(1500.0)};
  p.unknown_514 = 0x514;
  p.gear_up_speed = fx(600.0);
  p.gear_down_speed = fx(350.0);
  p.mass = fx(1000.0);
  p.unknown_524 = 0x524;
  p.gravity_factor = fx(1.0);
  p.drag = fx(0.42);
  p.downforce = fx(0.18);
  p.brake_distribution = fx(0.6);
  p.zoom_factor = fx(1.0);
  p.viscous_friction = fx(0.05);
  p.brake_slope = fx(4.0);
  p.brake_max = fx(12.0);
  p.drive = 3;
  p.unknown_550 = {0x550, 0x554};
  // Runtime bytes of the stored image: written as they are, so a read + write keeps them.
  for (size_t i = 0; i < 5; ++i)
    p.initial_image[i * assets::kCarPointSize + 0x10] = uint8_t(0x70 + i);
  p.initial_image[0x4F4] = 0x4F;
  p.initial_image = assets::compose_physics_image(p);
  return p;
}

assets::TextureList make_textures(int version) {
  assets::TextureList t;
  const bool palettised = version == 3;
  t.size = palettised ? 256 : 128;
  const size_t texel = palettised ? 1 : 2;
  for (uint32_t page = 0; page < 2; ++page) {
    assets::TexturePage pg;
    pg.regions.push_back({"body" + std::to_string(page), 0, 0, 63, 63, 0});
    pg.regions.push_back({"wheel" + std::to_string(page), 64, 0, 127, 63, 1});
    pg.pixels.resize(size_t(t.size) * t.size * texel);
    for (size_t i = 0; i < pg.pixels.size(); ++i) pg.pixels[i] = uint8_t(i * 7 + page * 31);
    t.pages.push_back(std::move(pg));
  }
  if (palettised) {
    std::array<uint8_t, 768> pal{};
    for (size_t i = 0; i < 256; ++i) {
      pal[3 * i] = uint8_t(i);
      pal[3 * i + 1] = uint8_t(255 - i);
      pal[3 * i + 2] = uint8_t(i * 3);
    }
    t.palette = pal;
  }
  return t;
}

}  // namespace

assets::Car make_sample_car(int version, uint32_t key) {
  assets::Car car;
  car.flavour = assets::Flavour{version, key};
  car.name = "Mirage";
  car.physics = make_physics();
  for (int i = 0; i < 40; ++i) car.torque_curve.push_back(fx(80.0 + 3.0 * i - 0.05 * i * i));
  car.texture_list_name = "MIRAGE";
  car.textures = make_textures(version);
  car.named_faces = true;
  for (size_t i = 0; i < assets::kCarPartCount; ++i) {
    const bool wheel = i >= 18;
    const double scale = 1.0 - 0.1 * double(i / 6 % 3);
    car.parts[i].object =
        make_box(Vec3{fx(0.1 * double(i)), 0, 0}, wheel ? 0.35 : 0.5 * scale, wheel ? 0.15 : 0.6,
                 wheel ? 0.35 : 0.3, car.named_faces, uint32_t(i));
    car.parts[i].hull =
        assets::Prism{Vec3{fx(0.5), fx(0.6), fx(0.3)}, fx(0.78), Vec3{fx(0.1 * double(i)), 0, 0}};
  }
  for (size_t i = 0; i < assets::kCarShadowCount; ++i)
    car.shadows[i] = make_box(Vec3{0, 0, fx(-0.4)}, 1.4 + 0.1 * double(i), 0.9, 0.01,
                              car.named_faces, uint32_t(30 + i));
  for (size_t i = 0; i < assets::kCarExtraObjectCount; ++i) {
    assets::CarExtraObject& e = car.extra_objects[i];
    e.name = i == 0 ? "COLLIS1" : "COLLIS2";
    e.decor.named_faces = i == 1;
    e.decor.object = make_box(Vec3{}, 1.5, 0.9, 0.5, e.decor.named_faces, uint32_t(40 + i));
    e.decor.hull = assets::Prism{Vec3{fx(1.5), fx(0.9), fx(0.5)}, fx(1.75), Vec3{}};
    e.decor.mass = fx(1000.0);
    e.decor.inertia = Vec3{fx(450.0), fx(1400.0), fx(1500.0)};
    e.decor.resistance = 2000000;
    e.decor.friction = fx(0.3);
    e.decor.contacts.push_back({fx(0.35), Vec3{fx(1.3), fx(-0.8), fx(-0.2)}, fx(25.0)});
    e.decor.contacts.push_back({fx(0.35), Vec3{fx(-1.2), fx(0.8), fx(-0.2)}, fx(25.0)});
  }
  for (size_t s = 0; s < assets::kCarSoundCount; ++s) car.sounds.ids[s] = int16_t(100 + s);
  car.sounds.ids[6] = -1;
  car.ratings = assets::CarRatings{62, 55, 48, 60, 70};
  car.light.type = 2;
  car.light.position = Vec3{fx(1.9), 0, fx(0.2)};
  car.light.rotation = assets::Mat3::identity();
  car.light.radius = fx(30.0);
  car.light.intensity = fx(0.8);
  car.light.diffusion = 1;
  car.light.angle = fx(0.6);
  return car;
}

}  // namespace unpod::test
