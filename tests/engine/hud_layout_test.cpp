// The HUD's layout: every element inside its viewport, none over another, the same size at the
// same height whatever the width (4:3, 16:9, 21:9) and anchored to the viewport's corners, text
// readable in every split, messages above the car, the race time top left and the place and lap
// top right as in POD; and the quads that draw it.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "unpod/engine/hud_layout.h"
#include "unpod/engine/viewport.h"

using namespace unpod::engine;

namespace {

constexpr Fx kSecond = 0x10000;

// Everything a racing HUD can show at once: the worst case for room. (The countdown and "GO!"
// take the middle's lower slot at the start, before anything else there is judged.)
HudModel busy_racing() {
  HudModel m;
  m.racer = 0;
  m.lap = 12;
  m.laps = 14;
  m.last_lap = true;
  m.place = 12;
  m.racers = 15;
  m.race_time = 61 * 60 * kSecond + 59 * kSecond;  // two-digit minutes
  m.lap_time = 95 * kSecond;
  m.laps_timed = 8;
  for (size_t i = 0; i < m.lap_times.size(); ++i)
    m.lap_times[i] = static_cast<Fx>(600 + 7 * i) * kSecond;
  m.best_lap = 600 * kSecond;
  m.speed_kmh = 999;
  m.gear = 6;
  m.wrong_way = true;
  m.damage_on = true;
  m.health = {1.0f, 0.8f, 0.5f, 0.3f, 0.1f, 0.0f};
  m.banner = HudBanner::kFinished;
  m.lap_flash = true;
  m.flash_lap = 11;
  m.flash_lap_time = 600 * kSecond;
  m.split_flash = true;
  m.split_checkpoint = 3;
  m.split_time = 33 * kSecond;
  m.lap_record_rank = 0;
  return m;
}

HudModel countdown_model(int32_t number) {
  HudModel m;
  m.countdown = number;
  m.laps = 3;
  m.racers = 8;
  return m;
}

HudModel results_model(int rows) {
  HudModel m;
  m.racer = 2;
  m.show_results = true;
  for (int i = 0; i < rows; ++i)
    m.results.push_back({i + 1, i, "DRIVER NAME LONGER THAN TWELVE", i == 2, i < rows - 2, false,
                         (300 + i) * kSecond, 95 * kSecond, i < rows - 2 ? 3 : 1});
  return m;
}

std::vector<std::string> texts_of(const HudLayout& l, HudElement e) {
  std::vector<std::string> out;
  for (const HudText& t : l.texts)
    if (t.element == e) out.push_back(t.text);
  return out;
}

HudRect rect_of(const Viewport& v) {
  return {v.x, v.y, v.width, v.height};
}

void check_fits(const HudLayout& layout) {
  REQUIRE_FALSE(layout.items.empty());
  for (const HudItem& item : layout.items) {
    INFO("element " << static_cast<int>(item.element) << " at " << item.rect.x << "," << item.rect.y
                    << " " << item.rect.width << "x" << item.rect.height);
    CHECK(rect_of(layout.viewport).contains(item.rect));
    CHECK(layout.safe.contains(item.rect));
  }
  for (size_t i = 0; i < layout.items.size(); ++i)
    for (size_t j = i + 1; j < layout.items.size(); ++j) {
      INFO("elements " << static_cast<int>(layout.items[i].element) << " and "
                       << static_cast<int>(layout.items[j].element));
      CHECK_FALSE(layout.items[i].rect.overlaps(layout.items[j].rect));
    }
}

const std::vector<Viewport> kViewports = {
    {0, 0, 640, 480},   {0, 0, 1024, 768},  {0, 0, 1280, 720},   {0, 0, 1920, 1080},
    {0, 0, 2560, 1080}, {0, 0, 3440, 1440}, {0, 361, 1280, 359},  // the lower half of a split
    {641, 0, 639, 720},                                           // the right half of a split
    {0, 0, 320, 240},
};

}  // namespace

TEST_CASE("HUD layout: the HUD's area is the whole viewport, text sized by its 4:3 height",
          "[engine][hud][layout]") {
  CHECK(hud_safe_area({0, 0, 1024, 768}) == HudRect{0, 0, 1024, 768});
  CHECK(hud_safe_area({0, 0, 1280, 720}) == HudRect{0, 0, 1280, 720});
  CHECK(hud_safe_area({0, 361, 1280, 359}) == HudRect{0, 361, 1280, 359});
  CHECK(hud_safe_area({641, 0, 639, 720}) == HudRect{641, 0, 639, 720});
  // Narrower than 4:3: the text is sized by the 4:3 rectangle that fits its width.
  CHECK(hud_scale_height({641, 0, 639, 720}) == 479);
  CHECK(hud_scale_height({0, 0, 2560, 1080}) == 1080);
  CHECK(hud_safe_area({0, 0, 0, 0}).empty());
}

TEST_CASE("HUD layout: text size follows the height in whole pixels", "[engine][hud][layout]") {
  CHECK(hud_text_unit(480, 1) == 1);
  CHECK(hud_text_unit(480, 3) == 3);
  CHECK(hud_text_unit(960, 2) == 4);
  CHECK(hud_text_unit(720, 2) == 3);
  CHECK(hud_text_unit(100, 1) == 1);  // never below one pixel
}

TEST_CASE("HUD layout: everything shown at once stays inside and apart, at any window shape",
          "[engine][hud][layout]") {
  for (const Viewport& v : kViewports) {
    INFO("viewport " << v.x << "," << v.y << " " << v.width << "x" << v.height);
    check_fits(hud_layout(busy_racing(), v));
    HudModel network = busy_racing();
    network.end_seconds = 60;
    network.connection = "NET 999 MS WAIT";
    network.connection_warning = true;
    check_fits(hud_layout(network, v));
    check_fits(hud_layout(countdown_model(5), v));
    check_fits(hud_layout(results_model(8), v));
  }
  // Every height from a small window to 4K, at 4:3, 16:9 and 21:9.
  for (int h = 200; h <= 2160; h += 37)
    for (const int w : {h * 4 / 3, h * 16 / 9, h * 21 / 9}) {
      INFO(w << "x" << h);
      check_fits(hud_layout(busy_racing(), {0, 0, w, h}));
      check_fits(hud_layout(results_model(8), {0, 0, w, h}));
    }
}

TEST_CASE("HUD layout: on a wider screen the elements keep their size and stay in its corners",
          "[engine][hud][layout]") {
  const auto column = [](HudElement e) {  // -1 left, 0 middle, 1 right
    switch (e) {
      case HudElement::kRaceTime:
      case HudElement::kLapTimes:
      case HudElement::kBestLap:
      case HudElement::kDamage:
      case HudElement::kFinishers:
        return -1;
      case HudElement::kPlace:
      case HudElement::kLap:
      case HudElement::kLastLap:
      case HudElement::kGear:
      case HudElement::kSpeed:
        return 1;
      default:
        return 0;
    }
  };
  for (const int h : {480, 720, 1080}) {
    const int narrow_w = h * 4 / 3;
    const HudLayout narrow = hud_layout(busy_racing(), {0, 0, narrow_w, h});
    for (const int w : {h * 16 / 9, h * 21 / 9}) {
      const HudLayout wide = hud_layout(busy_racing(), {0, 0, w, h});
      REQUIRE(wide.items.size() == narrow.items.size());
      for (size_t i = 0; i < wide.items.size(); ++i) {
        const HudElement e = wide.items[i].element;
        INFO("element " << static_cast<int>(e) << " at " << w << "x" << h);
        CHECK(e == narrow.items[i].element);
        CHECK(wide.items[i].rect.width == narrow.items[i].rect.width);
        CHECK(wide.items[i].rect.height == narrow.items[i].rect.height);
        CHECK(wide.items[i].rect.y == narrow.items[i].rect.y);
        // The left column keeps its distance from the left edge, the right one from the right
        // edge, the middle stays centred.
        const int shift = column(e) < 0 ? 0 : column(e) > 0 ? w - narrow_w : (w - narrow_w) / 2;
        CHECK(std::abs(wide.items[i].rect.x - (narrow.items[i].rect.x + shift)) <= 1);
      }
    }
  }
}

// The windows a player meets, single and split both ways (layout_viewports).
std::vector<Viewport> every_split() {
  std::vector<Viewport> out;
  using unpod::platform::PixelSize;
  for (const PixelSize w : {PixelSize{480, 270}, PixelSize{640, 480}, PixelSize{800, 600},
                            PixelSize{1280, 720}, PixelSize{1920, 1080}, PixelSize{2560, 1080}})
    for (const auto& [players, split] :
         {std::pair{1, Split::kHorizontal}, std::pair{2, Split::kHorizontal},
          std::pair{2, Split::kVertical}})
      for (const Viewport& v : layout_viewports(w, players, split)) out.push_back(v);
  return out;
}

TEST_CASE("HUD layout: every text is at least 2.5 % of its viewport's height, in every split",
          "[engine][hud][layout]") {
  for (const Viewport& v : every_split()) {
    INFO("viewport " << v.x << "," << v.y << " " << v.width << "x" << v.height);
    for (const HudModel& m : {busy_racing(), countdown_model(3)}) {
      const HudLayout l = hud_layout(m, v);
      REQUIRE_FALSE(l.texts.empty());
      for (const HudText& t : l.texts) {
        INFO(t.text);
        CHECK(t.rect().height >= 0.025 * v.height);
      }
      check_fits(l);
    }
  }
}

TEST_CASE("HUD layout: the messages in the middle stay above the car, in every split",
          "[engine][hud][layout]") {
  // The chase camera shows the car's roof at about half the viewport's height: the banner, the
  // countdown, "WRONG WAY" and the flashes end above 45 % of it. Not in viewports under 360x200
  // (the halves of a 480x270 window, the side-by-side ones of 640x480): the readable text's
  // whole pixels leave them room only down to the viewport's bottom (the test above: still
  // inside, apart and readable there).
  int checked = 0;
  for (const Viewport& v : every_split()) {
    if (v.width < 360 || v.height < 200) continue;
    ++checked;
    INFO("viewport " << v.x << "," << v.y << " " << v.width << "x" << v.height);
    for (const HudModel& m : {busy_racing(), countdown_model(5)}) {
      const HudLayout l = hud_layout(m, v);
      for (const HudElement e :
           {HudElement::kBanner, HudElement::kCountdown, HudElement::kWrongWay,
            HudElement::kLapFlash, HudElement::kSplitFlash, HudElement::kRecordFlash}) {
        const HudItem* item = l.find(e);
        if (item == nullptr) continue;
        INFO("element " << static_cast<int>(e));
        CHECK(item->rect.bottom() <= v.y + std::lround(0.45 * v.height));
      }
    }
  }
  CHECK(checked == 24);  // all but the vertical halves of 640x480 and any half of 480x270
}

TEST_CASE("HUD layout: race time top left, place and lap top right, countdown in the middle",
          "[engine][hud][layout]") {
  for (const Viewport& v : kViewports) {
    INFO("viewport " << v.x << "," << v.y << " " << v.width << "x" << v.height);
    const HudLayout l = hud_layout(busy_racing(), v);
    const HudRect& s = l.safe;
    const int cx = s.x + s.width / 2, top_quarter = s.y + s.height / 4;
    for (const HudElement e : {HudElement::kRaceTime, HudElement::kPlace, HudElement::kLap}) {
      REQUIRE(l.find(e) != nullptr);
      CHECK(l.find(e)->rect.bottom() <= top_quarter);
    }
    CHECK(l.find(HudElement::kRaceTime)->rect.right() < s.x + s.width / 3);
    CHECK(l.find(HudElement::kPlace)->rect.x > s.x + 2 * s.width / 3);
    CHECK(l.find(HudElement::kLap)->rect.x > s.x + s.width / 2);
    CHECK(l.find(HudElement::kSpeed)->rect.y > s.y + s.height / 2);
    CHECK(l.find(HudElement::kDamage)->rect.right() < cx);
    const HudLayout start = hud_layout(countdown_model(3), v);
    REQUIRE(start.find(HudElement::kCountdown) != nullptr);
    const HudRect go = start.find(HudElement::kCountdown)->rect;
    CHECK(std::abs(go.x + go.width / 2 - cx) <= 1);
    const HudRect wrong = l.find(HudElement::kWrongWay)->rect;
    CHECK(std::abs(wrong.x + wrong.width / 2 - cx) <= 1);
  }
}

TEST_CASE("HUD layout: what the model shows is there, and nothing else", "[engine][hud][layout]") {
  HudModel m;
  m.laps = 3;
  m.racers = 8;
  const HudLayout quiet = hud_layout(m, {0, 0, 1280, 720});
  for (const HudElement e :
       {HudElement::kCountdown, HudElement::kWrongWay, HudElement::kBanner, HudElement::kLapFlash,
        HudElement::kSplitFlash, HudElement::kRecordFlash, HudElement::kDamage,
        HudElement::kBestLap, HudElement::kLastLap, HudElement::kResults})
    CHECK(quiet.find(e) == nullptr);
  CHECK(texts_of(quiet, HudElement::kRaceTime) == std::vector<std::string>{"0'00\"00"});
  CHECK(texts_of(quiet, HudElement::kPlace) == std::vector<std::string>{"1/8"});
  CHECK(texts_of(quiet, HudElement::kLap) == std::vector<std::string>{"LAP 1/3"});
  CHECK(texts_of(quiet, HudElement::kGear) == std::vector<std::string>{"N"});
  CHECK(texts_of(quiet, HudElement::kSpeed) == std::vector<std::string>{"KM/H", "  0"});

  const HudLayout busy = hud_layout(busy_racing(), {0, 0, 1280, 720});
  CHECK(texts_of(busy, HudElement::kCountdown).empty());
  CHECK(texts_of(busy, HudElement::kBanner) == std::vector<std::string>{"FINISHED 12TH"});
  CHECK(texts_of(busy, HudElement::kWrongWay) == std::vector<std::string>{"WRONG WAY"});
  CHECK(texts_of(busy, HudElement::kLapFlash) == std::vector<std::string>{"LAP 11  10'00\"00"});
  CHECK(texts_of(busy, HudElement::kSplitFlash) == std::vector<std::string>{"SPLIT 3  0'33\"00"});
  CHECK(texts_of(busy, HudElement::kRecordFlash) == std::vector<std::string>{"NEW LAP RECORD!"});
  // The last three laps, newest first, under the lap in progress (not shown once finished).
  CHECK(texts_of(busy, HudElement::kLapTimes) ==
        std::vector<std::string>{"L12 1'35\"00", "L8 10'49\"00", "L7 10'42\"00", "L6 10'35\"00"});
  CHECK(texts_of(busy, HudElement::kBestLap) == std::vector<std::string>{"BEST 10'00\"00"});
  CHECK(texts_of(busy, HudElement::kLastLap) == std::vector<std::string>{"LAST LAP"});
  // Countdown numbers; the results table alone at the end.
  CHECK(texts_of(hud_layout(countdown_model(3), {0, 0, 800, 600}), HudElement::kCountdown) ==
        std::vector<std::string>{"3"});
  const HudLayout end = hud_layout(results_model(3), {0, 0, 1280, 720});
  REQUIRE(end.items.size() == 1);
  const auto rows = texts_of(end, HudElement::kResults);
  REQUIRE(rows.size() == 5);
  CHECK(rows[0] == "RESULTS");
  // Whole names (issue 31: "Jonas Fairwe" was cut), the column as wide as the longest.
  CHECK(rows[2] == " 1 DRIVER NAME LONGER THAN TWELVE  5'00\"00  1'35\"00    3");
  CHECK(rows[4] == " 3 DRIVER NAME LONGER THAN TWELVE      DNF  1'35\"00    1");  // no race time
}

TEST_CASE("HUD layout: the speed in mph when the player chose it, converted from km/h",
          "[engine][hud][layout][units]") {
  // A mile is 1.609344 km: 100 km/h is 62.14 mph, 161 km/h 100.04 mph, 999 km/h 620.75 mph.
  HudModel m;
  m.laps = 3;
  m.racers = 8;
  m.speed_kmh = 100;
  CHECK(texts_of(hud_layout(m, {0, 0, 1280, 720}), HudElement::kSpeed) ==
        std::vector<std::string>{"KM/H", "100"});
  m.speed_unit = SpeedUnit::kMph;
  CHECK(texts_of(hud_layout(m, {0, 0, 1280, 720}), HudElement::kSpeed) ==
        std::vector<std::string>{"MPH", " 62"});
  m.speed_kmh = 161;
  CHECK(texts_of(hud_layout(m, {0, 0, 1280, 720}), HudElement::kSpeed) ==
        std::vector<std::string>{"MPH", "100"});
  m.speed_kmh = -999;  // reversing shows the speed without its sign
  CHECK(texts_of(hud_layout(m, {0, 0, 1280, 720}), HudElement::kSpeed) ==
        std::vector<std::string>{"MPH", "621"});
  CHECK(shown_speed(0, SpeedUnit::kMph) == 0);
  CHECK(shown_speed(1, SpeedUnit::kMph) == 1);  // 0.62 rounds up
  CHECK(shown_speed(187, SpeedUnit::kKmh) == 187);
}

TEST_CASE("HUD layout: a retired human is unplaced in the results and told so on the road",
          "[engine][hud][layout]") {
  HudModel m = results_model(3);
  m.results[2] = {0, 2, "PLAYER 1", true, false, true, 0, 95 * kSecond, 1};
  const auto rows = texts_of(hud_layout(m, {0, 0, 1280, 720}), HudElement::kResults);
  REQUIRE(rows.size() == 5);
  CHECK(rows[4] == " - PLAYER 1                        RETIRED  1'35\"00    1");
  HudModel road;
  road.banner = HudBanner::kRetired;
  CHECK(texts_of(hud_layout(road, {0, 0, 1280, 720}), HudElement::kBanner) ==
        std::vector<std::string>{"RETIRED"});
}

TEST_CASE("HUD layout: the other racers' finishes stack up from the bottom left, newest lowest",
          "[engine][hud][layout]") {
  HudModel m;
  m.finishers = {{2, "NINA OAKHURST", 74 * kSecond + kSecond / 4},
                 {1, "ADA BRENNOCK", 71 * kSecond}};
  for (const bool damage : {false, true}) {
    INFO("damage " << damage);
    m.damage_on = damage;
    const HudLayout l = hud_layout(m, {0, 0, 1280, 720});
    CHECK(
        texts_of(l, HudElement::kFinishers) ==
        std::vector<std::string>{"2ND NINA OAKHURST    1'14\"25", "1ST ADA BRENNOCK     1'11\"00"});
    const HudItem* f = l.find(HudElement::kFinishers);
    REQUIRE(f != nullptr);
    CHECK(f->rect.x < l.safe.x + l.safe.width / 4);   // the left
    CHECK(f->rect.y > l.safe.y + l.safe.height / 2);  // the bottom half
    for (const HudItem& other : l.items)
      if (other.element != HudElement::kFinishers) CHECK_FALSE(f->rect.overlaps(other.rect));
  }
}

TEST_CASE("HUD layout: the damage picture tints each part from green to red",
          "[engine][hud][layout]") {
  HudModel m = busy_racing();
  m.health = {1.0f, 1.0f, 0.0f, 0.0f, 0.5f, 0.5f};
  const HudLayout l = hud_layout(m, {0, 0, 1280, 720});
  std::vector<Rgba> parts;
  for (const HudBox& b : l.boxes)
    if (b.element == HudElement::kDamage) parts.push_back(b.colour);
  REQUIRE(parts.size() == 1 + kDamagePartCount + 4);  // outline, parts, tyres
  const Rgba whole = parts[1], broken = parts[3], half = parts[5];
  CHECK(whole.g > whole.r);
  CHECK(broken.r > broken.g);
  CHECK(half.r > 200);
  CHECK(half.g > 200);
  CHECK(parts[1] == parts[2]);
}

TEST_CASE("HUD layout: an empty viewport shows nothing", "[engine][hud][layout]") {
  const HudLayout l = hud_layout(busy_racing(), {0, 0, 0, 0});
  CHECK(l.items.empty());
  CHECK(l.texts.empty());
  CHECK(l.boxes.empty());
}

TEST_CASE("HUD quads: one per box and per drawn character, glyphs scaled by whole pixels",
          "[engine][hud][layout]") {
  const FontAtlas atlas = build_font_atlas();
  const HudLayout l = hud_layout(busy_racing(), {0, 0, 1280, 720});
  std::vector<HudVertex> v;
  append_hud_vertices(l, atlas, v);
  size_t characters = 0;
  for (const HudText& t : l.texts)
    for (const char c : t.text) characters += c != ' ';
  CHECK(v.size() == 6 * (l.boxes.size() + characters));
  for (const HudVertex& x : v) {
    CHECK(x.u >= 0.0f);
    CHECK(x.u <= 1.0f);
    CHECK(x.v >= 0.0f);
    CHECK(x.v <= 1.0f);
  }
  // The first text's first glyph: 7 x 11 font pixels at its unit, where the text begins.
  const size_t first = 6 * l.boxes.size();
  const HudText& t = l.texts.front();
  CHECK(v[first].x == static_cast<float>(t.x));
  CHECK(v[first].y == static_cast<float>(t.y));
  CHECK(v[first + 2].x - v[first].x == static_cast<float>(kGlyphCellWidth * t.unit));
  CHECK(v[first + 2].y - v[first].y == static_cast<float>(kGlyphCellHeight * t.unit));
  const AtlasCell& cell = atlas.cell(t.text.front());
  CHECK(v[first].u * static_cast<float>(atlas.width) == Approx(cell.x));
  // Appending keeps what was there: several viewports can share one buffer.
  const size_t before = v.size();
  append_hud_vertices(l, atlas, v);
  CHECK(v.size() == 2 * before);
}

TEST_CASE("HUD layout: the game's notice is centred in the viewport on a box, over the race",
          "[engine][hud][layout]") {
  for (const Viewport& v : kViewports) {
    INFO(v.x << "," << v.y << " " << v.width << "x" << v.height);
    HudModel m = busy_racing();
    m.notice = {"PLAYER 2: PAD UNPLUGGED", "PRESS START ON A PAD OR R FOR THE KEYBOARD"};
    const HudLayout l = hud_layout(m, v);
    const HudItem* notice = l.find(HudElement::kNotice);
    REQUIRE(notice);
    CHECK(rect_of(v).contains(notice->rect));
    // Centred: as far from the left edge as from the right (a pixel of rounding), and from the
    // top as from the bottom.
    CHECK(std::abs((notice->rect.x - v.x) - (v.x + v.width - notice->rect.right())) <= 1);
    CHECK(std::abs((notice->rect.y - v.y) - (v.y + v.height - notice->rect.bottom())) <= 1);
    int lines = 0;
    for (const HudText& t : l.texts)
      if (t.element == HudElement::kNotice) {
        ++lines;
        CHECK(notice->rect.contains(t.rect()));
      }
    CHECK(lines == 2);
    // Without one, nothing.
    m.notice.clear();
    CHECK_FALSE(hud_layout(m, v).find(HudElement::kNotice));
  }
}

TEST_CASE("HUD layout: a caption says what the view is, at the bottom middle, clear of the corners",
          "[engine][hud][layout]") {
  for (const Viewport& v : kViewports) {
    INFO(v.x << "," << v.y << " " << v.width << "x" << v.height);
    HudModel m = busy_racing();
    m.caption = "REPLAY  DUSKRING  3 LAPS  DUSKRING-2026-12-07-101500.PODREPLAY";
    const HudLayout l = hud_layout(m, v);
    const HudItem* caption = l.find(HudElement::kCaption);
    REQUIRE(caption);
    CHECK(rect_of(v).contains(caption->rect));
    CHECK(std::abs((caption->rect.x - v.x) - (v.x + v.width - caption->rect.right())) <= 1);
    CHECK(caption->rect.bottom() > v.y + v.height * 3 / 4);
    int texts = 0;
    for (const HudText& t : l.texts)
      if (t.element == HudElement::kCaption) {
        ++texts;
        CHECK(caption->rect.contains(t.rect()));
        CHECK(t.text.rfind("REPLAY", 0) == 0);
      }
    CHECK(texts == 1);
    // Clear of the corners' elements (the gear and speed, the damage picture).
    for (const HudItem& other : l.items)
      if (other.element == HudElement::kGear || other.element == HudElement::kSpeed ||
          other.element == HudElement::kDamage)
        CHECK_FALSE(caption->rect.overlaps(other.rect));
    m.caption.clear();
    CHECK_FALSE(hud_layout(m, v).find(HudElement::kCaption));
  }
}

TEST_CASE(
    "HUD layout: a network race's end timer and connection mark stand top right under the lap, "
    "the mark red when it warns",
    "[engine][hud][layout]") {
  for (const Viewport& v : kViewports) {
    INFO(v.x << "," << v.y << " " << v.width << "x" << v.height);
    HudModel m = busy_racing();
    CHECK_FALSE(hud_layout(m, v).find(HudElement::kNetwork));
    m.end_seconds = 42;
    m.connection = "NET 16 MS";
    HudLayout l = hud_layout(m, v);
    const HudItem* net = l.find(HudElement::kNetwork);
    const HudItem* lap = l.find(HudElement::kLastLap);
    REQUIRE((net && lap));
    CHECK(net->rect.y >= lap->rect.bottom());
    CHECK(net->rect.x > v.x + v.width / 2);
    std::vector<std::string> texts;
    for (const HudText& t : l.texts)
      if (t.element == HudElement::kNetwork) {
        texts.push_back(t.text);
        CHECK(t.colour.g > 150);  // yellow or white, not red
      }
    CHECK(texts == std::vector<std::string>{"END IN 42", "NET 16 MS"});
    m.connection_warning = true;
    l = hud_layout(m, v);
    for (const HudText& t : l.texts)
      if (t.element == HudElement::kNetwork && t.text == "NET 16 MS")
        CHECK((t.colour.r > 200 && t.colour.g < 100));
  }
}

TEST_CASE("HUD layout: a split screen's half has texts as readable as a whole window's, and fits",
          "[engine][hud][layout]") {
  for (const auto& [w, h] :
       std::vector<std::pair<int, int>>{{1280, 720}, {800, 600}, {1920, 1080}}) {
    const Viewport top{0, 0, w, h / 2}, bottom{0, h / 2 + 1, w, h - h / 2 - 1};
    for (const Viewport& v : {top, bottom}) {
      INFO(w << "x" << h << ", viewport " << v.y << " " << v.width << "x" << v.height);
      for (const HudModel& m : {busy_racing(), countdown_model(3)}) {
        const HudLayout half = hud_layout(m, v, h);
        check_fits(half);
        for (const HudText& t : half.texts) {
          INFO(t.text);
          CHECK(t.unit >= hud_min_unit(h));
        }
      }
      // Without the window's height the half's floor is its own, half as high (the old HUD).
      int smallest = 99;
      for (const HudText& t : hud_layout(busy_racing(), v).texts)
        smallest = std::min(smallest, t.unit);
      CHECK(smallest < hud_min_unit(h));
    }
  }
}
