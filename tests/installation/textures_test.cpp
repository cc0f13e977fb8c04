// Every texture and menu image of the installation decodes as the renderer and the menus
// decode them: each page of every texture list of every circuit (the track's, the props', the
// sprite animations', the background's and the sky's, and the lens flare) and of every car
// (RGB565 in .BL4/.BV4, through the palette in .BL3/.BV3) comes out as a full RGBA image, and
// a circuit's or car's pages together hold more than one colour; every image of every .IMG
// file anywhere in the installation comes out at its size.
#include <catch2/catch.hpp>

#include <filesystem>
#include <iostream>
#include <set>

#include "installation.h"
#include "unpod/assets/car.h"
#include "unpod/assets/circuit.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/menu_image.h"
#include "unpod/assets/serial.h"
#include "unpod/engine/texture_page.h"

using namespace unpod;

namespace {

// Decodes every page of `list` into `colours`; returns the number of pages.
size_t decode_list(const assets::TextureList& list, const std::string& what,
                   std::set<uint32_t>& colours) {
  for (size_t p = 0; p < list.pages.size(); ++p) {
    INFO(what << ", page " << p);
    const engine::Image image = engine::decode_texture_page(list, p);
    REQUIRE(image.width == list.size);
    REQUIRE(image.height == list.size);
    REQUIRE(image.rgba.size() == size_t(list.size) * list.size * 4);
    for (size_t i = 0; i < image.rgba.size(); i += 4)
      colours.insert(uint32_t(image.rgba[i]) << 16 | uint32_t(image.rgba[i + 1]) << 8 |
                     image.rgba[i + 2]);
  }
  return list.pages.size();
}

}  // namespace

TEST_CASE("every texture of every circuit and car decodes", "[textures]") {
  size_t pages = 0;
  for (const auto& entry : installation::circuits()) DYNAMIC_SECTION("circuit " << entry.name) {
      INFO(entry.file.string());
      auto circuit = assets::load_circuit(entry.file);
      if (!circuit) FAIL(circuit.error().to_string());
      std::set<uint32_t> colours;
      pages += decode_list(circuit->textures, "track textures", colours);
      if (circuit->environment.value)
        for (const auto& prop : circuit->environment.value->descriptors)
          pages += decode_list(prop.textures, "prop " + prop.name, colours);
      if (circuit->animations.value)
        for (const auto& anim : circuit->animations.value->descriptors)
          for (const auto& sprite : anim.sprite_anims)
            pages +=
                decode_list(sprite.textures, "animation " + anim.name + " " + sprite.name, colours);
      pages += decode_list(circuit->fog.background, "background", colours);
      pages += decode_list(circuit->sky.textures, "sky", colours);
      if (!circuit->sky.lens_flare.empty()) {
        const engine::Image flare = engine::decode_rgb565(circuit->sky.lens_flare, 128);
        CHECK(flare.rgba.size() == size_t(128) * 128 * 4);
      }
      CHECK(colours.size() > 1);
      std::cout << "installation: circuit " << entry.name << ": " << pages
                << " texture pages decoded\n";
    }
  for (const auto& entry : installation::cars()) DYNAMIC_SECTION("car " << entry.name) {
      INFO(entry.file.string());
      auto car = assets::load_car(entry.file);
      if (!car) FAIL(car.error().to_string());
      if (!car->textures) continue;
      std::set<uint32_t> colours;
      pages += decode_list(*car->textures, "car textures", colours);
      CHECK(colours.size() > 1);
      std::cout << "installation: car " << entry.name << ": " << pages
                << " texture pages decoded\n";
    }
}

TEST_CASE("every menu image decodes", "[textures]") {
  namespace fs = std::filesystem;
  size_t files = 0, images = 0;
  for (const auto& item : fs::recursive_directory_iterator(installation::installation().root)) {
    if (!item.is_regular_file() || !assets::iequals(item.path().extension().string(), ".IMG"))
      continue;
    INFO(item.path().string());
    ++files;
    auto bytes = assets::read_file(item.path());
    if (!bytes) FAIL(bytes.error().to_string());
    auto file = assets::read_menu_image(*bytes, item.path().string());
    if (!file) FAIL(file.error().to_string());
    for (size_t i = 0; i < file->images.size(); ++i, ++images) {
      INFO("image " << i);
      auto rgba = assets::menu_image_rgba8(*file, i);
      if (!rgba) FAIL(rgba.error().to_string());
      CHECK(rgba->width == file->images[i].width);
      CHECK(rgba->height == file->images[i].height);
      CHECK(rgba->rgba.size() == size_t(rgba->width) * rgba->height * 4);
    }
  }
  std::cout << "installation: " << files << " menu image files (.IMG), " << images
            << " images decoded\n";
  // POD's menus are .IMG files (the demo disc has one too): none found is a wrong installation
  // or a wrong search, not a pass.
  CHECK(files > 0);
  CHECK(images >= files);
}
