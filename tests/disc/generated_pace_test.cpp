// The computer drivers on circuits and in cars nobody tuned them for (issue 36): the CI's share
// of bench_generated_circuits and bench_generated_cars (bench/README.md has the whole tables).
// Two generated circuits both ways round, and one set of eight generated cars on the Dusk Ring,
// three seeds at each difficulty: every car finishes the laps by itself, the put-backs are at
// most one a race on average, and the winner's median time falls from EASY to NORMAL to HARD.
// Release only, like difficulty_pace_test.cpp (54 two-lap races take about 20 s).
#include <catch2/catch.hpp>

#include <string>

#include "support/difficulty_pace.h"
#include "support/generated_car.h"
#include "support/generated_circuit.h"

using namespace unpod;

namespace {

void check_pace(const assets::Circuit& circuit, const test::PaceOptions& how) {
  double median[3] = {};
  for (int d = 0; d < 3; ++d) {
    INFO("difficulty " << d);
    const auto races = test::pace_over_seeds(circuit, d, 2, 3, how);
    double put_backs = 0;
    for (const test::PaceRace& r : races) {
      CHECK(r.over);
      CHECK(r.unfinished == 0);
      put_backs += r.put_backs;
    }
    CHECK(put_backs / double(races.size()) <= 1);
    median[d] = test::median_winner(races);
  }
  INFO("medians " << median[0] << " s, " << median[1] << " s, " << median[2] << " s");
  CHECK(median[1] < median[0]);
  CHECK(median[2] < median[1]);
}

}  // namespace

TEST_CASE(
    "Generated circuits: every car finishes, few put-backs, EASY slower than NORMAL than HARD",
    "[generated][difficulty][race]") {
  for (uint32_t seed : {1u, 2u})
    for (int direction = 0; direction < 2; ++direction) {
      INFO("GEN" << seed << (direction ? " mirrored" : " forward"));
      check_pace(test::generated_circuit(seed).track.circuit, {true, direction, {}, {}});
    }
}

TEST_CASE("Generated cars: every car finishes, few put-backs, EASY slower than NORMAL than HARD",
          "[generated][difficulty][race]") {
  check_pace(test::dusk_ring().circuit, {true, 0, test::generated_car_set(1), {}});
}
