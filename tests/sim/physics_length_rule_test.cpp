// DEVIATION 14's switch: the original's length (POD FUN_004d43ad, fx::length16) wraps above about
// 181 units; the game's measures a long vector at 1/256. Short vectors read the same either way.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

constexpr LengthRule kOriginal{};
constexpr LengthRule kGame{.long_at_1_256 = true};

}  // namespace

TEST_CASE("lengths: under 128 units a component, both rules and the plain length agree",
          "[physics][length][deviation]") {
  std::mt19937 rng(14);
  std::uniform_int_distribution<int32_t> component(-128 * kOne + 1, 128 * kOne - 1);
  for (int i = 0; i < 20000; ++i) {
    const Vec16 v{component(rng), component(rng), component(rng)};
    // 3 × 128² × 65536 overflows 32 bits: only the vectors whose squares fit are compared (each
    // square under 2^46 raw, their sum well within 64 bits).
    const int64_t squares = int64_t{v[0]} * v[0] + int64_t{v[1]} * v[1] + int64_t{v[2]} * v[2];
    if (squares >> 16 >= (int64_t{1} << 31)) continue;
    INFO(v[0] << ", " << v[1] << ", " << v[2]);
    REQUIRE(length(v, kOriginal) == length(v));
    REQUIRE(length(v, kGame) == length(v));
    REQUIRE(unit(v, kOriginal) == unit(v));
  }
}

TEST_CASE("lengths: 200 units wraps to 0 in the original, 200 in the game",
          "[physics][length][deviation]") {
  const Vec16 v{200 * kOne, 0, 0};  // 200² × 65536 = 2,621,440,000: over 2^31, a negative word
  CHECK(length(v, kOriginal) == 0);
  CHECK(unit(v, kOriginal) == Vec16{0, 0, 0});
  CHECK(length(v, kGame) == 200 * kOne);
  CHECK(unit(v, kGame) == Vec16{kOne, 0, 0});
}

TEST_CASE("lengths: 300 units reads about 156 in the original (the sum's low 32 bits)",
          "[physics][length][deviation]") {
  const Vec16 v{300 * kOne, 0, 0};
  // 300² × 65536 = 5,898,240,000; its low 32 bits 1,603,272,704 (16.16), whose root is
  // √1,603,272,704 × 256 raw.
  const double expected = std::sqrt(1603272704.0) * 256.0;
  CHECK(std::abs(length(v, kOriginal) - expected) < 256);  // within 1/256 unit
  CHECK(length(v, kGame) == 300 * kOne);
}

TEST_CASE("lengths: the core's default is the original's, the game turns it on",
          "[physics][length][deviation]") {
  CHECK(SimulationOptions{}.lengths == kOriginal);
  CHECK_FALSE(StepContext{}.lengths.long_at_1_256);
}

}  // namespace unpod::sim::physics
