// Numbers as the compilers' messages print them: a value the modder wrote in its shortest form
// (0.25, not 0.250000), a measured distance or radius rounded to a tenth (3.6, not
// 3.6055512754639896).
#pragma once

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

namespace unpod::disc {

// The shortest text that reads back as `v`.
inline std::string shortest(double v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

// A measured value to one decimal, without a trailing ".0" (12, 3.6).
inline std::string rounded(double v) {
  const double tenths = std::round(v * 10) / 10;
  char buf[32];
  if (tenths == std::round(tenths))
    std::snprintf(buf, sizeof buf, "%.0f", tenths);
  else
    std::snprintf(buf, sizeof buf, "%.1f", tenths);
  return buf;
}

}  // namespace unpod::disc
