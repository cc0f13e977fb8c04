// The HUD's font: a glyph for every printable character, text widths, and an atlas whose cells
// neither overlap nor bleed into one another.
#include <catch2/catch.hpp>

#include <set>

#include "unpod/engine/hud_font.h"

using namespace unpod::engine;

namespace {

bool has_ink(const GlyphBitmap& g) {
  for (const uint8_t row : g.rows)
    if (row != 0) return true;
  return false;
}

bool overlap(const AtlasCell& a, const AtlasCell& b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

}  // namespace

TEST_CASE("every printable ASCII and Latin-1 character has a glyph of its own",
          "[engine][hud][font]") {
  std::set<std::array<uint8_t, kGlyphHeight>> seen;
  int drawn = 0;
  for (int c = 32; c <= 255; ++c) {
    if (c > 126 && c < 0xa0) continue;  // DEL and the C1 controls
    const char ch = static_cast<char>(c);
    INFO("character " << c);
    CHECK(has_glyph(ch));
    if (ch == ' ' || c == 0xa0) {  // the space and the no-break space
      CHECK_FALSE(has_ink(glyph(ch)));
      continue;
    }
    CHECK(has_ink(glyph(ch)));
    ++drawn;
    // No two characters look the same, but for one known pair: in the 5 rows an accent leaves
    // a capital, O is the small o's shape, so Ò..Ö (0xd2-0xd6) and ò..ö (0xf2-0xf6) coincide.
    if (c >= 0xf2 && c <= 0xf6) {
      CHECK(glyph(ch) == glyph(static_cast<char>(c - 0x20)));
      continue;
    }
    CHECK(seen.insert(glyph(ch).rows).second);
  }
  CHECK(drawn == 95 - 1 + 96 - 1);
}

TEST_CASE("the characters of a race time sit on the rows of the capitals", "[engine][hud][font]") {
  // Digits and capitals use rows 0-6; ' and " hang from the top, as in 1'47"75.
  for (const char c : std::string_view("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ/:")) {
    INFO(c);
    CHECK(glyph(c).rows[7] == 0);
    CHECK(glyph(c).rows[8] == 0);
  }
  CHECK(glyph('\'').rows[0] != 0);
  CHECK(glyph('"').rows[0] != 0);
  CHECK(glyph('\'').rows[5] == 0);
  CHECK(glyph('"').rows[5] == 0);
  // Descenders go below the baseline.
  for (const char c : std::string_view("gjpqy")) CHECK(glyph(c).rows[8] != 0);
}

TEST_CASE("a character without a glyph is drawn as a question mark", "[engine][hud][font]") {
  for (const int c : {0x09, 0x7f, 0x80, 0x9f}) {
    INFO(c);
    CHECK_FALSE(has_glyph(static_cast<char>(c)));
    CHECK(glyph(static_cast<char>(c)) == glyph('?'));
  }
}

TEST_CASE("text width: six font pixels a character plus the outline", "[engine][hud][font]") {
  CHECK(text_width("") == 0);
  CHECK(text_width("1") == 7);
  CHECK(text_width("1'47\"75") == 43);
  CHECK(text_width("WRONG WAY") == 9 * kGlyphAdvance + 1);
  CHECK(text_width("iiii") == text_width("WWWW"));  // one width for all: columns line up
  CHECK(text_height() == 11);
}

TEST_CASE("the font atlas: no two cells overlap, all inside the texture", "[engine][hud][font]") {
  const FontAtlas atlas = build_font_atlas();
  REQUIRE(atlas.texels.size() == static_cast<size_t>(atlas.width * atlas.height * 2));
  std::vector<AtlasCell> cells(atlas.glyphs.begin(), atlas.glyphs.end());
  cells.push_back(atlas.solid);
  for (size_t i = 0; i < cells.size(); ++i) {
    const AtlasCell& a = cells[i];
    CHECK(a.x >= 1);
    CHECK(a.y >= 1);
    CHECK(a.x + a.width < atlas.width);  // a blank texel beyond the last cell too
    CHECK(a.y + a.height < atlas.height);
    CHECK(a.width == kGlyphCellWidth);
    CHECK(a.height == kGlyphCellHeight);
    for (size_t j = i + 1; j < cells.size(); ++j) {
      // Not even touching: a blank texel between any two cells.
      const AtlasCell grown{a.x - 1, a.y - 1, a.width + 2, a.height + 2};
      CHECK_FALSE(overlap(grown, cells[j]));
    }
  }
}

TEST_CASE("the font atlas holds the ink of each glyph with an outline around it",
          "[engine][hud][font]") {
  const FontAtlas atlas = build_font_atlas();
  for (int c = 32; c <= 255; ++c) {
    if (c > 126 && c < 0xa0) continue;
    const char ch = static_cast<char>(c);
    const AtlasCell& cell = atlas.cell(ch);
    const GlyphBitmap& g = glyph(ch);
    INFO("character " << c);
    int outline = 0;
    for (int y = 0; y < cell.height; ++y) {
      for (int x = 0; x < cell.width; ++x) {
        const int column = x - 1, row = y - 1;
        const bool inside = column >= 0 && column < kGlyphWidth && row >= 0 && row < kGlyphHeight;
        const bool ink = inside && g.ink(column, row);
        REQUIRE((atlas.ink(cell.x + x, cell.y + y) == 255) == ink);
        if (ink) REQUIRE(atlas.outline(cell.x + x, cell.y + y) == 0);
        outline += atlas.outline(cell.x + x, cell.y + y) == 255;
        // Every texel next to ink is ink or outline.
        if (!ink) continue;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx)
            REQUIRE((atlas.ink(cell.x + x + dx, cell.y + y + dy) == 255 ||
                     atlas.outline(cell.x + x + dx, cell.y + y + dy) == 255));
      }
    }
    CHECK((outline > 0) == (ch != ' ' && c != 0xa0));
  }
  // The solid cell is ink all over, for the flat boxes.
  for (int y = 0; y < atlas.solid.height; ++y)
    for (int x = 0; x < atlas.solid.width; ++x)
      CHECK(atlas.ink(atlas.solid.x + x, atlas.solid.y + y) == 255);
}

TEST_CASE("an accented letter is its letter under its accent: small as drawn, capitals on 5 rows",
          "[engine][hud][font]") {
  const auto at = [](int code) { return glyph(static_cast<char>(code)); };
  // é (0xe9): e's rows 2-6 as they are, the acute on rows 0-1.
  for (size_t r = 2; r < kGlyphHeight; ++r) CHECK(at(0xe9).rows[r] == glyph('e').rows[r]);
  CHECK(at(0xe9).rows[0] == 0b00010);
  CHECK(at(0xe9).rows[1] == 0b00100);
  // è has the grave, mirrored.
  CHECK(at(0xe8).rows[0] == 0b01000);
  // É (0xc9): E on rows 2-6 with its repeated rows dropped (##### #.... ####. #.... #####).
  const std::array<uint8_t, 5> short_e = {0b11111, 0b10000, 0b11110, 0b10000, 0b11111};
  for (size_t r = 0; r < 5; ++r) CHECK(at(0xc9).rows[r + 2] == short_e[r]);
  CHECK(at(0xc9).rows[0] == at(0xe9).rows[0]);
  // ç: c with the cedilla under it; i's dot gives way to the accent.
  for (size_t r = 0; r < 7; ++r) CHECK(at(0xe7).rows[r] == glyph('c').rows[r]);
  CHECK(at(0xe7).rows[7] != 0);
  CHECK(at(0xef).rows[0] == 0b01010);  // ï: the diaeresis
  CHECK(at(0xef).rows[1] == 0);        // no dot under it
  for (size_t r = 2; r < 7; ++r) CHECK(at(0xef).rows[r] == glyph('i').rows[r]);
}

TEST_CASE("the font's code: UTF-8 names decoded to Latin-1, POD's Latin-1 kept as it is",
          "[engine][hud][font]") {
  CHECK(font_text("LAP 1/3") == "LAP 1/3");
  CHECK(font_text("\xc3\x89tienne Lef\xc3\xa8vre") == "\xc9tienne Lef\xe8vre");  // typed: UTF-8
  CHECK(font_text("\xc9tienne Lef\xe8vre") == "\xc9tienne Lef\xe8vre");          // from a POD file
  CHECK(font_text("\xe6\x97\xa5\xe6\x9c\xac") == "??");  // past U+00FF: one '?' a character
  CHECK(font_text("\xf0\x9f\x8f\x81 GO") == "? GO");
  // Widths count glyphs, not bytes.
  CHECK(text_width("\xc3\x89T\xc3\x89") == text_width("ETE"));
}
