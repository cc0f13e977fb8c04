// The menus' capitals: names from POD's files (Latin-1) and typed in the game (UTF-8) come out in
// the HUD font's code, accented small letters as their capitals.
#include <catch2/catch.hpp>

#include "screens/menu_text.h"

using unpod::game::screens::menu_upper;

TEST_CASE("menus: a name in capitals keeps its accents, from POD's Latin-1 or typed UTF-8",
          "[game][menus][text]") {
  // "Étienne Lefèvre, garçon" from a French POD file, and the same typed.
  CHECK(menu_upper("\xc9tienne Lef\xe8vre, gar\xe7on") == "\xc9TIENNE LEF\xc8VRE, GAR\xc7ON");
  CHECK(menu_upper("\xc3\x89tienne Lef\xc3\xa8vre, gar\xc3\xa7on") ==
        "\xc9TIENNE LEF\xc8VRE, GAR\xc7ON");
  // ß and ÿ have no capital in Latin-1, ÷ is no letter: they stay.
  CHECK(menu_upper("\xdf\xff\xf7") == "\xdf\xff\xf7");
  CHECK(menu_upper("lap 1/3") == "LAP 1/3");
}
