// The demo disc's menu pictures (tools/disc/menu_pictures.h): a backdrop the size the game
// takes for one, and a circuit's picture that shows its lap from above, fitted and in place.
#include <catch2/catch.hpp>

#include <algorithm>

#include "centreline.h"
#include "menu_pictures.h"

using namespace unpod;
using namespace unpod::disc;

namespace {

ControlPoint picture_cp(double x, double y, double z) {
  ControlPoint p;
  p.at = {x, y, z};
  p.width = 12;
  return p;
}

// A long oval, 800 wide and 200 deep, flat on z = 0 (z up), starting on its right end.
TrackDesc wide_oval() {
  TrackDesc d;
  d.main = {picture_cp(400, 0, 0),    picture_cp(300, 100, 0), picture_cp(0, 100, 0),
            picture_cp(-300, 100, 0), picture_cp(-400, 0, 0),  picture_cp(-300, -100, 0),
            picture_cp(0, -100, 0),   picture_cp(300, -100, 0)};
  return d;
}

std::array<uint8_t, 4> pixel(const assets::RgbaImage& img, int x, int y) {
  const size_t at = (size_t(y) * img.width + size_t(x)) * 4;
  return {img.rgba[at], img.rgba[at + 1], img.rgba[at + 2], img.rgba[at + 3]};
}

}  // namespace

TEST_CASE(
    "the disc's backdrop is one 320x200 picture, night sky over a lit ground, the same "
    "every time",
    "[disc][menu-pictures]") {
  const assets::MenuImageFile f = disc_backdrop();
  REQUIRE(f.images.size() == 1);
  CHECK(f.images[0].width == kBackdropWidth);
  CHECK(f.images[0].height == kBackdropHeight);
  CHECK(f == disc_backdrop());
  const auto bytes = assets::write_menu_image(f);
  REQUIRE(bytes.ok());
  const auto back = assets::read_menu_image(*bytes, "MENU.IMG");
  REQUIRE(back.ok());
  CHECK(*back == f);
  const auto img = assets::menu_image_rgba8(f, 0);
  REQUIRE(img.ok());
  const auto brightness = [&](int x, int y) {
    const auto p = pixel(*img, x, y);
    return p[0] + p[1] + p[2];
  };
  // Dark at the top of the sky, brighter towards the horizon; the moon the brightest thing.
  CHECK(brightness(20, 2) < brightness(20, 110));
  int bright = 0;
  for (int y = 0; y < kBackdropHeight; ++y)
    for (int x = 0; x < kBackdropWidth; ++x) bright += brightness(x, y) > 500;
  CHECK(bright > 400);  // the moon's lit side and the stars
}

TEST_CASE(
    "a circuit's picture shows its lap from above, fitted with a margin, the start "
    "line on it",
    "[disc][menu-pictures]") {
  const Centreline lap = sample_main(wide_oval(), 2.0);
  const assets::MenuImageFile f = circuit_picture(lap, {});
  REQUIRE(f.images.size() == 1);
  const auto img = assets::menu_image_rgba8(f, 0);
  REQUIRE(img.ok());
  REQUIRE(int(img->width) == kCircuitPictureWidth);
  REQUIRE(int(img->height) == kCircuitPictureHeight);
  const auto field = pixel(*img, 0, 0);
  const auto is_field = [&](int x, int y) { return pixel(*img, x, y) == field; };
  const auto is_white = [&](int x, int y) {
    const auto p = pixel(*img, x, y);
    return p[0] > 240 && p[1] > 240 && p[2] > 240;
  };
  // The margin is field all round; the oval's middle too.
  for (int x = 0; x < kCircuitPictureWidth; ++x) {
    CHECK(is_field(x, 0));
    CHECK(is_field(x, kCircuitPictureHeight - 1));
  }
  CHECK(is_field(kCircuitPictureWidth / 2, kCircuitPictureHeight / 2));
  // Its width fills the picture (4:1 in 4:3): the middle row meets road near both sides.
  int left = -1, right = -1;
  for (int x = 0; x < kCircuitPictureWidth; ++x)
    if (!is_field(x, kCircuitPictureHeight / 2)) {
      if (left < 0) left = x;
      right = x;
    }
  CHECK(left >= 4);
  CHECK(left <= 16);
  CHECK(right >= kCircuitPictureWidth - 17);
  CHECK(right <= kCircuitPictureWidth - 5);
  // Its depth is a quarter of its width, centred: rows near the top and bottom are all field.
  for (int x = 0; x < kCircuitPictureWidth; ++x) {
    CHECK(is_field(x, 20));
    CHECK(is_field(x, kCircuitPictureHeight - 21));
  }
  // The start line is across the right end, where the lap starts.
  int white_right = 0, white_left = 0;
  for (int y = 0; y < kCircuitPictureHeight; ++y)
    for (int x = 0; x < kCircuitPictureWidth; ++x)
      if (is_white(x, y)) (x > kCircuitPictureWidth / 2 ? white_right : white_left) += 1;
  CHECK(white_right >= 3);
  CHECK(white_left == 0);
}
