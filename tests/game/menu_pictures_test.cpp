// Which menu image is what (game/screens/menu_pictures.h, an inferred rule): a circuit's
// picture by its file name, the backdrop the largest full-screen image of the others, a
// damaged file named and left out.
#include <catch2/catch.hpp>

#include <filesystem>

#include "screens/menu_pictures.h"
#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"

using namespace unpod;
using unpod::game::screens::find_menu_pictures;

namespace {

// One file of one image per size in `sizes`, palette 0 of one colour (`grey` 0..31).
assets::MenuImageFile images_of(std::vector<std::pair<int, int>> sizes, uint16_t grey) {
  assets::MenuImageFile f;
  std::array<uint16_t, 256> palette{};
  palette.fill(uint16_t(grey << 10 | grey << 5 | grey));
  f.palettes.push_back(palette);
  uint32_t offset = 0;
  for (const auto& [w, h] : sizes) {
    f.images.push_back({uint16_t(w), uint16_t(h), uint32_t(f.images.size() + 1), offset, 0, 0});
    offset += uint32_t(w * h);
  }
  f.pixels.assign(offset, 0);
  return f;
}

void write_images(const std::filesystem::path& file, const assets::MenuImageFile& f) {
  std::filesystem::create_directories(file.parent_path());
  REQUIRE(assets::write_file_atomic(file, *assets::write_menu_image(f)).empty());
}

}  // namespace

TEST_CASE(
    "menu pictures: a circuit's by its name, the largest full-screen one behind the "
    "menus, a damaged file named",
    "[game][menu-pictures]") {
  test::TempDir dir;
  const auto mimg = dir.path() / "Data" / "Binary" / "Mimg";  // any case, as installed
  write_images(mimg / "beltane.img", images_of({{640, 480}, {100, 80}}, 31));
  write_images(mimg / "A_SMALL.IMG", images_of({{300, 400}, {319, 200}}, 8));
  write_images(mimg / "MENUS.IMG", images_of({{320, 200}, {640, 480}, {640, 480}}, 16));
  write_images(mimg / "TITLE.IMG", images_of({{400, 300}}, 4));
  {
    auto bytes = *assets::write_menu_image(images_of({{320, 200}}, 20));
    bytes.resize(bytes.size() / 2);
    REQUIRE(assets::write_file_atomic(mimg / "TORN.IMG", bytes).empty());
  }
  assets::Installation inst;
  inst.root = dir.path();
  inst.circuits.push_back({});
  inst.circuits.back().name = "Beltane";
  inst.circuits.push_back({});
  inst.circuits.back().name = "Mirage";  // no picture

  const auto set = find_menu_pictures(inst);
  // Beltane's own file gives its first image, and is never the backdrop though it holds a
  // 640x480 one.
  REQUIRE(set.circuits.size() == 1);
  REQUIRE(set.circuits.contains("BELTANE"));
  CHECK(set.circuits.at("BELTANE").width == 640);
  CHECK(set.circuits.at("BELTANE").rgba[0] == 255);
  // The largest at least 320x200: MENUS.IMG's first 640x480 (a tie goes to the earlier).
  REQUIRE(set.backdrop);
  CHECK(set.backdrop->width == 640);
  CHECK(set.backdrop->height == 480);
  CHECK(set.backdrop_source == "MENUS.IMG, image 2 of 3");
  CHECK(set.backdrop->rgba[0] == (16 << 3 | 16 >> 2));
  // The torn file is named with what is wrong, and nothing else is a problem.
  REQUIRE(set.problems.size() == 1);
  CHECK(set.problems[0].to_string().find("TORN.IMG") != std::string::npos);
}

TEST_CASE("menu pictures: none without a MIMG folder, and none from images under 320x200",
          "[game][menu-pictures]") {
  test::TempDir dir;
  assets::Installation inst;
  inst.root = dir.path();
  auto set = find_menu_pictures(inst);
  CHECK_FALSE(set.backdrop);
  CHECK(set.circuits.empty());
  CHECK(set.problems.empty());
  write_images(dir.path() / "DATA/BINARY/MIMG/ICONS.IMG", images_of({{319, 480}, {640, 199}}, 3));
  set = find_menu_pictures(inst);
  CHECK_FALSE(set.backdrop);
  CHECK(set.problems.empty());
}
