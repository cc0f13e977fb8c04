#include "unpod/engine/sky.h"

#include <catch2/catch.hpp>

#include "support/sample_circuit.h"

using namespace unpod;

TEST_CASE("The background colour's bits switch red, green and blue to full", "[circuit][sky]") {
  assets::FogBackground f;
  f.background_colour = 5;
  CHECK(engine::background_colour(f) == engine::Rgb{1, 0, 1});
  f.background_colour = 0;
  CHECK(engine::background_colour(f) == engine::Rgb{0, 0, 0});
}

TEST_CASE("Fog is total at the fog distance and starts nearer, intensity 0 turns it off",
          "[circuit][sky]") {
  assets::Circuit c = test::make_sample_circuit();
  c.fog.fog_distance = 1000;
  c.fog.fog_intensity = 20;
  auto fog = engine::fog_range(c);
  CHECK(fog.on);
  CHECK(fog.end == 1000.0f);
  CHECK(fog.start == Approx(1000.0f * engine::kFogStartShare));
  c.fog.fog_intensity = 0;
  CHECK_FALSE(engine::fog_range(c).on);
}

TEST_CASE("The sky scrolls with time at its speed and repeats with its zoom", "[circuit][sky]") {
  assets::Sky sky;
  sky.type = 1;
  sky.z = 700;
  sky.zoom = 3;
  sky.speed = 4;
  sky.textures.size = 128;
  sky.textures.pages.resize(1);
  engine::CameraView cam;
  const auto at0 = engine::sky_look(sky, cam, 0);
  const auto at8 = engine::sky_look(sky, cam, 8000);  // 32 texels on
  CHECK(at0.on);
  CHECK(at0.repeats == 3.0f);
  CHECK(at0.scroll == 0.0f);
  CHECK(at8.scroll == Approx(32.0 / 128));
  // A higher sky reaches further down to the horizon.
  sky.z = 100;
  CHECK(engine::sky_look(sky, cam, 0).rim_elevation < at0.rim_elevation);
  sky.type = 0;
  CHECK_FALSE(engine::sky_look(sky, cam, 0).on);
}

TEST_CASE("The sun is on screen when the camera looks toward it, not when it turns away",
          "[circuit][sky]") {
  engine::CameraView cam;
  cam.eye = {0, 0, 1};
  cam.target = {1, 0, 1.3f};
  const engine::Vec3f sun = engine::normalize({1, 0, 0.3f});
  const auto ahead = engine::sun_on_screen(cam, 1.5f, sun);
  REQUIRE(ahead.has_value());
  CHECK((*ahead)[0] == Approx(0).margin(1e-4));
  CHECK((*ahead)[1] == Approx(0).margin(1e-4));
  cam.target = {-1, 0, 1};
  CHECK_FALSE(engine::sun_on_screen(cam, 1.5f, sun).has_value());
}
