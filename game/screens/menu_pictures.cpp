#include "screens/menu_pictures.h"

#include <cctype>

#include "unpod/assets/file_io.h"

namespace unpod::game::screens {

std::string menu_picture_key(const std::string& circuit_name) {
  std::string key = circuit_name;
  for (char& c : key) c = char(std::toupper(static_cast<unsigned char>(c)));
  return key;
}

MenuPictureSet find_menu_pictures(const assets::Installation& installation) {
  MenuPictureSet set;
  std::map<std::string, std::string> circuit_of_file;  // "BELTANE" -> the key
  for (const assets::InstalledCircuit& c : installation.circuits)
    circuit_of_file[menu_picture_key(c.name)] = menu_picture_key(c.name);
  const assets::CaseInsensitiveTree tree(installation.root, 4);
  uint64_t backdrop_area = 0;
  for (const std::filesystem::path& file : tree.list(kMenuImageDir, ".IMG")) {
    auto bytes = assets::read_file(file);
    if (!bytes) {
      set.problems.push_back(bytes.error());
      continue;
    }
    auto images = assets::read_menu_image(*bytes, file.string());
    if (!images) {
      set.problems.push_back(images.error());
      continue;
    }
    const std::string stem = menu_picture_key(file.stem().string());
    if (const auto circuit = circuit_of_file.find(stem); circuit != circuit_of_file.end()) {
      if (images->images.empty()) continue;
      auto rgba = assets::menu_image_rgba8(*images, 0);
      if (rgba)
        set.circuits[circuit->second] = std::move(*rgba);
      else
        set.problems.push_back(rgba.error());
      continue;
    }
    for (size_t i = 0; i < images->images.size(); ++i) {
      const assets::MenuImageEntry& e = images->images[i];
      const uint64_t area = uint64_t(e.width) * e.height;
      if (e.width < kBackdropMinWidth || e.height < kBackdropMinHeight || area <= backdrop_area)
        continue;
      auto rgba = assets::menu_image_rgba8(*images, i);
      if (!rgba) {
        set.problems.push_back(rgba.error());
        continue;
      }
      set.backdrop = std::move(*rgba);
      set.backdrop_source = file.filename().string() + ", image " + std::to_string(i + 1) + " of " +
                            std::to_string(images->images.size());
      backdrop_area = area;
    }
  }
  return set;
}

}  // namespace unpod::game::screens
