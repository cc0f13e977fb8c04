// unpod_bench_race: the race rules' cost per step for 8 cars (issue 4's target: under 2 µs per
// step). The Dusk Ring compiled from the demo disc's description (tools/disc); 1 human and 7
// computer cars moved by a scripted mover along CompiledTrack::main at slightly different speeds,
// so they lap, pass the checkpoints and change places. Positions are worked out before timing;
// what is timed is RaceRules::move_car for all 8 cars (the beacon tests, the chains, checkpoints,
// laps and the order at gates), the 7 computer cars' path trackers (follow_path, with the order
// between gates), the human's follower (one frame a step here), the events cleared and the clock
// advanced, per step. Median of
// RUNS runs of STEPS steps each (by default 20 races of 7 laps: every car finishes near the end).
// Reports; asserts nothing.
//   unpod_bench_race [RUNS] [STEPS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "support/demo_course.h"
#include "support/demo_disc.h"
#include "support/median.h"
#include "unpod/sim/race/race_rules.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
using namespace unpod::sim::race;

constexpr int32_t kCars = 8;
constexpr Fx kStep = 780;  // a 12 ms step in 16.16 seconds

using unpod::test::median;

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  const int steps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 10000;

  // positions[s * kCars + car]: the chassis point after step s (s = 0: on the grid).
  std::vector<assets::Vec3> positions(static_cast<size_t>(steps + 1) * kCars);
  std::vector<assets::Vec3> human_heading(static_cast<size_t>(steps + 1));
  for (int32_t car = 0; car < kCars; ++car) {
    const double start = -4.0 - 3.0 * car;            // behind the lap line, in grid order
    const double speed = 1.6 + 0.04 * (kCars - car);  // units per step: the back of the grid is
                                                      // slower, the front pulls away
    for (int s = 0; s <= steps; ++s) {
      positions[static_cast<size_t>(s) * kCars + static_cast<size_t>(car)] =
          test::on_lap(start + speed * s);
      if (car == 0) human_heading[static_cast<size_t>(s)] = test::heading(start + speed * s);
    }
  }

  RaceSetup setup;
  setup.humans = 1;
  setup.computers = kCars - 1;
  setup.laps = 7;  // the most the record stores (8 lap times); a race of 7 laps takes ~10,000 steps
  const Course course = test::dusk_course();
  const Paths paths = test::dusk_paths();
  const std::vector<assets::Vec3> grid(positions.begin(), positions.begin() + kCars);

  std::vector<double> ns_per_step;
  int32_t laps_done = 0;
  size_t events = 0;
  for (int r = 0; r < runs; ++r) {
    RaceRules race(course, setup);
    race.set_paths(paths, grid);
    events = 0;
    const auto t0 = Clock::now();
    for (int s = 0; s < steps; ++s) {
      const assets::Vec3* from = &positions[static_cast<size_t>(s) * kCars];
      const assets::Vec3* to = from + kCars;
      for (int32_t car = 0; car < kCars; ++car) race.move_car(car, from[car], to[car]);
      for (int32_t car = 1; car < kCars; ++car) race.follow_path(car, to[car]);
      race.follow_human(0, CarView{to[0], human_heading[static_cast<size_t>(s) + 1], false, true});
      events += race.events().size();
      race.clear_events();
      race.advance_clock(kStep);
    }
    const auto ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
    ns_per_step.push_back(ns / steps);
    laps_done = 0;
    for (const RaceRecord& rec : race.state().records) laps_done += rec.crossings;
  }
  std::printf(
      "Dusk Ring (lap %.0f units), %d cars, %d steps x %d runs: %d lap-line crossings, "
      "%zu events per run\n",
      test::lap_length(), kCars, steps, runs, laps_done, events);
  std::printf(
      "race rules per step (8 x move_car, 7 x follow_path, 1 x follow_human): median %.1f ns, best "
      "%.1f ns (target < 2000 "
      "ns)\n",
      median(ns_per_step), *std::min_element(ns_per_step.begin(), ns_per_step.end()));
  return 0;
}
