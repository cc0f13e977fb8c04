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
inline constexpr uint64_t kScenarioHash = 0xa9703bc326eb7dc8;

// A whole race (sim::session::RaceSession): eight computer cars, one lap of the Dusk Ring on
// NORMAL (their rules drawn on the frame times), the frame times of session::FrameTimes(1997),
// the session's hash after every frame folded into one, through the run to the line.
struct RaceScenarioResult {
  uint64_t hash = 0;
  int32_t steps = 0;
  int32_t finished = 0;  // cars that finished
  int32_t draws = 0;     // the behaviour draws of every driver
};

RaceScenarioResult run_race_scenario();

// The demo disc's NORMAL lanes are part of it: since issue 36 they hold the level's top speed of
// 45 units/s between the corners and 0.75 of the corners' speed, not 0.8 (the hash before:
// 0x15c35afd764bf30a).
inline constexpr uint64_t kRaceScenarioHash = 0xbbfa7b79441e1251;

}  // namespace unpod::determinism
