// A vector of three 16.16 numbers, as the original keeps positions, velocities and axes.
#pragma once

#include <array>
#include <cstdint>

namespace unpod::sim::fx {

using Vec16 = std::array<int32_t, 3>;

}  // namespace unpod::sim::fx
