// The load-time draws of the shared generator (pod-race.md, "Random numbers", seeds table).
#include "unpod/sim/fx/watcom_rand.h"

namespace unpod::sim::fx {

RaceLoadRandom race_load_random() {
  RaceLoadRandom out{};
  out.generator.seed(kRaceLoadSeed);
  for (int i = 0; i < kRaceLoadDraws; ++i) {
    out.smoke[static_cast<std::size_t>(i)] = static_cast<uint8_t>(out.generator.next() % 255);
  }
  return out;
}

}  // namespace unpod::sim::fx
