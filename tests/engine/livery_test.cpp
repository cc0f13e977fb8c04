// Liveries (engine/livery.h): no two racers drive the same model in the same paint, and a
// livery repaints colours while greys stay grey.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <utility>

#include "unpod/engine/livery.h"

namespace {

std::array<float, 3> paint(const std::array<float, 9>& m, std::array<float, 3> c) {
  std::array<float, 3> out{};
  for (int r = 0; r < 3; ++r)
    for (int col = 0; col < 3; ++col) out[size_t(r)] += m[size_t(col * 3 + r)] * c[size_t(col)];
  return out;
}

}  // namespace

TEST_CASE("liveries: the n-th racer in a model drives livery n, so no two look alike",
          "[engine][livery]") {
  // Eight racers in three models, the player's Zephyr (model 0) shared with two opponents.
  const std::vector<int> cars = {0, 0, 1, 2, 0, 1, 2, 1};
  const std::vector<int> liveries = unpod::engine::liveries_for(cars);
  CHECK(liveries == std::vector<int>{0, 1, 0, 0, 2, 1, 1, 2});
  std::set<std::pair<int, int>> seen;
  for (size_t r = 0; r < cars.size(); ++r) CHECK(seen.insert({cars[r], liveries[r]}).second);
  // One model for everyone (an installation with one car): eight paints.
  CHECK(unpod::engine::liveries_for(std::vector<int>(8, 3)) ==
        std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7});
}

TEST_CASE("liveries: livery 0 is the car's own paint, the others turn its colours, not its greys",
          "[engine][livery]") {
  CHECK(unpod::engine::livery_matrix(0) == std::array<float, 9>{1, 0, 0, 0, 1, 0, 0, 0, 1});
  const std::array<float, 3> green{0.1f, 0.35f, 0.1f};  // a dark green body
  std::vector<std::array<float, 3>> bodies;
  for (int n = 0; n < 8; ++n) {
    const auto m = unpod::engine::livery_matrix(n);
    for (const float g : {0.0f, 0.2f, 0.5f, 1.0f}) {  // tyres, glass, chrome stay grey
      const auto out = paint(m, {g, g, g});
      for (const float v : out) CHECK(std::abs(v - g) < 1e-3f);
    }
    bodies.push_back(paint(m, green));
  }
  // Every two of the eight greens differ by at least 0.05 in some channel.
  for (size_t a = 0; a < bodies.size(); ++a)
    for (size_t b = a + 1; b < bodies.size(); ++b) {
      float most = 0;
      for (int k = 0; k < 3; ++k) most = std::max(most, std::abs(bodies[a][k] - bodies[b][k]));
      INFO("liveries " << a << " and " << b);
      CHECK(most > 0.05f);
    }
}
