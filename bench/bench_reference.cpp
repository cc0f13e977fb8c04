// unpod_bench_reference: the benches' reference loop alone (reference_loop.h), for the figures a
// script measures (bench_player_frame.sh): prints its time in seconds, three runs and their
// median. Asserts nothing.
#include <algorithm>
#include <array>
#include <cstdio>

#include "reference_loop.h"

int main() {
  std::array<double, 3> s{};
  for (double& t : s) t = unpod::bench::reference_loop().seconds;
  std::sort(s.begin(), s.end());
  std::printf("reference loop: %.3f s (median of %.3f, %.3f, %.3f)\n", s[1], s[0], s[1], s[2]);
  return 0;
}
