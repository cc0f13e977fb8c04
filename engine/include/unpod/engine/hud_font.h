// The HUD's font: a bitmap font of our own drawing, embedded in the code. POD's own fonts are in
// no format the notes describe (pod-formats.md §8.3/§8.4 and open question 14: fonts unknown),
// so the HUD cannot read them from an installation. Each glyph is 5 x 9 font pixels (7 rows of
// capitals, 2 of descenders) on an advance of 6; the atlas gives every glyph a one-pixel dark
// outline so that text stays legible on any sky or road.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace unpod::engine {

inline constexpr int kGlyphWidth = 5;                    // ink columns
inline constexpr int kGlyphHeight = 9;                   // ink rows: 7 above the baseline, 2 below
inline constexpr int kGlyphAdvance = 6;                  // one blank column between glyphs
inline constexpr int kGlyphCellWidth = kGlyphWidth + 2;  // with the outline on each side
inline constexpr int kGlyphCellHeight = kGlyphHeight + 2;  // = a line of text, outline included
// The font's code is Latin-1, one byte a glyph, as POD's own text: printable ASCII and
// 0xa0-0xff (the French release's accented names: É, è, ç...).
inline constexpr char kFirstGlyph = ' ';
inline constexpr char kLastGlyph = '~';
inline constexpr int kAsciiGlyphs = kLastGlyph - kFirstGlyph + 1;  // 95
inline constexpr unsigned char kFirstLatin1Glyph = 0xa0;
inline constexpr int kLatin1Glyphs = 0x100 - kFirstLatin1Glyph;  // 96
inline constexpr int kLatin1Drawn = 43;     // signs and letters drawn whole (hud_font.cpp)
inline constexpr int kLatin1Composed = 53;  // accented letters: an accent over a letter
inline constexpr int kGlyphCount = kAsciiGlyphs + kLatin1Glyphs;  // 191

// One glyph's ink: bit 4 of a row is its leftmost column.
struct GlyphBitmap {
  std::array<uint8_t, kGlyphHeight> rows{};
  bool ink(int column, int row) const {
    return (rows[static_cast<size_t>(row)] >> (4 - column)) & 1;
  }
  bool operator==(const GlyphBitmap&) const = default;
};

// Whether `c` (a Latin-1 byte) has a glyph of its own; glyph() draws any other character (the
// control characters) as '?'.
bool has_glyph(char c);
const GlyphBitmap& glyph(char c);

// `text` in the font's code, one byte a glyph. Names typed in the game and paths are UTF-8:
// well-formed UTF-8 is decoded, a character past U+00FF becoming '?'. Any other text is POD's
// Latin-1 already and stays as it is (assets::utf8_text's rule, the other way round). The HUD
// measures and draws every text through it.
std::string font_text(std::string_view text);

// A text's size in font pixels, outline included: what a HUD text of that string covers at one
// screen pixel per font pixel (multiply by the text's unit). Empty text covers nothing.
int text_width(std::string_view text);
inline constexpr int text_height() {
  return kGlyphCellHeight;
}

// A rectangle of the atlas, in texels.
struct AtlasCell {
  int x = 0, y = 0, width = 0, height = 0;
};

// The font as one texture, built at start-up: two bytes per texel, the ink (R) and the outline
// (G: the ink grown by one texel in all eight directions, ink excluded). Cells are 7 x 11 with a
// blank texel between them, so nearest sampling never reads a neighbour. One extra cell is solid
// ink: the HUD's flat boxes (the damage picture, the results panel) sample it, so text and boxes
// go in one draw call.
struct FontAtlas {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> texels;  // width * height * 2 (R ink, G outline), rows from the top
  std::array<AtlasCell, kGlyphCount> glyphs{};
  AtlasCell solid;
  const AtlasCell& cell(char c) const;  // '?' for a character without a glyph
  uint8_t ink(int x, int y) const { return texels[static_cast<size_t>((y * width + x) * 2)]; }
  uint8_t outline(int x, int y) const {
    return texels[static_cast<size_t>((y * width + x) * 2 + 1)];
  }
};

FontAtlas build_font_atlas();

}  // namespace unpod::engine
