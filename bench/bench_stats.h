// The benches' one statistic: the median of a run's figures (the middle one, or the mean of the
// two middle ones), steadier than the mean against a run disturbed by another program.
#pragma once

#include <algorithm>
#include <vector>

namespace unpod::bench {

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace unpod::bench
