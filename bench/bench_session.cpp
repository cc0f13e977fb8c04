// unpod_bench_session: whole headless races (issue 7's targets: at least 1000x faster than real
// time for 8 cars, peak memory under 64 MiB, replays under 100 KiB per minute of racing). Eight
// computer cars race LAPS laps of each demo circuit on NORMAL (compiled from disc/ by
// tools/disc), frame times from session::FrameTimes(1997), played by the headless runner
// (session::run) as `unpod-tool race` plays them, so the simulated time is counted as race and
// replay count it: from the first frame to the last, then the run to the line. The race is run
// once plain and once recorded. Reports per circuit the median over RUNS of the simulated time,
// the wall time, their ratio and the cost of a step; the replay's size per minute of racing; and
// the process's peak resident memory; the step's cost also at the reference speed
// (reference_loop.h: divided by a fixed loop's time in the same run, so it compares across
// machines). Asserts nothing.
//   unpod_bench_session [RUNS] [LAPS]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "reference_loop.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "support/median.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/session/runner.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
namespace session = sim::session;

using unpod::test::median;

struct Run {
  double sim_s = 0, wall_s = 0;
  int steps = 0;
  uint32_t frames = 0;
  size_t replay_bytes = 0;
};

// One race; with `record`, through a Recorder and encoded as a file.
Run race_once(const assets::Circuit& circuit, int laps, bool record) {
  auto race = test::demo_session(circuit, test::computers_race(8, 1, laps));
  session::RunOptions options;
  options.max_race_ms = int64_t(3600) * 1000;  // a guard: the races end in minutes
  if (record) options.record = assets::Replay{};
  session::FrameSource frames = session::FrameSource::seeded(1997);
  const auto t0 = Clock::now();
  const session::RunResult ran = session::run(*race, frames, std::move(options));
  Run r;
  r.wall_s = std::chrono::duration<double>(Clock::now() - t0).count();
  if (ran.replay) r.replay_bytes = assets::encode_replay(*ran.replay).size();
  r.sim_s = ran.time.frame_ms / 1000.0 + ran.time.run_to_line / 65536.0;
  r.frames = ran.time.frames;
  r.steps = race->steps();
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const int laps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
  const bench::ReferenceLoop loop = bench::reference_loop();
  std::printf("whole races: 8 computer cars, %d laps, NORMAL, median of %d runs\n", laps, runs);
  for (const std::string track : {"duskring", "quarry"}) {
    const assets::Circuit& circuit = test::demo_track(track).circuit;
    std::vector<double> ratio, wall, per_step;
    Run last;
    for (int i = 0; i < runs; ++i) {
      last = race_once(circuit, laps, false);
      ratio.push_back(last.sim_s / last.wall_s);
      wall.push_back(last.wall_s);
      per_step.push_back(last.wall_s / last.steps * 1e6);
    }
    const Run recorded = race_once(circuit, laps, true);
    std::printf(
        "  %-8s  %.3f s simulated, %u frames, %d steps: %.3f s wall, %.0fx real time, %.1f us a "
        "step (8 cars, controllers, physics, rules; %.1f us at the reference speed)\n",
        track.c_str(), last.sim_s, last.frames, last.steps, median(wall), median(ratio),
        median(per_step), bench::at_reference_speed(median(per_step), loop));
    std::printf(
        "  %-8s  recorded: %.3f s wall (%.0fx real time); replay %zu bytes, %.1f KiB per "
        "minute of racing\n",
        track.c_str(), recorded.wall_s, recorded.sim_s / recorded.wall_s, recorded.replay_bytes,
        double(recorded.replay_bytes) / 1024.0 / (recorded.sim_s / 60));
  }
  rusage use{};
  getrusage(RUSAGE_SELF, &use);
  std::printf("peak resident memory: %.1f MiB (both circuits and the four cars loaded)\n",
              double(use.ru_maxrss) / 1024.0);
  std::printf("reference loop: %.3f s (the reference speed: 1 s)\n", loop.seconds);
  return 0;
}
