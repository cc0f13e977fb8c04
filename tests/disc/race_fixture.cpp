#include "race_fixture.h"
#include "hairpin_circuit.h"

#include <cmath>
#include <stdexcept>

#include "track_geometry.h"

namespace unpod::disc::testing {
namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr int kControlPoints = 8;

// The route's distance from the ring's centre at angle t, from 2 to 5 control points round.
double route_radius(const RingOptions& o, double t) {
  const double t0 = 2 * 2 * kPi / kControlPoints, t1 = 5 * 2 * kPi / kControlPoints;
  return o.radius + 40 * std::sin(kPi * (t - t0) / (t1 - t0));
}

Frame ring_frame(double radius, double t) {
  Frame f;
  f.pos = {radius * std::cos(t), radius * std::sin(t), 3};
  f.forward = {-std::sin(t), std::cos(t), 0};  // anticlockwise
  f.left = {-std::cos(t), -std::sin(t), 0};    // towards the centre
  f.up = {0, 0, 1};
  f.width = 12;
  return f;
}

}  // namespace

TrackDesc ring_desc(const RingOptions& o) {
  TrackDesc d;
  d.name = "RING";
  d.display_name = "Ring";
  d.node_spacing = 100;
  d.lanes = o.lanes;
  for (int k = 0; k < kControlPoints; ++k) {
    const double t = 2 * kPi * k / kControlPoints;
    d.main.push_back(
        ControlPoint{{o.radius * std::cos(t), o.radius * std::sin(t), 3}, 12, 0, 10 + k});
  }
  if (o.route) {
    RouteDesc r;
    r.name = o.pit ? "pit" : "outside";
    r.from = 2;
    r.to = 5;
    r.pit = o.pit;
    r.line = 30;
    const double t = 3.5 * 2 * kPi / kControlPoints;
    r.via.push_back(ControlPoint{
        {route_radius(o, t) * std::cos(t), route_radius(o, t) * std::sin(t), 3}, 12, 0, 31});
    d.routes.push_back(r);
  }
  d.checkpoints = {Stretch{0.2, 0.2, 40}, Stretch{0.7, 0.7, 41}};
  d.tunnels = {Stretch{0.4, 0.45, 45}};
  d.lane_rules = {LaneRule{Stretch{0.1, 0.2, 50}, 2, 300}, LaneRule{Stretch{0.8, 0.9, 51}, 3, 0}};
  const char* cars[] = {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"};
  for (size_t level = 0; level < 3; ++level)
    for (int i = 0; i < 7; ++i) {
      CompetitorDesc c;
      c.name = "Driver" + std::to_string(level) + std::to_string(i);
      c.car = cars[i % 4];
      c.lane = 1 + i % o.lanes;
      c.behaviour = 1 + i % 3;
      if (level > 0) c.attacks = {AttackDesc{1, 1, 20}, AttackDesc{int(level) + 7, 2, 10}};
      c.line = 60 + int(level) * 10 + i;
      d.competitors[level].push_back(c);
    }
  return d;
}

Centreline ring_main(const TrackDesc& desc, const RingOptions& o) {
  Centreline c;
  c.closed = true;
  c.length = 2 * kPi * o.radius;
  const int n = static_cast<int>(std::lround(c.length / 2));
  for (int i = 0; i < n; ++i) {
    Frame f = ring_frame(o.radius, 2 * kPi * i / n);
    f.distance = c.length * i / n;
    c.samples.push_back(f);
  }
  for (size_t k = 0; k < desc.main.size(); ++k)
    c.control_distances.push_back(c.length * double(k) / double(desc.main.size()));
  return c;
}

Centreline ring_route(const TrackDesc&, const RingOptions& o) {
  Centreline c;
  const double t0 = 2 * 2 * kPi / kControlPoints, t1 = 5 * 2 * kPi / kControlPoints;
  const int n = 400;
  Point3 last;
  for (int i = 0; i <= n; ++i) {
    const double t = t0 + (t1 - t0) * i / n;
    Frame f = ring_frame(route_radius(o, t), t);
    if (i > 0) {
      const double dx = f.pos.x - last.x, dy = f.pos.y - last.y, len = std::hypot(dx, dy);
      c.length += len;
      f.forward = {dx / len, dy / len, 0};
      f.left = {-dy / len, dx / len, 0};
    }
    f.distance = c.length;
    last = f.pos;
    c.samples.push_back(f);
  }
  c.samples[0].forward = c.samples[1].forward;
  c.samples[0].left = c.samples[1].left;
  c.control_distances = {0, c.length};
  return c;
}

CompiledTrack ring_track(const RingOptions& o) {
  const TrackDesc desc = ring_desc(o);
  CompiledTrack t;
  t.main = ring_main(desc, o);
  if (o.route) t.routes.push_back(ring_route(desc, o));
  RaceData race;
  DescError error;
  if (!build_race_data(desc, t.main, t.routes, race, error))
    throw std::runtime_error("ring race data: " + error.message);
  t.circuit.actions = race.actions;
  t.circuit.directions = race.directions;
  t.circuit.competitors = race.competitors;
  // The compiler's own sectors on the hand-sampled lines: the validation's hole check needs
  // ground under the road.
  TrackGeometry g = build_geometry(desc, t.main, t.routes);
  t.circuit.sectors = std::move(g.sectors);
  t.circuit.visibility = std::move(g.visibility);
  return t;
}

TrackDesc hairpin_desc(const std::string& extra) {
  DescError e;
  auto d = parse_track_desc(hairpin_text(extra), e);
  if (!d) throw std::runtime_error("hairpin.track: " + e.to_string("hairpin.track"));
  return *d;
}

CompiledTrack hairpin_track(const std::string& extra) {
  DescError e;
  auto t = compile_track(hairpin_desc(extra), e);
  if (!t) throw std::runtime_error(e.to_string("hairpin.track"));
  return std::move(*t);
}

}  // namespace unpod::disc::testing
