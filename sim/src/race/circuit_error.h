// The race sections' checks fail as the loaders do: a circuit whose beacons, chains or paths do
// not fit together is refused with a LoadError naming the section, like a damaged file.
#pragma once

#include <string>

#include "unpod/assets/error.h"

namespace unpod::sim::race {

[[noreturn]] inline void fail(const std::string& section, const std::string& message) {
  throw assets::FormatError(assets::LoadError{"circuit", section, 0, message});
}

}  // namespace unpod::sim::race
