// pod-race.md, the beacon test: the 100-unit |dx| + |dy| pre-test (strict for corner A, not
// for B), the gate test with its 0x20 slack and z range, the side by the gate dot product.
#include <catch2/catch.hpp>

#include "unpod/sim/race/gate.h"

using namespace unpod::sim::race;

namespace {

constexpr Fx kGateUnit = 0x10000;

// A gate across the x axis at x = 0, from y = -10 to y = 10, bottom z = 0, top z = 6, normal +x:
// a car driving along +x comes through it from its front.
Beacon x_gate() {
  Beacon b;
  b.a = {0, -10 * kGateUnit, 0};
  b.b = {0, 10 * kGateUnit, 0};
  b.b_raised = {0, 10 * kGateUnit, 6 * kGateUnit};
  b.a_raised = {0, -10 * kGateUnit, 6 * kGateUnit};
  b.normal = {kGateUnit, 0, 0};
  return b;
}

Vec3 gate_at(Fx x, Fx y, Fx z) {
  return {x, y, z};
}

}  // namespace

TEST_CASE("beacon pre-test: within 100 units |dx| + |dy| of A (strictly) or of B", "[race][gate]") {
  Beacon b;
  b.a = {0, 0, 0};
  b.b = {1000 * kGateUnit, 0, 0};
  CHECK(near_beacon(
      b, gate_at(60 * kGateUnit, 40 * kGateUnit - 1, 0)));  // 100 units less 1/65536 from A
  CHECK_FALSE(
      near_beacon(b, gate_at(60 * kGateUnit, -40 * kGateUnit, 0)));  // exactly 100 from A: strict
  CHECK_FALSE(near_beacon(b, gate_at(-1, 100 * kGateUnit, 0)));
  CHECK(near_beacon(
      b, gate_at(1000 * kGateUnit - 30 * kGateUnit, 70 * kGateUnit, 0)));  // exactly 100 from B
  CHECK_FALSE(near_beacon(b, gate_at(1000 * kGateUnit - 30 * kGateUnit, 70 * kGateUnit + 1, 0)));
  // z does not count.
  CHECK(near_beacon(b, gate_at(0, 0, 5000 * kGateUnit)));
}

TEST_CASE("gate test: the side of the first point decides front or back", "[race][gate]") {
  const Beacon g = x_gate();
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, kGateUnit), gate_at(kGateUnit, 0, kGateUnit)) ==
        Crossing::kFront);
  CHECK(cross_gate(g, gate_at(kGateUnit, 0, kGateUnit), gate_at(-kGateUnit, 0, kGateUnit)) ==
        Crossing::kBack);
  CHECK(cross_gate(g, gate_at(-2 * kGateUnit, 0, kGateUnit), gate_at(-kGateUnit, 0, kGateUnit)) ==
        Crossing::kNone);
  CHECK(cross_gate(g, gate_at(kGateUnit, 0, kGateUnit), gate_at(2 * kGateUnit, 0, kGateUnit)) ==
        Crossing::kNone);
  // Ending on the plane crosses; starting on it does not (the old side must be strict).
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, kGateUnit), gate_at(0, 0, kGateUnit)) ==
        Crossing::kFront);
  CHECK(cross_gate(g, gate_at(0, 0, kGateUnit), gate_at(kGateUnit, 0, kGateUnit)) ==
        Crossing::kNone);
}

TEST_CASE("gate test: the crossing point lies between the ends with 0x20 of slack",
          "[race][gate]") {
  const Beacon g = x_gate();
  const Fx edge = 10 * kGateUnit;
  CHECK(cross_gate(g, gate_at(-kGateUnit, edge, kGateUnit), gate_at(kGateUnit, edge, kGateUnit)) ==
        Crossing::kFront);
  CHECK(cross_gate(g, gate_at(-kGateUnit, edge + 0x20, kGateUnit),
                   gate_at(kGateUnit, edge + 0x20, kGateUnit)) == Crossing::kFront);
  CHECK(cross_gate(g, gate_at(-kGateUnit, edge + 0x21, kGateUnit),
                   gate_at(kGateUnit, edge + 0x21, kGateUnit)) == Crossing::kNone);
  CHECK(cross_gate(g, gate_at(-kGateUnit, -edge - 0x21, kGateUnit),
                   gate_at(kGateUnit, -edge - 0x21, kGateUnit)) == Crossing::kNone);
  // A diagonal move: the crossing point (not either end) is tested. From y = 9 to y = 13 the
  // plane is met at y = 11, outside; from y = 13 to y = 7 at y = 10, inside.
  CHECK(cross_gate(g, gate_at(-kGateUnit, 9 * kGateUnit, kGateUnit),
                   gate_at(kGateUnit, 13 * kGateUnit, kGateUnit)) == Crossing::kNone);
  CHECK(cross_gate(g, gate_at(-kGateUnit, 13 * kGateUnit, kGateUnit),
                   gate_at(kGateUnit, 7 * kGateUnit, kGateUnit)) == Crossing::kFront);
}

TEST_CASE("gate test: ends no more than 0x20 apart in x are not tested in x", "[race][gate]") {
  // A normal tilted from the gate line (0.6, 0.8): the plane through A meets the move along
  // y = 0 at x = -13.3 units, well off the gate's ends in x.
  Beacon g = x_gate();
  g.normal = {39322, 52429, 0};
  const Vec3 from = gate_at(-20 * kGateUnit, 0, kGateUnit),
             to = gate_at(20 * kGateUnit, 0, kGateUnit);
  g.b.x = 0x20;  // ends 0x20 apart: x is not tested
  CHECK(cross_gate(g, from, to) == Crossing::kFront);
  g.b.x = 0x21;  // more than 0x20 apart: the crossing point is outside in x
  CHECK(cross_gate(g, from, to) == Crossing::kNone);
}

TEST_CASE("gate test: between the bottom (A.z) and the top (raised B.z)", "[race][gate]") {
  const Beacon g = x_gate();
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, 0), gate_at(kGateUnit, 0, 0)) == Crossing::kFront);
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, -1), gate_at(kGateUnit, 0, -1)) == Crossing::kNone);
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, 6 * kGateUnit),
                   gate_at(kGateUnit, 0, 6 * kGateUnit)) == Crossing::kFront);
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, 6 * kGateUnit + 1),
                   gate_at(kGateUnit, 0, 6 * kGateUnit + 1)) == Crossing::kNone);
  // A move climbing through the gate is judged where it crosses: from z = -1 to z = 3 it meets
  // the plane at z = 1.
  CHECK(cross_gate(g, gate_at(-kGateUnit, 0, -kGateUnit), gate_at(kGateUnit, 0, 3 * kGateUnit)) ==
        Crossing::kFront);
}
