// unpod_physics_hash_o0: the determinism scenario with the sim built at -O0; exit 0 when its
// hash is the one every build must give (scenario.h).
#include <cinttypes>
#include <cstdio>

#include "scenario.h"

int main() {
  const unpod::determinism::ScenarioResult r = unpod::determinism::run_scenario();
  std::printf("hash 0x%016" PRIx64 " (expected 0x%016" PRIx64
              "), %d steps, %d contacts, %d put back\n",
              r.hash, unpod::determinism::kScenarioHash, r.steps, r.contacts, r.put_backs);
  return r.hash == unpod::determinism::kScenarioHash ? 0 : 1;
}
