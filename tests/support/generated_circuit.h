// The family of generated circuits (issue 36; disc::generate_track_description): circuit SEED
// compiled from its description, once per program, as the tests and the bench race it.
// Header-only, like difficulty_pace.h: it links unpod_disc through unpod_test_disc.
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>

#include "track_compiler.h"
#include "track_desc.h"
#include "track_generator.h"

namespace unpod::test {

struct GeneratedCircuit {
  std::string description;
  disc::CompiledTrack track;
};

inline const GeneratedCircuit& generated_circuit(uint32_t seed) {
  static std::map<uint32_t, GeneratedCircuit> made;
  if (auto it = made.find(seed); it != made.end()) return it->second;
  GeneratedCircuit g;
  g.description = disc::generate_track_description(seed, {}, &g.track);
  return made.emplace(seed, std::move(g)).first->second;
}

}  // namespace unpod::test
