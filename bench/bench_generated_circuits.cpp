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
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <string>
#include <vector>

#include "support/difficulty_pace.h"
#include "support/generated_circuit.h"
#include "support/median.h"

namespace {

using namespace unpod;

// The road at the sample of the lap nearest (x, y, z): its distance along the lap, the bend's
// radius over 8 units either side (seen from above), the width and the grade.
std::string road_at(const disc::Centreline& lap, double x, double y, double z) {
  size_t best = 0;
  double best_d = 1e300;
  for (size_t i = 0; i < lap.samples.size(); ++i) {
    const disc::Point3& p = lap.samples[i].pos;
    const double d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y) + (p.z - z) * (p.z - z);
    if (d < best_d) best_d = d, best = i;
  }
  const size_t n = lap.samples.size();
  const disc::Frame& a = lap.samples[(best + n - 4) % n];
  const disc::Frame& b = lap.samples[(best + 4) % n];
  double turn = std::atan2(b.forward.y, b.forward.x) - std::atan2(a.forward.y, a.forward.x);
  while (turn > std::numbers::pi) turn -= 2 * std::numbers::pi;
  while (turn <= -std::numbers::pi) turn += 2 * std::numbers::pi;
  const disc::Frame& f = lap.samples[best];
  const double side = (x - f.pos.x) * f.left.x + (y - f.pos.y) * f.left.y;
  char out[200];
  std::snprintf(out, sizeof out,
                "at %6.0f (%.3f), %+5.1f left %+5.1f up, radius %6.0f %s, width %4.1f, "
                "grade %+5.1f %%, bank %+5.1f",
                f.distance, f.distance / lap.length, side, z - f.pos.z,
                std::abs(turn) > 1e-6 ? 16 / std::abs(turn) : 1e9, turn > 0 ? "left " : "right",
                f.width, 100 * f.forward.z, f.bank);
  return out;
}

// Every put-back of circuit `c`'s races: who, when, and the road where the car was a step before.
void where(uint32_t c, int seeds) {
  const test::GeneratedCircuit& g = test::generated_circuit(c);
  const char* const levels[] = {"EASY", "NORMAL", "HARD"};
  for (int direction = 0; direction < 2; ++direction)
    for (int d = 0; d < 3; ++d)
      for (int seed = 1; seed <= seeds; ++seed) {
        sim::session::SessionSetup setup = test::computers_race(8, d, 2);
        setup.direction = direction;
        setup.race.until_all_finish = true;
        setup.physics.walls.push_back_through = true;
        setup.physics.lengths.long_at_1_256 = true;
        auto race = test::demo_session(g.track.circuit, setup);
        std::vector<sim::fx::Vec16> before(8);
        std::vector<int> put_backs(8);
        race->set_step_observer([&] {
          for (size_t r = 0; r < race->racers().size(); ++r) {
            if (race->incidents()[r].put_backs != put_backs[r]) {
              put_backs[r] = race->incidents()[r].put_backs;
              std::printf("GEN%u %-8s %-6s seed %d  racer %zu %-7s %6.1fs  %s\n", c,
                          direction ? "mirrored" : "forward", levels[d], seed, r,
                          race->racers()[r].car_name.c_str(),
                          double(sim::session::race_ms(*race)) / 1000,
                          road_at(g.track.main, before[r][0] / 65536.0, before[r][1] / 65536.0,
                                  before[r][2] / 65536.0)
                              .c_str());
            }
            before[r] = race->simulation().racers()[r].car.centre;
          }
        });
        sim::session::FrameSource frames = sim::session::FrameSource::seeded(uint32_t(seed));
        sim::session::RunOptions options;
        options.max_race_ms = int64_t(20) * 60 * 1000;
        sim::session::run(*race, frames, std::move(options));
      }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2 && std::string(argv[1]) == "--where") {
    where(uint32_t(std::atoi(argv[2])), argc > 3 ? std::max(1, std::atoi(argv[3])) : 3);
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
            test::pace_over_seeds(g.track.circuit, d, 2, seeds, {true, direction, {}});
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
