// Which of an installation's menu images (DATA/BINARY/MIMG/*.IMG, pod-formats.md §8.4) the
// menus show. Nothing we know says which image POD shows on which screen (pod-formats.md §14,
// "menus"), so the rule is inferred, here and only here:
//   - a circuit's picture is the first image of the .IMG file named as the circuit is in
//     CIRCUITS.BIN (BELTANE.IMG for Beltane), any case;
//   - the backdrop behind every menu is the largest image of at least 320x200 in the other
//     .IMG files (the first by file name, then by place in its file, on a tie).
// The demo disc's pictures are made to this rule (tools/disc/menu_pictures.h). A file that
// does not read is named in `problems` and left out; the menus then draw their own bands.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/install.h"
#include "unpod/assets/menu_image.h"

namespace unpod::game::screens {

inline constexpr const char* kMenuImageDir = "DATA/BINARY/MIMG";
inline constexpr uint32_t kBackdropMinWidth = 320, kBackdropMinHeight = 200;

struct MenuPictureSet {
  std::optional<assets::RgbaImage> backdrop;
  std::string backdrop_source;                        // "MENU.IMG, image 1 of 1"
  std::map<std::string, assets::RgbaImage> circuits;  // by circuit name, upper case
  std::vector<assets::LoadError> problems;            // one per file that does not read
};

MenuPictureSet find_menu_pictures(const assets::Installation& installation);

// The key `circuits` is kept under for a circuit's name.
std::string menu_picture_key(const std::string& circuit_name);

}  // namespace unpod::game::screens
