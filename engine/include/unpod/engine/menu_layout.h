// The menus' screens as the HUD draws them (pure, no GL): a title, lines of text, a column of
// rows the player moves through (a label, its value with arrows when it can change, a bar), and
// a footer saying which keys do what. Sizes follow the window like the HUD's (whole pixels per
// font pixel, from the largest 4:3 rectangle), so a menu fits any window size and aspect.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "unpod/engine/hud_layout.h"
#include "unpod/engine/viewport.h"

namespace unpod::engine {

struct MenuRow {
  MenuRow() = default;
  MenuRow(std::string l, std::string v = {})
      : label(std::move(l)), value(std::move(v)) {}  // NOLINT

  std::string label;
  std::string value;       // shown right of the label; empty: none
  bool choice = false;     // the value changes with left and right: drawn between < >
  bool enabled = true;     // greyed and skipped when false
  int bar = -1;            // 0..100: a bar after the label (a car's ratings); -1 none
  bool highlight = false;  // a row to notice (a new record, the player's own)
};

// A labelled bar under the page's lines that the player reads but does not choose (a car's
// five ratings): LABEL, the bar, the number.
struct MenuGauge {
  std::string label;
  int value = 0;    // 0..100
  int second = -1;  // 0..100: a second bar and number after the first (two players' cars); -1 none
};

struct MenuPage {
  std::string title;
  std::vector<std::string> lines;    // under the title (a table's rows, an explanation)
  std::vector<bool> line_highlight;  // per line: drawn in the notice colour (the player's row)
  // Lines to notice, above those (a damaged file, why no installation was found), in
  // `alert_colour`.
  std::vector<std::string> alerts;
  Rgba alert_colour{255, 77, 77, 255};
  std::vector<MenuGauge> gauges;  // under the lines
  std::vector<MenuRow> rows;
  int selected = 0;  // the row the player is on; -1 none
  std::string footer;
  bool dim_behind = false;  // a panel over the race (the pause screen) rather than a backdrop
  // Drawn over a picture (the installation's menu backdrop): a see-through panel behind the
  // text instead of the page's own bands.
  bool over_picture = false;
  // A picture beside the rows (the circuit's): which (the caller's name for it), and its size
  // in pixels, 0 for none. The layout keeps room for it where the window has some
  // (menu_picture_rect); the caller draws it there.
  std::string picture;
  int picture_width = 0;
  int picture_height = 0;
};

inline constexpr Rgba kMenuBackdropTop{18, 22, 46, 255};
inline constexpr Rgba kMenuBackdropBottom{70, 28, 18, 255};

// The page's layout in `viewport` (the whole window). Element kMenu for everything.
HudLayout menu_layout(const MenuPage& page, const Viewport& viewport);

// `text` cut into lines of at most `columns` characters, at spaces where it can be (a long
// message naming a file).
std::vector<std::string> wrap_menu_text(const std::string& text, size_t columns);

// Where the page's picture goes in `viewport`, its aspect kept, beside the rows and apart from
// every text; empty (width 0) when the page has none or the window leaves no room for it.
HudRect menu_picture_rect(const MenuPage& page, const Viewport& viewport);

// The row under a window point (the mouse), or -1.
int menu_row_at(const MenuPage& page, const Viewport& viewport, int x, int y);

}  // namespace unpod::engine
