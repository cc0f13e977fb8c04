// The Dusk Ring with "Fin Course" on every gate (test fixture): the demo disc has no "Fin Course"
// gate, so this one puts it in front of the lap line's action on every gate: the lap line's own
// chain and, on every other gate, "Fin Course" then "P-Chrono Tour". With the lap line as the only
// checkpoint record every lap-line action counts a lap (FUN_0042c684), so in a one-lap race a
// human's first gate starts the count and its next gate finishes it, within seconds.
#pragma once

#include <algorithm>
#include <cstdint>

#include <catch2/catch.hpp>

#include "support/demo_disc.h"
#include "unpod/assets/circuit.h"

namespace unpod::test {

inline assets::Circuit fin_course_circuit() {
  assets::Circuit circuit = dusk_ring().circuit;
  assets::BeaconSection& section = *circuit.directions[0].beacons.value;
  const auto action = [&](const char* name) {
    const auto it = std::find_if(circuit.actions.begin(), circuit.actions.end(),
                                 [&](const assets::Action& a) { return a.name == name; });
    REQUIRE(it != circuit.actions.end());
    return int32_t(it - circuit.actions.begin());
  };
  const int32_t fin = action("Fin Course");
  const int32_t lap = action("P-Chrono Tour");
  const size_t line = size_t(section.checkpoints[0].beacon);
  section.checkpoints.resize(1);
  section.triples.push_back({lap, 0, -1});
  const int32_t lap_only = int32_t(section.triples.size()) - 1;
  section.triples.push_back({fin, 0, lap_only});
  const int32_t fin_then_lap = int32_t(section.triples.size()) - 1;
  section.triples.push_back({fin, 0, section.beacons[line].front_chain});
  const int32_t fin_then_line = int32_t(section.triples.size()) - 1;
  for (size_t b = 0; b < section.beacons.size(); ++b)
    section.beacons[b].front_chain = b == line ? fin_then_line : fin_then_lap;
  return circuit;
}

}  // namespace unpod::test
