// unpod_bench_difficulty: the computer drivers' pace per difficulty (issue 15, item 5). Eight
// computer cars race each demo circuit at EASY, NORMAL and HARD (the difficulty picks the race
// graph, the lanes and their speed limits, the competitor list and the catch-up's base), SEEDS
// races each with frame times from seeds 1 to SEEDS, as the game races them. Prints per circuit
// and difficulty the winner's time (median, fastest, slowest, spread), the winning cars and the
// put-backs per race. Simulated time, not wall time: the figures are the same on any machine.
//   unpod_bench_difficulty [SEEDS] [LAPS]   (LAPS 0: the circuit's own, 3 and 4)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "support/difficulty_pace.h"
#include "support/median.h"

int main(int argc, char** argv) {
  using namespace unpod;
  const int seeds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
  const int laps_asked = argc > 2 ? std::max(0, std::atoi(argv[2])) : 0;
  const char* const levels[] = {"EASY", "NORMAL", "HARD"};
  std::printf(
      "computer pace: 8 computer cars, %d seeds a difficulty, the game's walls and lengths\n",
      seeds);
  std::printf("%-9s %-7s %4s  %8s %8s %8s %7s  %-9s %s\n", "circuit", "level", "laps", "median",
              "fastest", "slowest", "spread", "put-backs", "winners");
  for (const auto& [track, own_laps] :
       {std::pair<std::string, int>{"duskring", 3}, {"quarry", 4}}) {
    const assets::Circuit& circuit = test::demo_track(track).circuit;
    const int laps = laps_asked ? laps_asked : own_laps;
    for (int d = 0; d < 3; ++d) {
      const std::vector<test::PaceRace> races = test::pace_over_seeds(circuit, d, laps, seeds);
      std::vector<double> times, put_backs;
      std::map<std::string, int> winners;
      for (const test::PaceRace& r : races) {
        times.push_back(r.winner_s);
        put_backs.push_back(r.put_backs);
        ++winners[r.winner_car];
      }
      const auto [lo, hi] = std::minmax_element(times.begin(), times.end());
      std::string won;
      for (const auto& [car, n] : winners) won += car + " " + std::to_string(n) + "  ";
      std::printf("%-9s %-7s %4d  %7.1fs %7.1fs %7.1fs %6.1fs  %9.1f %s\n", track.c_str(),
                  levels[d], laps, test::median(times), *lo, *hi, *hi - *lo,
                  test::median(put_backs), won.c_str());
    }
  }
  return 0;
}
