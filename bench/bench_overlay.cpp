// unpod_bench_overlay: what the debug overlay costs a frame (issue 19: at most 2 ms on llvmpipe
// at 1280x720 with every window open; nothing when hidden, as DebugOverlay::draw returns at
// once). A window through platform, the demo disc's Dusk Ring loaded as `unpod --track` loads it
// (1 human + 7 computer cars), FRAMES frames (after WARMUP) at a fixed 16 ms frame time: the sim
// frame and the race's picture untimed, then the overlay timed: ImGui's frame, every window
// (Controls, Cars, Race, Drivers, Performance, its graphs fed as the game feeds them; no sound
// device, so no audio graph) built from the race, rendered, and glFinish so a software GL's work
// is counted. With `hidden`, the views are depth tested as the game draws them then (each label
// and dot read against the depth buffer); `over`, over the picture (the game's default). WINDOWS
// picks what is open besides Controls, to put a figure on each: `first`, the overlay's first
// layout (what a fresh OverlayWindows opens: Race; issue 37's aim: at most 3 ms at 1280x720, the
// windows built in at most 0.5 ms), or any of c (Cars), r (Race), d (Drivers), p (Performance),
// v (the views): `crdpv` is everything. The medians also at the reference speed (reference_loop.h).
// Reports only; asserts nothing (bench/README.md).
//
// Usage: unpod_bench_overlay [FRAMES [WARMUP [WIDTHxHEIGHT [over|hidden [WINDOWS]]]]]
//        (default 300 30 1280x720 over first)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "race/race_load.h"
#include "race/race_screen.h"
#include "reference_loop.h"
#include "shell/frame_pacer.h"
#include "shell/options.h"
#include "unpod/assets/install.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/overlay.h"
#include "unpod/engine/overlay/overlay_windows.h"
#include "unpod/engine/overlay/scene_depth_probe.h"
#include "unpod/engine/overlay/scene_line_renderer.h"
#include "unpod/platform/input.h"
#include "unpod/platform/session.h"
#include "unpod/platform/window.h"

namespace {

using namespace unpod;
using Clock = std::chrono::steady_clock;

double median_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double p90_of(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, v.size() * 9 / 10)];
}

}  // namespace

int main(int argc, char** argv) {
  const int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 300;
  const int warmup = argc > 2 ? std::max(0, std::atoi(argv[2])) : 30;
  platform::WindowSettings settings;
  settings.title = "Un-POD overlay bench";
  settings.vsync = false;
  const std::string depth = argc > 4 ? argv[4] : "over";
  const bool hidden = depth == "hidden";
  const std::string open = argc > 5 ? argv[5] : "first";
  const bool first_layout = open == "first";
  if ((argc > 3 && std::sscanf(argv[3], "%dx%d", &settings.width, &settings.height) != 2) ||
      (depth != "over" && !hidden) ||
      (!first_layout && open.find_first_not_of("crdpv") != std::string::npos) || argc > 6) {
    std::fprintf(stderr,
                 "usage: unpod_bench_overlay [FRAMES [WARMUP [WIDTHxHEIGHT [over|hidden "
                 "[WINDOWS: first, or any of crdpv]]]]]\n");
    return 2;
  }
  const auto opened = [&](char window) { return open.find(window) != std::string::npos; };
  try {
    auto located = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!located) {
      std::fprintf(stderr, "unpod_bench_overlay: %s\n", located.error().to_string().c_str());
      return 1;
    }
    const platform::Session session;
    const platform::Window window(settings);
    const engine::GlInfo gl = engine::load_gl();
    const platform::PixelSize size = window.drawable_size();
    game::Options options;
    options.track = "duskring";
    options.frame_ms = 16;
    std::string error;
    const auto race = game::load_race(located.value(), options, error);
    if (!race) {
      std::fprintf(stderr, "unpod_bench_overlay: %s\n", error.c_str());
      return 1;
    }
    game::RaceScreen screen(*race, options);
    game::FramePacer pacer(options.frame_ms);
    engine::Overlay overlay(window, {});
    engine::overlay::OverlayWindows windows;  // the first layout as it comes
    if (!first_layout) {
      windows.show_cars = opened('c');
      windows.show_race = opened('r');
      windows.show_drivers = opened('d');
      windows.show_performance = opened('p');  // closed at first in the game
      if (opened('v')) windows.views = engine::overlay::SceneViews::all_on();
    }
    windows.views_depth_tested = hidden;
    windows.label_hidden = engine::overlay::depth_buffer_probe(window);
    engine::overlay::SceneLineRenderer lines;
    engine::overlay::ControlsAsk ask;
    engine::overlay::Timings timings;
    std::vector<double> spent, built;  // the whole overlay; its windows built (no GL)
    std::vector<double> triangles;     // ImGui's and the views' bands
    using Ms = std::chrono::duration<float, std::milli>;
    Clock::time_point last_frame = Clock::now();
    for (int f = 0; f < warmup + frames; ++f) {
      // The Performance window's graphs fed as the game feeds them (game.cpp, race_play.cpp):
      // full, they are a good part of the overlay's triangles.
      const Clock::time_point frame_start = Clock::now();
      timings.frame_ms.add(Ms(frame_start - last_frame).count());
      last_frame = frame_start;
      platform::pump_events([&](const SDL_Event& e) { overlay.process_event(e); });
      const int32_t steps_before = race->session->steps();
      if (const auto ms = pacer.sim_frame(0)) screen.sim_frame(*ms);
      timings.sim_ms.add(Ms(Clock::now() - frame_start).count());
      timings.sim_steps = race->session->steps() - steps_before;
      const Clock::time_point draw_start = Clock::now();
      engine::clear_frame(size);
      screen.draw(size);
      timings.draw_ms.add(Ms(Clock::now() - draw_start).count());
      timings.picture(screen.stats().draw_calls, screen.stats().triangles);
      engine::finish_gpu();
      const Clock::time_point t0 = Clock::now();
      overlay.begin_frame();
      const engine::overlay::RaceView view = screen.overlay_view();
      windows.draw(&view, ask, timings);
      const Clock::time_point t1 = Clock::now();
      const bool bands = view.camera && !windows.scene_lines.empty();
      if (bands) lines.draw(windows.scene_lines, *view.camera, size, hidden);
      overlay.render();
      engine::finish_gpu();
      const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
      timings.overlay_ms.add(static_cast<float>(ms));
      const Clock::time_point swap_start = Clock::now();
      window.swap();
      timings.swap_ms.add(Ms(Clock::now() - swap_start).count());
      if (f >= warmup) {
        spent.push_back(ms);
        built.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        triangles.push_back(
            static_cast<double>(overlay.triangles() + (bands ? lines.triangles() : 0)));
      }
    }
    const bench::ReferenceLoop loop = bench::reference_loop();
    std::printf(
        "OpenGL %s (%s), %dx%d, %d frames after %d warm-up: overlay with %s open%s: median %.2f "
        "ms, p90 %.2f ms a frame (the windows built, without GL: median "
        "%.2f ms; %.0f triangles a frame, median)\n",
        gl.version.c_str(), gl.renderer.c_str(), size.width, size.height, frames, warmup,
        first_layout      ? "its first layout (Controls and Race)"
        : open == "crdpv" ? "every window and view"
                          : ("Controls and " + open).c_str(),
        hidden ? " (views hidden behind the scene)" : "", median_of(spent), p90_of(spent),
        median_of(built), median_of(triangles));
    std::printf(
        "at the reference speed: median %.2f ms a frame, built %.2f ms (reference loop %.3f s; "
        "the reference speed: 1 s)\n",
        bench::at_reference_speed(median_of(spent), loop),
        bench::at_reference_speed(median_of(built), loop), loop.seconds);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "unpod_bench_overlay: %s\n", e.what());
    return 1;
  }
  return 0;
}
