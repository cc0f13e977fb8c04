#include "unpod/engine/hud_font.h"

#include <string_view>

#include "unpod/assets/text_utf8.h"

namespace unpod::engine {
namespace {

// The glyphs, drawn for Un-POD: one line per character, its rows top to bottom separated by
// spaces ('#' ink, '.' blank), 5 columns each; rows left out at the bottom are blank. Rows 0-6
// hold capitals and digits, rows 7-8 the descenders. The times the HUD prints (1'47"75) use the
// ' and " marks as POD's results screen does.
struct GlyphSource {
  unsigned char code;
  std::string_view rows;
};

// Latin-1's accented letters are composed: the accent on rows 0-1 over the letter. A small
// letter has those rows free (i loses its dot); a capital is drawn 5 rows high on rows 2-6,
// its 7 rows shortened by dropping rows that repeat the one above (E: the two stems' middles),
// as small bitmap fonts do. The cedilla hangs on rows 7-8 under the letter, unchanged.
enum class Accent : uint8_t { kGrave, kAcute, kCircumflex, kTilde, kDiaeresis, kRing, kCedilla };
struct ComposedSource {
  unsigned char code;
  char letter;
  Accent accent;
};

constexpr std::array<std::string_view, 7> kAccentRows = {
    ".#... ..#..",  // grave
    "...#. ..#..",  // acute
    "..#.. .#.#.",  // circumflex
    ".##.# #.##.",  // tilde
    ".#.#. .....",  // diaeresis
    ".###. .#.#.",  // ring: closed by the letter's top row
    "..#.. .##..",  // cedilla, on rows 7-8
};

// clang-format off
constexpr std::array<GlyphSource, kAsciiGlyphs + kLatin1Drawn> kGlyphSource = {{
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
    // Latin-1's signs and the letters drawn whole (the accented ones are composed below).
    {0xa0, ""},  // no-break space
    {0xa1, "..#.. ..... ..#.. ..#.. ..#.. ..#.. ..#.."},
    {0xa2, "..#.. .###. #.#.. #.#.. #.#.. .###. ..#.."},
    {0xa3, "..##. .#..# .#... ###.. .#... .#..# #.##."},
    {0xa4, "..... #...# .###. .#.#. .###. #...# ....."},
    {0xa5, "#...# .#.#. ..#.. ##### ..#.. ##### ..#.."},
    {0xa6, "..#.. ..#.. ..#.. ..... ..#.. ..#.. ..#.."},
    {0xa7, ".#### #.... .##.. #..#. ..##. ....# ####."},
    {0xa8, ".#.#."},
    {0xa9, ".###. #...# #.### ##..# #.### #...# .###."},
    {0xaa, ".##.. ...#. .###. #..#. .###. ..... #####"},
    {0xab, "..... ..#.# .#.#. #.#.. .#.#. ..#.# ....."},
    {0xac, "..... ..... ##### ....# ....# ..... ....."},
    {0xad, "..... ..... ..... .###. ..... ..... ....."},  // soft hyphen: shorter than '-'
    {0xae, ".###. #...# ###.# ##.## ###.# ##.## .###."},
    {0xaf, "#####"},
    {0xb0, ".##.. #..#. .##.."},
    {0xb1, "..#.. ..#.. ##### ..#.. ..#.. ..... #####"},
    {0xb2, ".##.. ...#. ..#.. .#... .###."},
    {0xb3, ".##.. ...#. .##.. ...#. .##.."},
    {0xb4, "...#. ..#.."},
    {0xb5, "..... ..... #...# #...# #...# #..## ###.# #.... #...."},
    {0xb6, ".#### ###.# ###.# .##.# ..#.# ..#.# ..#.#"},
    {0xb7, "..... ..... ..... .##.. .##.. ..... ....."},
    {0xb8, "..... ..... ..... ..... ..... ..... ..... ..#.. .##.."},
    {0xb9, "..#.. .##.. ..#.. ..#.. .###."},
    {0xba, ".###. #...# #...# .###. ..... #####"},
    {0xbb, "..... #.#.. .#.#. ..#.# .#.#. #.#.. ....."},
    {0xbc, "#.... #...# #..#. ..#.. .#.#. #.### ...#."},
    {0xbd, "#.... #...# #..#. ..#.. .#.## #...# ..###"},
    {0xbe, "##... .#..# ##.#. ..#.. .#.#. #.### ...#."},
    {0xbf, "..#.. ..... ..#.. .#... #.... #...# .###."},
    {0xc6, ".#### #.#.. #.#.. ##### #.#.. #.#.. #.###"},
    {0xd0, "###.. #..#. #...# ###.# #...# #..#. ###.."},
    {0xd7, "..... #...# .#.#. ..#.. .#.#. #...# ....."},
    {0xd8, ".###. #..## #.#.# #.#.# #.#.# ##..# .###."},
    {0xde, "#.... ####. #...# #...# ####. #.... #...."},
    {0xdf, ".##.. #..#. #..#. #.##. #...# #...# #.##."},
    {0xe6, "..... ..... ##.#. ..#.# ##### #.#.. .#.##"},
    {0xf0, ".##.# ...#. ..#.# .#### #...# #...# .###."},
    {0xf7, "..... ..#.. ..... ##### ..... ..#.. ....."},
    {0xf8, "..... ..... .###. #..## #.#.# ##..# .###."},
    {0xfe, "..... #.... ####. #...# #...# #...# ####. #.... #...."},
}};

// The accented letters: Latin-1 0xc0-0xff but for the ones drawn whole above.
constexpr std::array<ComposedSource, kLatin1Composed> kComposedSource = {{
    {0xc0, 'A', Accent::kGrave},  {0xc1, 'A', Accent::kAcute},     {0xc2, 'A', Accent::kCircumflex},
    {0xc3, 'A', Accent::kTilde},  {0xc4, 'A', Accent::kDiaeresis}, {0xc5, 'A', Accent::kRing},
    {0xc7, 'C', Accent::kCedilla},
    {0xc8, 'E', Accent::kGrave},  {0xc9, 'E', Accent::kAcute},     {0xca, 'E', Accent::kCircumflex},
    {0xcb, 'E', Accent::kDiaeresis},
    {0xcc, 'I', Accent::kGrave},  {0xcd, 'I', Accent::kAcute},     {0xce, 'I', Accent::kCircumflex},
    {0xcf, 'I', Accent::kDiaeresis},
    {0xd1, 'N', Accent::kTilde},
    {0xd2, 'O', Accent::kGrave},  {0xd3, 'O', Accent::kAcute},     {0xd4, 'O', Accent::kCircumflex},
    {0xd5, 'O', Accent::kTilde},  {0xd6, 'O', Accent::kDiaeresis},
    {0xd9, 'U', Accent::kGrave},  {0xda, 'U', Accent::kAcute},     {0xdb, 'U', Accent::kCircumflex},
    {0xdc, 'U', Accent::kDiaeresis},
    {0xdd, 'Y', Accent::kAcute},
    {0xe0, 'a', Accent::kGrave},  {0xe1, 'a', Accent::kAcute},     {0xe2, 'a', Accent::kCircumflex},
    {0xe3, 'a', Accent::kTilde},  {0xe4, 'a', Accent::kDiaeresis}, {0xe5, 'a', Accent::kRing},
    {0xe7, 'c', Accent::kCedilla},
    {0xe8, 'e', Accent::kGrave},  {0xe9, 'e', Accent::kAcute},     {0xea, 'e', Accent::kCircumflex},
    {0xeb, 'e', Accent::kDiaeresis},
    {0xec, 'i', Accent::kGrave},  {0xed, 'i', Accent::kAcute},     {0xee, 'i', Accent::kCircumflex},
    {0xef, 'i', Accent::kDiaeresis},
    {0xf1, 'n', Accent::kTilde},
    {0xf2, 'o', Accent::kGrave},  {0xf3, 'o', Accent::kAcute},     {0xf4, 'o', Accent::kCircumflex},
    {0xf5, 'o', Accent::kTilde},  {0xf6, 'o', Accent::kDiaeresis},
    {0xf9, 'u', Accent::kGrave},  {0xfa, 'u', Accent::kAcute},     {0xfb, 'u', Accent::kCircumflex},
    {0xfc, 'u', Accent::kDiaeresis},
    {0xfd, 'y', Accent::kAcute},  {0xff, 'y', Accent::kDiaeresis},
}};
// clang-format on

// One glyph's rows from its text: a row that is not 5 columns of '#' and '.' or more than 9 rows
// stops the build.
constexpr GlyphBitmap parse_rows(std::string_view text) {
  GlyphBitmap out{};
  size_t row = 0;
  int column = 0;
  uint8_t bits = 0;
  const auto end_row = [&] {
    if (column != kGlyphWidth) throw "a glyph row is not 5 columns";
    if (row >= static_cast<size_t>(kGlyphHeight)) throw "a glyph has more than 9 rows";
    out.rows[row++] = bits;
    bits = 0;
    column = 0;
  };
  for (const char ch : text) {
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
  return out;
}

// A capital's 7 rows shortened to 5 on rows 2-6, for the accent above it: the first row that
// repeats the one above goes, twice. A capital without two repeats stops the build.
constexpr GlyphBitmap short_capital(const GlyphBitmap& capital) {
  std::array<uint8_t, 7> rows{};
  for (size_t r = 0; r < rows.size(); ++r) rows[r] = capital.rows[r];
  size_t count = rows.size();
  while (count > 5) {
    size_t repeat = 0;
    for (size_t r = 1; r < count && repeat == 0; ++r)
      if (rows[r] == rows[r - 1]) repeat = r;
    if (repeat == 0) throw "a capital with an accent has no row to drop";
    for (size_t r = repeat; r + 1 < count; ++r) rows[r] = rows[r + 1];
    --count;
  }
  GlyphBitmap out{};
  for (size_t r = 0; r < 5; ++r) out.rows[r + 2] = rows[r];
  return out;
}

constexpr size_t index_of(unsigned char code) {
  return code <= static_cast<unsigned char>(kLastGlyph)
             ? static_cast<size_t>(code - kFirstGlyph)
             : static_cast<size_t>(kAsciiGlyphs + (code - kFirstLatin1Glyph));
}

// The tables above as bitmaps, at compile time, indexed as glyph_index: printable ASCII, then
// Latin-1 0xa0-0xff. A character out of order, twice or missing stops the build.
constexpr std::array<GlyphBitmap, kGlyphCount> parse_glyphs() {
  std::array<GlyphBitmap, kGlyphCount> out{};
  std::array<bool, kGlyphCount> done{};
  const auto put = [&](unsigned char code, const GlyphBitmap& g) {
    const bool printable = (code >= static_cast<unsigned char>(kFirstGlyph) &&
                            code <= static_cast<unsigned char>(kLastGlyph)) ||
                           code >= kFirstLatin1Glyph;
    if (!printable) throw "a glyph for a character the font does not cover";
    if (done[index_of(code)]) throw "a glyph given twice";
    done[index_of(code)] = true;
    out[index_of(code)] = g;
  };
  unsigned char previous = 0;
  for (const GlyphSource& source : kGlyphSource) {
    if (source.code <= previous) throw "glyph table out of order";
    previous = source.code;
    put(source.code, parse_rows(source.rows));
  }
  previous = 0;
  for (const ComposedSource& source : kComposedSource) {
    if (source.code <= previous) throw "composed glyph table out of order";
    previous = source.code;
    const GlyphBitmap letter = out[index_of(static_cast<unsigned char>(source.letter))];
    const GlyphBitmap accent = parse_rows(kAccentRows[static_cast<size_t>(source.accent)]);
    GlyphBitmap g = letter;
    if (source.accent == Accent::kCedilla) {
      g.rows[7] = accent.rows[0];
      g.rows[8] = accent.rows[1];
    } else {
      if (source.letter >= 'A' && source.letter <= 'Z') g = short_capital(letter);
      g.rows[0] = accent.rows[0];
      g.rows[1] = accent.rows[1];
    }
    put(source.code, g);
  }
  for (const bool d : done)
    if (!d) throw "a character without its glyph";
  return out;
}

constexpr std::array<GlyphBitmap, kGlyphCount> kGlyphs = parse_glyphs();

size_t glyph_index(char c) {
  return index_of(static_cast<unsigned char>(has_glyph(c) ? c : '?'));
}

// The atlas: 16 cells a row, a blank texel between cells and around the edge.
constexpr int kAtlasColumns = 16;
constexpr int kCellStrideX = kGlyphCellWidth + 1;
constexpr int kCellStrideY = kGlyphCellHeight + 1;

}  // namespace

bool has_glyph(char c) {
  const auto code = static_cast<unsigned char>(c);
  return (code >= static_cast<unsigned char>(kFirstGlyph) &&
          code <= static_cast<unsigned char>(kLastGlyph)) ||
         code >= kFirstLatin1Glyph;
}

std::string font_text(std::string_view text) {
  bool plain = true;
  for (const char c : text) plain = plain && static_cast<unsigned char>(c) < 0x80;
  if (plain || !assets::is_utf8(text)) return std::string(text);
  // Well-formed UTF-8: one byte for each character, U+0080..U+00FF as Latin-1, the rest '?'.
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const size_t length = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    if (length == 1)
      out += text[i];
    else if (length == 2 && lead <= 0xc3)
      out += static_cast<char>(((lead & 0x1f) << 6) |
                               (static_cast<unsigned char>(text[i + 1]) & 0x3f));
    else
      out += '?';
    i += length;
  }
  return out;
}

const GlyphBitmap& glyph(char c) {
  return kGlyphs[glyph_index(c)];
}

int text_width(std::string_view text) {
  if (text.empty()) return 0;
  return static_cast<int>(font_text(text).size()) * kGlyphAdvance + 1;
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
