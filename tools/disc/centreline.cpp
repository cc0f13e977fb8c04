// Centre lines: a centripetal Catmull-Rom curve through the control points (as cubic Hermite
// segments, so a route's end tangents can be taken from the main line), densely evaluated,
// then resampled at even distances with a frame per sample.
#include "centreline.h"
#include "point_math.h"

#include <algorithm>
#include <cmath>

namespace unpod::disc {
namespace {

// Knot spacing of the centripetal parameterisation: the square root of the chord.
double knot(Point3 a, Point3 b) {
  return std::max(1e-6, std::sqrt(norm(b - a)));
}

// The Catmull-Rom tangent at p1 (derivative with respect to the knot parameter) from its
// neighbours: the non-uniform three-point formula.
Point3 tangent(Point3 p0, Point3 p1, Point3 p2) {
  const double d0 = knot(p0, p1), d1 = knot(p1, p2);
  return (p1 - p0) * (1.0 / d0) - (p2 - p0) * (1.0 / (d0 + d1)) + (p2 - p1) * (1.0 / d1);
}

// One dense point of the curve.
struct Dense {
  Point3 pos, deriv;
  double width, bank, distance;
};

// Control points with a tangent each; a segment joins point i to point i + 1.
struct Spline {
  std::vector<ControlPoint> points;
  std::vector<Point3> tangents;
  bool closed = false;
};

size_t segment_count(const Spline& s) {
  return s.closed ? s.points.size() : s.points.size() - 1;
}

// Evaluates segment k densely; appends all points but the segment's last (the next segment's
// first). Width and bank follow a smooth (C1) uniform Catmull-Rom on the control values.
void evaluate_segment(const Spline& s, size_t k, std::vector<Dense>& out) {
  const size_t n = s.points.size();
  auto at = [&](long i) -> const ControlPoint& {
    if (s.closed) return s.points[size_t((i % long(n) + long(n)) % long(n))];
    return s.points[size_t(std::clamp(i, 0L, long(n) - 1))];
  };
  const long i = long(k);
  const ControlPoint &a = at(i), &b = at(i + 1), &pa = at(i - 1), &nb = at(i + 2);
  const Point3 m0 = s.tangents[k], m1 = s.tangents[(k + 1) % n];
  const double dt = knot(a.at, b.at);
  const double chord = norm(b.at - a.at);
  const int steps = std::max(16, int(chord / 0.25));
  auto scalar = [](double p0, double p1, double p2, double p3, double t) {
    const double t2 = t * t, t3 = t2 * t;
    return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 +
                  (3 * p1 - p0 - 3 * p2 + p3) * t3);
  };
  for (int j = 0; j < steps; ++j) {
    const double t = double(j) / steps, t2 = t * t, t3 = t2 * t;
    const double h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2,
                 h11 = t3 - t2;
    const double d00 = 6 * t2 - 6 * t, d10 = 3 * t2 - 4 * t + 1, d01 = -6 * t2 + 6 * t,
                 d11 = 3 * t2 - 2 * t;
    Dense d;
    d.pos = a.at * h00 + m0 * (dt * h10) + b.at * h01 + m1 * (dt * h11);
    d.deriv = a.at * d00 + m0 * (dt * d10) + b.at * d01 + m1 * (dt * d11);
    d.width = scalar(pa.width, a.width, b.width, nb.width, t);
    d.bank = scalar(pa.bank, a.bank, b.bank, nb.bank, t);
    d.distance = 0;
    out.push_back(d);
  }
}

Frame make_frame(Point3 pos, Point3 deriv, double width, double bank, double distance) {
  Frame f;
  f.pos = pos;
  f.forward = unit(deriv);
  // Level left (perpendicular to forward, horizontal), then tilted about forward by the bank.
  Point3 level_left{-f.forward.y, f.forward.x, 0};
  if (norm(level_left) < 1e-9) level_left = {0, 1, 0};
  level_left = unit(level_left);
  const Point3 level_up = cross(f.forward, level_left);
  const double b = bank * kPi / 180.0;
  f.left = unit(level_left * std::cos(b) + level_up * std::sin(b));
  f.up = unit(cross(f.forward, f.left));
  f.width = width;
  f.bank = bank;
  f.distance = distance;
  return f;
}

Centreline sample(const Spline& s, double step) {
  std::vector<Dense> dense;
  std::vector<size_t> control_index;  // dense index of each control point
  const size_t segments = segment_count(s);
  for (size_t k = 0; k < segments; ++k) {
    control_index.push_back(dense.size());
    evaluate_segment(s, k, dense);
  }
  // The closing point: the first again (closed) or the last control point (open).
  {
    const ControlPoint& last = s.closed ? s.points[0] : s.points.back();
    control_index.push_back(dense.size());
    dense.push_back(
        Dense{last.at, s.tangents[s.closed ? 0 : s.points.size() - 1], last.width, last.bank, 0});
  }
  for (size_t i = 1; i < dense.size(); ++i)
    dense[i].distance = dense[i - 1].distance + norm(dense[i].pos - dense[i - 1].pos);

  Centreline line;
  line.closed = s.closed;
  line.length = dense.back().distance;
  for (size_t k = 0; k < s.points.size(); ++k)
    line.control_distances.push_back(dense[control_index[k]].distance);

  const size_t count = std::max<size_t>(4, size_t(std::lround(line.length / std::max(0.1, step))));
  const double even = line.length / double(count);
  const size_t samples = s.closed ? count : count + 1;
  size_t j = 0;
  for (size_t k = 0; k < samples; ++k) {
    const double d = std::min(line.length, double(k) * even);
    while (j + 2 < dense.size() && dense[j + 1].distance < d) ++j;
    const Dense &p = dense[j], &q = dense[j + 1];
    const double span = q.distance - p.distance;
    const double t = span > 1e-12 ? std::clamp((d - p.distance) / span, 0.0, 1.0) : 0.0;
    line.samples.push_back(make_frame(lerp(p.pos, q.pos, t), lerp(p.deriv, q.deriv, t),
                                      p.width + (q.width - p.width) * t,
                                      p.bank + (q.bank - p.bank) * t, d));
  }
  return line;
}

}  // namespace

Frame Centreline::at(double distance) const {
  if (samples.empty()) return Frame{};
  if (samples.size() == 1) return samples.front();
  if (closed && length > 0) {
    distance = std::fmod(distance, length);
    if (distance < 0) distance += length;
  } else {
    distance = std::clamp(distance, samples.front().distance, samples.back().distance);
  }
  // The first sample further along than `distance`: the segment before it holds the point. The
  // samples' own distances are used, so a reversed line (driven_line.h) interpolates the same.
  const auto next = std::upper_bound(samples.begin(), samples.end(), distance,
                                     [](double d, const Frame& f) { return d < f.distance; });
  if (next == samples.begin()) return samples.front();
  const Frame& a = *(next - 1);
  const bool wraps = next == samples.end();
  if (wraps && !closed) return samples.back();
  const Frame& b = wraps ? samples.front() : *next;
  const double span = (wraps ? length : b.distance) - a.distance;
  const double t = std::clamp(span > 0 ? (distance - a.distance) / span : 0.0, 0.0, 1.0);
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

size_t Centreline::index_at(double distance) const {
  if (samples.size() < 2 || length <= 0) return 0;
  const size_t segments = closed ? samples.size() : samples.size() - 1;
  double d = distance;
  if (closed) {
    d = std::fmod(d, length);
    if (d < 0) d += length;
  } else {
    d = std::clamp(d, 0.0, length);
  }
  const size_t i = size_t(std::lround(d / (length / double(segments))));
  return closed ? i % samples.size() : std::min(i, samples.size() - 1);
}

Centreline sample_main(const TrackDesc& desc, double step) {
  Spline s;
  s.points = desc.main;
  s.closed = true;
  const size_t n = s.points.size();
  if (n < 2) return Centreline{};
  for (size_t i = 0; i < n; ++i)
    s.tangents.push_back(
        tangent(s.points[(i + n - 1) % n].at, s.points[i].at, s.points[(i + 1) % n].at));
  return sample(s, step);
}

Centreline sample_route(const TrackDesc& desc, const RouteDesc& route, double step) {
  const size_t n = desc.main.size();
  if (n < 2 || route.from < 0 || route.to < 0 || size_t(route.from) >= n || size_t(route.to) >= n)
    return Centreline{};
  const size_t from = size_t(route.from), to = size_t(route.to);
  Spline s;
  s.points.push_back(desc.main[from]);
  for (const ControlPoint& p : route.via) s.points.push_back(p);
  s.points.push_back(desc.main[to]);
  const size_t m = s.points.size();
  for (size_t i = 0; i < m; ++i) {
    if (i == 0 || i + 1 == m) {
      // The main line's own tangent direction at the junction, scaled to this spline's first or
      // last segment (chord over knot) so the frames match where the route leaves and rejoins.
      const size_t c = i == 0 ? from : to;
      const Point3 main_tangent =
          unit(tangent(desc.main[(c + n - 1) % n].at, desc.main[c].at, desc.main[(c + 1) % n].at));
      const Point3 a = s.points[i == 0 ? 0 : m - 2].at, b = s.points[i == 0 ? 1 : m - 1].at;
      s.tangents.push_back(main_tangent * (norm(b - a) / knot(a, b)));
    } else {
      s.tangents.push_back(tangent(s.points[i - 1].at, s.points[i].at, s.points[i + 1].at));
    }
  }
  return sample(s, step);
}

}  // namespace unpod::disc
