// The demo disc's menu pictures, in POD's own menu image format (DATA/BINARY/MIMG/*.IMG,
// pod-formats.md §8.4): our own backdrop behind the menus (MENU.IMG), and each circuit's
// picture, its lap seen from above (NAME.IMG, named as the circuit in CIRCUITS.BIN). The game
// finds them by the rule it uses for an installation's (game/screens/menu_pictures.h). Drawn
// from fixed numbers and a fixed seed, so the files are the same on every build.
#pragma once

#include <vector>

#include "centreline.h"
#include "unpod/assets/menu_image.h"

namespace unpod::disc {

inline constexpr int kBackdropWidth = 320, kBackdropHeight = 200;
inline constexpr int kCircuitPictureWidth = 160, kCircuitPictureHeight = 120;
inline constexpr const char* kMenuPictureDir = "DATA/BINARY/MIMG";
inline constexpr const char* kBackdropFile = "MENU.IMG";

// A night over the planet: stars, a moon, the horizon's curve and a road to it. One
// 256-colour image.
assets::MenuImageFile disc_backdrop();

// The lap (and any other route) from above, fitted to the picture with a margin: the road as
// wide as it is, its edges darker, the start line white. One 256-colour image.
assets::MenuImageFile circuit_picture(const Centreline& main,
                                      const std::vector<Centreline>& routes);

}  // namespace unpod::disc
