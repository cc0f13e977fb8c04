// The physics step's stages one by one, against pod-car-physics.md's statements: the body
// (FUN_00419ad0), the tyres (FUN_0041af80), the springs (FUN_004194c8), the input bits (0x41b6f6),
// the touching counters (step #29) and the wheels' roll (FUN_00415424). Each stage is called on
// its own, on a car whose every other input is at rest, so the expected values are hand sums.
#include <catch2/catch.hpp>

#include <cmath>

#include "physics_fixtures.h"
#include "unpod/sim/fx/trig.h"
#include "unpod/sim/fx/x87.h"
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/tyres.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

using physics_test::real;
constexpr Fx kHalf = 0x8000;
constexpr Fx kQuarter = 0x4000;

// Zephyr at rest in the world's axes, of mass 1 t and inertia 1 t·m² about each axis, so a
// stage's arithmetic can be followed by hand. Nothing touches, no wall.
CarState bare_car() {
  CarState car = make_car(test::demo_car("zephyr"));
  car.mass = kOne;
  car.gravity_factor = kOne;
  car.inertia = {kOne, kOne, kOne};
  return car;
}

// ---- The body (FUN_00419ad0) ----

TEST_CASE("the body keeps 1/16 of the torque about the car's up axis (0xf000 taken away)",
          "[physics][body]") {
  // 1 kN·m for 0.5 s: about the forward axis (inertia 0.5) it adds 1 rad/s; about up
  // (inertia 2) it would add 0.25 rad/s, and 1/16 of that is kept.
  const Fx dt = kHalf;
  CarState fwd = bare_car();
  fwd.inertia = {kHalf, kOne, 2 * kOne};
  CarState yaw = fwd;
  fwd.carried_torque = {kOne, 0, 0};
  yaw.carried_torque = {0, 0, kOne};
  integrate(fwd, StepForces{}, dt);
  integrate(yaw, StepForces{}, dt);
  CHECK(fwd.spin == Vec16{kOne, 0, 0});
  CHECK(yaw.spin == Vec16{0, 0, 0x400});  // 0.25 / 16
  // Per inertia: Δspin × inertia about up is 1/16 of Δspin × inertia about forward.
  CHECK(int64_t{yaw.spin[2]} * yaw.inertia[2] * 16 == int64_t{fwd.spin[0]} * fwd.inertia[0]);
  // The carried torque is used up.
  CHECK(yaw.carried_torque == Vec16{0, 0, 0});
}

TEST_CASE("the yaw removal follows the car's up axis, not the world's z", "[physics][body]") {
  // A car on its side: forward x, left z, up −y. A torque about world z is about its left
  // axis and kept whole; one about −y is yaw and keeps 1/16.
  auto on_its_side = [] {
    CarState car = bare_car();
    car.forward = {kOne, 0, 0};
    car.left = {0, 0, kOne};
    car.up = {0, -kOne, 0};
    return car;
  };
  CarState pitch = on_its_side(), yaw = on_its_side();
  pitch.carried_torque = {0, 0, kOne};
  yaw.carried_torque = {0, -kOne, 0};
  integrate(pitch, StepForces{}, kHalf);
  integrate(yaw, StepForces{}, kHalf);
  CHECK(pitch.spin == Vec16{0, 0, kHalf});
  CHECK(yaw.spin == Vec16{0, -(kHalf / 16), 0});
}

TEST_CASE("the spin is held to 150000 (2.29 rad/s) on its largest axis, the others in proportion",
          "[physics][body]") {
  SECTION("over the cap") {
    CarState car = bare_car();
    car.spin = {3 * kOne, 3 * kHalf, -3 * kQuarter};  // 3, 1.5, −0.75 rad/s
    integrate(car, StepForces{}, 0x100);
    // 3 → 150000; the others keep their ratio to it: 1.5 → 75000, −0.75 → −37500.
    CHECK(car.spin == Vec16{150000, 75000, -37500});
    CHECK(kSpinCap == 150000);
  }
  SECTION("the cap is on the largest axis whatever its sign") {
    CarState car = bare_car();
    car.spin = {kOne, 0, -4 * kOne};
    integrate(car, StepForces{}, 0x100);
    CHECK(car.spin == Vec16{37500, 0, -150000});
  }
  SECTION("under the cap nothing changes") {
    CarState car = bare_car();
    car.spin = {2 * kOne, -kOne, kHalf};
    integrate(car, StepForces{}, 0x100);
    CHECK(car.spin == Vec16{2 * kOne, -kOne, kHalf});
  }
  SECTION("a second axis over the cap comes under it with the largest") {
    // Clamping the largest axis alone would leave 2.5 rad/s on the second (inferred.h).
    CarState car = bare_car();
    car.spin = {3 * kOne, 5 * kHalf, 0};  // 3, 2.5 rad/s
    integrate(car, StepForces{}, 0x100);
    CHECK(car.spin == Vec16{150000, 125000, 0});
  }
  SECTION("exactly at the cap nothing changes") {
    CarState car = bare_car();
    car.spin = {0, kSpinCap, 100};
    integrate(car, StepForces{}, 0x100);
    CHECK(car.spin == Vec16{0, kSpinCap, 100});
  }
}

// An airborne car (every wheel off for `steps` steps) going `speed` units/s along x, its front
// wheels turned by `steer`.
CarState flying(int32_t steps, Fx speed, Fx steer) {
  CarState car = bare_car();
  for (PointState& p : car.points) {
    p.touching = false;
    p.touch_count = -steps;
  }
  car.velocity = {speed, 0, 0};
  car.points[0].steer = car.points[2].steer = steer;
  return car;
}

TEST_CASE(
    "above 30 units/s in the air the steering moves the car sideways by 0x5a0000 × dt × steer",
    "[physics][body]") {
  // 90 units/s × 12 ms (786 raw) × 0.25 rad = 0.26985 units (70740 × 0.25 = 17685 raw) to the
  // right (−left: a positive angle turns right, inferred.h), each step in the air.
  const Fx dt = 786;
  CHECK(kAirSteer == 90 * kOne);
  CarState straight = flying(1, 40 * kOne, 0), steered = flying(1, 40 * kOne, kQuarter);
  integrate(straight, StepForces{}, dt);
  integrate(steered, StepForces{}, dt);
  CHECK(steered.centre[0] == straight.centre[0]);
  CHECK(steered.centre[1] == straight.centre[1] - 17685);
  CHECK(steered.centre[2] == straight.centre[2]);
  SECTION("steering the other way moves it left") {
    CarState other = flying(1, 40 * kOne, -kQuarter);
    integrate(other, StepForces{}, dt);
    CHECK(other.centre[1] == straight.centre[1] + 17685);
  }
  SECTION("not at 30 units/s or under") {
    CarState slow = flying(1, 30 * kOne, kQuarter), slow_straight = flying(1, 30 * kOne, 0);
    integrate(slow, StepForces{}, dt);
    integrate(slow_straight, StepForces{}, dt);
    CHECK(slow.centre == slow_straight.centre);
  }
  SECTION("not with a wheel on the ground") {
    CarState down = flying(1, 40 * kOne, kQuarter), down_straight = flying(1, 40 * kOne, 0);
    down.points[3].touch_count = down_straight.points[3].touch_count = 1;
    integrate(down, StepForces{}, dt);
    integrate(down_straight, StepForces{}, dt);
    CHECK(down.centre == down_straight.centre);
  }
}

TEST_CASE("the rolling resistance is −(+0x90 × spin) >> 16, the shift flooring the negated product",
          "[physics][forces]") {
  CarState car = bare_car();
  StepForces f;
  car.points[0].rolling_resistance = 3;
  car.points[0].spin = 5;  // −15 >> 16 is −1, where −(15 >> 16) would be 0
  car.points[1].rolling_resistance = 3;
  car.points[1].spin = -5;  // 15 >> 16 is 0
  car.points[2].rolling_resistance = kOne;
  car.points[2].spin = 2 * kOne;  // 1 × 2 rad/s against the spin
  car.points[3].rolling_resistance = kHalf;
  car.points[3].spin = -3 * kOne;
  rolling_resistance(car, f);
  CHECK(f.point[0].resist == -1);
  CHECK(f.point[1].resist == 0);
  CHECK(f.point[2].resist == -2 * kOne);
  CHECK(f.point[3].resist == 3 * kHalf);
}

TEST_CASE("velocity by force × dt / mass, position by the mean velocity × dt × 1.1942",
          "[physics][body]") {
  CarState car = bare_car();
  car.centre = {10 * kOne, 20 * kOne, 30 * kOne};
  car.velocity = {7 * kOne + 3 * kQuarter, -7 * kOne - 3 * kQuarter, 0};  // ±7.75
  car.carried_force = {2 * kOne, -2 * kOne, 0};  // 2 kN on 1 t for 0.25 s: 0.5 units/s
  integrate(car, StepForces{}, kQuarter);
  CHECK(car.velocity[0] == 8 * kOne + kQuarter);
  CHECK(car.velocity[1] == -8 * kOne - kQuarter);
  // The mean velocity 8 × 0.25 s = 2 units, × 1.1942 (78264/65536): 2 × 78264 raw. Had the
  // new velocity alone been used it would be 2.0625 units; without the scale 2.
  CHECK(kStepScale == 78264);
  CHECK(car.centre[0] == 10 * kOne + 2 * 78264);
  CHECK(car.centre[1] == 20 * kOne - 2 * 78264);
  // Weight pulls z: −9.81 × 0.25 s on the velocity.
  CHECK(car.velocity[2] == -(0x9cf5c / 4));
  CHECK(car.carried_force == Vec16{0, 0, 0});
}

// ---- The tyres (FUN_0041af80) ----

TEST_CASE(
    "the slip curve: 0 at no slip, 1 at the peak 0.342, rising below, falling above, "
    "never under 0.523 above the peak",
    "[physics][tyres]") {
  CHECK(kSlipPeak == 22413);  // 0.342
  CHECK(slip_curve(kSlipPeak) == kOne);
  CHECK(slip_curve(-kSlipPeak) == kOne);
  // 8.55 × 0.342² = 1.00006: nothing is left at no slip.
  CHECK(slip_curve(0) == 0);
  Fx last = slip_curve(0);
  for (Fx s = 64; s <= kSlipPeak; s += 64) {
    const Fx v = slip_curve(s);
    INFO("slip " << s);
    REQUIRE(v >= last);
    REQUIRE(slip_curve(-s) == v);  // the same for either side
    last = v;
  }
  last = kOne;
  for (Fx s = kSlipPeak; s <= 4 * kOne; s += 64) {
    const Fx v = slip_curve(s);
    INFO("slip " << s);
    REQUIRE(v <= last);
    REQUIRE(v >= kSlipOffset);
    last = v;
  }
  // Well past the peak the curve lies on its floor.
  CHECK(slip_curve(kOne) == kSlipOffset);
  CHECK(slip_curve(-3 * kOne) == kSlipOffset);
  CHECK(kSlipOffset == 34275);  // 0.523
  // Half-way down each side (hand values of 1 − c (s − peak)²).
  CHECK(real(slip_curve(kSlipPeak / 2)) == Approx(1 - 8.55 * 0.171 * 0.171).margin(2e-4));
  CHECK(real(slip_curve(kSlipPeak + 0x4000)) == Approx(1 - 2.37 * 0.25 * 0.25).margin(2e-4));
}

// A world of one surface, and Zephyr with wheel 0 on flat ground (normal z, rolling x, axle y).
struct TyreRig {
  world::World world;
  CarState car = bare_car();
  StepForces f;
  TyreRig() {
    world.surfaces[0].grip = kHalf;  // 0.5
    car.mass = 2 * kOne;             // weight 2 × 9.81: a quarter of it 321454 raw, even
    PointState& p = car.points[0];
    p.touching = true;
    p.surface = 0;
    p.contact_normal = {0, 0, kOne};
    p.rolling_dir = {kOne, 0, 0};
    p.axle = {0, kOne, 0};
    p.grip = {0x14000, kOne, 0};  // traction 1.25, side 1.0
    // Another point left sliding from an earlier step: not touching, its flags clear.
    car.points[1].sliding = car.points[1].skidding = true;
  }
  PointState& wheel() { return car.points[0]; }
  PointForces& forces() { return f.point[0]; }
  void run() { tyres(car, world, f); }
};

// The rig's car: mass 2 t, g 9.81 (0x9cf5c) → weight 1285816 raw, a quarter 321454.
constexpr Fx kQuarterWeight = 0x9cf5c / 2;

TEST_CASE("under 0.92 units/s the side limit is load × traction grip × surface grip",
          "[physics][tyres]") {
  TyreRig r;
  r.wheel().velocity = {kHalf, 0, 0};  // 0.5 units/s: under kSlowTyreSpeed
  r.forces().load = 2 * kOne;          // 2 × 1.25 × 0.5 = 1.25 kN
  SECTION("a side force past it is held to it, either way") {
    r.forces().force = {0, 3 * kOne, 7 * kOne};
    r.run();
    CHECK(r.forces().force[1] == 0x14000);
    CHECK(r.forces().force[2] == 7 * kOne);  // the normal part untouched
    r.forces().force = {0, -3 * kOne, 0};
    r.run();
    CHECK(r.forces().force[1] == -0x14000);
  }
  SECTION("a side force under it passes, no flag set") {
    r.forces().force = {0, kOne, 0};
    r.run();
    CHECK(r.forces().force[1] == kOne);
    CHECK_FALSE(r.wheel().skidding);
    CHECK_FALSE(r.wheel().sliding);
  }
  SECTION("the limit does not depend on the slip curve: under the speed, a big slip") {
    r.wheel().velocity = {0, 58982, 0};  // 0.9 units/s, all sideways: slip 1
    r.forces().force = {0, 3 * kOne, 0};
    r.run();
    CHECK(r.forces().force[1] == 0x14000);
  }
  // A point not touching has its flags cleared.
  CHECK_FALSE(r.car.points[1].sliding);
  CHECK_FALSE(r.car.points[1].skidding);
}

TEST_CASE("above 0.92 units/s the side limit is the slip curve × a quarter of the weight",
          "[physics][tyres]") {
  TyreRig r;
  r.wheel().velocity = {4 * kOne, 3 * kOne, 0};  // slip 3/5 = 39321 raw
  r.forces().force = {0, 50 * kOne, 0};
  r.run();
  // curve × weight / 4 and nothing else: the notes scale the curve by the weight alone, so the
  // traction grip 1.25 and the surface grip 0.5 do not count at speed. To the multiply's floor.
  const double limit = real(slip_curve(39321)) * real(kQuarterWeight);
  CHECK(real(r.forces().force[1]) == Approx(limit).margin(1.0 / 65536));
  CHECK(r.forces().force[2] == 0);
  const Fx at_speed = r.forces().force[1];
  TyreRig other;
  other.world.surfaces[0].grip = 2 * kOne;
  other.wheel().grip = {kQuarter, kOne, 0};
  other.wheel().velocity = {4 * kOne, 3 * kOne, 0};
  other.forces().force = {0, 50 * kOne, 0};
  other.run();
  CHECK(other.forces().force[1] == at_speed);
}

TEST_CASE(
    "past the side limit the wheel skids (+0x39) over slip 0x4240 and slides (+0x38) over "
    "0x9470, under the limit neither",
    "[physics][tyres]") {
  struct Case {
    Vec16 velocity;  // the slip is velocity · axle / speed
    Fx side;
    bool skidding, sliding;
  };
  const Fx big = 50 * kOne;
  for (const Case& c : {
           Case{{4 * kOne, 3 * kOne, 0}, big, true, true},     // slip 0.6 > 0x9470 (0.58)
           Case{{314573, 91750, 0}, big, true, false},         // 4.8, 1.4: slip 0.28
           Case{{40 * kOne, 9 * kOne, 0}, big, false, false},  // slip 0.22 < 0x4240 (0.259)
           Case{{5 * kOne, 0, 0}, big, false, false},          // no slip at all
           Case{{4 * kOne, 3 * kOne, 0}, 0, false, false},     // slip 0.6, under the limit
           Case{{4 * kOne, -3 * kOne, 0}, -big, true, true},   // the other side
       }) {
    TyreRig r;
    r.wheel().velocity = c.velocity;
    r.forces().force = {0, c.side, 0};
    r.run();
    INFO("velocity " << c.velocity[0] << ", " << c.velocity[1] << " side " << c.side);
    CHECK(r.wheel().skidding == c.skidding);
    CHECK(r.wheel().sliding == c.sliding);
  }
  CHECK(kSkidSlip == 0x4240);
  CHECK(kSlideSlip == 0x9470);
}

TEST_CASE("the rolling part is held to a quarter of the weight × side grip × surface grip",
          "[physics][tyres]") {
  TyreRig r;
  r.wheel().velocity = {0, 0, 0};
  r.forces().load = 100 * kOne;  // a side limit far above the side forces used here
  // The rolling limit: a quarter of the weight × side grip 1.0 × surface grip 0.5.
  constexpr Fx roll_limit = kQuarterWeight / 2;  // 160727
  SECTION("a rolling force past it is held to it, either way") {
    r.forces().force = {10 * kOne, 0, 0};
    r.run();
    CHECK(r.forces().roll_wanted == 10 * kOne);
    CHECK(r.forces().roll_given == roll_limit);
    CHECK(r.forces().force[0] == roll_limit);
    r.forces().force = {-10 * kOne, 0, 0};
    r.run();
    CHECK(r.forces().roll_given == -roll_limit);
  }
  SECTION("a side force does not shrink it (no friction circle in the notes)") {
    r.forces().force = {-10 * kOne, 89320, 0};
    r.run();
    CHECK(r.forces().force[1] == 89320);
    CHECK(r.forces().roll_given == -roll_limit);
  }
  SECTION("a rolling force under it passes") {
    r.forces().force = {kOne, 89320, 0};
    r.run();
    CHECK(r.forces().roll_given == kOne);
  }
}

TEST_CASE("the rolling limit is lowered once (limit / 256) × the side limit passes 0x1dcd65",
          "[physics][tyres]") {
  CHECK(kRollingLimitBend == 0x1dcd65);
  // A limit of 100 kN (6553600 raw): >> 8 is 25600; × a side limit of 100 kN is 2560000 raw,
  // 606875 past the bend, taken off the limit.
  CHECK(rolling_limit(100 * kOne, kOne, kOne, 100 * kOne) == 6553600 - 606875);
  // The grips make the limit: side grip 0.5 halves it (and the product, 1280000, is under the
  // bend).
  CHECK(rolling_limit(100 * kOne, kHalf, kOne, 100 * kOne) == 50 * kOne);
  // At the bend exactly nothing is taken: 25600 × S / 65536 = 0x1dcd65 for S = 5000000 raw.
  CHECK(rolling_limit(100 * kOne, kOne, kOne, 5000000) == 100 * kOne);
  CHECK(rolling_limit(100 * kOne, kOne, kOne, 5000003) == 100 * kOne - 1);
  // Far past it the limit is 0, never negative.
  CHECK(rolling_limit(100 * kOne, kOne, kOne, 20000 * kOne) == 0);
  // A racing car's wheel (a quarter of 1.15 t's weight, 2.82 kN) never reaches it.
  CHECK(rolling_limit(184823, kOne, kOne, 184823) == 184823);
}

TEST_CASE("the spring and damper force is held to ±7.63 (500000 raw)", "[physics][springs]") {
  PointState p;
  p.rest = kHalf;
  p.stiffness = 10 * kOne;
  p.damper = kOne;
  SECTION("inside the limit: stiffness × (travel − rest) + damper × rate") {
    p.travel = kHalf + kQuarter;  // 0.25 above rest: 2.5
    p.travel_speed = kHalf;       // 0.5
    CHECK(spring_force(p) == 3 * kOne);
  }
  SECTION("held at +500000") {
    p.travel = kHalf + kOne;  // 10 + the damper's
    CHECK(spring_force(p) == kSpringLimit);
    p.travel = kHalf;
    p.travel_speed = 500001;  // one past the limit through the damper alone
    CHECK(spring_force(p) == 500000);
  }
  SECTION("held at −500000") {
    p.travel = kHalf - kOne;
    p.travel_speed = -kOne;
    CHECK(spring_force(p) == -500000);
  }
  SECTION("a touching wheel's load is the force when positive; a free wheel has none") {
    CarState car = bare_car();
    for (int i = 0; i < 4; ++i) {
      car.points[size_t(i)] = p;
      car.points[size_t(i)].travel = kHalf + kOne;  // held to the limit
    }
    car.points[0].touching = true;
    car.points[1].touching = true;
    car.points[1].travel = kHalf - kOne;  // pulling: no load
    StepForces f;
    springs(car, 0, f);
    CHECK(f.point[0].load == 500000);
    CHECK(f.point[1].load == 0);
    CHECK(f.point[2].load == 0);
  }
}

// ---- The input bits (0x41b6f6) ----

TEST_CASE("the input bits are driver +0x34's low 16 bits − 8, the held countdown forces 0x10",
          "[physics][input]") {
  DriverState d;
  d.input = 0x12340000u + 0x21 + 8;  // steering in the high half, accelerate + gear up
  CHECK(input_bits(d, false) == 0x21);
  CHECK(input_bits(d, true) == 0x31);
  d.input = 0xffff0000u + 8;  // nothing pressed, steering hard over
  CHECK(input_bits(d, false) == 0);
  CHECK(input_bits(d, true) == button::kBrake);
  CHECK(button::kBrake == 0x10);
  d.input = 0x10 + 8;  // the brake itself held: forcing it changes nothing
  CHECK(input_bits(d, true) == 0x10);
}

// ---- The touching counters (step #29) ----

TEST_CASE(
    "the touching counters count 1..16 down and −1..−16 off, a change of side restarts at "
    "±1",
    "[physics][counters]") {
  CarState car = bare_car();
  auto step = [&](bool down) {
    for (PointState& p : car.points) p.touching = down;
    touching_counters(car);
    return car.points[0].touch_count;
  };
  CHECK(car.points[0].touch_count == 0);
  CHECK(step(true) == 1);  // from 0 (a placed car) down: 1
  for (int n = 2; n <= 16; ++n) REQUIRE(step(true) == n);
  CHECK(step(true) == 16);   // held at 16
  CHECK(step(false) == -1);  // off after 16 down: −1 at once
  for (int n = 2; n <= 16; ++n) REQUIRE(step(false) == -n);
  CHECK(step(false) == -16);
  CHECK(step(true) == 1);
  CHECK(step(true) == 2);
  CHECK(step(false) == -1);
  // From 0 off: −1. Every point counts on its own.
  CarState other = bare_car();
  other.points[2].touching = true;
  touching_counters(other);
  CHECK(other.points[2].touch_count == 1);
  CHECK(other.points[0].touch_count == -1);
  CHECK(other.points[kChassisPoint].touch_count == -1);
}

// ---- The wheels' roll (FUN_00415424) ----

TEST_CASE("a wheel's roll moves by spin × dt and stays above −π, at most π", "[physics][roll]") {
  constexpr Fx kPi = fx::kPi16;
  CarState car = bare_car();
  auto roll_after = [&](Fx roll, Fx spin, Fx dt) {
    car.points[1].roll = roll;
    car.points[1].spin = spin;
    wheel_roll(car, dt);
    return car.points[1].roll;
  };
  CHECK(roll_after(kOne, 2 * kOne, kQuarter) == kOne + kHalf);
  // 3 + 2 × 0.5 = 4 rad, past π: 4 − 2π (2π = 411775 raw).
  CHECK(roll_after(3 * kOne, 2 * kOne, kHalf) == 4 * kOne - 411775);
  CHECK(roll_after(-3 * kOne, -2 * kOne, kHalf) == -4 * kOne + 411775);
  // 50 rad in one step: 50 − 8 × 2π = −0.265 rad.
  CHECK(roll_after(0, 100 * kOne, kHalf) == 50 * kOne - 8 * 411775);
  // π itself stays.
  CHECK(roll_after(kPi, 0, kHalf) == kPi);
  CHECK(roll_after(kPi - 10, 20, kHalf) == kPi);
  // One raw unit past −π comes round to π.
  CHECK(roll_after(-kPi + 1, -4, kHalf) == kPi);
  // The chassis point has no wheel: its roll is left alone.
  car.points[kChassisPoint].roll = 5 * kOne;
  car.points[kChassisPoint].spin = kOne;
  wheel_roll(car, kHalf);
  CHECK(car.points[kChassisPoint].roll == 5 * kOne);
  // Every wheel rolls, not only one.
  for (int i = 0; i < 4; ++i) {
    car.points[size_t(i)].roll = 0;
    car.points[size_t(i)].spin = kOne;
  }
  wheel_roll(car, kQuarter);
  for (int i = 0; i < 4; ++i) CHECK(car.points[size_t(i)].roll == kQuarter);
}

TEST_CASE("a roll of exactly −π comes round to at most π", "[physics][roll]") {
  // −π (−205887 raw) is outside (−π, π]: moved by 2π (411775 raw, one more than twice 205887)
  // it would land one raw unit past π; it is held at π.
  CarState car = bare_car();
  car.points[0].roll = -fx::kPi16;
  car.points[0].spin = 0;
  wheel_roll(car, kHalf);
  CHECK(car.points[0].roll <= fx::kPi16);
  CHECK(car.points[0].roll > -fx::kPi16);
}

}  // namespace
}  // namespace unpod::sim::physics
