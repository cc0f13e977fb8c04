// The sampled centre line: closed through its control points, smooth, evenly spaced, with
// frames that are orthonormal and banked; routes leave and rejoin the main line matching it.
#include <catch2/catch.hpp>

#include <cmath>

#include "centreline.h"

using namespace unpod::disc;

namespace {

double dot(Point3 a, Point3 b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
double dist(Point3 a, Point3 b) {
  return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) +
                   (a.z - b.z) * (a.z - b.z));
}
double angle_deg(Point3 a, Point3 b) {
  return std::acos(std::clamp(dot(a, b), -1.0, 1.0)) * 180.0 / 3.14159265358979;
}

ControlPoint cp(double x, double y, double z, double width = 12, double bank = 0) {
  ControlPoint p;
  p.at = {x, y, z};
  p.width = width;
  p.bank = bank;
  return p;
}

// An uneven loop: a rounded rectangle with a hill, wider and banked on one side.
TrackDesc loop() {
  TrackDesc d;
  d.main = {cp(300, 0, 0),   cp(280, 150, 4, 14, 6),    cp(100, 220, 8), cp(-150, 200, 6),
            cp(-300, 40, 2), cp(-260, -150, 0, 10, -5), cp(0, -200, -2), cp(200, -160, -1)};
  RouteDesc r;
  r.from = 2;
  r.to = 5;
  r.via = {cp(-60, 120, 6), cp(-160, 0, 3)};
  d.routes.push_back(r);
  return d;
}

}  // namespace

TEST_CASE("The main line is closed, starts at control point 0 and passes every control point",
          "[centreline]") {
  const TrackDesc d = loop();
  const Centreline c = sample_main(d, 2.0);
  REQUIRE(c.closed);
  REQUIRE(c.samples.size() > 100);
  CHECK(dist(c.samples.front().pos, d.main[0].at) < 1e-9);
  REQUIRE(c.control_distances.size() == d.main.size());
  CHECK(c.control_distances[0] == 0);
  for (size_t i = 0; i < d.main.size(); ++i) {
    INFO("control point " << i);
    CHECK(dist(c.at(c.control_distances[i]).pos, d.main[i].at) < 0.1);
    if (i > 0) CHECK(c.control_distances[i] > c.control_distances[i - 1]);
  }
  // The last sample runs back into the first one step later.
  const double step = c.length / double(c.samples.size());
  CHECK(dist(c.samples.back().pos, c.samples.front().pos) == Approx(step).epsilon(0.02));
  CHECK(dist(c.at(c.length).pos, c.samples.front().pos) < 1e-6);
}

TEST_CASE("Samples are evenly spaced and the length is the curve's", "[centreline]") {
  const TrackDesc d = loop();
  const Centreline c = sample_main(d, 2.0);
  const double step = c.length / double(c.samples.size());
  CHECK(step == Approx(2.0).epsilon(0.05));
  double polyline = 0;
  for (size_t i = 0; i < c.samples.size(); ++i) {
    const double gap = dist(c.samples[i].pos, c.samples[(i + 1) % c.samples.size()].pos);
    polyline += gap;
    CHECK(gap == Approx(step).epsilon(0.01));
    CHECK(c.samples[i].distance == Approx(step * double(i)).margin(1e-6));
  }
  // A chord polyline is a little shorter than the curve, never longer.
  CHECK(polyline <= c.length + 1e-6);
  CHECK(polyline > c.length * 0.999);
  // Polygon through the control points is shorter still.
  double chords = 0;
  for (size_t i = 0; i < d.main.size(); ++i)
    chords += dist(d.main[i].at, d.main[(i + 1) % d.main.size()].at);
  CHECK(c.length > chords);
  CHECK(c.length < chords * 1.15);
}

TEST_CASE("The line is smooth and its frames are orthonormal", "[centreline]") {
  const TrackDesc d = loop();
  const Centreline c = sample_main(d, 2.0);
  for (size_t i = 0; i < c.samples.size(); ++i) {
    const Frame& f = c.samples[i];
    const Frame& g = c.samples[(i + 1) % c.samples.size()];
    INFO("sample " << i);
    CHECK(angle_deg(f.forward, g.forward) < 3.0);
    CHECK(std::abs(f.bank - g.bank) < 0.5);
    CHECK(std::abs(f.width - g.width) < 0.2);
    CHECK(dot(f.forward, f.forward) == Approx(1));
    CHECK(dot(f.left, f.left) == Approx(1));
    CHECK(dot(f.up, f.up) == Approx(1));
    CHECK(std::abs(dot(f.forward, f.left)) < 1e-9);
    CHECK(std::abs(dot(f.forward, f.up)) < 1e-9);
    CHECK(f.up.z > 0.8);
    // The forward vector follows the samples (driving direction = increasing distance).
    const Point3 step{g.pos.x - f.pos.x, g.pos.y - f.pos.y, g.pos.z - f.pos.z};
    CHECK(dot(step, f.forward) > 0);
  }
}

TEST_CASE("Width and banking follow the control points, positive bank lifts the left side",
          "[centreline]") {
  const TrackDesc d = loop();
  const Centreline c = sample_main(d, 2.0);
  const Frame f1 = c.at(c.control_distances[1]);
  CHECK(f1.width == Approx(14).margin(0.05));
  CHECK(f1.bank == Approx(6).margin(0.05));
  // Left side up: the left vector climbs by sin(bank).
  CHECK(f1.left.z == Approx(std::sin(6 * 3.14159265358979 / 180)).margin(0.02));
  const Frame f5 = c.at(c.control_distances[5]);
  CHECK(f5.width == Approx(10).margin(0.05));
  CHECK(f5.left.z < 0);
}

TEST_CASE("at() wraps a closed line and index_at() finds the nearest sample", "[centreline]") {
  const Centreline c = sample_main(loop(), 2.0);
  const double step = c.length / double(c.samples.size());
  CHECK(dist(c.at(-step).pos, c.samples.back().pos) < 1e-6);
  CHECK(dist(c.at(c.length + 3 * step).pos, c.samples[3].pos) < 1e-6);
  CHECK(c.index_at(10 * step + 0.2 * step) == 10);
  CHECK(c.index_at(10 * step + 0.8 * step) == 11);
  CHECK(c.index_at(c.length - 0.1 * step) == 0);
}

TEST_CASE("A route leaves and rejoins the main line with matching frames", "[centreline]") {
  const TrackDesc d = loop();
  const Centreline m = sample_main(d, 2.0);
  const Centreline r = sample_route(d, d.routes[0], 2.0);
  REQUIRE_FALSE(r.closed);
  REQUIRE(r.samples.size() > 20);
  const Frame leave = m.at(m.control_distances[2]);
  const Frame join = m.at(m.control_distances[5]);
  CHECK(dist(r.samples.front().pos, leave.pos) < 0.1);
  CHECK(dist(r.samples.back().pos, join.pos) < 0.1);
  CHECK(angle_deg(r.samples.front().forward, leave.forward) < 1.0);
  CHECK(angle_deg(r.samples.back().forward, join.forward) < 1.0);
  CHECK(r.samples.back().distance == Approx(r.length));
  for (size_t i = 0; i + 1 < r.samples.size(); ++i)
    CHECK(angle_deg(r.samples[i].forward, r.samples[i + 1].forward) < 6.0);
  // Open: at() clamps.
  CHECK(dist(r.at(-5).pos, r.samples.front().pos) < 1e-9);
  CHECK(dist(r.at(r.length + 5).pos, r.samples.back().pos) < 1e-9);
  CHECK(r.index_at(r.length) == r.samples.size() - 1);
}
