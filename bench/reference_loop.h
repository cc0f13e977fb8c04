// The benches' fixed reference loop (README: a figure that depends on the machine is also given
// as a ratio to a fixed loop timed in the same run; issue 37). These machines differ in speed from
// one session to the next; a figure divided by the loop's time compares across them.
//
// The loop is integer work shaped like a fixed-point step: two 16.16 values, each a chain of
// 64-bit multiply-adds and arithmetic shifts reading the other, 400 million rounds (about 0.9 s on
// the project's 2-core container). Its result is stored to a volatile, so every round is kept.
#pragma once

#include <chrono>
#include <cstdint>

namespace unpod::bench {

inline constexpr uint32_t kReferenceRounds = 400000000;

struct ReferenceLoop {
  double seconds = 0;  // wall time of the loop
  int64_t result = 0;  // the loop's last values, mixed (fixed for the build)
};

inline ReferenceLoop reference_loop() {
  const auto t0 = std::chrono::steady_clock::now();
  int64_t a = 0x00018000;   // 1.5 in 16.16
  int64_t b = -0x00024000;  // -2.25
  for (uint32_t i = 0; i < kReferenceRounds; ++i) {
    a = ((a * 0xfff1) >> 16) + (b >> 3) + int64_t{i & 0xff};
    b = ((b * 0xffe3) >> 16) - (a >> 5) + 7;
  }
  ReferenceLoop out;
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  out.result = a ^ (b << 1);
  volatile int64_t sink = out.result;  // kept even where no caller reads the result
  (void)sink;
  return out;
}

// A time measured in this run, as it would be on a machine where the loop takes 1 s: the figure
// that compares from one machine (or session) to the next.
inline double at_reference_speed(double measured, const ReferenceLoop& loop) {
  return loop.seconds > 0 ? measured / loop.seconds : 0;
}

}  // namespace unpod::bench
