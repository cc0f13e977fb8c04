// Where the computer cars are put back on the track (issue 36's benches, `--where`): each
// put-back of a set of pace races, with the car, the race time and the road where the car was a
// step before, read off the circuit's centre line. Header-only, like difficulty_pace.h.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numbers>
#include <string>
#include <vector>

#include "centreline.h"
#include "support/difficulty_pace.h"

namespace unpod::test {

// The road at the sample of `lap` nearest (x, y, z): its distance along the lap (and share of
// it), sideways and height off the centre line, the bend's radius over 8 units either side (seen
// from above), the width, the grade and the bank.
inline std::string road_at(const disc::Centreline& lap, double x, double y, double z) {
  size_t best = 0;
  double best_d = 1e300;
  for (size_t i = 0; i < lap.samples.size(); ++i) {
    const disc::Point3& p = lap.samples[i].pos;
    const double d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y) + (p.z - z) * (p.z - z);
    if (d < best_d) best_d = d, best = i;
  }
  const size_t n = lap.samples.size();
  if (n == 0) return "nowhere (no centre line)";
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

// Races `circuit` as pace_over_seeds does (2 laps, until every car finishes) at each level, both
// ways, seeds 1 to `seeds`, and prints a line for every put-back, each starting with `label`.
inline void print_put_backs(const std::string& label, const assets::Circuit& circuit,
                            const disc::Centreline& lap, PaceOptions how, int seeds) {
  const char* const levels[] = {"EASY", "NORMAL", "HARD"};
  how.until_all_finish = true;
  for (int direction = 0; direction < 2; ++direction)
    for (int d = 0; d < 3; ++d) {
      how.direction = direction;
      std::vector<sim::fx::Vec16> before;
      std::vector<int> put_backs;
      how.before_run = [&](sim::session::RaceSession& race, uint32_t seed) {
        before.assign(race.racers().size(), {});
        put_backs.assign(race.racers().size(), 0);
        race.set_step_observer(
            [&race, &before, &put_backs, &label, &lap, &levels, direction, d, seed] {
              for (size_t r = 0; r < race.racers().size(); ++r) {
                if (race.incidents()[r].put_backs != put_backs[r]) {
                  put_backs[r] = race.incidents()[r].put_backs;
                  std::printf("%s %-8s %-6s seed %u  racer %zu %-8s %6.1fs  %s\n", label.c_str(),
                              direction ? "mirrored" : "forward", levels[d], seed, r,
                              race.racers()[r].car_name.c_str(),
                              double(sim::session::race_ms(race)) / 1000,
                              road_at(lap, before[r][0] / 65536.0, before[r][1] / 65536.0,
                                      before[r][2] / 65536.0)
                                  .c_str());
                }
                before[r] = race.simulation().racers()[r].car.centre;
              }
            });
      };
      pace_over_seeds(circuit, d, 2, seeds, how);
    }
}

}  // namespace unpod::test
