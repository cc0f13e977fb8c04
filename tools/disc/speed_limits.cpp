// Speed limits from a centre line's shape: the corner and crest speeds sample by sample, then the
// braking envelope run backwards along the driving direction (wrapping round a closed lap).
#include "speed_limits.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

size_t segments_of(const Centreline& line) {
  return line.closed ? line.samples.size() : line.samples.size() - 1;
}

double step_of(const Centreline& line) {
  return line.length / double(std::max<size_t>(1, segments_of(line)));
}

// Sample i moved by k along the line: wrapped on a closed line, clamped on an open one.
size_t moved(const Centreline& line, size_t i, long k) {
  const long n = long(line.samples.size());
  const long j = long(i) + k;
  if (line.closed) return size_t(((j % n) + n) % n);
  return size_t(std::clamp(j, 0L, n - 1));
}

double wrapped_angle(double a) {
  while (a > kPi) a -= 2 * kPi;
  while (a <= -kPi) a += 2 * kPi;
  return a;
}

// The speed the shape allows at sample i: the bend's (lateral grip over curvature) and the
// crest's (gravity over the vertical curvature), over the window either side of it.
double shape_limit(const Centreline& line, size_t i, long window) {
  const Frame& a = line.samples[moved(line, i, -window)];
  const Frame& b = line.samples[moved(line, i, window)];
  // On a closed line the window may straddle the lap line, where distances restart; an open
  // line's window is clamped at its ends.
  const double span =
      line.closed ? 2.0 * double(window) * step_of(line) : std::abs(b.distance - a.distance);
  if (span <= 0) return kFreeSpeed;
  double limit = kFreeSpeed;
  const double turn = std::abs(
      wrapped_angle(std::atan2(b.forward.y, b.forward.x) - std::atan2(a.forward.y, a.forward.x)));
  if (turn > 1e-9) limit = std::min(limit, std::sqrt(kCornerGrip * span / turn));
  // Over a crest the nose goes down: the pitch falls along the road.
  const double fall =
      std::asin(std::clamp(a.forward.z, -1.0, 1.0)) - std::asin(std::clamp(b.forward.z, -1.0, 1.0));
  if (fall > 1e-9) limit = std::min(limit, std::sqrt(kGravity * span / fall));
  return limit;
}

}  // namespace

std::vector<double> speed_limits(const Centreline& driven, const std::vector<double>& imposed,
                                 double end_limit) {
  const size_t n = driven.samples.size();
  std::vector<double> limits(n, kFreeSpeed);
  if (n < 2 || driven.length <= 0) return limits;
  const double step = step_of(driven);
  const long window = std::max(1L, std::lround(kCurveWindow / step));
  for (size_t i = 0; i < n; ++i)
    limits[i] = i < imposed.size() && imposed[i] >= 0 ? imposed[i] : shape_limit(driven, i, window);
  if (!driven.closed) limits[n - 1] = std::min(limits[n - 1], end_limit);
  // Braking backwards from every limit: v² = v_ahead² + 2 a d, with a the braking less the
  // downhill pull (a car going down brakes less well), never below a quarter of it.
  const auto brake_from = [&](size_t i, size_t ahead) {
    if (i < imposed.size() && imposed[i] >= 0) return;  // the description's own, as given
    const double a = std::max(kBraking / 4, kBraking + kGravity * driven.samples[i].forward.z);
    limits[i] = std::min(limits[i], std::sqrt(limits[ahead] * limits[ahead] + 2 * a * step));
  };
  if (driven.closed) {
    // Twice round, so a limit just after the lap line reaches back before it.
    for (size_t k = 2 * n; k-- > 0;) brake_from(k % n, (k + 1) % n);
  } else {
    for (size_t i = n - 1; i-- > 0;) brake_from(i, i + 1);
  }
  return limits;
}

double lowest_limit(const Centreline& driven, const std::vector<double>& limits, double s0,
                    double s1) {
  const size_t n = limits.size();
  if (n == 0) return kFreeSpeed;
  // The samples from s0 up to (not at) s1: the next node's limit belongs to the next arc.
  const double step = step_of(driven);
  const long first = long(std::ceil(s0 / step - 1e-9));
  const long last = std::max(first, long(std::ceil(s1 / step - 1e-9)) - 1);
  double low = 1e300;
  for (long k = first; k <= last; ++k) {
    const size_t i = driven.closed ? size_t(((k % long(n)) + long(n)) % long(n))
                                   : size_t(std::clamp(k, 0L, long(n) - 1));
    low = std::min(low, limits[i]);
  }
  return low;
}

std::vector<double> limit_nodes(const Centreline& driven, const std::vector<double>& limits) {
  const size_t n = limits.size();
  std::vector<double> out;
  if (n < 2) return out;
  const double step = step_of(driven);
  const auto limited = [&](size_t i) { return limits[i] < kFreeSpeed - 0.5; };
  // Start the scan where the road is free, so a stretch across a closed lap's line stays whole.
  size_t start = 0;
  if (driven.closed) {
    while (start < n && limited(start)) ++start;
    if (start == n) start = 0;  // limited all round: one stretch from the line
  }
  size_t k = 0;
  while (k < n) {
    const size_t i = driven.closed ? (start + k) % n : k;
    if (!limited(i)) {
      ++k;
      continue;
    }
    size_t len = 0;
    while (k + len < n && limited(driven.closed ? (start + k + len) % n : k + len)) ++len;
    // The stretch's start, then wherever the limit has changed by more than kLimitNodeChange
    // at least kLimitNodeSpacing on (a steady bend needs no more nodes), and its end.
    const auto wrap = [&](double d) {
      return driven.closed ? std::fmod(d, driven.length) : std::min(d, driven.length);
    };
    const size_t a = driven.closed ? start + k : k;
    out.push_back(wrap(double(a) * step));
    size_t node = a;
    for (size_t j = a + 1; j < a + len; ++j)
      if (double(j - node) * step >= kLimitNodeSpacing &&
          std::abs(limits[j % n] - limits[node % n]) > kLimitNodeChange &&
          double(a + len - j) * step >= kLimitNodeSpacing / 2) {
        out.push_back(wrap(double(j) * step));
        node = j;
      }
    out.push_back(wrap(double(a + len) * step));
    k += len;
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace unpod::disc
