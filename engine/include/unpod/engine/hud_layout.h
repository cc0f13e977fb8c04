// Where the HUD's elements go in a viewport, and the quads that draw them (pure, no GL). The
// elements are anchored to the viewport's own corners on any shape (a wide window or a side of a
// split). Text sizes follow the height of the largest 4:3 rectangle that fits, in whole screen
// pixels per font pixel so the glyphs stay crisp, and never fall below kHudMinTextShare of the
// viewport's height. As in POD: the race time top left, the place and the lap top right, the
// messages in the middle, above the car.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "unpod/engine/hud_font.h"
#include "unpod/engine/hud_model.h"
#include "unpod/engine/viewport.h"

namespace unpod::engine {

enum class HudElement : uint8_t {
  kRaceTime,     // top left: the race clock
  kLapTimes,     // under it: the lap in progress and the last laps completed
  kBestLap,      // under them: the racer's best lap
  kPlace,        // top right: place n/N
  kLap,          // under it: lap n/N
  kLastLap,      // under it: "LAST LAP" on the last lap
  kBanner,       // middle: "LAP n", "LAST LAP", "FINISHED 2ND"
  kCountdown,    // middle: 5..1, "GO!"
  kWrongWay,     // middle: "WRONG WAY"
  kLapFlash,     // middle: the lap just completed and its time
  kSplitFlash,   // middle: a checkpoint's split
  kRecordFlash,  // middle: "NEW LAP RECORD!"
  kGear,         // bottom right
  kSpeed,        // bottom right, under the gear
  kDamage,       // bottom left: the car picture, parts tinted by health
  kResults,      // at the end, alone: the results table
  kFinishers,    // bottom left, above the damage picture: the other racers' finishes
  kNotice,       // middle, over everything: the game's own lines (paused, a pad to choose)
  kMenu,         // the menus' screens (engine/hud/menu_layout.h), drawn with the same font
  kCaption,      // bottom middle: what the view is (a replay and of what)
  kNetwork,      // top right, under the lap: a network race's end timer and connection mark
};
inline constexpr int kHudElementCount = 21;

// Pixels, window coordinates, origin at the top left (as Viewport).
struct HudRect {
  int x = 0, y = 0, width = 0, height = 0;
  int right() const { return x + width; }
  int bottom() const { return y + height; }
  bool empty() const { return width <= 0 || height <= 0; }
  bool contains(const HudRect& o) const {
    return o.x >= x && o.y >= y && o.right() <= right() && o.bottom() <= bottom();
  }
  bool overlaps(const HudRect& o) const {
    return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom();
  }
  bool operator==(const HudRect&) const = default;
};

struct Rgba {
  uint8_t r = 255, g = 255, b = 255, a = 255;
  bool operator==(const Rgba&) const = default;
};

// A line of text: its top-left corner (the outline's), `unit` screen pixels per font pixel.
struct HudText {
  HudElement element;
  std::string text;
  int x = 0, y = 0;
  int unit = 1;
  Rgba colour;
  HudRect rect() const {
    return {x, y, text_width(text) * unit, text.empty() ? 0 : text_height() * unit};
  }
};

// A flat box (the damage picture's parts, the results panel).
struct HudBox {
  HudElement element;
  HudRect rect;
  Rgba colour;
};

// One element's extent: the union of its texts and boxes.
struct HudItem {
  HudElement element;
  HudRect rect;
};

struct HudLayout {
  Viewport viewport;
  HudRect safe;                // the area the elements stay in (hud_safe_area)
  std::vector<HudBox> boxes;   // drawn first, in order
  std::vector<HudText> texts;  // then the texts, in order
  std::vector<HudItem> items;  // one per element shown
  const HudItem* find(HudElement e) const;
};

// The smallest text's line (outline included) is at least this share of the viewport's height,
// whatever the split (issue 15: 9 pixels in a 1280x720 window's halves, 11 in 800x600, were too
// small to read).
inline constexpr double kHudMinTextShare = 0.025;
// The messages in the middle (banner, countdown, wrong way, flashes) end above this share of the
// viewport's height: the chase camera shows the car's roof at about half of it.
inline constexpr double kHudMessageFloor = 0.45;

// Where the elements may go: the whole viewport (its corners anchor the corners' elements).
HudRect hud_safe_area(const Viewport& viewport);
// The height of the largest 4:3 rectangle that fits in `viewport`: what sizes the HUD.
int hud_scale_height(const Viewport& viewport);
// Screen pixels per font pixel for a text of `size` (1 small .. 8 the countdown) at a scale
// height of `scale_height` pixels: whole pixels, at least 1; 480 pixels give `size` itself.
int hud_text_unit(int scale_height, int size);
// The smallest unit whose line of text is at least kHudMinTextShare of `viewport_height`.
int hud_min_unit(int viewport_height);

// The elements `model` shows, placed in `viewport` (nothing for an empty viewport).
// `window_height`: the whole window's, for a split screen's viewport (its texts no smaller
// than a whole window's); 0 for the viewport's own.
HudLayout hud_layout(const HudModel& model, const Viewport& viewport, int window_height = 0);

// The quads of a layout as triangles (6 vertices a quad) in window pixels, appended to `out`:
// boxes sample the atlas's solid cell, text the glyphs' cells (spaces draw nothing).
struct HudVertex {
  float x = 0, y = 0;  // window pixels, top-left origin
  float u = 0, v = 0;  // atlas texture coordinates, 0..1
  Rgba colour;
};
void append_hud_vertices(const HudLayout& layout, const FontAtlas& atlas,
                         std::vector<HudVertex>& out);

}  // namespace unpod::engine
