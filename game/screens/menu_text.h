// Text for the menus' pages: the HUD's font draws capitals, so names from files and messages
// are shown in upper case (ASCII letters only; the font has no others).
#pragma once

#include <string>

namespace unpod::game::screens {

inline std::string menu_upper(std::string s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return s;
}

}  // namespace unpod::game::screens
