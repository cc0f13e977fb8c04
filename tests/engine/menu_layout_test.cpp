// The menus' pages laid out (engine/menu_layout.h): every text inside the window whatever its
// size and shape, the rows one under another, the mouse finding the row under it.
#include <catch2/catch.hpp>

#include <algorithm>

#include "unpod/engine/menu_layout.h"

using namespace unpod::engine;

namespace {

MenuPage setup_page() {
  MenuPage p;
  p.title = "SINGLE RACE";
  p.lines = {"DUSK RING: 2528 M, 3 LAPS, MIRROR OFFERED",
             "BULWARK: ACCEL 55  BRAKES 66  GRIP 72  HANDLING 50  SPEED 52"};
  for (const char* label :
       {"CIRCUIT", "MIRROR", "CAR", "DIFFICULTY", "DAMAGE", "OPPONENTS", "LAPS"}) {
    MenuRow r{label, "VALUE"};
    r.choice = true;
    p.rows.push_back(r);
  }
  p.rows[4].enabled = false;
  p.rows.push_back({"START RACE"});
  p.selected = 7;
  p.footer = "ARROWS CHOOSE AND CHANGE   RETURN OK   ESCAPE BACK";
  return p;
}

}  // namespace

TEST_CASE("a menu page fits every window: its texts inside, its rows apart",
          "[engine][menu-layout]") {
  const MenuPage page = setup_page();
  for (const auto& [w, h] : std::vector<std::pair<int, int>>{{320, 180},
                                                             {480, 270},
                                                             {640, 480},
                                                             {800, 600},
                                                             {1280, 720},
                                                             {1920, 1080},
                                                             {3840, 1080},
                                                             {1080, 1920},
                                                             {2560, 1440}}) {
    INFO(w << "x" << h);
    const Viewport v{0, 0, w, h};
    const HudLayout l = menu_layout(page, v);
    const HudRect window{0, 0, w, h};
    for (const HudText& t : l.texts) {
      INFO(t.text);
      CHECK(window.contains(t.rect()));
    }
    // The rows' labels top to bottom, none overlapping the next, the title above them all.
    std::vector<HudRect> labels;
    for (const HudText& t : l.texts)
      for (const MenuRow& r : page.rows)
        if (t.text == r.label) labels.push_back(t.rect());
    // Every row from 480x270 up; a smaller window shows those round the selected one.
    if (h >= 270)
      REQUIRE(labels.size() == page.rows.size());
    else
      REQUIRE(labels.size() >= 1);
    CHECK(std::any_of(l.texts.begin(), l.texts.end(),
                      [](const HudText& t) { return t.text == "START RACE"; }));
    for (size_t i = 1; i < labels.size(); ++i) CHECK(labels[i - 1].bottom() <= labels[i].y);
    CHECK(l.texts[0].rect().bottom() <= labels[0].y);
    // Big windows get big text: a 1080-line window more than a 270-line one.
    if (h >= 1080) CHECK(l.texts[0].unit >= 4);
  }
}

TEST_CASE("the mouse finds the row under it, and not a disabled one", "[engine][menu-layout]") {
  const MenuPage page = setup_page();
  const Viewport v{0, 0, 1280, 720};
  const HudLayout l = menu_layout(page, v);
  for (size_t i = 0; i < page.rows.size(); ++i) {
    const auto it = std::find_if(l.texts.begin(), l.texts.end(),
                                 [&](const HudText& t) { return t.text == page.rows[i].label; });
    REQUIRE(it != l.texts.end());
    const HudRect r = it->rect();
    const int row = menu_row_at(page, v, r.x + r.width / 2, r.y + r.height / 2);
    INFO(page.rows[i].label);
    CHECK(row == (page.rows[i].enabled ? int(i) : -1));
  }
  CHECK(menu_row_at(page, v, 2, 2) == -1);
  CHECK(menu_row_at(page, v, 640, 715) == -1);
}

TEST_CASE("the selected row is banded, a bar is drawn to its value, a long message wraps",
          "[engine][menu-layout]") {
  MenuPage page = setup_page();
  page.rows[2].bar = 50;
  const HudLayout l = menu_layout(page, {0, 0, 800, 600});
  // The backdrop's bands, the selected row's band, the bar's two boxes.
  int bars = 0;
  for (const HudBox& b : l.boxes)
    if (b.rect.height < 60 && b.rect.width > 0 && b.rect.width < 400) ++bars;
  CHECK(bars >= 2);
  const auto lines = wrap_menu_text(
      "/nonexistent is not a POD installation: it is not a folder. Looked for CIRCUITS.BIN", 30);
  REQUIRE(lines.size() == 4);
  for (const std::string& s : lines) CHECK(s.size() <= 30);
  CHECK(lines[0] == "/nonexistent is not a POD");
  CHECK(wrap_menu_text("", 30).empty());
  CHECK(wrap_menu_text("ABCDEFGHIJ", 4) == std::vector<std::string>{"ABCD", "EFGH", "IJ"});
}

TEST_CASE(
    "a car's ratings are bars as long as their values, a circuit's picture beside the "
    "rows apart from every text",
    "[engine][menu-layout]") {
  MenuPage page = setup_page();
  page.lines.pop_back();
  page.gauges = {{"ACCEL", 55}, {"BRAKES", 100}, {"GRIP", 0}, {"HANDLING", 50}, {"SPEED", 25}};
  page.picture_width = 160;
  page.picture_height = 120;
  for (const auto& [w, h] : std::vector<std::pair<int, int>>{
           {480, 270}, {640, 480}, {1280, 720}, {1920, 1080}, {1080, 1920}}) {
    INFO(w << "x" << h);
    const Viewport v{0, 0, w, h};
    const HudLayout l = menu_layout(page, v);
    // Each gauge's label, then its filled bar over an empty one of the same place: the filled
    // part's length over the whole's is the value.
    for (const MenuGauge& g : page.gauges) {
      const auto label = std::find_if(l.texts.begin(), l.texts.end(),
                                      [&](const HudText& t) { return t.text == g.label; });
      REQUIRE(label != l.texts.end());
      const HudRect lr = label->rect();
      const HudBox* whole = nullptr;
      const HudBox* filled = nullptr;
      for (const HudBox& b : l.boxes)
        if (b.rect.y > lr.y && b.rect.bottom() <= lr.bottom() && b.rect.x > lr.right()) {
          if (!whole)
            whole = &b;
          else if (!filled && b.rect.x == whole->rect.x)
            filled = &b;
        }
      REQUIRE(whole);
      REQUIRE(filled);
      CHECK(filled->rect.width * 100 == whole->rect.width * g.value);
    }
    // The picture, in its aspect, inside the window, overlapping no text.
    const HudRect pic = menu_picture_rect(page, v);
    REQUIRE(pic.width > 0);
    CHECK(std::abs(pic.width * 120 - pic.height * 160) <= 160);
    CHECK(HudRect{0, 0, w, h}.contains(pic));
    for (const HudText& t : l.texts) {
      const HudRect r = t.rect();
      INFO(t.text);
      CHECK(
          (r.right() <= pic.x || r.x >= pic.right() || r.bottom() <= pic.y || r.y >= pic.bottom()));
    }
  }
  // In small windows the picture, where there is room for one at all, still overlaps nothing.
  for (const auto& [w, h] : std::vector<std::pair<int, int>>{{200, 120}, {320, 180}, {400, 120}}) {
    const HudRect pic = menu_picture_rect(page, {0, 0, w, h});
    if (pic.width == 0) continue;
    for (const HudText& t : menu_layout(page, {0, 0, w, h}).texts) {
      const HudRect r = t.rect();
      CHECK(
          (r.right() <= pic.x || r.x >= pic.right() || r.bottom() <= pic.y || r.y >= pic.bottom()));
    }
  }
  // No picture asked for: none.
  page.picture_width = 0;
  CHECK(menu_picture_rect(page, {0, 0, 1280, 720}).width == 0);
}

namespace {

// The two players' setup as race_setup.cpp makes it: both cars' ratings, every row, and a
// device's long value.
MenuPage two_players_page() {
  MenuPage p;
  p.title = "TWO PLAYERS";
  p.lines = {"DUSK RING: 2528 M, 3 LAPS, MIRROR OFFERED",
             "RATINGS: BULWARK (PLAYER 1), CINDER (PLAYER 2)"};
  for (const char* label : {"ACCEL", "BRAKES", "GRIP", "HANDLING", "SPEED"})
    p.gauges.push_back({label, 55, 60});
  for (const auto& [label, value] : std::vector<std::pair<const char*, const char*>>{
           {"CIRCUIT", "DUSKRING"},
           {"MIRROR", "OFF"},
           {"PLAYER 1 CAR", "BULWARK"},
           {"PLAYER 2 CAR", "CINDER"},
           {"PLAYER 1 DEVICE", "KEYBOARD"},
           {"PLAYER 2 DEVICE", "PAD 03000000 (NOT CONNECTED) AND A NAME FAR TOO LONG TO FIT"},
           {"DIFFICULTY", "EASY"},
           {"DAMAGE", "OFF"},
           {"OPPONENTS", "6"},
           {"LAPS", "3 (CIRCUIT)"}}) {
    MenuRow r{label, value};
    r.choice = true;
    p.rows.push_back(r);
  }
  p.rows.push_back({"START RACE"});
  p.selected = 10;
  p.picture_width = 160;
  p.picture_height = 120;
  p.footer = "ARROWS CHOOSE AND CHANGE   RETURN OK   ESCAPE BACK";
  return p;
}

}  // namespace

TEST_CASE(
    "no menu text is smaller than the HUD's readable floor, and one long value shrinks "
    "nothing else",
    "[engine][menu-layout]") {
  MenuPage alerts = setup_page();
  for (int i = 0; i < 6; ++i)
    alerts.alerts.push_back(
        "QUARRY.BL4 DOES NOT LOAD: THE FILE ENDS INSIDE ITS TEXTURES, READ "
        "AGAIN AFTER REINSTALLING IT");
  MenuPage short_value = two_players_page();
  short_value.rows[5].value = "KEYBOARD";
  for (const auto& [w, h] : std::vector<std::pair<int, int>>{{1280, 720}, {800, 600}}) {
    const Viewport v{0, 0, w, h};
    const int floor = hud_min_unit(h);
    CHECK(floor >= 2);  // a line of at least 22 pixels, the glyphs 18 high
    for (const MenuPage* page : {&alerts, &short_value}) {
      INFO(w << "x" << h << " " << page->title);
      for (const HudText& t : menu_layout(*page, v).texts) {
        INFO(t.text);
        CHECK(t.unit >= floor);
        CHECK(HudRect{0, 0, w, h}.contains(t.rect()));
      }
    }
    // Every row of the two players' setup in sight, none scrolled away.
    for (const MenuRow& r : short_value.rows) {
      INFO(r.label);
      const HudLayout l = menu_layout(short_value, v);
      CHECK(std::any_of(l.texts.begin(), l.texts.end(),
                        [&](const HudText& t) { return t.text == r.label; }));
    }
    // The long value is cut where the window ends; every other text is as big as without it.
    const HudLayout with_long = menu_layout(two_players_page(), v);
    const HudLayout without = menu_layout(short_value, v);
    REQUIRE(with_long.texts.size() == without.texts.size());
    for (size_t i = 0; i < with_long.texts.size(); ++i) {
      INFO(with_long.texts[i].text);
      CHECK(with_long.texts[i].unit == without.texts[i].unit);
      CHECK(HudRect{0, 0, w, h}.contains(with_long.texts[i].rect()));
    }
  }
}
