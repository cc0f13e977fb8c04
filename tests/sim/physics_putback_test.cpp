// Putting a car back on the track (FUN_00415730, FUN_00423538, putback.h) and the upside-down
// timer that calls it (FUN_004159d8): pod-car-physics.md "Putting a car back".
#include <catch2/catch.hpp>

#include "physics_fixtures.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

using physics_test::flat_world;

constexpr uint32_t kGroundBits = assets::face_bits::kVisible | assets::face_bits::kRoad;

assets::Face face_of(std::initializer_list<uint32_t> corners) {
  assets::Face f;
  f.vertex_count = uint32_t(corners.size());
  std::copy(corners.begin(), corners.end(), f.indices.begin());
  f.normal = {0, 0, kOne};
  f.property = kGroundBits;
  return f;
}

// One sector (bounds −10..40 in x and y) holding, in this order: triangle 0 with corners (10, 0,
// 6), (20, 10, 6), (10, 20, 6); quad 0, the square (20..24, 0..4) at z 2; triangle 1 and quad 1 of
// raw corners chosen to show the rounding.
world::World put_back_world() {
  assets::Circuit c;
  assets::Sector s;
  auto& pos = s.object.positions;
  const Fx u = kOne;
  pos = {{10 * u, 0, 6 * u},
         {20 * u, 10 * u, 6 * u},
         {10 * u, 20 * u, 6 * u},  // 0..2
         {20 * u, 0, 2 * u},
         {24 * u, 0, 2 * u},
         {24 * u, 4 * u, 2 * u},
         {20 * u, 4 * u, 2 * u},  // 3..6
         {1, 0, 0},
         {2, 4, 0},
         {4, 0, 0},  // 7..9
         {-1, 0, 0},
         {-1, 4, 0},
         {-1, 4, 4},
         {0, 0, 4}};  // 10..13
  s.object.faces = {face_of({0, 1, 2}), face_of({3, 4, 5, 6}), face_of({7, 8, 9}),
                    face_of({10, 11, 12, 13})};
  s.object.normals.assign(pos.size(), {0, 0, kOne});
  s.bbox_min = {-10 * u, -10 * u, -2 * u};
  s.bbox_max = {40 * u, 40 * u, 10 * u};
  c.sectors.push_back(std::move(s));
  assets::VisibilityEntry v;
  v.sectors = {0};
  c.visibility.push_back(v);
  auto w = world::build_world(c);
  if (!w) throw std::runtime_error(w.error().to_string());
  return std::move(w.value());
}

// Four sectors, one quad each, the quarters around the origin (±100): 0 (x < 0, y < 0),
// 1 (x > 0, y < 0), 2 (x < 0, y > 0), 3 (x > 0, y > 0), each the others' neighbour.
world::World quarters_world() {
  assets::Circuit c;
  const Fx u = kOne;
  for (int q = 0; q < 4; ++q) {
    const Fx x0 = (q & 1) ? 0 : -100 * u, y0 = (q & 2) ? 0 : -100 * u;
    assets::Sector s;
    s.object.positions = {
        {x0, y0, 0}, {x0 + 100 * u, y0, 0}, {x0 + 100 * u, y0 + 100 * u, 0}, {x0, y0 + 100 * u, 0}};
    s.object.faces = {face_of({0, 1, 2, 3})};
    s.object.normals.assign(4, {0, 0, kOne});
    s.bbox_min = {x0, y0, -2 * u};
    s.bbox_max = {x0 + 100 * u, y0 + 100 * u, 10 * u};
    c.sectors.push_back(std::move(s));
    assets::VisibilityEntry v;
    for (int n = 0; n < 4; ++n) v.sectors.push_back((q + n) % 4);
    c.visibility.push_back(v);
  }
  auto w = world::build_world(c);
  if (!w) throw std::runtime_error(w.error().to_string());
  return std::move(w.value());
}

PointState on_face(int face, bool quad) {
  PointState p;
  p.face_mesh = 0;
  p.face = face;
  p.face_is_quad = quad;
  return p;
}

TEST_CASE("a triangle's middle is its three corners summed × 0x5555 (scale16)",
          "[physics][putback]") {
  const world::World w = put_back_world();
  REQUIRE(w.sectors[0].mesh.triangles.size() == 2);
  // (40, 30, 18) units × 21845/65536: 40 × 21845, not 40/3 (873813.3).
  CHECK(face_middle(w, on_face(0, false)) == Vec16{40 * 21845, 30 * 21845, 18 * 21845});
  // Raw sums 7 and 4 rounded to nearest: 7 × 21845 / 65536 = 2.33 → 2, 4 × 0.333 = 1.33 → 1.
  CHECK(face_middle(w, on_face(1, false)) == Vec16{2, 1, 0});
}

TEST_CASE("a quad's middle is its four corners summed and shifted right by 2",
          "[physics][putback]") {
  const world::World w = put_back_world();
  CHECK(face_middle(w, on_face(0, true)) == Vec16{22 * kOne, 2 * kOne, 2 * kOne});
  // The shift floors: x sums to −3 raw → −1 (a division would give 0); y 8 → 2, z 8 → 2.
  CHECK(face_middle(w, on_face(1, true)) == Vec16{-1, 2, 2});
}

TEST_CASE("a face that is no face of the world has no middle", "[physics][putback]") {
  const world::World w = put_back_world();
  CHECK_FALSE(face_middle(w, on_face(2, false)).has_value());
  CHECK_FALSE(face_middle(w, on_face(2, true)).has_value());
  PointState other_mesh = on_face(0, false);
  other_mesh.face_mesh = 1;
  CHECK_FALSE(face_middle(w, other_mesh).has_value());
}

// Zephyr thrown about: moving, spinning, in third with a change asked, the engine running, the
// timer running, forces carried, wheel 0's last face triangle 0.
CarState thrown_car() {
  CarState car = make_car(test::demo_car("zephyr"));
  car.centre = {30 * kOne, 30 * kOne, -20 * kOne};
  car.velocity = {5 * kOne, -3 * kOne, -9 * kOne};
  car.spin = {kOne, 2 * kOne, -kOne};
  car.carried_force = {kOne, kOne, kOne};
  car.carried_torque = {kOne, kOne, kOne};
  car.engine_speed = 400 * kOne;
  car.gear = 3;
  car.gear_asked = kGearUpAsked;
  car.gear_timer = 5000;
  car.brake_hold = kOne;
  car.upside_down_lo = 0x1234;
  car.upside_down_hi = 1;
  car.forward = {0, -kOne / 2, kOne * 3 / 4};  // pointing down −y, nose up
  car.up = {0, 0, -kOne};
  for (PointState& p : car.points) {
    p.spin = 30 * kOne;
    p.sliding = p.skidding = true;
  }
  car.points[0].face_mesh = 0;
  car.points[0].face = 0;
  car.points[0].face_is_quad = false;
  return car;
}

void check_at_rest(const CarState& car) {
  CHECK(car.velocity == Vec16{0, 0, 0});
  CHECK(car.spin == Vec16{0, 0, 0});
  CHECK(car.carried_force == Vec16{0, 0, 0});
  CHECK(car.carried_torque == Vec16{0, 0, 0});
  CHECK(car.engine_speed == 0);
  CHECK(car.gear == kNeutralGear);
  CHECK(car.gear_asked == 0);
  CHECK(car.gear_timer == 0);
  CHECK(car.brake_hold == 0);
  CHECK(car.upside_down_lo == 0);
  CHECK(car.upside_down_hi == 0);
  CHECK(car.up == Vec16{0, 0, kOne});
  for (const PointState& p : car.points) {
    CHECK(p.spin == 0);
    CHECK_FALSE(p.sliding);
    CHECK_FALSE(p.skidding);
  }
}

TEST_CASE("put_back: 1 above the face's middle, level along the path's heading, at rest",
          "[physics][putback]") {
  const world::World w = put_back_world();
  CarState car = thrown_car();
  // The path climbs: its heading is made level, (3, 4) made 1 long.
  put_back(car, w, Vec16{3 * kOne, 4 * kOne, 5 * kOne}, Vec16{}, {});
  CHECK(car.centre == Vec16{40 * 21845, 30 * 21845, 18 * 21845 + kOne});
  // (0.6, 0.8, 0) and up × forward (−0.8, 0.6, 0), to within the unit vector's rounding.
  CHECK(car.forward[2] == 0);
  CHECK(car.left[2] == 0);
  CHECK(std::abs(car.forward[0] - 39322) <= 2);
  CHECK(std::abs(car.forward[1] - 52429) <= 2);
  CHECK(std::abs(car.left[0] + 52429) <= 2);
  CHECK(std::abs(car.left[1] - 39322) <= 2);
  check_at_rest(car);
  // The points hang from the new pose, each in the one sector.
  const PointState& chassis = car.points[kChassisPoint];
  CHECK(chassis.position[2] == car.centre[2] + chassis.offset[2]);
  for (const PointState& p : car.points) CHECK(p.sector == 0);
}

TEST_CASE("put_back along a path link 200 units long: the original heads along x (DEVIATION 14)",
          "[physics][putback][deviation]") {
  const world::World w = put_back_world();
  const Vec16 north{0, 200 * kOne, 0};  // its squares summed wrap the 32-bit word: length 0
  CarState original = thrown_car();
  put_back(original, w, north, Vec16{}, LengthRule{});
  CHECK(original.forward == Vec16{kOne, 0, 0});  // a zero heading: place_car's +x
  CarState ours = thrown_car();
  put_back(ours, w, north, Vec16{}, LengthRule{.long_at_1_256 = true});
  CHECK(ours.forward == Vec16{0, kOne, 0});
}

TEST_CASE("put_back without a path heads along the car's forward axis made level",
          "[physics][putback]") {
  const world::World w = put_back_world();
  CarState car = thrown_car();
  car.points[0].face = 0;
  car.points[0].face_is_quad = true;  // quad 0 this time
  put_back(car, w, std::nullopt, Vec16{}, {});
  CHECK(car.centre == Vec16{22 * kOne, 2 * kOne, 3 * kOne});
  CHECK(car.forward == Vec16{0, -kOne, 0});
  CHECK(car.left == Vec16{kOne, 0, 0});
  check_at_rest(car);
}

TEST_CASE("put_back goes to the fallback when wheel 0's face is no face", "[physics][putback]") {
  const world::World w = put_back_world();
  CarState car = thrown_car();
  car.points[0].face = 7;
  put_back(car, w, std::nullopt, Vec16{5 * kOne, 6 * kOne, 7 * kOne}, {});
  CHECK(car.centre == Vec16{5 * kOne, 6 * kOne, 8 * kOne});
  check_at_rest(car);
}

TEST_CASE("place_car sets each point's sector to the one it stands in", "[physics][putback]") {
  const world::World w = quarters_world();
  SECTION("all in one sector") {
    CarState car = make_car(test::demo_car("zephyr"));
    place_car(car, w, Vec16{-50 * kOne, 50 * kOne, 0}, Vec16{kOne, 0, 0}, {});
    for (const PointState& p : car.points) {
      CHECK(p.sector == 2);
      CHECK(p.last_sector == 2);
    }
  }
  SECTION("astride the line x = 0: the front wheels in 3, the rear in 2") {
    CarState car = make_car(test::demo_car("zephyr"));
    place_car(car, w, Vec16{0, 50 * kOne, 0}, Vec16{kOne, 0, 0}, {});
    for (int i = 0; i < 4; ++i) {
      const PointState& p = car.points[size_t(i)];
      INFO("wheel " << i << " at x " << p.position[0]);
      REQUIRE(p.offset[0] != 0);
      CHECK(p.sector == (p.offset[0] > 0 ? 3 : 2));
    }
  }
  SECTION("facing −y across y = 0 from sector 1: the front wheels in 1, the rear in 3") {
    CarState car = make_car(test::demo_car("zephyr"));
    place_car(car, w, Vec16{50 * kOne, 0, 0}, Vec16{0, -kOne, 0}, {});
    for (int i = 0; i < 4; ++i) {
      const PointState& p = car.points[size_t(i)];
      CHECK(p.sector == (p.offset[0] > 0 ? 1 : 3));
    }
  }
}

// ---- Upside down (FUN_004159d8) ----

struct Upturned {
  world::World w = flat_world();
  CarState car = make_car(test::demo_car("zephyr"));
  StepContext ctx;
  explicit Upturned(Fx dt) {
    place_car(car, w, Vec16{20 * kOne, 20 * kOne, 0}, Vec16{kOne, 0, 0}, {});
    car.up = {0, 0, -kOne};  // on its roof
    car.velocity = {kOne, 0, 0};
    ctx.world = &w;
    ctx.dt = dt;
    ctx.fallback = {-30 * kOne, -40 * kOne, 0};  // flat_world has no triangles: no face
  }
};

TEST_CASE("a car on its roof is put back once 2.5 s have passed, not before",
          "[physics][upside_down]") {
  CHECK(kUpsideDownTime == 0x28000);
  SECTION("in steps of 1/8 s: the 20th step puts it back") {
    Upturned u(0x2000);
    for (int i = 1; i < 20; ++i) {
      REQUIRE_FALSE(upside_down(u.car, u.ctx));
      REQUIRE(u.car.up[2] < 0);
    }
    // 19/8 s in its two halves: 2 and 0x6000.
    CHECK(u.car.upside_down_hi == 2);
    CHECK(u.car.upside_down_lo == 0x6000);
    CHECK(upside_down(u.car, u.ctx));
    CHECK(u.car.up == Vec16{0, 0, kOne});
    CHECK(u.car.centre == Vec16{-30 * kOne, -40 * kOne, kOne});
    CHECK(u.car.velocity == Vec16{0, 0, 0});
    CHECK(u.car.upside_down_hi == 0);
    CHECK(u.car.upside_down_lo == 0);
  }
  SECTION("one raw unit short of 2.5 s it stays; the next unit puts it back") {
    Upturned u(kUpsideDownTime - 1);
    CHECK_FALSE(upside_down(u.car, u.ctx));
    u.ctx.dt = 1;
    CHECK(upside_down(u.car, u.ctx));
  }
}

TEST_CASE("the upside-down timer clears when the car is upright", "[physics][upside_down]") {
  Upturned u(0x2000);
  for (int i = 0; i < 15; ++i) REQUIRE_FALSE(upside_down(u.car, u.ctx));
  u.car.up = {0, kOne * 3 / 5, kOne * 4 / 5};  // back on its wheels, leaning
  CHECK_FALSE(upside_down(u.car, u.ctx));
  CHECK(u.car.upside_down_hi == 0);
  CHECK(u.car.upside_down_lo == 0);
  CHECK(u.car.centre[0] == 20 * kOne);  // not moved
  // On its roof again, it has the whole 2.5 s to come back.
  u.car.up = {0, 0, -kOne};
  for (int i = 1; i < 20; ++i) REQUIRE_FALSE(upside_down(u.car, u.ctx));
  CHECK(upside_down(u.car, u.ctx));
}

}  // namespace
}  // namespace unpod::sim::physics
