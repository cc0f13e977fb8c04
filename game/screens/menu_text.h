// Text for the menus' pages: the HUD's font draws capitals, so names from files and messages
// are shown in upper case, accented letters too (é as É: the font's code is Latin-1).
#pragma once

#include <string>
#include <string_view>

#include "unpod/engine/hud_font.h"

namespace unpod::game::screens {

// `s` in the font's code (UTF-8 names decoded, engine::font_text), its small letters made
// capitals: a-z, and Latin-1's à-þ but ÷ (ß and ÿ have no capital there and stay).
inline std::string menu_upper(std::string_view s) {
  std::string out = engine::font_text(s);
  for (char& c : out) {
    const auto code = static_cast<unsigned char>(c);
    if ((code >= 'a' && code <= 'z') || (code >= 0xe0 && code <= 0xfe && code != 0xf7))
      c = static_cast<char>(code - 0x20);
  }
  return out;
}

}  // namespace unpod::game::screens
