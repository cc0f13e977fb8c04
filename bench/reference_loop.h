// The benches' fixed reference loop (README: a figure that depends on the machine is also given
// as a ratio to it, timed in the same run): 2^22 steps of a 32-bit LCG, a fixed amount of
// integer work. Returns its wall time in microseconds.
#pragma once

#include <chrono>
#include <cstdint>

namespace unpod::bench {

inline double reference_loop_us() {
  volatile uint32_t sink = 0;
  const auto t0 = std::chrono::steady_clock::now();
  uint32_t x = 1;
  for (int i = 0; i < (1 << 22); ++i) x = x * 1664525u + 1013904223u;
  sink = x;
  (void)sink;
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace unpod::bench
