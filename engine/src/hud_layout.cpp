#include "unpod/engine/hud_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <initializer_list>
#include <string_view>

#include "unpod/sim/fx/format_time.h"

namespace unpod::engine {
namespace {

// The HUD's palette (ours, in the spirit of POD's bright arcade colours).
constexpr Rgba kWhite{255, 255, 255, 255};
constexpr Rgba kGrey{190, 190, 200, 255};
constexpr Rgba kDim{130, 130, 140, 255};
constexpr Rgba kYellow{255, 220, 40, 255};
constexpr Rgba kGold{255, 190, 30, 255};
constexpr Rgba kGreen{80, 230, 80, 255};
constexpr Rgba kRed{255, 60, 40, 255};
constexpr Rgba kCyan{110, 220, 255, 255};
constexpr Rgba kPanel{0, 0, 0, 170};
constexpr Rgba kOutline{10, 10, 10, 230};
constexpr Rgba kTyre{40, 40, 45, 255};

// Joins texts (one allocation; also keeps GCC 12's -Wrestrict false alarm on chained string +
// away).
std::string cat(std::initializer_list<std::string_view> parts) {
  size_t n = 0;
  for (const std::string_view p : parts) n += p.size();
  std::string s;
  s.reserve(n);
  for (const std::string_view p : parts) s.append(p);
  return s;
}

std::string time_text(Fx t) {
  return sim::fx::format_time_text(t);
}

std::string ordinal(int32_t n) {
  const int32_t tens = n % 100;
  const char* suffix = tens >= 11 && tens <= 13 ? "TH"
                       : n % 10 == 1            ? "ST"
                       : n % 10 == 2            ? "ND"
                       : n % 10 == 3            ? "RD"
                                                : "TH";
  return cat({std::to_string(n), suffix});
}

std::string pad_left(std::string s, size_t width) {
  if (s.size() < width) s.insert(0, width - s.size(), ' ');
  return s;
}
std::string pad_right(std::string s, size_t width) {
  s.resize(width, ' ');  // truncates a longer one
  return s;
}

// Green when whole, yellow at half, red when broken.
Rgba health_colour(float h) {
  const float t = h >= 0.0f ? std::min(h, 1.0f) : 0.0f;
  const auto mix = [](uint8_t a, uint8_t b, float f) {
    return static_cast<uint8_t>(
        std::lround(static_cast<float>(a) + (static_cast<float>(b) - static_cast<float>(a)) * f));
  };
  if (t < 0.5f) {
    const float f = t * 2.0f;
    return {mix(kRed.r, kYellow.r, f), mix(kRed.g, kYellow.g, f), mix(kRed.b, kYellow.b, f), 255};
  }
  const float f = (t - 0.5f) * 2.0f;
  return {mix(kYellow.r, kGreen.r, f), mix(kYellow.g, kGreen.g, f), mix(kYellow.b, kGreen.b, f),
          255};
}

class Builder {
 public:
  Builder(HudLayout& layout) : out_(layout) {}
  // A text with its top-left corner at (x, y).
  HudRect text(HudElement e, std::string s, int x, int y, int unit, Rgba colour) {
    HudText t{e, std::move(s), x, y, unit, colour};
    const HudRect r = t.rect();
    if (!t.text.empty()) out_.texts.push_back(std::move(t));
    return r;
  }
  // Right edge at `right`.
  HudRect text_right(HudElement e, std::string s, int right, int y, int unit, Rgba colour) {
    const int w = text_width(s) * unit;
    return text(e, std::move(s), right - w, y, unit, colour);
  }
  // Centred on `cx`.
  HudRect text_centred(HudElement e, std::string s, int cx, int y, int unit, Rgba colour) {
    const int w = text_width(s) * unit;
    return text(e, std::move(s), cx - w / 2, y, unit, colour);
  }
  void box(HudElement e, HudRect r, Rgba colour) {
    if (!r.empty()) out_.boxes.push_back({e, r, colour});
  }

 private:
  HudLayout& out_;
};

int scaled(int safe_height, int reference) {  // a length of the 480-line reference screen
  return static_cast<int>(std::lround(static_cast<double>(reference) * safe_height / 480.0));
}

// The car seen from above, front up: three rows of two parts (front, side, rear; left, right)
// in a dark outline, tyres beside the front and rear rows. Returns its top.
int damage_picture(Builder& b, const HudModel& m, int left, int bottom, int safe_height) {
  const int part_w = std::max(2, scaled(safe_height, 14));
  const int part_h = std::max(2, scaled(safe_height, 19));
  const int line = std::max(1, scaled(safe_height, 1));
  const int tyre_w = std::max(1, scaled(safe_height, 5));
  const int tyre_h = std::max(2, scaled(safe_height, 14));
  const int body_w = 2 * part_w + 3 * line, body_h = 3 * part_h + 4 * line;
  const int body_x = left + tyre_w, body_y = bottom - body_h;
  b.box(HudElement::kDamage, {body_x, body_y, body_w, body_h}, kOutline);
  // Parts in the car file's order: rear right, rear left, side right, side left, front right,
  // front left (DamagePart).
  for (size_t p = 0; p < kDamagePartCount; ++p) {
    const int row = 2 - static_cast<int>(p / 2);  // front at the top
    const int column = p % 2 == 0 ? 1 : 0;        // right parts on the right
    b.box(HudElement::kDamage,
          {body_x + line + column * (part_w + line), body_y + line + row * (part_h + line), part_w,
           part_h},
          health_colour(m.health[p]));
  }
  for (const int row : {0, 2}) {
    const int y = body_y + line + row * (part_h + line) + (part_h - tyre_h) / 2;
    b.box(HudElement::kDamage, {left, y, tyre_w, tyre_h}, kTyre);
    b.box(HudElement::kDamage, {body_x + body_w, y, tyre_w, tyre_h}, kTyre);
  }
  return body_y;
}

void results_table(Builder& b, const HudModel& m, const HudRect& safe, int scale_height,
                   int margin) {
  constexpr int kPitch = kGlyphCellHeight + 1, kPad = 4;  // font pixels
  const int room_w = safe.width - 2 * margin, room_h = safe.height - 2 * margin;
  // The driver's column as wide as the longest name, so no name is cut; narrower only where
  // the viewport cannot hold the table at the smallest text.
  constexpr size_t kOtherColumns = 2 + 1 + 1 + 8 + 1 + 8 + 1 + 4;
  size_t name_w = 6;
  for (const HudResultRow& r : m.results) name_w = std::max(name_w, r.driver.size());
  while (name_w > 6 && text_width(std::string(name_w + kOtherColumns, 'M')) + 2 * kPad > room_w)
    --name_w;
  std::vector<std::string> lines;
  lines.push_back("RESULTS");
  lines.push_back(cat({pad_left("P", 2), " ", pad_right("DRIVER", name_w), " ", pad_left("TIME", 8),
                       " ", pad_left("BEST LAP", 8), " ", pad_left("LAPS", 4)}));
  for (const HudResultRow& r : m.results)
    lines.push_back(cat({pad_left(r.retired ? "-" : std::to_string(r.place), 2), " ",
                         pad_right(r.driver, name_w), " ",
                         pad_left(r.finished  ? time_text(r.race_time)
                                  : r.retired ? "RETIRED"
                                              : "DNF",
                                  8),
                         " ", pad_left(r.best_lap > 0 ? time_text(r.best_lap) : "-", 8), " ",
                         pad_left(std::to_string(r.laps), 4)}));
  int widest = 0;
  for (const std::string& s : lines) widest = std::max(widest, text_width(s));
  const auto panel_h = [&](size_t n) { return static_cast<int>(n) * kPitch - 1 + 2 * kPad; };
  int unit = std::min({hud_text_unit(scale_height, 2), room_w / (widest + 2 * kPad),
                       room_h / panel_h(lines.size())});
  if (unit < 1) {  // a tiny viewport: the smallest text, as many rows as fit
    unit = 1;
    while (lines.size() > 2 && panel_h(lines.size()) > room_h) lines.pop_back();
  }
  const int w = (widest + 2 * kPad) * unit, h = panel_h(lines.size()) * unit;
  const int x = safe.x + (safe.width - w) / 2, y = safe.y + (safe.height - h) / 2;
  b.box(HudElement::kResults, {x, y, w, h}, kPanel);
  for (size_t i = 0; i < lines.size(); ++i) {
    Rgba colour = i == 0 ? kYellow : kGrey;
    if (i >= 2) {
      const HudResultRow& r = m.results[i - 2];
      colour = r.racer == m.racer ? kYellow : !r.finished ? kDim : r.human ? kWhite : kGrey;
    }
    const int ty = y + (kPad + static_cast<int>(i) * kPitch) * unit;
    if (i == 0)
      b.text_centred(HudElement::kResults, lines[i], x + w / 2, ty, unit, colour);
    else
      b.text(HudElement::kResults, lines[i], x + kPad * unit, ty, unit, colour);
  }
}

}  // namespace

const HudItem* HudLayout::find(HudElement e) const {
  for (const HudItem& i : items)
    if (i.element == e) return &i;
  return nullptr;
}

HudRect hud_safe_area(const Viewport& v) {
  if (v.width <= 0 || v.height <= 0) return {v.x, v.y, 0, 0};
  // The whole viewport: the corners' elements sit in its corners on any shape (a 4:3 box centred
  // in a wide screen left them bunched towards the middle).
  return {v.x, v.y, v.width, v.height};
}

int hud_scale_height(const Viewport& v) {
  if (v.width <= 0 || v.height <= 0) return 0;
  return std::min(v.height, static_cast<int>(static_cast<int64_t>(v.width) * 3 / 4));
}

int hud_text_unit(int safe_height, int size) {
  return std::max(1, scaled(safe_height, size));
}

int hud_min_unit(int viewport_height) {
  if (viewport_height <= 0) return 1;
  // The smallest unit whose line is at least kHudMinTextShare of the height.
  const int line = text_height();
  const auto want = static_cast<int>(std::ceil(kHudMinTextShare * viewport_height / line - 1e-9));
  return std::max(1, want);
}

HudLayout hud_layout(const HudModel& m, const Viewport& viewport, int window_height) {
  HudLayout out;
  out.viewport = viewport;
  out.safe = hud_safe_area(viewport);
  const HudRect& safe = out.safe;
  if (safe.empty()) return out;
  Builder b(out);
  const int h = hud_scale_height(viewport);
  const int margin = std::max(2, scaled(h, 8)), gap = std::max(1, scaled(h, 4));
  // Every text at least kHudMinTextShare of the window's height (a split screen's half as
  // readable as a whole one), larger ones in proportion.
  const int floor_unit = hud_min_unit(std::max(viewport.height, window_height));
  const auto unit = [&](int size) { return std::max(hud_text_unit(h, size), floor_unit); };
  const int u1 = unit(1), u2 = unit(2), u3 = unit(3);
  const int line1 = text_height() * u1, line3 = text_height() * u3;

  if (m.show_results) {
    results_table(b, m, safe, h, margin);
  } else {
    // Top left: the race time, the laps, the best lap.
    const int left = safe.x + margin;
    int y = safe.y + margin;
    y = b.text(HudElement::kRaceTime, time_text(m.race_time), left, y, u2, kWhite).bottom() + gap;
    int lines = 0;
    if (!m.finished) {
      b.text(HudElement::kLapTimes, cat({"L", std::to_string(m.lap), " ", time_text(m.lap_time)}),
             left, y, u1, kWhite);
      ++lines;
    }
    // The last laps completed, newest first (three at most).
    for (int lap = m.laps_timed; lap >= 1 && lap > m.laps_timed - 3; --lap, ++lines)
      b.text(HudElement::kLapTimes,
             cat({"L", std::to_string(lap), " ",
                  time_text(m.lap_times[static_cast<size_t>(lap - 1)])}),
             left, y + lines * (line1 + 1), u1, kGrey);
    y += 4 * (line1 + 1) + gap;  // room for four lines, so the best lap never jumps
    if (m.best_lap > 0)
      b.text(HudElement::kBestLap, cat({"BEST ", time_text(m.best_lap)}), left, y, u1, kYellow);
    const int left_bottom = y + line1;  // the columns' room, shown or not

    // Top right: the place, the lap, "LAST LAP".
    const int right = safe.right() - margin;
    y = safe.y + margin;
    y = b.text_right(HudElement::kPlace,
                     cat({std::to_string(m.place), "/", std::to_string(m.racers)}), right, y, u3,
                     kYellow)
            .bottom() +
        gap;
    y = b.text_right(HudElement::kLap,
                     cat({"LAP ", std::to_string(m.lap), "/", std::to_string(m.laps)}), right, y,
                     u2, kWhite)
            .bottom() +
        gap;
    if (m.last_lap) b.text_right(HudElement::kLastLap, "LAST LAP", right, y, u1, kRed);
    y += line1 + gap;
    // A network race's lines: the end timer, then the connection mark, small.
    if (m.end_seconds >= 0)
      y = b.text_right(HudElement::kNetwork, cat({"END IN ", std::to_string(m.end_seconds)}), right,
                       y, u1, kYellow)
              .bottom() +
          gap;
    if (!m.connection.empty())
      y = b.text_right(HudElement::kNetwork, m.connection, right, y, u1,
                       m.connection_warning ? kRed : kWhite)
              .bottom() +
          gap;
    const int right_bottom = y - gap;

    // The middle: fixed slots from top to bottom, so a message never moves another, all above
    // the car (kHudMessageFloor of the height: the chase camera shows the car's roof at about
    // half the height): the banner, then either the countdown (5..1, "GO!": the start, while
    // nothing else is judged) or "WRONG WAY" and the flashes of the race. Slots too tall for the
    // room shrink, the countdown first; in a viewport too small for them even then (a split of a
    // tiny window) they go on down towards the bottom.
    const int cx = safe.x + safe.width / 2;
    int left_edge = safe.x, right_edge = safe.right();  // the corners' columns' inner edges
    for (const HudText& t : out.texts) {
      if (t.element == HudElement::kRaceTime || t.element == HudElement::kLapTimes ||
          t.element == HudElement::kBestLap)
        left_edge = std::max(left_edge, t.rect().right());
      if (t.element == HudElement::kPlace || t.element == HudElement::kLap ||
          t.element == HudElement::kLastLap || t.element == HudElement::kNetwork)
        right_edge = std::min(right_edge, t.rect().x);
    }
    int floor_y =
        safe.y + static_cast<int>(std::lround(kHudMessageFloor * static_cast<double>(safe.height)));
    int mu2 = u2, mu3 = u3, mu8 = std::max(hud_text_unit(h, 8), floor_unit);
    const auto slots_height = [&] {
      return text_height() * (mu3 + std::max(mu8, mu3 + 3 * mu2)) + 4 * gap;
    };
    // The widest message any slot can hold at these units.
    const auto slots_width = [&] {
      return std::max({text_width("FINISHED 12TH") * mu3, text_width("WRONG WAY") * mu3,
                       text_width("GO!") * mu8, text_width("LAP 99  99'59\"99") * mu2});
    };
    // Below the corners' columns only where the middle would meet them (whole pixels make them
    // relatively taller in a small viewport).
    const auto top_for = [&] {
      const int half = slots_width() / 2 + gap;
      const bool meets = cx - half < left_edge || cx + half > right_edge;
      return meets ? std::max(left_bottom, right_bottom) + gap : safe.y + margin;
    };
    const auto shrink = [&](int room_bottom) {
      while (slots_height() > room_bottom - top_for() && mu8 > mu3) --mu8;
      while (slots_height() > room_bottom - top_for() && mu3 > mu2) mu3 = mu8 = mu3 - 1;
      while (slots_height() > room_bottom - top_for() && mu2 > floor_unit)
        mu2 = mu3 = mu8 = mu2 - 1;
    };
    shrink(floor_y);
    if (slots_height() > floor_y - top_for()) floor_y = safe.bottom() - margin;
    const int top = top_for();
    y = top;
    if (m.banner == HudBanner::kFinished)
      b.text_centred(HudElement::kBanner, cat({"FINISHED ", ordinal(m.place)}), cx, y, mu3,
                     kYellow);
    else if (m.banner == HudBanner::kRetired)
      b.text_centred(HudElement::kBanner, "RETIRED", cx, y, mu3, kRed);
    else if (m.banner == HudBanner::kLastLap)
      b.text_centred(HudElement::kBanner, "LAST LAP", cx, y, mu3, kRed);
    else if (m.banner == HudBanner::kLap)
      b.text_centred(HudElement::kBanner, cat({"LAP ", std::to_string(m.banner_lap)}), cx, y, mu3,
                     kWhite);
    y += text_height() * mu3 + gap;
    const bool starting = m.countdown > 0 || m.go;
    if (m.countdown > 0)
      b.text_centred(HudElement::kCountdown, std::to_string(m.countdown), cx, y, mu8, kYellow);
    else if (m.go)
      b.text_centred(HudElement::kCountdown, "GO!", cx, y, mu8, kGreen);
    if (!starting) {
      if (m.wrong_way) b.text_centred(HudElement::kWrongWay, "WRONG WAY", cx, y, mu3, kRed);
      y += text_height() * mu3 + gap;
      if (m.lap_flash)
        b.text_centred(
            HudElement::kLapFlash,
            cat({"LAP ", std::to_string(m.flash_lap), "  ", time_text(m.flash_lap_time)}), cx, y,
            mu2, kWhite);
      y += text_height() * mu2 + gap;
      if (m.split_flash)
        b.text_centred(HudElement::kSplitFlash,
                       m.split_time > 0 ? cat({"SPLIT ", std::to_string(m.split_checkpoint), "  ",
                                               time_text(m.split_time)})
                                        : cat({"CHECKPOINT ", std::to_string(m.split_checkpoint)}),
                       cx, y, mu2, kCyan);
      y += text_height() * mu2 + gap;
      if (m.lap_record_rank == 0)
        b.text_centred(HudElement::kRecordFlash, "NEW LAP RECORD!", cx, y, mu2, kGold);
      else if (m.lap_record_rank > 0)
        b.text_centred(HudElement::kRecordFlash,
                       cat({"BEST LAPS #", std::to_string(m.lap_record_rank + 1)}), cx, y, mu2,
                       kGold);
    }

    // Bottom right: the speed with its unit, the gear above it.
    const int bottom = safe.bottom() - margin;
    const std::string unit_label(speed_label(m.speed_unit));
    const int label_x = right - text_width(unit_label) * u1;
    b.text(HudElement::kSpeed, unit_label, label_x, bottom - line1, u1, kGrey);
    const int speed = std::min(999, std::abs(shown_speed(m.speed_kmh, m.speed_unit)));
    const HudRect speed_rect = b.text_right(HudElement::kSpeed, pad_left(std::to_string(speed), 3),
                                            label_x - gap, bottom - line3, u3, kWhite);
    const std::string gear = m.gear < 0 ? "R" : m.gear == 0 ? "N" : std::to_string(m.gear);
    b.text_right(HudElement::kGear, gear, right, speed_rect.y - gap - line3, u3, kWhite);

    // Bottom left: the damage picture when damage is on; above it (or in its place) the other
    // racers' finishes as they come, the newest lowest: "2ND NAME 1'23"45".
    const int above = m.damage_on ? damage_picture(b, m, left, bottom, h) - gap : bottom;
    int fy = above - line1;
    for (const HudModel::Finisher& f : m.finishers) {
      b.text(HudElement::kFinishers,
             cat({ordinal(f.place), " ", pad_right(f.driver, 16), " ", time_text(f.time)}), left,
             fy, u1, kCyan);
      fy -= line1 + 1;
    }
  }

  // The caption: one line on a dark band at the bottom middle, between the corners' elements
  // (the smaller unit, cut where the viewport is too narrow for it).
  if (!m.caption.empty()) {
    std::string text = font_text(m.caption);  // cut a glyph at a time
    while (!text.empty() && text_width(text) * u1 + 2 * margin > safe.width / 2) text.pop_back();
    const int w = text_width(text) * u1 + 2 * gap, hgt = line1 + 2 * gap;
    const int cx = safe.x + safe.width / 2, top = safe.bottom() - margin - hgt;
    b.box(HudElement::kCaption, {cx - w / 2, top, w, hgt}, Rgba{0, 0, 0, 170});
    b.text_centred(HudElement::kCaption, text, cx, top + gap, u1, kWhite);
  }

  // The notice: its lines centred on a dark box in the middle (the smaller unit where the
  // longest line would not fit the viewport at the larger).
  if (!m.notice.empty()) {
    size_t longest = 0;
    for (const std::string& line : m.notice) longest = std::max(longest, line.size());
    const int widest = text_width(std::string(longest, 'M'));
    const int nu = widest * u2 + 2 * margin <= safe.width ? u2 : u1;
    const int line = text_height() * nu, count = static_cast<int>(m.notice.size());
    const int box_h = count * (line + gap) + gap,
              box_w = std::min(safe.width, widest * nu + 2 * margin);
    const int cx = safe.x + safe.width / 2;
    const int top = safe.y + (safe.height - box_h) / 2;
    b.box(HudElement::kNotice, {cx - box_w / 2, top, box_w, box_h}, Rgba{0, 0, 0, 170});
    for (int i = 0; i < count; ++i)
      b.text_centred(HudElement::kNotice, m.notice[size_t(i)], cx, top + gap + i * (line + gap), nu,
                     kYellow);
  }

  // Each element's extent.
  for (int e = 0; e < kHudElementCount; ++e) {
    const auto element = static_cast<HudElement>(e);
    HudRect r;
    bool any = false;
    const auto add = [&](const HudRect& x) {
      if (x.empty()) return;
      if (!any) {
        r = x;
        any = true;
        return;
      }
      const int x0 = std::min(r.x, x.x), y0 = std::min(r.y, x.y);
      r = {x0, y0, std::max(r.right(), x.right()) - x0, std::max(r.bottom(), x.bottom()) - y0};
    };
    for (const HudBox& box : out.boxes)
      if (box.element == element) add(box.rect);
    for (const HudText& t : out.texts)
      if (t.element == element) add(t.rect());
    if (any) out.items.push_back({element, r});
  }
  return out;
}

void append_hud_vertices(const HudLayout& layout, const FontAtlas& atlas,
                         std::vector<HudVertex>& out) {
  if (atlas.width <= 0 || atlas.height <= 0) return;
  const float su = 1.0f / static_cast<float>(atlas.width);
  const float sv = 1.0f / static_cast<float>(atlas.height);
  const auto quad = [&](float x0, float y0, float x1, float y1, float u0, float v0, float u1,
                        float v1, Rgba c) {
    out.push_back({x0, y0, u0, v0, c});
    out.push_back({x1, y0, u1, v0, c});
    out.push_back({x1, y1, u1, v1, c});
    out.push_back({x0, y0, u0, v0, c});
    out.push_back({x1, y1, u1, v1, c});
    out.push_back({x0, y1, u0, v1, c});
  };
  // Boxes sample the middle of the solid cell.
  const float su0 = (static_cast<float>(atlas.solid.x) + 1.0f) * su;
  const float sv0 = (static_cast<float>(atlas.solid.y) + 1.0f) * sv;
  const float su1 = (static_cast<float>(atlas.solid.x + atlas.solid.width) - 1.0f) * su;
  const float sv1 = (static_cast<float>(atlas.solid.y + atlas.solid.height) - 1.0f) * sv;
  for (const HudBox& b : layout.boxes)
    quad(static_cast<float>(b.rect.x), static_cast<float>(b.rect.y),
         static_cast<float>(b.rect.right()), static_cast<float>(b.rect.bottom()), su0, sv0, su1,
         sv1, b.colour);
  for (const HudText& t : layout.texts) {
    const std::string glyphs = font_text(t.text);  // one byte a glyph (UTF-8 names decoded)
    for (size_t i = 0; i < glyphs.size(); ++i) {
      const char c = glyphs[i];
      if (c == ' ') continue;
      const AtlasCell& cell = atlas.cell(c);
      const float x = static_cast<float>(t.x + static_cast<int>(i) * kGlyphAdvance * t.unit);
      const float y = static_cast<float>(t.y);
      quad(x, y, x + static_cast<float>(cell.width * t.unit),
           y + static_cast<float>(cell.height * t.unit), static_cast<float>(cell.x) * su,
           static_cast<float>(cell.y) * sv, static_cast<float>(cell.x + cell.width) * su,
           static_cast<float>(cell.y + cell.height) * sv, t.colour);
    }
  }
}

}  // namespace unpod::engine
