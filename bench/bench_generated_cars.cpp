// unpod_bench_generated_cars: the computer drivers in cars nobody tuned them for (issue 36).
// Sets 1 to SETS of eight generated cars (disc::generate_car_description: mass, power, grip and
// gears drawn within docs/CAR-FORMAT.md's "Generated cars" ranges), each car driven by one of the
// eight computer drivers of each demo circuit, at EASY, NORMAL and HARD, SEEDS races of 2 laps
// each, both ways round. Per set, circuit, direction and difficulty: the winner's median time, the
// put-backs per race (mean), the cars that did not finish the laps themselves (all races), and
// whether the winners' times order EASY > NORMAL > HARD. Simulated time: the same on any machine.
//   unpod_bench_generated_cars [SETS] [SEEDS]
//   unpod_bench_generated_cars --where SET [SEEDS]
// The second form lists each put-back of one set's races on both demo circuits: the car, the
// race time and the road where the car was a step before (as unpod_bench_generated_circuits').
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "support/difficulty_pace.h"
#include "support/generated_car.h"
#include "support/median.h"
#include "support/put_back_trace.h"

int main(int argc, char** argv) {
  using namespace unpod;
  if (argc > 2 && std::string(argv[1]) == "--where") {
    const uint32_t set = uint32_t(std::max(1, std::atoi(argv[2])));
    const int seeds = argc > 3 ? std::max(1, std::atoi(argv[3])) : 3;
    for (const std::string track : {"duskring", "quarry"}) {
      test::PaceOptions how;
      how.cars = test::generated_car_set(set);
      test::print_put_backs("set " + std::to_string(set) + " " + track,
                            test::demo_track(track).circuit, test::demo_track(track).main, how,
                            seeds);
    }
    return 0;
  }
  const int sets = argc > 1 ? std::max(1, std::atoi(argv[1])) : 4;
  const int seeds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  const char* const levels[] = {"EASY", "NORMAL", "HARD"};
  std::printf("generated cars: sets of 8, 2 laps, %d seeds a difficulty and direction\n", seeds);
  for (int set = 1; set <= sets; ++set) {
    std::printf("set %d:", set);
    for (const auto& [name, car] : test::generated_car_set(uint32_t(set)))
      std::printf(" %s %.0f kg", name.c_str(), car->physics.mass / 65536.0 * 1000);
    std::printf("\n");
  }
  std::printf("%-4s %-9s %-8s %-7s %8s %9s %10s  %s\n", "set", "circuit", "way", "level", "median",
              "put-backs", "unfinished", "order");
  int ordered = 0, all_finished = 0, calm = 0, lines = 0;
  double most_put_backs = 0;
  for (int set = 1; set <= sets; ++set)
    for (const std::string track : {"duskring", "quarry"})
      for (int direction = 0; direction < 2; ++direction) {
        const assets::Circuit& circuit = test::demo_track(track).circuit;
        test::PaceOptions how{true, direction, test::generated_car_set(uint32_t(set)), {}};
        double median[3] = {};
        bool finished = true, steady = true;
        for (int d = 0; d < 3; ++d) {
          const std::vector<test::PaceRace> races =
              test::pace_over_seeds(circuit, d, 2, seeds, how);
          double put_backs = 0;
          int unfinished = 0;
          for (const test::PaceRace& r : races) {
            put_backs += r.put_backs;
            unfinished += r.unfinished;
          }
          put_backs /= double(races.size());
          most_put_backs = std::max(most_put_backs, put_backs);
          median[d] = test::median_winner(races);
          finished = finished && unfinished == 0;
          steady = steady && put_backs <= 1;
          std::printf("%-4d %-9s %-8s %-7s %7.1fs %9.2f %10d", set, track.c_str(),
                      direction ? "mirrored" : "forward", levels[d], median[d], put_backs,
                      unfinished);
          std::printf(d == 2 ? "  %s\n" : "\n",
                      median[0] > median[1] && median[1] > median[2] ? "yes" : "NO");
        }
        ++lines;
        ordered += median[0] > median[1] && median[1] > median[2];
        all_finished += finished;
        calm += steady;
      }
  std::printf(
      "%d sets on 2 circuits, both ways (%d): every car finished on %d; put-backs at most 1 "
      "a race on %d (most %.2f); EASY > NORMAL > HARD on %d\n",
      sets, lines, all_finished, calm, most_put_backs, ordered);
  return 0;
}
