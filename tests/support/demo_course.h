// The race rules' view of the demo disc's Dusk Ring (EASY, forward): its course and its race
// paths, loaded from the compiled circuit. Header-only: the sim is the one the program links.
#pragma once

#include <stdexcept>

#include "support/demo_disc.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/paths.h"

namespace unpod::test {

inline sim::race::Course dusk_course() {
  auto c = sim::race::load_course(dusk_ring().circuit, 0, 0);
  if (!c) throw std::runtime_error(c.error().to_string());
  return std::move(c.value());
}

inline sim::race::Paths dusk_paths() {
  auto p = sim::race::load_paths(dusk_ring().circuit, 0, 0);
  if (!p) throw std::runtime_error(p.error().to_string());
  return std::move(p.value());
}

}  // namespace unpod::test
