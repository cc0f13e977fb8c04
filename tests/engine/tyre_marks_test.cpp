// The skid marks and smoke as drawn (engine/tyre_marks.h): a skidding wheel lays one joined
// strip on the road, broken where it stops skidding or jumps; marks fade over 30 s and smoke
// over 1.2 s; memory stays bounded however long the race.
#include <catch2/catch.hpp>

#include <cmath>

#include "unpod/engine/tyre_marks.h"

using namespace unpod::engine;
using Puff = unpod::sim::session::RaceSession::SmokePuff;

namespace {

WheelTrace wheel_at(float x, bool skidding, int racer = 0, int wheel = 1) {
  WheelTrace t;
  t.racer = racer;
  t.wheel = wheel;
  t.ground = {x, 5, 2};
  t.skidding = skidding;
  return t;
}

bool same(const Vec3f& a, const Vec3f& b) {
  return std::abs(a.x - b.x) < 1e-5f && std::abs(a.y - b.y) < 1e-5f && std::abs(a.z - b.z) < 1e-5f;
}

}  // namespace

TEST_CASE("tyre marks: a skidding wheel lays one joined strip, broken where it stops or jumps",
          "[engine][tyre-marks]") {
  TyreMarks m;
  m.add_frame({wheel_at(0, true)}, {}, 0);
  CHECK(m.marks().empty());  // one place is no strip yet
  m.add_frame({wheel_at(1, true)}, {}, 16);
  m.add_frame({wheel_at(2, true)}, {}, 32);
  REQUIRE(m.marks().size() == 2);
  const MarkSegment& a = m.marks()[0];
  const MarkSegment& b = m.marks()[1];
  CHECK(same(a.to_left, b.from_left));
  CHECK(same(a.to_right, b.from_right));
  // A tyre's width across the way it went, just above the road.
  CHECK(std::abs(a.from_left.y - a.from_right.y) == Approx(2 * kMarkHalfWidth));
  CHECK(a.from_left.z == Approx(2 + kMarkLift));
  CHECK(a.from_left.x == Approx(0));
  CHECK(a.to_left.x == Approx(1));
  // Rolling a frame breaks the strip; skidding again starts a new one from there.
  m.add_frame({wheel_at(3, false)}, {}, 48);
  m.add_frame({wheel_at(4, true)}, {}, 64);
  CHECK(m.marks().size() == 2);
  m.add_frame({wheel_at(5, true)}, {}, 80);
  REQUIRE(m.marks().size() == 3);
  CHECK(m.marks()[2].from_left.x == Approx(4));
  // A wheel that jumped (a car put back) is not joined to where it was.
  m.add_frame({wheel_at(5 + kMarkBreak + 1, true)}, {}, 96);
  CHECK(m.marks().size() == 3);
  // Two wheels keep their own strips.
  m.add_frame({wheel_at(20, true, 0, 1), wheel_at(20, true, 3, 0)}, {}, 112);
  m.add_frame({wheel_at(21, true, 0, 1), wheel_at(19, true, 3, 0)}, {}, 128);
  REQUIRE(m.marks().size() == 5);
  CHECK(m.marks()[3].to_left.x == Approx(21));
  CHECK(m.marks()[4].to_left.x == Approx(19));
}

TEST_CASE(
    "tyre marks: marks fade over 30 s and smoke rises and fades over 1.2 s, both "
    "bounded",
    "[engine][tyre-marks]") {
  TyreMarks m;
  m.add_frame({wheel_at(0, true)}, {}, 0);
  m.add_frame({wheel_at(1, true)}, {{0, 1, 0}, {0, 1, 254}}, 1000);
  REQUIRE(m.marks().size() == 1);
  REQUIRE(m.smoke().size() == 2);
  const MarkSegment& mark = m.marks()[0];
  CHECK(TyreMarks::mark_alpha(mark, 1000) == Approx(kMarkAlpha));
  CHECK(TyreMarks::mark_alpha(mark, 1000 + 20000) == Approx(kMarkAlpha));
  CHECK(TyreMarks::mark_alpha(mark, 1000 + 25000) < kMarkAlpha);
  CHECK(TyreMarks::mark_alpha(mark, 1000 + 25000) > 0);
  CHECK(TyreMarks::mark_alpha(mark, 1000 + kMarkLifeMs) == 0);
  // The sim's draw sizes the particle: the smallest and the largest.
  const SmokeParticle& small = m.smoke()[0];
  const SmokeParticle& large = m.smoke()[1];
  CHECK(small.size == Approx(0.25f));
  CHECK(large.size == Approx(0.7f));
  CHECK(TyreMarks::smoke_at(small, 1600).z > TyreMarks::smoke_at(small, 1000).z);
  CHECK(TyreMarks::smoke_size(small, 1600) > small.size);
  CHECK(TyreMarks::smoke_alpha(small, 1600) < TyreMarks::smoke_alpha(small, 1000));
  CHECK(TyreMarks::smoke_alpha(small, 1000 + kSmokeLifeMs) == 0);
  m.expire(1000 + kSmokeLifeMs);
  CHECK(m.smoke().empty());
  CHECK(m.marks().size() == 1);
  m.expire(1000 + kMarkLifeMs);
  CHECK(m.marks().empty());
  // A long skid with smoke every frame keeps the newest marks and particles only.
  TyreMarks longer;
  for (uint32_t f = 0; f < 6000; ++f)
    longer.add_frame({wheel_at(float(f % 1000) * 0.5f, true)}, {{0, 1, uint8_t(f % 255)}}, f * 16);
  CHECK(longer.marks().size() == kMaxMarkSegments);
  CHECK(longer.smoke().size() == kMaxSmoke);
  CHECK(longer.marks().back().born_ms == 5999 * 16);
}
