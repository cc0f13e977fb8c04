// The family of generated cars (issue 36; disc::generate_car_description): car SEED compiled
// from its description, once per program, and the eight cars of a set (seeds 8 × set + 1 to
// 8 × set + 8) as the tests and the bench race them on the demo circuits. Header-only, like
// generated_circuit.h.
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "car_compiler.h"
#include "car_generator.h"

namespace unpod::test {

inline const disc::CompiledCar& generated_car(uint32_t seed) {
  static std::map<uint32_t, disc::CompiledCar> made;
  if (auto it = made.find(seed); it != made.end()) return it->second;
  disc::DescError e;
  auto car = disc::compile_car(disc::generate_car_description(seed), e);
  if (!car) throw std::runtime_error(e.to_string("GENCAR" + std::to_string(seed) + ".car"));
  return made.emplace(seed, std::move(*car)).first->second;
}

// Set `set`'s eight cars by name, for PaceOptions::cars.
inline std::vector<std::pair<std::string, const assets::Car*>> generated_car_set(uint32_t set) {
  std::vector<std::pair<std::string, const assets::Car*>> cars;
  for (uint32_t i = 1; i <= 8; ++i) {
    const disc::CompiledCar& c = generated_car(8 * set + i);
    cars.emplace_back(c.name, &c.car);
  }
  return cars;
}

}  // namespace unpod::test
