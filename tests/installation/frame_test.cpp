// A frame of each circuit as the player sees it: unpod under its own Xvfb (llvmpipe), the race
// started on the circuit with a fixed frame time, a screenshot 3 s into the start (the
// countdown). The picture must be a picture, not one colour: a spread of brightness and many
// colours; and the HUD must be drawn: in the race time's place (engine::hud_layout, top left)
// the white ink of its text and the dark outline around it, in the place's (top right) its
// yellow ink.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

#include "installation.h"
#include "png_reader.h"
#include "unpod/engine/hud_layout.h"

using namespace unpod;

namespace {

constexpr int kWidth = 480, kHeight = 270;

struct Stats {
  double luma_sd = 0;  // 0..1
  size_t colours = 0;
};

Stats stats(const installation::Picture& p) {
  double sum = 0, sum2 = 0;
  std::set<uint32_t> colours;
  for (uint32_t y = 0; y < p.height; ++y)
    for (uint32_t x = 0; x < p.width; ++x) {
      const uint8_t* c = p.at(x, y);
      const double l = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
      sum += l;
      sum2 += l * l;
      colours.insert(uint32_t(c[0]) << 16 | uint32_t(c[1]) << 8 | c[2]);
    }
  const double n = double(p.width) * p.height, mean = sum / n;
  return {std::sqrt(std::max(0.0, sum2 / n - mean * mean)), colours.size()};
}

// The share of the rectangle's pixels that `match` accepts.
template <class Match>
double share(const installation::Picture& p, const engine::HudRect& r, Match match) {
  size_t hits = 0, all = 0;
  for (int y = std::max(0, r.y); y < std::min<int>(int(p.height), r.bottom()); ++y)
    for (int x = std::max(0, r.x); x < std::min<int>(int(p.width), r.right()); ++x, ++all)
      hits += match(p.at(uint32_t(x), uint32_t(y))) ? 1 : 0;
  return all ? double(hits) / double(all) : 0;
}

// Sanitizer builds: Mesa's JIT code looks like leaks to LeakSanitizer (docs/DESIGN.md).
std::string asan_options() {
  const char* set = std::getenv("ASAN_OPTIONS");
  return std::string("ASAN_OPTIONS=") + (set && *set ? std::string(set) + ":" : "") +
         "detect_leaks=0";
}

}  // namespace

TEST_CASE("a frame of each circuit is a picture with the HUD drawn", "[frame]") {
  const auto work = installation::work_dir("frames");
  const auto& display = installation::virtual_display();
  // Where the HUD puts the race time and the place in a 480x270 window (one player).
  engine::HudModel model;
  model.racers = 8;
  const auto layout = engine::hud_layout(model, {0, 0, kWidth, kHeight});
  const engine::HudItem* race_time = layout.find(engine::HudElement::kRaceTime);
  const engine::HudItem* place = layout.find(engine::HudElement::kPlace);
  REQUIRE(race_time);
  REQUIRE(place);
  for (const auto& entry : installation::circuits()) DYNAMIC_SECTION("circuit " << entry.name) {
      const auto shot = work / (entry.name + ".png");
      const auto run = installation::run_process(
          installation::unpod_path(),
          {"--data", installation::installation().root.string(), "--track", entry.name, "--window",
           std::to_string(kWidth) + "x" + std::to_string(kHeight), "--frame-ms", "16",
           "--screenshot-at", "3", shot.string(), "--quit-after", "3"},
          {"DISPLAY=" + display.name(), "SDL_VIDEODRIVER=x11", "SDL_AUDIODRIVER=dummy",
           "ALSOFT_DRIVERS=null", asan_options()},
          120);
      INFO(run.describe());
      REQUIRE(run.exit_code == 0);
      std::string error;
      const auto picture = installation::read_png(shot, error);
      INFO(error);
      REQUIRE(picture.width == unsigned(kWidth));
      REQUIRE(picture.height == unsigned(kHeight));
      const Stats s = stats(picture);
      const double white = share(picture, race_time->rect, [](const uint8_t* c) {
        return c[0] > 225 && c[1] > 225 && c[2] > 225;
      });
      const double dark = share(picture, race_time->rect, [](const uint8_t* c) {
        return std::max({c[0], c[1], c[2]}) < 50;
      });
      const double yellow = share(picture, place->rect, [](const uint8_t* c) {
        return c[0] > 225 && c[1] > 190 && c[1] < 245 && c[2] < 90;
      });
      INFO("brightness sd " << s.luma_sd << ", " << s.colours << " colours; race time's ink "
                            << white << ", outline " << dark << "; place's ink " << yellow << " ("
                            << shot.string() << ")");
      CHECK(s.luma_sd > 0.03);
      CHECK(s.colours >= 64);
      // The demo disc's frames: 0.22 ink and 0.46 outline where the race time is, 0.15 yellow
      // where the place is; elsewhere in the picture there is no ink at all.
      CHECK(white > 0.1);
      CHECK(dark > 0.2);
      CHECK(yellow > 0.07);
    }
}
