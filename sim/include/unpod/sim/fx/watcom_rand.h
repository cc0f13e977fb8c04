// Watcom's C library rand()/srand() as a value type (pod-race.md, "Random numbers"): one
// generator for the whole program, so the game's draws can be replayed by holding its state.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace unpod::sim::fx {

class WatcomRand {
 public:
  // POD FUN_004d189b: srand, the seed in EAX, stored as the whole state.
  void seed(uint32_t s) { state_ = s; }

  // POD FUN_004d1877: rand — state = state × 0x41c64e6d + 0x3039 (mod 2^32), returns bits 16..30.
  int32_t next() {
    state_ = state_ * 0x41c64e6du + 0x3039u;
    return static_cast<int32_t>((state_ >> 16) & 0x7fffu);
  }

  uint32_t state() const { return state_; }

  friend bool operator==(const WatcomRand&, const WatcomRand&) = default;

 private:
  uint32_t state_ = 1;  // the C standard: rand() without srand() behaves as after srand(1)
};

// What loading a race leaves behind (POD 0x460e90 in FUN_00460bbc, called from FUN_0049ba20):
// srand(1000), then 255 draws fill the smoke table at 0x57205c.
struct RaceLoadRandom {
  WatcomRand generator;            // the state after the 255 draws
  std::array<uint8_t, 255> smoke;  // each draw % 255 (inferred: as FUN_00460f08 stores it)
};

inline constexpr uint32_t kRaceLoadSeed = 1000;
inline constexpr int kRaceLoadDraws = 255;

// POD FUN_00460bbc (its srand(1000) and the 255 draws): the generator and table after a race loads.
RaceLoadRandom race_load_random();

}  // namespace unpod::sim::fx
