// unpod_physics_hash_o0: the determinism scenarios with the sim built at -O0; exit 0 when their
// hashes are the ones every build must give (scenario.h).
#include <cinttypes>
#include <cstdio>

#include "scenario.h"

int main() {
  const unpod::determinism::ScenarioResult r = unpod::determinism::run_scenario();
  std::printf("hash 0x%016" PRIx64 " (expected 0x%016" PRIx64
              "), %d steps, %d contacts, %d put back\n",
              r.hash, unpod::determinism::kScenarioHash, r.steps, r.contacts, r.put_backs);
  const unpod::determinism::RaceScenarioResult race = unpod::determinism::run_race_scenario();
  std::printf("race hash 0x%016" PRIx64 " (expected 0x%016" PRIx64 "), %d steps, %d finished\n",
              race.hash, unpod::determinism::kRaceScenarioHash, race.steps, race.finished);
  return r.hash == unpod::determinism::kScenarioHash &&
                 race.hash == unpod::determinism::kRaceScenarioHash
             ? 0
             : 1;
}
