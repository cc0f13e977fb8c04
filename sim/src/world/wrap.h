// 32-bit wrap arithmetic on 16.16 vectors, as the original's sub and add (no signed overflow).
#pragma once

#include <cstdint>

#include "unpod/sim/fx/vec16.h"

namespace unpod::sim::world {

inline int32_t wsub(int32_t a, int32_t b) {
  return static_cast<int32_t>(static_cast<uint32_t>(a) - static_cast<uint32_t>(b));
}

inline fx::Vec16 wsub(const fx::Vec16& a, const fx::Vec16& b) {
  return {wsub(a[0], b[0]), wsub(a[1], b[1]), wsub(a[2], b[2])};
}

}  // namespace unpod::sim::world
