// Liveries: when racers share a car model, each after the first drives a repaint of it (its
// colours turned round the hue circle; greys, glass and tyres unchanged), so no two cars on the
// track look alike. Ours: POD gives every opponent its own car (docs/RENDERING.md, "Cars").
#pragma once

#include <array>
#include <span>
#include <vector>

namespace unpod::engine {

// For each racer's car model (an index into the race's cars), its livery: the n-th racer (from
// 0) in a model drives livery n; livery 0 is the car file's own paint.
std::vector<int> liveries_for(std::span<const int> car_of_racer);

// Livery n's colour matrix, column-major 3 × 3 (as GLSL's mat3): a turn of the hue by n × 137.5°
// (the golden angle, so any number of liveries stay apart) keeping each colour's luminance;
// livery 0 is the identity, and every livery leaves greys grey.
std::array<float, 9> livery_matrix(int livery);

}  // namespace unpod::engine
