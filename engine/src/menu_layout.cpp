// The menus' screens, laid out like the HUD: texts and flat boxes in window pixels.
#include "unpod/engine/menu_layout.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>

namespace unpod::engine {
namespace {

constexpr Rgba kMenuTitle{255, 214, 64, 255};
constexpr Rgba kMenuText{225, 225, 225, 255};
constexpr Rgba kMenuDim{130, 130, 130, 255};
constexpr Rgba kMenuSelected{255, 214, 64, 255};
constexpr Rgba kMenuNotice{110, 220, 255, 255};
constexpr Rgba kMenuBand{255, 140, 40, 70};
constexpr Rgba kMenuPanel{0, 0, 0, 160};
constexpr Rgba kMenuOverPicture{0, 0, 0, 110};  // behind the text over a backdrop picture
constexpr Rgba kGaugeEmpty{40, 40, 40, 220};
constexpr Rgba kGaugeFull{110, 220, 255, 255};
constexpr int kBarCells = 20;    // a row's bar length in font pixels at 100
constexpr int kGaugeCells = 40;  // a gauge's
constexpr int kBackdropBands = 12;
constexpr size_t kFitValueChars = 28;  // the longest value the rows are sized for

// Where everything goes: shared by the layout and the mouse's hit test.
struct MenuGeometry {
  int title_unit = 1, line_unit = 1, row_unit = 1, footer_unit = 1;
  int title_y = 0, lines_y = 0, rows_y = 0, footer_y = 0;
  int column_x = 0, column_w = 0;
  int label_w = 0;  // font pixels of the widest label
  int row_pitch = 0, line_pitch = 0;
  std::vector<std::pair<std::string, Rgba>> lines;  // the alerts, then the lines, wrapped
  int gauges_y = 0, gauge_label_w = 0;              // font pixels of the widest gauge label
  size_t gauges_shown = 0;
  size_t first_row = 0, rows_shown = 0;  // a window of rows round the selected one, if need be
  HudRect picture;                       // width 0: none
};

// A bar and its number in font pixels.
int bar_width() {
  return kGaugeCells + kGlyphAdvance + text_width("100");
}

// A gauge's line in font pixels: label, bar, number (and a second bar and number).
int gauge_width(int label_w, bool second) {
  return label_w + kGlyphAdvance + bar_width() + (second ? 2 * kGlyphAdvance + bar_width() : 0);
}

bool any_second(const MenuPage& page) {
  return std::any_of(page.gauges.begin(), page.gauges.end(),
                     [](const MenuGauge& g) { return g.second >= 0; });
}

// The largest size of the picture's aspect in `room_w` x `room_h`, no higher than 2/5 of the
// window; none (width 0) under an eighth of the window's height.
std::pair<int, int> picture_size(const MenuPage& page, const Viewport& v, int room_w, int room_h) {
  int h = std::min(room_h, v.height * 2 / 5);
  int w = int(int64_t(h) * page.picture_width / page.picture_height);
  if (w > room_w) {
    w = room_w;
    h = int(int64_t(w) * page.picture_height / page.picture_width);
  }
  if (w <= 0 || h < v.height / 8) return {0, 0};
  return {w, h};
}

// The picture's place: beside the column, both centred together, or under the rows where it is
// larger there (a tall window, a wide column); none where neither leaves room.
void place_picture(const MenuPage& page, const Viewport& v, int margin, MenuGeometry& g) {
  if (page.picture_width <= 0 || page.picture_height <= 0) return;
  const int bottom = g.footer_y - margin / 2;
  const auto [w, h] = picture_size(page, v, v.width - 3 * margin - g.column_w, bottom - g.lines_y);
  const int below = g.rows_y + int(g.rows_shown) * g.row_pitch + margin / 2;
  const auto [bw, bh] = picture_size(page, v, v.width - 2 * margin, bottom - below);
  // Beside unless under the rows it is larger.
  if (w > 0 && int64_t(w) * h >= int64_t(bw) * bh) {
    g.column_x = v.x + (v.width - (g.column_w + margin + w)) / 2;
    g.picture = {g.column_x + g.column_w + margin, g.lines_y, w, h};
    return;
  }
  if (bw > 0) g.picture = {v.x + (v.width - bw) / 2, below, bw, bh};
}

std::string value_text(const MenuRow& row) {
  if (row.value.empty()) return "";
  return row.choice ? "< " + row.value + " >" : row.value;
}

Rgba line_colour(const MenuPage& page, size_t i) {
  return i < page.line_highlight.size() && page.line_highlight[i] ? kMenuNotice : kMenuText;
}

MenuGeometry geometry(const MenuPage& page, const Viewport& v) {
  MenuGeometry g;
  const int scale = hud_scale_height(v);
  int margin = std::max(2, v.height / 24);
  const int room = std::max(1, v.width - 2 * margin);
  int widest_line = 0;
  for (const std::string& l : page.lines) widest_line = std::max(widest_line, text_width(l));
  for (const std::string& l : page.alerts) widest_line = std::max(widest_line, text_width(l));
  for (const MenuGauge& gauge : page.gauges)
    g.gauge_label_w = std::max(g.gauge_label_w, text_width(gauge.label));
  if (!page.gauges.empty())
    widest_line = std::max(widest_line, gauge_width(g.gauge_label_w, any_second(page)));
  int widest_label = 0, widest_value = 0;
  for (const MenuRow& r : page.rows) {
    widest_label = std::max(widest_label, text_width(r.label));
    // A value longer than kFitValueChars does not size the rows: it is cut where the window
    // ends, rather than one long value making the whole page smaller.
    const int value = r.bar >= 0 ? kBarCells + 2
                                 : std::min(text_width(value_text(r)),
                                            text_width(std::string(kFitValueChars, 'M')));
    widest_value = std::max(widest_value, value);
  }
  g.label_w = widest_label;
  const int row_w = widest_label + (widest_value > 0 ? widest_value + 3 * kGlyphAdvance : 0);
  // No text below the HUD's readable floor (kHudMinTextShare of the window's height): what
  // is too wide at it is wrapped (lines) or cut (a row's value, the footer) instead.
  const int floor_unit = hud_min_unit(v.height);
  // Each kind of text at the size POD's menus would have at 640x480, or the largest whole unit
  // at which its widest line fits the window's width.
  const auto fit = [&](int size, int widest) {
    int unit = hud_text_unit(scale, size);
    while (unit > floor_unit && widest * unit > room) --unit;
    return std::max(unit, floor_unit);
  };
  int title_unit = fit(4, text_width(page.title));
  int row_unit = fit(3, row_w);
  int line_unit = std::min(fit(2, widest_line), row_unit);
  int footer_unit = std::min(fit(2, text_width(page.footer)), line_unit);
  // Then, until everything fits the height, one text one unit smaller at a time (below), none
  // below the floor; at the floor, the rows closer and, when they still do not fit, a window of
  // them round the selected one.
  for (;;) {
    g.title_unit = title_unit;
    g.row_unit = row_unit;
    g.line_unit = line_unit;
    g.footer_unit = footer_unit;
    const bool smallest = std::max({title_unit, row_unit, line_unit, footer_unit}) <= floor_unit;
    if (smallest) margin = std::max(2, margin / 2);
    // Lines too wide for the window even now are wrapped.
    const auto columns =
        size_t(std::max(1, (v.width - 2 * margin) / (kGlyphAdvance * g.line_unit) - 1));
    g.lines.clear();
    for (const std::string& l : page.alerts)
      for (std::string& part : wrap_menu_text(l, columns))
        g.lines.emplace_back(std::move(part), page.alert_colour);
    for (size_t i = 0; i < page.lines.size(); ++i)
      for (std::string& part : wrap_menu_text(page.lines[i], columns))
        g.lines.emplace_back(std::move(part), line_colour(page, i));
    g.row_pitch = (kGlyphCellHeight + (smallest ? 1 : 4)) * g.row_unit;
    g.line_pitch = (kGlyphCellHeight + 1) * g.line_unit;
    const int fixed = margin + kGlyphCellHeight * g.title_unit + margin / 2 + margin / 2 + margin +
                      kGlyphCellHeight * g.footer_unit + margin;
    g.gauges_shown = page.gauges.size();
    const int lines_h = int(g.lines.size() + g.gauges_shown) * g.line_pitch;
    const int rows_h = int(page.rows.size()) * g.row_pitch;
    if (fixed + lines_h + rows_h <= v.height || smallest) {
      g.rows_shown = page.rows.size();
      if (fixed + lines_h + rows_h > v.height) {
        // The rows the height leaves room for (at least the selected one), then the lines'.
        const int for_rows = std::max(g.row_pitch, v.height - fixed - lines_h);
        g.rows_shown = std::min(page.rows.size(), size_t(std::max(1, for_rows / g.row_pitch)));
        const int for_lines = v.height - fixed - int(g.rows_shown) * g.row_pitch;
        const size_t lines_fit = size_t(std::max(0, for_lines / g.line_pitch));
        g.lines.resize(std::min(g.lines.size(), lines_fit));
        g.gauges_shown = std::min(g.gauges_shown, lines_fit - g.lines.size());
        const size_t selected = page.selected < 0 ? 0 : size_t(page.selected);
        if (selected >= g.rows_shown) g.first_row = selected + 1 - g.rows_shown;
      }
      g.title_y = v.y + margin;
      g.lines_y = g.title_y + kGlyphCellHeight * g.title_unit + margin / 2;
      g.gauges_y = g.lines_y + int(g.lines.size()) * g.line_pitch;
      g.rows_y = g.gauges_y + int(g.gauges_shown) * g.line_pitch + margin / 2;
      g.footer_y = v.y + v.height - margin - kGlyphCellHeight * g.footer_unit;
      int widest = 0;
      for (const auto& l : g.lines) widest = std::max(widest, text_width(l.first) * g.line_unit);
      g.column_w = std::min(v.width - 2 * margin, std::max(row_w * g.row_unit, widest));
      if (g.gauges_shown > 0)
        g.column_w = std::min(
            v.width - 2 * margin,
            std::max(g.column_w, gauge_width(g.gauge_label_w, any_second(page)) * g.line_unit));
      g.column_x = v.x + (v.width - g.column_w) / 2;
      place_picture(page, v, margin, g);
      return g;
    }
    // What gives way, in turn: a title well above the rows, then the lines down under the
    // rows (read, not chosen), then the rows, then the rest.
    if (title_unit > row_unit + 1)
      --title_unit;
    else if (line_unit > floor_unit && line_unit >= row_unit)
      --line_unit;
    else if (row_unit > floor_unit)
      --row_unit;
    else if (line_unit > floor_unit)
      --line_unit;
    else if (title_unit > floor_unit)
      --title_unit;
    else
      --footer_unit;
    line_unit = std::min(line_unit, row_unit);
    footer_unit = std::min(footer_unit, line_unit);
  }
}

Rgba mix(Rgba a, Rgba b, int i, int n) {
  const auto lerp = [&](uint8_t x, uint8_t y) {
    return static_cast<uint8_t>((int(x) * (n - i) + int(y) * i) / n);
  };
  return {lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), 255};
}

// `text` cut to `room` pixels at `unit`, ".." at its end where it was cut (a long value at the
// readable floor).
std::string fitted(std::string text, int room, int unit) {
  if (text_width(text) * unit <= room) return text;
  text = font_text(text);  // cut a glyph at a time, never inside a UTF-8 character
  while (!text.empty() && text_width(text + "..") * unit > room) text.pop_back();
  return text + "..";
}

void add_text(HudLayout& out, std::string text, int x, int y, int unit, Rgba colour) {
  if (text.empty()) return;
  HudText t{HudElement::kMenu, std::move(text), x, y, unit, colour};
  out.texts.push_back(std::move(t));
}

}  // namespace

HudLayout menu_layout(const MenuPage& page, const Viewport& v) {
  HudLayout out;
  out.viewport = v;
  out.safe = {v.x, v.y, v.width, v.height};
  if (v.width <= 0 || v.height <= 0) return out;
  if (page.dim_behind || page.over_picture) {
    out.boxes.push_back({HudElement::kMenu,
                         {v.x, v.y, v.width, v.height},
                         page.dim_behind ? kMenuPanel : kMenuOverPicture});
  } else {
    for (int i = 0; i < kBackdropBands; ++i) {
      const int top = v.y + v.height * i / kBackdropBands;
      const int bottom = v.y + v.height * (i + 1) / kBackdropBands;
      out.boxes.push_back({HudElement::kMenu,
                           {v.x, top, v.width, bottom - top},
                           mix(kMenuBackdropTop, kMenuBackdropBottom, i, kBackdropBands - 1)});
    }
  }
  const MenuGeometry g = geometry(page, v);
  add_text(out, page.title, v.x + (v.width - text_width(page.title) * g.title_unit) / 2, g.title_y,
           g.title_unit, kMenuTitle);
  for (size_t i = 0; i < g.lines.size(); ++i)
    add_text(out, g.lines[i].first, g.column_x, g.lines_y + int(i) * g.line_pitch, g.line_unit,
             g.lines[i].second);
  for (size_t i = 0; i < g.gauges_shown; ++i) {
    const MenuGauge& gauge = page.gauges[i];
    const int y = g.gauges_y + int(i) * g.line_pitch, u = g.line_unit;
    add_text(out, gauge.label, g.column_x, y, u, kMenuText);
    const auto bar = [&](int bar_x, int shown) {
      const int value = std::clamp(shown, 0, 100);
      out.boxes.push_back({HudElement::kMenu, {bar_x, y + u, kGaugeCells * u, 5 * u}, kGaugeEmpty});
      out.boxes.push_back(
          {HudElement::kMenu, {bar_x, y + u, kGaugeCells * u * value / 100, 5 * u}, kGaugeFull});
      add_text(out, std::to_string(value), bar_x + (kGaugeCells + kGlyphAdvance) * u, y, u,
               kMenuText);
    };
    const int first_x = g.column_x + (g.gauge_label_w + kGlyphAdvance) * u;
    bar(first_x, gauge.value);
    if (gauge.second >= 0) bar(first_x + (bar_width() + 2 * kGlyphAdvance) * u, gauge.second);
  }
  for (size_t i = g.first_row; i < g.first_row + g.rows_shown; ++i) {
    const MenuRow& r = page.rows[i];
    const int y = g.rows_y + int(i - g.first_row) * g.row_pitch;
    const bool selected = int(i) == page.selected && r.enabled;
    if (selected)
      out.boxes.push_back({HudElement::kMenu,
                           {g.column_x - 2 * g.row_unit, y - g.row_unit,
                            g.column_w + 4 * g.row_unit, (kGlyphCellHeight + 2) * g.row_unit},
                           kMenuBand});
    const Rgba colour = !r.enabled    ? kMenuDim
                        : selected    ? kMenuSelected
                        : r.highlight ? kMenuNotice
                                      : kMenuText;
    add_text(out, r.label, g.column_x, y, g.row_unit, colour);
    const int value_x = g.column_x + (g.label_w + 3 * kGlyphAdvance) * g.row_unit;
    if (r.bar >= 0) {
      const int length = kBarCells * g.row_unit;
      const int filled = length * std::clamp(r.bar, 0, 100) / 100;
      const int bar_y = y + 2 * g.row_unit, bar_h = 6 * g.row_unit;
      out.boxes.push_back({HudElement::kMenu, {value_x, bar_y, length, bar_h}, {40, 40, 40, 220}});
      out.boxes.push_back({HudElement::kMenu, {value_x, bar_y, filled, bar_h}, colour});
    } else {
      add_text(out, fitted(value_text(r), v.x + v.width - value_x, g.row_unit), value_x, y,
               g.row_unit, colour);
    }
  }
  // A footer wider than the window keeps what fits.
  std::string footer = font_text(page.footer);
  while (!footer.empty() && text_width(footer) * g.footer_unit > v.width) footer.pop_back();
  add_text(out, footer, v.x + (v.width - text_width(footer) * g.footer_unit) / 2, g.footer_y,
           g.footer_unit, kMenuDim);
  HudRect all;
  bool any = false;
  for (const HudBox& b : out.boxes) {
    all = any ? HudRect{std::min(all.x, b.rect.x), std::min(all.y, b.rect.y),
                        std::max(all.right(), b.rect.right()) - std::min(all.x, b.rect.x),
                        std::max(all.bottom(), b.rect.bottom()) - std::min(all.y, b.rect.y)}
              : b.rect;
    any = true;
  }
  if (any) out.items.push_back({HudElement::kMenu, all});
  return out;
}

std::vector<std::string> wrap_menu_text(const std::string& text, size_t columns) {
  std::vector<std::string> out;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = std::min(text.size(), at + std::max<size_t>(columns, 1));
    if (end < text.size()) {
      const size_t space = text.rfind(' ', end);
      if (space != std::string::npos && space > at) end = space;
    }
    out.push_back(text.substr(at, end - at));
    at = end;
    while (at < text.size() && text[at] == ' ') ++at;
  }
  return out;
}

HudRect menu_picture_rect(const MenuPage& page, const Viewport& v) {
  if (v.width <= 0 || v.height <= 0) return {};
  return geometry(page, v).picture;
}

int menu_row_at(const MenuPage& page, const Viewport& v, int x, int y) {
  if (v.width <= 0 || v.height <= 0) return -1;
  const MenuGeometry g = geometry(page, v);
  if (x < g.column_x - 2 * g.row_unit || x >= g.column_x + g.column_w + 2 * g.row_unit) return -1;
  for (size_t i = g.first_row; i < g.first_row + g.rows_shown; ++i) {
    const int top = g.rows_y + int(i - g.first_row) * g.row_pitch - g.row_unit;
    if (y >= top && y < top + g.row_pitch && page.rows[i].enabled) return int(i);
  }
  return -1;
}

}  // namespace unpod::engine
