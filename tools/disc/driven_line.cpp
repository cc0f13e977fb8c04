#include "driven_line.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

Point3 negated(const Point3& v) {
  return {-v.x, -v.y, -v.z};
}

Frame blend(const Frame& a, const Frame& b, double t, double distance) {
  Frame f;
  f.pos = lerp(a.pos, b.pos, t);
  f.forward = unit(lerp(a.forward, b.forward, t));
  f.left = unit(lerp(a.left, b.left, t));
  f.up = unit(lerp(a.up, b.up, t));
  f.width = a.width + (b.width - a.width) * t;
  f.bank = a.bank + (b.bank - a.bank) * t;
  f.distance = distance;
  return f;
}

}  // namespace

Frame frame_along(const Centreline& line, double distance) {
  const auto& s = line.samples;
  if (s.empty()) return Frame{};
  if (s.size() == 1) return s.front();
  if (line.closed && line.length > 0) {
    distance = std::fmod(distance, line.length);
    if (distance < 0) distance += line.length;
  } else {
    distance = std::clamp(distance, s.front().distance, s.back().distance);
  }
  // The first sample further along than `distance`; the segment before it holds the point.
  const auto next = std::upper_bound(s.begin(), s.end(), distance,
                                     [](double d, const Frame& f) { return d < f.distance; });
  if (next == s.begin()) return s.front();
  const Frame& a = *(next - 1);
  const bool wraps = next == s.end();
  if (wraps && !line.closed) return s.back();
  const Frame& b = wraps ? s.front() : *next;
  const double end = wraps ? line.length : b.distance;
  const double span = end - a.distance;
  const double t = span > 0 ? (distance - a.distance) / span : 0;
  return blend(a, b, std::clamp(t, 0.0, 1.0), distance);
}

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
