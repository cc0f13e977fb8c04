// The median of a run's figures (the middle one, or the mean of the two middle ones): the
// benches' one statistic, steadier than the mean against a run disturbed by another program,
// and the difficulty tests' measure of a level's pace over seeds.
#pragma once

#include <algorithm>
#include <vector>

namespace unpod::test {

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace unpod::test
