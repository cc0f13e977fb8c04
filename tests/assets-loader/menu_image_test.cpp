// Menu images, .IMG (pod-formats.md §8.4): plain and PBDF-wrapped, RGB555 and palettes.
#include <catch2/catch.hpp>

#include <random>

#include "support/sample_car.h"
#include "unpod/assets/car.h"
#include "unpod/assets/menu_image.h"

using namespace unpod::assets;

namespace {

MenuImageFile sample_images() {
  MenuImageFile f;
  std::array<uint16_t, 256> pal{};
  for (size_t i = 0; i < 256; ++i) pal[i] = uint16_t(i * 0x0421);  // greys
  pal[1] = 0x7C00;                                                 // pure red in RGB555
  f.palettes = {pal, pal};
  f.palettes[1][1] = 0x001F;  // pure blue
  // A 4x3 palettised image at 0, then a 2x2 direct-colour image after it.
  f.images.push_back(MenuImageEntry{4, 3, 101, 0, 0, 0});
  f.images.push_back(MenuImageEntry{2, 2, 102, 12, -1, 0x55AA});
  f.images.push_back(MenuImageEntry{2, 1, 103, 0, 1, 0});
  f.pixels.resize(12 + 8);
  for (size_t i = 0; i < 12; ++i) f.pixels[i] = uint8_t(i % 2);
  const uint16_t direct[4] = {0x03E0, 0x7FFF, 0x0000, 0x4210};  // green, white, black, grey
  for (size_t i = 0; i < 4; ++i) {
    f.pixels[12 + 2 * i] = uint8_t(direct[i]);
    f.pixels[12 + 2 * i + 1] = uint8_t(direct[i] >> 8);
  }
  return f;
}

}  // namespace

TEST_CASE("Menu image round trip, plain and PBDF-wrapped") {
  const MenuImageFile f = sample_images();
  auto plain = write_menu_image(f);
  REQUIRE(plain.ok());
  CHECK(plain->size() == 12 + 3 * 16 + 2 * 512 + 20);
  auto back = read_menu_image(*plain, "TITLE.IMG");
  REQUIRE(back.ok());
  CHECK_FALSE(back->container);
  CHECK(*back == f);

  MenuImageFile wrapped = f;
  wrapped.container = MenuImageContainer{kFrameBitmapKey, 0x200, {0}};
  auto bytes = write_menu_image(wrapped);
  REQUIRE(bytes.ok());
  CHECK(bytes->size() % 0x200 == 0);
  auto back2 = read_menu_image(*bytes, "TITLE.IMG");
  REQUIRE(back2.ok());
  REQUIRE(back2->container);
  CHECK(back2->container->key == kFrameBitmapKey);
  CHECK(back2->container->block_size == 0x200);
  CHECK(*back2 == wrapped);
  CHECK(*write_menu_image(*back2) == *bytes);
}

TEST_CASE("Menu image converts palette and RGB555 colours to RGBA8") {
  const MenuImageFile f = sample_images();
  auto pal = menu_image_rgba8(f, 0);
  REQUIRE(pal.ok());
  CHECK(pal->width == 4);
  CHECK(pal->height == 3);
  REQUIRE(pal->rgba.size() == 48);
  CHECK(std::vector<uint8_t>(pal->rgba.begin(), pal->rgba.begin() + 8) ==
        std::vector<uint8_t>{0, 0, 0, 255, 255, 0, 0, 255});
  auto direct = menu_image_rgba8(f, 1);
  REQUIRE(direct.ok());
  CHECK(direct->rgba ==
        std::vector<uint8_t>{0, 255, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 132, 132, 132, 255});
  auto second_palette = menu_image_rgba8(f, 2);
  REQUIRE(second_palette.ok());
  CHECK(second_palette->rgba[4 + 2] == 255);  // palette 1, index 1: blue
  CHECK_FALSE(menu_image_rgba8(f, 3).ok());
  MenuImageFile broken = f;
  broken.images[1].pixel_offset = 100;
  CHECK_FALSE(menu_image_rgba8(broken, 1).ok());
  CHECK_FALSE(write_menu_image(broken).ok());
}

TEST_CASE("Menu image reader refuses bad input without crashing") {
  const auto bytes = *write_menu_image(sample_images());
  for (size_t cut = 0; cut < bytes.size(); ++cut) {
    CAPTURE(cut);
    CHECK_FALSE(read_menu_image(std::span(bytes).first(cut), "cut.img").ok());
  }
  auto set32 = [](std::vector<uint8_t>& b, size_t at, uint32_t v) {
    for (int k = 0; k < 4; ++k) b[at + size_t(k)] = uint8_t(v >> (8 * k));
  };
  for (size_t field : {0u, 4u, 8u}) {
    auto bad = bytes;
    set32(bad, field, 0x7FFFFFFF);
    auto r = read_menu_image(bad, "absurd.img");
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().section == "menu image/header");
    CHECK(r.error().offset == field);
  }
  // An image past the pixel area, and one naming a missing palette: the error names the image.
  auto past = bytes;
  set32(past, 12 + 16 + 8, 1000);
  auto r = read_menu_image(past, "past.img");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().section == "menu image/images/image 1");
  auto nopal = bytes;
  nopal[12 + 12] = 7;
  CHECK_FALSE(read_menu_image(nopal, "nopal.img").ok());
  // Wrong types: a car file (PBDF, but not an image table).
  const auto car = *write_car(unpod::test::make_sample_car());
  CHECK_FALSE(read_menu_image(car, "car.img").ok());
  // Flipped bits: an error or an image table whose every image converts.
  std::mt19937 rng(4);
  for (int i = 0; i < 300; ++i) {
    auto bad = bytes;
    bad[rng() % bad.size()] ^= uint8_t(1u << (rng() % 8));
    auto x = read_menu_image(bad, "flipped.img");
    if (x)
      for (size_t k = 0; k < x->images.size(); ++k) CHECK(menu_image_rgba8(*x, k).ok());
  }
}
