// Speed limits from a centre line's shape: the corner and crest speeds sample by sample, then the
// braking envelope run backwards along the driving direction (wrapping round a closed lap).
#include "speed_limits.h"
#include "number_text.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>
#include <string>

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

// The speed a road this narrow allows (kNarrowRoad): from the computer's floor at the narrowest
// road the format takes up to the free speed at kNarrowRoad.
double narrow_road_limit(double width) {
  if (width >= kNarrowRoad) return kFreeSpeed;
  const double room = std::max(0.0, width - kNarrowestRoad) / (kNarrowRoad - kNarrowestRoad);
  return kComputerFloor + (kFreeSpeed - kComputerFloor) * room;
}

// The speed the shape allows at sample i: the bend's (lateral grip over curvature) and the
// crest's (gravity over the vertical curvature), over the window either side of it, and the
// narrow road's at the sample.
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
  return std::min(limit, narrow_road_limit(line.samples[i].width));
}

// A bend's radius as the compiler's turn rule measures it (track_rules.cpp: the circle through
// the centre line 26 units before and after, seen from above), which reads a bend drawn through
// control points about 5 % tighter than the circle they lie on.
constexpr double kBendReach = 26;
constexpr double kBendMeasureShare = 0.95;

double bend_radius(const Centreline& line, size_t i, long reach) {
  const Point3 a = line.samples[moved(line, i, -reach)].pos, b = line.samples[i].pos,
               c = line.samples[moved(line, i, reach)].pos;
  const double abx = b.x - a.x, aby = b.y - a.y, acx = c.x - a.x, acy = c.y - a.y;
  const double twice_area = std::abs(abx * acy - aby * acx);
  if (twice_area < 1e-12) return 1e300;
  return std::hypot(abx, aby) * std::hypot(acx, acy) * std::hypot(c.x - b.x, c.y - b.y) /
         (2 * twice_area);
}

}  // namespace

std::vector<DescError> tight_bend_warnings(const TrackDesc& desc, const Centreline& main,
                                           const std::vector<Centreline>& routes) {
  std::vector<DescError> out;
  const auto scan = [&](const Centreline& line, const std::string& name) {
    const size_t n = line.samples.size();
    if (n < 3 || line.length <= 0) return;
    const long reach = std::clamp(std::lround(kBendReach / step_of(line)), 1L, long(n - 1) / 2);
    std::vector<double> radius(n);
    for (size_t i = 0; i < n; ++i) radius[i] = bend_radius(line, i, reach);
    // An open line's ends join another road's tarmac: measured as the turn rule does, from a
    // reach in.
    const auto tight = [&](size_t i) {
      if (!line.closed && (i < size_t(reach) || i + size_t(reach) >= n)) return false;
      return radius[i] < kComputerMinRadius * kBendMeasureShare;
    };
    // Start where the road is not tight, so a bend across a closed lap's line stays one.
    size_t start = 0;
    if (line.closed)
      while (start < n && tight(start)) ++start;
    if (start == n) start = 0;
    for (size_t k = 0; k < n;) {
      const size_t i = line.closed ? (start + k) % n : k;
      if (!tight(i)) {
        ++k;
        continue;
      }
      size_t least = i;
      for (; k < n && tight(line.closed ? (start + k) % n : k); ++k) {
        const size_t j = line.closed ? (start + k) % n : k;
        if (radius[j] < radius[least]) least = j;
      }
      const Frame& f = line.samples[least];
      const std::string where = line.closed
                                    ? "the lap at " + rounded(100 * f.distance / line.length) + " %"
                                    : "route " + name;
      out.emplace_back(nearest_control_line(desc, f.pos),
                       "warning: a bend of radius " + rounded(radius[least]) + " on " + where +
                           ": the computer cars take no corner slower than " +
                           std::to_string(int(kComputerFloor)) +
                           " units/s, which needs a radius of " +
                           std::to_string(int(kComputerMinRadius)) +
                           " at the grip they hold; they take it at the edge of grip and may "
                           "slide wide into its wall (docs/TRACK-FORMAT.md, \"Corners a "
                           "computer car can take\")");
    }
  };
  scan(main, "main");
  for (size_t r = 0; r < routes.size() && r < desc.routes.size(); ++r)
    if (!desc.routes[r].pit)
      scan(routes[r], desc.routes[r].name);  // no computer car takes a pit lane
  return out;
}

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
