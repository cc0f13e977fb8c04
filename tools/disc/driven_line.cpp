#include "driven_line.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

Point3 negated(const Point3& v) {
  return {-v.x, -v.y, -v.z};
}

}  // namespace

Centreline reversed(const Centreline& line) {
  Centreline r;
  r.length = line.length;
  r.closed = line.closed;
  const size_t n = line.samples.size();
  r.samples.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    // Closed: sample 0 (the lap line) stays first, the rest run backwards; open: all reversed.
    const size_t from = line.closed ? (n - i) % n : n - 1 - i;
    Frame f = line.samples[from];
    f.forward = negated(f.forward);
    f.left = negated(f.left);
    f.bank = -f.bank;
    f.distance = line.closed ? (i == 0 ? 0.0 : line.length - f.distance) : line.length - f.distance;
    r.samples.push_back(f);
  }
  for (double d : line.control_distances) {
    const double back = line.length - d;
    r.control_distances.push_back(line.closed && back >= line.length ? back - line.length : back);
  }
  return r;
}

}  // namespace unpod::disc
