// The determinism scenario (docs/TESTING.md): eight demo cars race on the Dusk Ring through the
// race loop with scripted inputs and jittered frame times, damage on, for 20 s of frames; the
// simulation's hash after every frame is folded into one. The same number must come out of
// every build: -O2 (the Catch test), -O0 (unpod_physics_hash_o0) and the sanitizers.
#pragma once

#include <cstdint>

namespace unpod::determinism {

struct ScenarioResult {
  uint64_t hash = 0;       // every frame's Simulation::hash folded in
  uint64_t overflows = 0;  // fixed-point results that left int32 (physics::overflow_count)
  int32_t steps = 0;
  int32_t contacts = 0;  // car-to-car contacts seen
  int32_t put_backs = 0;
};

ScenarioResult run_scenario();

// The hash of run_scenario(), as every build must give it. A deliberate change to the physics
// changes it: run the test, read the new value it prints, and update it here.
inline constexpr uint64_t kScenarioHash = 0x8415f6f018131ced;

}  // namespace unpod::determinism
