#include "unpod/engine/hud_font.h"

#include <string_view>

namespace unpod::engine {
namespace {

// The glyphs, drawn for Un-POD: one line per character, its rows top to bottom separated by
// spaces ('#' ink, '.' blank), 5 columns each; rows left out at the bottom are blank. Rows 0-6
// hold capitals and digits, rows 7-8 the descenders. The times the HUD prints (1'47"75) use the
// ' and " marks as POD's results screen does.
struct GlyphSource {
  char code;
  std::string_view rows;
};

// clang-format off
constexpr std::array<GlyphSource, kGlyphCount> kGlyphSource = {{
    {' ', ""},
    {'!', "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#.."},
    {'"', ".#.#. .#.#. .#.#."},
    {'#', ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#."},
    {'$', "..#.. .#### #.#.. .###. ..#.# ####. ..#.."},
    {'%', "##... ##..# ...#. ..#.. .#... #..## ...##"},
    {'&', ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#"},
    {'\'', "..#.. ..#.. ..#.."},
    {'(', "...#. ..#.. .#... .#... .#... ..#.. ...#."},
    {')', ".#... ..#.. ...#. ...#. ...#. ..#.. .#..."},
    {'*', "..... ..#.. #.#.# .###. #.#.# ..#.. ....."},
    {'+', "..... ..#.. ..#.. ##### ..#.. ..#.. ....."},
    {',', "..... ..... ..... ..... ..... .##.. .##.. ..#.. .#..."},
    {'-', "..... ..... ..... ##### ..... ..... ....."},
    {'.', "..... ..... ..... ..... ..... .##.. .##.."},
    {'/', "..... ....# ...#. ..#.. .#... #.... ....."},
    {'0', ".###. #...# #..## #.#.# ##..# #...# .###."},
    {'1', "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###."},
    {'2', ".###. #...# ....# ...#. ..#.. .#... #####"},
    {'3', "##### ...#. ..#.. ...#. ....# #...# .###."},
    {'4', "...#. ..##. .#.#. #..#. ##### ...#. ...#."},
    {'5', "##### #.... ####. ....# ....# #...# .###."},
    {'6', "..##. .#... #.... ####. #...# #...# .###."},
    {'7', "##### ....# ...#. ..#.. .#... .#... .#..."},
    {'8', ".###. #...# #...# .###. #...# #...# .###."},
    {'9', ".###. #...# #...# .#### ....# ...#. .##.."},
    {':', "..... .##.. .##.. ..... .##.. .##.. ....."},
    {';', "..... .##.. .##.. ..... .##.. .##.. ..#.. .#..."},
    {'<', "...#. ..#.. .#... #.... .#... ..#.. ...#."},
    {'=', "..... ..... ##### ..... ##### ..... ....."},
    {'>', ".#... ..#.. ...#. ....# ...#. ..#.. .#..."},
    {'?', ".###. #...# ....# ...#. ..#.. ..... ..#.."},
    {'@', ".###. #...# ....# .##.# #.#.# #.#.# .###."},
    {'A', ".###. #...# #...# ##### #...# #...# #...#"},
    {'B', "####. #...# #...# ####. #...# #...# ####."},
    {'C', ".###. #...# #.... #.... #.... #...# .###."},
    {'D', "###.. #..#. #...# #...# #...# #..#. ###.."},
    {'E', "##### #.... #.... ####. #.... #.... #####"},
    {'F', "##### #.... #.... ####. #.... #.... #...."},
    {'G', ".###. #...# #.... #.### #...# #...# .####"},
    {'H', "#...# #...# #...# ##### #...# #...# #...#"},
    {'I', ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###."},
    {'J', "..### ...#. ...#. ...#. ...#. #..#. .##.."},
    {'K', "#...# #..#. #.#.. ##... #.#.. #..#. #...#"},
    {'L', "#.... #.... #.... #.... #.... #.... #####"},
    {'M', "#...# ##.## #.#.# #.#.# #...# #...# #...#"},
    {'N', "#...# #...# ##..# #.#.# #..## #...# #...#"},
    {'O', ".###. #...# #...# #...# #...# #...# .###."},
    {'P', "####. #...# #...# ####. #.... #.... #...."},
    {'Q', ".###. #...# #...# #...# #.#.# #..#. .##.#"},
    {'R', "####. #...# #...# ####. #.#.. #..#. #...#"},
    {'S', ".#### #.... #.... .###. ....# ....# ####."},
    {'T', "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."},
    {'U', "#...# #...# #...# #...# #...# #...# .###."},
    {'V', "#...# #...# #...# #...# #...# .#.#. ..#.."},
    {'W', "#...# #...# #...# #.#.# #.#.# #.#.# .#.#."},
    {'X', "#...# #...# .#.#. ..#.. .#.#. #...# #...#"},
    {'Y', "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#.."},
    {'Z', "##### ....# ...#. ..#.. .#... #.... #####"},
    {'[', ".###. .#... .#... .#... .#... .#... .###."},
    {'\\', "..... #.... .#... ..#.. ...#. ....# ....."},
    {']', ".###. ...#. ...#. ...#. ...#. ...#. .###."},
    {'^', "..#.. .#.#. #...#"},
    {'_', "..... ..... ..... ..... ..... ..... ..... #####"},
    {'`', ".#... ..#.."},
    {'a', "..... ..... .###. ....# .#### #...# .####"},
    {'b', "#.... #.... #.##. ##..# #...# #...# ####."},
    {'c', "..... ..... .###. #.... #.... #...# .###."},
    {'d', "....# ....# .##.# #..## #...# #...# .####"},
    {'e', "..... ..... .###. #...# ##### #.... .###."},
    {'f', "..##. .#..# .#... ###.. .#... .#... .#..."},
    {'g', "..... ..... .#### #...# #...# #...# .#### ....# .###."},
    {'h', "#.... #.... #.##. ##..# #...# #...# #...#"},
    {'i', "..#.. ..... .##.. ..#.. ..#.. ..#.. .###."},
    {'j', "...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##.."},
    {'k', "#.... #.... #..#. #.#.. ##... #.#.. #..#."},
    {'l', ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###."},
    {'m', "..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#"},
    {'n', "..... ..... #.##. ##..# #...# #...# #...#"},
    {'o', "..... ..... .###. #...# #...# #...# .###."},
    {'p', "..... ..... ####. #...# #...# #...# ####. #.... #...."},
    {'q', "..... ..... .#### #...# #...# #...# .#### ....# ....#"},
    {'r', "..... ..... #.##. ##..# #.... #.... #...."},
    {'s', "..... ..... .#### #.... .###. ....# ####."},
    {'t', ".#... .#... ###.. .#... .#... .#..# ..##."},
    {'u', "..... ..... #...# #...# #...# #..## .##.#"},
    {'v', "..... ..... #...# #...# #...# .#.#. ..#.."},
    {'w', "..... ..... #...# #...# #.#.# #.#.# .#.#."},
    {'x', "..... ..... #...# .#.#. ..#.. .#.#. #...#"},
    {'y', "..... ..... #...# #...# #...# #...# .#### ....# .###."},
    {'z', "..... ..... ##### ...#. ..#.. .#... #####"},
    {'{', "...## ..#.. ..#.. .#... ..#.. ..#.. ...##"},
    {'|', "..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."},
    {'}', "##... ..#.. ..#.. ...#. ..#.. ..#.. ##..."},
    {'~', "..... ..... .#... #.#.# ...#."},
}};
// clang-format on

// The table above as bitmaps, at compile time: a row that is not 5 columns of '#' and '.', more
// than 9 rows, or a character out of order stops the build.
constexpr std::array<GlyphBitmap, kGlyphCount> parse_glyphs() {
  std::array<GlyphBitmap, kGlyphCount> out{};
  for (size_t i = 0; i < kGlyphSource.size(); ++i) {
    if (kGlyphSource[i].code != static_cast<char>(kFirstGlyph + static_cast<int>(i)))
      throw "glyph table out of order";
    size_t row = 0;
    int column = 0;
    uint8_t bits = 0;
    const auto end_row = [&] {
      if (column != kGlyphWidth) throw "a glyph row is not 5 columns";
      if (row >= static_cast<size_t>(kGlyphHeight)) throw "a glyph has more than 9 rows";
      out[i].rows[row++] = bits;
      bits = 0;
      column = 0;
    };
    for (const char ch : kGlyphSource[i].rows) {
      if (ch == ' ') {
        end_row();
      } else if (ch == '#' || ch == '.') {
        if (column >= kGlyphWidth) throw "a glyph row is not 5 columns";
        bits = static_cast<uint8_t>((bits << 1) | (ch == '#' ? 1 : 0));
        ++column;
      } else {
        throw "a glyph row holds something else than '#' and '.'";
      }
    }
    if (column != 0) end_row();
  }
  return out;
}

constexpr std::array<GlyphBitmap, kGlyphCount> kGlyphs = parse_glyphs();

size_t glyph_index(char c) {
  return static_cast<size_t>((has_glyph(c) ? c : '?') - kFirstGlyph);
}

// The atlas: 16 cells a row, a blank texel between cells and around the edge.
constexpr int kAtlasColumns = 16;
constexpr int kCellStrideX = kGlyphCellWidth + 1;
constexpr int kCellStrideY = kGlyphCellHeight + 1;

}  // namespace

bool has_glyph(char c) {
  return c >= kFirstGlyph && c <= kLastGlyph;
}

const GlyphBitmap& glyph(char c) {
  return kGlyphs[glyph_index(c)];
}

int text_width(std::string_view text) {
  if (text.empty()) return 0;
  return static_cast<int>(text.size()) * kGlyphAdvance + 1;
}

const AtlasCell& FontAtlas::cell(char c) const {
  return glyphs[glyph_index(c)];
}

FontAtlas build_font_atlas() {
  FontAtlas atlas;
  constexpr int cells = kGlyphCount + 1;  // the glyphs and the solid cell
  constexpr int rows = (cells + kAtlasColumns - 1) / kAtlasColumns;
  atlas.width = 1 + kAtlasColumns * kCellStrideX;
  atlas.height = 1 + rows * kCellStrideY;
  atlas.texels.assign(static_cast<size_t>(atlas.width * atlas.height * 2), 0);
  const auto place = [&](int index) {
    return AtlasCell{1 + (index % kAtlasColumns) * kCellStrideX,
                     1 + (index / kAtlasColumns) * kCellStrideY, kGlyphCellWidth, kGlyphCellHeight};
  };
  const auto texel = [&](int x, int y) {
    return atlas.texels.begin() + static_cast<std::ptrdiff_t>((y * atlas.width + x) * 2);
  };
  for (int i = 0; i < kGlyphCount; ++i) {
    const AtlasCell cell = place(i);
    atlas.glyphs[static_cast<size_t>(i)] = cell;
    const GlyphBitmap& g = kGlyphs[static_cast<size_t>(i)];
    const auto ink_at = [&](int column, int row) {
      return column >= 0 && column < kGlyphWidth && row >= 0 && row < kGlyphHeight &&
             g.ink(column, row);
    };
    for (int y = 0; y < kGlyphCellHeight; ++y) {
      for (int x = 0; x < kGlyphCellWidth; ++x) {
        const int column = x - 1, row = y - 1;  // the ink sits one texel in from the cell's edge
        bool near = false;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) near = near || ink_at(column + dx, row + dy);
        const bool ink = ink_at(column, row);
        auto t = texel(cell.x + x, cell.y + y);
        t[0] = ink ? 255 : 0;
        t[1] = near && !ink ? 255 : 0;
      }
    }
  }
  atlas.solid = place(kGlyphCount);
  for (int y = 0; y < atlas.solid.height; ++y)
    for (int x = 0; x < atlas.solid.width; ++x)
      texel(atlas.solid.x + x, atlas.solid.y + y)[0] = 255;
  return atlas;
}

}  // namespace unpod::engine
