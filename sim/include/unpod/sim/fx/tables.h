// The start-up tables of POD FUN_004c5e88 (pod-controllers.md, "The fixed-point helpers";
// pod-car-physics.md, "Arithmetic"): square roots, reciprocals, squares and sines, each built
// by its formula. The original used the FPU for the roots and sines; here every entry comes from
// exact integer arithmetic (integer square root; a 128-bit fixed-point sine series), which gives
// the formula's exact bits, and the stored checksums below pin them.
#pragma once

#include <array>
#include <cstdint>

namespace unpod::sim::fx {

struct Tables {
  // [0x4ed434] (0x70c704): ⌊√i × 65536⌋; the game reads i in 0x2000..0x7fff, every i is filled.
  static constexpr int kRootCount = 0x8000;
  // [0x4ed42c] (0x6e4704): 2^24 / k truncated, k from −16384 to 16383 (entry 0: 0, inferred).
  static constexpr int kReciprocalMin = -16384, kReciprocalCount = 32768;
  // [0x4ed430] (0x704704): (256k)² >> 16 = k²; k from 0 to 8191 (inferred from the layout:
  // the root table starts 0x8000 bytes later).
  static constexpr int kSquareCount = 8192;
  // 0x72c704: round(sin(i × 8/65536) × 65536) from 0 to π/2: i up to 12868, the first step at
  // or past π/2 (inferred: the count).
  static constexpr int kSineCount = 12869;

  std::array<int32_t, kRootCount> roots{};
  std::array<int32_t, kReciprocalCount> reciprocals{};  // index k − kReciprocalMin
  std::array<int32_t, kSquareCount> squares{};
  std::array<int32_t, kSineCount> sines{};

  int32_t reciprocal(int32_t k) const {
    return reciprocals[static_cast<std::size_t>(k - kReciprocalMin)];
  }
};

// FNV-1a (32-bit) of each table's entries as little-endian words, computed once from the
// formulas and stored: Tables::checksums_match() checks a build against them.
inline constexpr uint32_t kRootsChecksum = 0xcbff9453;
inline constexpr uint32_t kReciprocalsChecksum = 0x7b31ae59;
inline constexpr uint32_t kSquaresChecksum = 0xd8d7cee0;
inline constexpr uint32_t kSinesChecksum = 0x0d70a082;

uint32_t table_checksum(const int32_t* words, std::size_t count);

// POD FUN_004c5e88: builds the four tables.
Tables build_tables();

// True when every table of `t` has its stored checksum.
bool checksums_match(const Tables& t);

// The tables, built on first use (no threads in the sim, so a function-local static is enough).
const Tables& tables();

}  // namespace unpod::sim::fx
