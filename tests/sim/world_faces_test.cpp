// The face tests (POD FUN_00424ee4, FUN_00424ba4) and the height above a face, on hand-made
// faces, cross-checked with exact 128-bit arithmetic.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>

#include "unpod/sim/fx/x87.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/inferred.h"

namespace {

using unpod::sim::fx::Int128;
using unpod::sim::world::Vec16;
namespace world = unpod::sim::world;

constexpr int32_t kFaceUnit = 0x10000;

Vec16 face_at(double x, double y, double z) {
  return {int32_t(std::lround(x * kFaceUnit)), int32_t(std::lround(y * kFaceUnit)),
          int32_t(std::lround(z * kFaceUnit))};
}

// n · ((b − a) × (p − a)) exactly, in units of 2^-48.
Int128 exact_side(const Vec16& a, const Vec16& b, const Vec16& n, const Vec16& p) {
  const Int128 e[3] = {Int128{b[0]} - a[0], Int128{b[1]} - a[1], Int128{b[2]} - a[2]};
  const Int128 d[3] = {Int128{p[0]} - a[0], Int128{p[1]} - a[1], Int128{p[2]} - a[2]};
  const Int128 c[3] = {e[1] * d[2] - e[2] * d[1], e[2] * d[0] - e[0] * d[2],
                       e[0] * d[1] - e[1] * d[0]};
  return c[0] * n[0] + c[1] * n[1] + c[2] * n[2];
}

// Exactly inside (or on) the triangle seen along n; `clear` when no edge value is near 0.
bool exact_over(const Vec16& a, const Vec16& b, const Vec16& c, const Vec16& n, const Vec16& p,
                bool& clear) {
  const Int128 s[3] = {exact_side(a, b, n, p), exact_side(b, c, n, p), exact_side(c, a, n, p)};
  // The helpers round each cross component and the dot to a unit of 2^-16 (a few units off);
  // 16 units of 2^-16 (2^36 here) is clear of that.
  const Int128 margin = Int128{1} << 36;
  clear = true;
  bool in = false, out = false;
  for (Int128 v : s) {
    if (v > -margin && v < margin) clear = false;
    in = in || v > 0;
    out = out || v < 0;
  }
  return !(in && out);
}

}  // namespace

TEST_CASE("a point over a triangle is inside its edges seen along the normal", "[world][faces]") {
  const Vec16 a = face_at(0, 0, 0), b = face_at(4, 0, 0), c = face_at(0, 4, 0),
              up = face_at(0, 0, 1);
  CHECK(world::over_triangle(a, b, c, up, face_at(1, 1, 0)));
  CHECK(world::over_triangle(a, b, c, up, face_at(1, 1, 30)));   // far above: still over
  CHECK(world::over_triangle(a, b, c, up, face_at(1, 1, -30)));  // below too: only the projection
  CHECK_FALSE(world::over_triangle(a, b, c, up, face_at(3, 3, 0)));
  CHECK_FALSE(world::over_triangle(a, b, c, up, face_at(-0.01, 1, 0)));
  CHECK_FALSE(world::over_triangle(a, b, c, up, face_at(5, 0, 0)));
  // Either winding.
  CHECK(world::over_triangle(a, c, b, up, face_at(1, 1, 0)));
  CHECK_FALSE(world::over_triangle(a, c, b, up, face_at(3, 3, 0)));
}

TEST_CASE("a point on a triangle's edge or corner is over it", "[world][faces]") {
  const Vec16 a = face_at(0, 0, 0), b = face_at(4, 0, 0), c = face_at(0, 4, 0),
              up = face_at(0, 0, 1);
  CHECK(world::over_triangle(a, b, c, up, face_at(2, 0, 1)));  // edge A–B
  CHECK(world::over_triangle(a, b, c, up, face_at(2, 2, 1)));  // edge B–C
  CHECK(world::over_triangle(a, b, c, up, face_at(0, 3, 1)));  // edge C–A
  CHECK(world::over_triangle(a, b, c, up, face_at(4, 0, 0)));  // corner B
  CHECK_FALSE(world::over_triangle(a, b, c, up, face_at(2, 2.0001, 0)));
}

TEST_CASE("a point over a tilted triangle is tested in the plane's projection", "[world][faces]") {
  // A 45° slope: the point straight above (along the normal) a point inside is over it.
  const Vec16 a = face_at(0, 0, 0), b = face_at(4, 0, 0), c = face_at(0, 4, 4);
  const Vec16 n = face_at(0, -std::sqrt(0.5), std::sqrt(0.5));
  CHECK(world::over_triangle(a, b, c, n, face_at(1, 1 - 2, 1 + 2)));
  CHECK_FALSE(world::over_triangle(a, b, c, n, face_at(1, 3.5 + 1, 3.5 - 1)));
}

TEST_CASE("the triangle test agrees with exact arithmetic away from its edges", "[world][faces]") {
  std::mt19937 rng(6);
  std::uniform_int_distribution<int32_t> coord(-40 * kFaceUnit, 40 * kFaceUnit);
  int clear_cases = 0, over_cases = 0;
  for (int k = 0; k < 2000; ++k) {
    const Vec16 a{coord(rng), coord(rng), coord(rng) / 8};
    const Vec16 b{coord(rng), coord(rng), coord(rng) / 8};
    const Vec16 c{coord(rng), coord(rng), coord(rng) / 8};
    const Vec16 n = world::unit_normal(a, b, c);
    if (n == Vec16{0, 0, 0}) continue;
    const Vec16 p{coord(rng) / 2, coord(rng) / 2, coord(rng)};
    bool clear = false;
    const bool expected = exact_over(a, b, c, n, p, clear);
    if (!clear) continue;
    ++clear_cases;
    over_cases += expected;
    CHECK(world::over_triangle(a, b, c, n, p) == expected);
  }
  CHECK(clear_cases > 1500);
  CHECK(over_cases > 50);
}

TEST_CASE("a quad's halves are split by its A-C diagonal, each with its own normal",
          "[world][faces]") {
  // Not flat: C is raised, so the halves lean differently.
  const Vec16 a = face_at(0, 0, 0), b = face_at(4, 0, 0), c = face_at(4, 4, 1),
              d = face_at(0, 4, 0);
  const Vec16 abc = world::unit_normal(a, b, c), acd = world::unit_normal(a, c, d);
  const double s = 1 / std::sqrt(17.0);  // (0, −4, 16) / √272 and (−4, 0, 16) / √272
  CHECK(abc == face_at(0, -s, 4 * s));
  CHECK(acd == face_at(-s, 0, 4 * s));
  const std::array<Vec16, 4> q{a, b, c, d};
  const std::array<Vec16, 2> halves{abc, acd};
  CHECK(world::over_quad(q, halves, face_at(3, 1, 0.5)) == std::optional<int>(0));  // B's side
  CHECK(world::over_quad(q, halves, face_at(1, 3, 0.5)) == std::optional<int>(1));  // D's side
  CHECK(world::over_quad(q, halves, face_at(5, 2, 0.5)) == std::nullopt);
  CHECK(world::over_quad(q, halves, face_at(2, -1, 0.5)) == std::nullopt);
}

TEST_CASE("a point on a quad's diagonal is over its first half", "[world][faces]") {
  const Vec16 a = face_at(0, 0, 0), b = face_at(4, 0, 0), c = face_at(4, 4, 0),
              d = face_at(0, 4, 0);
  const Vec16 up = face_at(0, 0, 1);
  const std::array<Vec16, 4> q{a, b, c, d};
  const std::array<Vec16, 2> halves{up, up};
  CHECK(world::over_quad(q, halves, face_at(2, 2, 1)) == std::optional<int>(world::kDiagonalHalf));
  CHECK(world::over_quad(q, halves, face_at(0, 0, 1)) == std::optional<int>(0));  // corner A
  CHECK(world::over_quad(q, halves, face_at(0, 2, 1)) == std::optional<int>(1));  // edge D–A
  CHECK(world::over_quad(q, halves, face_at(4, 2, 1)) == std::optional<int>(0));  // edge B–C
  CHECK(world::over_quad(q, halves, face_at(4.01, 2, 1)) == std::nullopt);
  // Wound the other way round, the halves follow B and D.
  const std::array<Vec16, 4> r{a, d, c, b};
  CHECK(world::over_quad(r, halves, face_at(1, 3, 1)) == std::optional<int>(0));
  CHECK(world::over_quad(r, halves, face_at(3, 1, 1)) == std::optional<int>(1));
}

TEST_CASE("the height over a face is the signed distance along its normal", "[world][faces]") {
  const Vec16 corner = face_at(10, 0, 2), up = face_at(0, 0, 1);
  CHECK(world::height_over(corner, up, face_at(3, 7, 2.5)) == kFaceUnit / 2);
  CHECK(world::height_over(corner, up, face_at(3, 7, 1)) == -kFaceUnit);
  // Along a 45° normal: exact against 128-bit arithmetic rounded once.
  const Vec16 n = face_at(0, -std::sqrt(0.5), std::sqrt(0.5)), p = face_at(1, 2, 5);
  const Int128 exact = (Int128{p[1]} - corner[1]) * n[1] + (Int128{p[2]} - corner[2]) * n[2];
  const double want = static_cast<double>(exact) / 65536.0;
  CHECK(std::abs(world::height_over(corner, n, p) - want) <= 1.0);
}

TEST_CASE("a point is on a face from 2.29 below to its radius above", "[world][faces]") {
  CHECK(world::kBelowFace == 150000);
  CHECK(world::within_reach(-world::kBelowFace, kFaceUnit));
  CHECK_FALSE(world::within_reach(-world::kBelowFace - 1, kFaceUnit));
  CHECK(world::within_reach(kFaceUnit, kFaceUnit));
  CHECK_FALSE(world::within_reach(kFaceUnit + 1, kFaceUnit));
  CHECK(world::within_reach(0, 0));
}

TEST_CASE("a mesh quad's test in two parts (the half, then over it) answers as the whole test",
          "[world][faces]") {
  // The ground search picks the half, tests its height, and only then its edges; that must
  // turn away and keep the same points as FUN_00424ba4's test in one go.
  std::mt19937 rng(11);
  std::uniform_int_distribution<int32_t> coord(-20 * kFaceUnit, 20 * kFaceUnit);
  int over_cases = 0;
  for (int k = 0; k < 20000; ++k) {
    world::Mesh m;
    for (int i = 0; i < 4; ++i) m.vertices.push_back({coord(rng), coord(rng), coord(rng) / 8});
    world::Quad q;
    q.corners = {0, 1, 2, 3};
    const std::array<Vec16, 4> c{m.vertices[0], m.vertices[1], m.vertices[2], m.vertices[3]};
    q.halves = {world::unit_normal(c[0], c[1], c[2]), world::unit_normal(c[0], c[2], c[3])};
    if (q.halves[0] == Vec16{0, 0, 0} || q.halves[1] == Vec16{0, 0, 0}) continue;
    q.b_side = world::b_side_of_diagonal(c[0], c[1], c[2], q.halves[0]);
    const Vec16 p{coord(rng), coord(rng), coord(rng)};
    const std::optional<int> whole = world::over(m, q, p);
    REQUIRE(whole == world::over_quad(c, q.halves, p));
    const int half = world::quad_half(m, q, p);
    REQUIRE(whole == (world::over_half(m, q, half, p) ? std::optional<int>(half) : std::nullopt));
    over_cases += whole.has_value();
  }
  CHECK(over_cases > 1000);
}
