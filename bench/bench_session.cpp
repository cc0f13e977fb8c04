// unpod_bench_session: whole headless races (issue 7's targets: at least 1000x faster than real
// time for 8 cars, peak memory under 64 MiB, replays under 100 KiB per minute of racing). Eight
// computer cars race LAPS laps of each demo circuit on NORMAL (compiled from disc/ by
// tools/disc), frame times from session::FrameTimes(1997), the run to the line included; the
// race is run once plain and once recorded. Reports per circuit the median over RUNS of the
// simulated time, the wall time, their ratio and the cost of a step; the replay's size per minute
// of racing; and the process's peak resident memory. Asserts nothing.
//   unpod_bench_session [RUNS] [LAPS]
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "physics_fixtures.h"
#include "race_disc_fixture.h"
#include "unpod/assets/replay.h"
#include "unpod/sim/session/frame_times.h"
#include "unpod/sim/session/racers.h"
#include "unpod/sim/session/replay.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
namespace session = sim::session;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

std::unique_ptr<session::RaceSession> make_race(const assets::Circuit& circuit, int laps) {
  session::SessionSetup setup;
  setup.race.humans = 0;
  setup.race.computers = 8;
  setup.race.laps = laps;
  setup.difficulty = 1;
  setup.physics.difficulty = 1;
  std::vector<session::RacerEntry> racers;
  for (const auto& c : session::choose_racers(circuit, 1, setup.race, 4, 0))
    racers.push_back(
        session::entry_for(c, &physics_test::demo_car(physics_test::demo_car_names()[c.car])));
  auto made = session::RaceSession::make(circuit, setup, std::move(racers));
  if (!made) {
    std::fprintf(stderr, "%s\n", made.error().to_string().c_str());
    std::exit(1);
  }
  return std::move(made).value();
}

struct Run {
  double sim_s = 0, wall_s = 0;
  int steps = 0;
  size_t replay_bytes = 0;
};

// One race; with `record`, through a Recorder and encoded as a file.
Run race_once(const assets::Circuit& circuit, int laps, bool record) {
  auto race = make_race(circuit, laps);
  std::optional<session::Recorder> rec;
  if (record) rec.emplace(*race, assets::Replay{});
  const auto t0 = Clock::now();
  race->start();
  session::FrameTimes frames(1997);
  uint32_t now = 1000;
  while (!race->over() && now < 3600u * 1000) {
    if (rec)
      rec->frame(now);
    else
      race->frame(now);
    now += frames.next_ms();
  }
  const sim::physics::Fx clock = race->race().rules().state().clock;
  Run r;
  if (rec)
    r.replay_bytes = assets::encode_replay(rec->finish()).size();
  else
    race->finish();
  r.wall_s = std::chrono::duration<double>(Clock::now() - t0).count();
  r.sim_s = (now - 1000) / 1000.0 + (race->race().rules().state().clock - clock) / 65536.0;
  r.steps = race->steps();
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
  const int laps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
  std::printf("whole races: 8 computer cars, %d laps, NORMAL, median of %d runs\n", laps, runs);
  for (const std::string track : {"duskring", "quarry"}) {
    const assets::Circuit& circuit = race_test::demo_track(track).circuit;
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
        "  %-8s  %.1f s simulated, %d steps: %.3f s wall, %.0fx real time, %.1f us a step "
        "(8 cars, controllers, physics, rules)\n",
        track.c_str(), last.sim_s, last.steps, median(wall), median(ratio), median(per_step));
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
  return 0;
}
