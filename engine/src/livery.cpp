#include "unpod/engine/livery.h"

#include <cmath>

namespace unpod::engine {

std::vector<int> liveries_for(std::span<const int> car_of_racer) {
  std::vector<int> out;
  out.reserve(car_of_racer.size());
  for (size_t r = 0; r < car_of_racer.size(); ++r) {
    int before = 0;  // racers before this one in the same model
    for (size_t q = 0; q < r; ++q) before += car_of_racer[q] == car_of_racer[r];
    out.push_back(before);
  }
  return out;
}

std::array<float, 9> livery_matrix(int livery) {
  if (livery == 0) return {1, 0, 0, 0, 1, 0, 0, 0, 1};
  // A rotation about the grey axis in a space weighted by the luminance (0.213, 0.715, 0.072):
  // each row sums to 1 (greys stay), each column keeps the luminance of the primaries.
  constexpr double kGoldenAngle = 2.399963229728653;  // π (3 − √5)
  const double a = kGoldenAngle * livery;
  const double c = std::cos(a), s = std::sin(a);
  const double row[3][3] = {
      {0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928},
      {0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283},
      {0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
       0.072 + c * 0.928 + s * 0.072}};
  std::array<float, 9> m{};
  for (int col = 0; col < 3; ++col)
    for (int r = 0; r < 3; ++r) m[size_t(col * 3 + r)] = static_cast<float>(row[r][col]);
  return m;
}

}  // namespace unpod::engine
