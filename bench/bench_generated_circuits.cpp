// unpod_bench_generated_circuits: the computer drivers on circuits nobody tuned for (issue 36).
// Circuits 1 to CIRCUITS of the generated family (disc::generate_track_description: bends of
// radius 30 to 80, climbs, banking, narrow stretches, forks), each raced by eight computer cars at
// EASY, NORMAL and HARD, both ways round, SEEDS races of the circuit's 2 laps each (frame times
// from seeds 1 to SEEDS, default 5), as the game races them, each until its last car finishes
// (RaceSetup::until_all_finish). Per circuit, direction and difficulty: the winner's median time,
// the put-backs per race (mean), the cars that did not finish the laps themselves (all races), and
// whether the winners' times order EASY > NORMAL > HARD. Simulated time: the same on any machine.
//   unpod_bench_generated_circuits [CIRCUITS] [SEEDS]
//   unpod_bench_generated_circuits --where CIRCUIT [SEEDS]
// The second form lists each put-back of one circuit's races: the car, the race time and the
// road where the car was a step before (lap position, sideways and height off the forward lap's
// centre line, radius, width, grade, bank).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "support/difficulty_pace.h"
#include "support/generated_circuit.h"
#include "support/median.h"
#include "support/put_back_trace.h"

int main(int argc, char** argv) {
  using namespace unpod;
  if (argc > 2 && std::string(argv[1]) == "--where") {
    const uint32_t c = uint32_t(std::atoi(argv[2]));
    const test::GeneratedCircuit& g = test::generated_circuit(c);
    test::print_put_backs("GEN" + std::to_string(c), g.track.circuit, g.track.main, {},
                          argc > 3 ? std::max(1, std::atoi(argv[3])) : 3);
    return 0;
  }
  // CIRCUITS: circuits 1 to N, or "A-B" for A to B.
  int first = 1, circuits = 20;
  if (argc > 1) {
    const std::string range = argv[1];
    const size_t dash = range.find('-');
    if (dash != std::string::npos) first = std::max(1, std::atoi(range.substr(0, dash).c_str()));
    circuits =
        std::max(first, std::atoi(dash == std::string::npos ? argv[1] : range.c_str() + dash + 1));
  }
  const int seeds = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  const char* const levels[] = {"EASY", "NORMAL", "HARD"};
  std::printf("generated circuits: 8 computer cars, 2 laps, %d seeds a difficulty and direction\n",
              seeds);
  std::printf("%-6s %5s %-8s %-7s %8s %9s %10s  %s\n", "track", "lap", "way", "level", "median",
              "put-backs", "unfinished", "order");
  int ordered = 0, all_finished = 0, calm = 0, lines = 0;
  double most_put_backs = 0;
  for (int c = first; c <= circuits; ++c) {
    const test::GeneratedCircuit& g = test::generated_circuit(uint32_t(c));
    for (int direction = 0; direction < 2; ++direction) {
      double median[3] = {};
      bool finished = true, steady = true;
      for (int d = 0; d < 3; ++d) {
        const std::vector<test::PaceRace> races =
            test::pace_over_seeds(g.track.circuit, d, 2, seeds, {true, direction, {}, {}});
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
        std::printf("GEN%-3d %5.0f %-8s %-7s %7.1fs %9.2f %10d", c, g.track.main.length,
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
  }
  std::printf(
      "%d circuits, both ways (%d): every car finished on %d; put-backs at most 1 a race "
      "on %d (most %.2f); EASY > NORMAL > HARD on %d\n",
      circuits - first + 1, lines, all_finished, calm, most_put_backs, ordered);
  return 0;
}
