// unpod_bench_render: what a race frame costs on this machine (issue #5: at 1280x720, a median
// of at most 16 ms with one view and 25 ms split in two). A window through platform, the demo
// disc's race loaded as `unpod --track` loads it, then FRAMES frames (after WARMUP) with a fixed
// 16 ms frame time; each frame is timed in three parts: the sim (RaceScreen::sim_frame), the
// renderers (clear + RaceScreen::draw + glFinish, so a software GL's work is counted) and the
// swap (presenting the picture). The medians also at the reference speed (reference_loop.h:
// divided by a fixed loop's time in the same run). Reports only; asserts nothing
// (bench/README.md).
//
// Usage: unpod_bench_render [FRAMES [WARMUP [WIDTHxHEIGHT]]]   (default 300 30 1280x720)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
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
#include "unpod/platform/input.h"
#include "unpod/platform/session.h"
#include "unpod/platform/window.h"

namespace {

using namespace unpod;
using Clock = std::chrono::steady_clock;

constexpr uint32_t kFrameMs = 16;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// The value below which `share` of the samples lie (nearest rank).
double percentile(std::vector<double> v, double share) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto rank = static_cast<size_t>(share * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(rank, v.size() - 1)];
}

// CPU time of the whole process (the software GL's worker threads too), in ms: on a shared
// machine it moves less than the wall clock when others take the cores.
double process_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

double sum(const std::vector<double>& v) {
  double s = 0;
  for (const double x : v) s += x;
  return s;
}

struct Case {
  const char* label;
  const char* track;
  int players;
};

void run_case(const Case& c, const assets::Installation& installation,
              const platform::Window& window, int frames, int warmup,
              const bench::ReferenceLoop& loop) {
  game::Options options;
  options.track = c.track;
  options.players = c.players;
  options.frame_ms = kFrameMs;
  std::string error;
  const auto race = game::load_race(installation, options, error);
  if (!race) {
    std::printf("%-26s cannot load the race: %s\n", c.label, error.c_str());
    return;
  }
  game::RaceScreen screen(*race, options);
  game::FramePacer pacer(options.frame_ms);

  std::vector<double> sim, render, swap, frame;
  game::RaceFrameStats stats;
  const platform::PixelSize size = window.drawable_size();
  double cpu_ms = 0;
  for (int f = 0; f < warmup + frames; ++f) {
    platform::pump_events();  // keeps the X connection served; not timed
    const double cpu0 = process_cpu_ms();
    const Clock::time_point t0 = Clock::now();
    if (const auto ms = pacer.sim_frame(0)) screen.sim_frame(*ms);
    const Clock::time_point t1 = Clock::now();
    engine::clear_frame(size);
    screen.draw(size);
    engine::finish_gpu();
    const Clock::time_point t2 = Clock::now();
    window.swap();
    engine::finish_gpu();
    const Clock::time_point t3 = Clock::now();
    if (f < warmup) continue;
    cpu_ms += process_cpu_ms() - cpu0;
    sim.push_back(ms_between(t0, t1));
    render.push_back(ms_between(t1, t2));
    swap.push_back(ms_between(t2, t3));
    frame.push_back(ms_between(t0, t3));
    stats = screen.stats();
  }
  const double total = std::max(sum(frame), 1e-9);
  std::printf(
      "%-26s frame median %6.2f ms  p90 %6.2f ms | render median %6.2f ms (%4.1f%%)  sim median "
      "%6.3f ms (%4.1f%%)  swap median %5.2f ms (%4.1f%%) | CPU %6.2f ms a frame | %3d draw "
      "calls  %6zu triangles  %2d views | circuit textures %zu B once\n",
      c.label, percentile(frame, 0.5), percentile(frame, 0.9), percentile(render, 0.5),
      100.0 * sum(render) / total, percentile(sim, 0.5), 100.0 * sum(sim) / total,
      percentile(swap, 0.5), 100.0 * sum(swap) / total, cpu_ms / frames, stats.draw_calls,
      stats.triangles, stats.viewports, stats.texture_bytes);
  std::printf("%-26s at the reference speed: frame median %6.2f ms\n", c.label,
              bench::at_reference_speed(percentile(frame, 0.5), loop));
}

}  // namespace

int main(int argc, char** argv) {
  const int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 300;
  const int warmup = argc > 2 ? std::max(0, std::atoi(argv[2])) : 30;
  platform::WindowSettings settings;
  settings.title = "Un-POD render bench";
  settings.vsync = false;  // timing the work, not the display's rate
  if (argc > 3 && std::sscanf(argv[3], "%dx%d", &settings.width, &settings.height) != 2) {
    std::fprintf(stderr, "usage: unpod_bench_render [FRAMES [WARMUP [WIDTHxHEIGHT]]]\n");
    return 2;
  }
  try {
    auto located = assets::locate_installation(UNPOD_DEMO_DISC);
    if (!located) {
      std::fprintf(stderr, "unpod_bench_render: %s\n", located.error().to_string().c_str());
      return 1;
    }
    const platform::Session session;
    const platform::Window window(settings);
    const engine::GlInfo gl = engine::load_gl();
    const platform::PixelSize size = window.drawable_size();
    std::printf("OpenGL %s (%s), %dx%d, %d frames after %d warm-up, fixed %u ms frame time\n",
                gl.version.c_str(), gl.renderer.c_str(), size.width, size.height, frames, warmup,
                kFrameMs);
    const Case cases[] = {{"duskring, 1 view", "duskring", 1},
                          {"quarry, 1 view", "quarry", 1},
                          {"duskring, 2 players split", "duskring", 2}};
    const bench::ReferenceLoop loop = bench::reference_loop();
    for (const Case& c : cases) run_case(c, located.value(), window, frames, warmup, loop);
    std::printf("reference loop: %.3f s (the reference speed: 1 s)\n", loop.seconds);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "unpod_bench_render: %s\n", e.what());
    return 1;
  }
  return 0;
}
