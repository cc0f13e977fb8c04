// Reverse (physics/inferred.h: ours, the notes give a human's automatic gearbox none): the brake
// held at a standstill engages it and drives the car backwards, the accelerator brakes it and
// then returns to first; from the keyboard and from a pad's stick. The manual gearbox reaches
// reverse below first with the gear-down key.
#include <catch2/catch.hpp>

#include "controls_fixtures.h"
#include "physics_fixtures.h"
#include "unpod/sim/controls/player.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/step.h"

namespace unpod::controls_test {
namespace {

using controls::DeviceKind;
namespace key_slot = controls::key_slot;
constexpr Fx kReverseDt = physics_test::kFrame;

// A car on flat ground driven through the player's controller and the physics step.
struct Driving {
  sim::world::World world = physics_test::flat_world(300, 10);
  physics_test::Stepper stepper{world};
  physics::CarState car;
  physics::DriverState driver = physics_test::driver();
  explicit Driving(physics::Gearbox gearbox = physics::Gearbox::kAutomatic) {
    car = physics::make_car(physics_test::demo_car("zephyr"), gearbox);
    physics::place_car(car, world, {}, {kOne, 0, 0}, {});
    hold_device(keyboard(), 2.0);  // onto its suspension
  }
  void hold_device(const controls::PlayerDevice& device, double seconds) {
    const int steps = static_cast<int>(seconds * 65536 / kReverseDt) + 1;
    for (int i = 0; i < steps; ++i) {
      controls::player_controller(car, driver, device, kReverseDt);
      stepper.step(car, driver, kReverseDt);
    }
  }
  // Units a second along the car's forward axis: negative backwards.
  double along() const { return physics_test::real(physics::dot(car.velocity, car.forward)); }
};

void reverse_and_back(const controls::PlayerDevice& brake, const controls::PlayerDevice& go) {
  Driving d;
  REQUIRE(std::abs(d.along()) < 0.5);
  CHECK(d.car.gear != physics::kReverseGear);
  d.hold_device(brake, 0.05);
  CHECK(d.car.gear == physics::kReverseGear);
  d.hold_device(brake, 2.0);
  CHECK(d.along() < -2.0);  // backwards, on the brake pedal
  CHECK(d.car.gear == physics::kReverseGear);
  // The accelerator brakes first: still in reverse while the car rolls backwards.
  d.hold_device(go, 0.05);
  CHECK(d.car.gear == physics::kReverseGear);
  CHECK(d.along() < -0.5);
  d.hold_device(go, 3.0);
  CHECK(d.car.gear >= 1);
  CHECK(d.car.gear != physics::kReverseGear);
  CHECK(d.along() > 2.0);  // forwards again
}

}  // namespace

TEST_CASE("automatic gearbox: the brake key held at a standstill reverses, the accelerator returns",
          "[physics][reverse][controls]") {
  reverse_and_back(keyboard({key_slot::kBrake}), keyboard({key_slot::kAccelerate}));
}

TEST_CASE("automatic gearbox: a pad's stick pulled back reverses, pushed forward returns",
          "[physics][reverse][controls]") {
  // inferred.h's joystick map: y high brakes, y low accelerates.
  reverse_and_back(joystick(DeviceKind::kLinearJoystick, 32768, 65536),
                   joystick(DeviceKind::kLinearJoystick, 32768, 0));
}

TEST_CASE("reverse is the human's: a computer car's brake and the countdown's engage nothing",
          "[physics][reverse]") {
  Driving computer;
  computer.driver.kind = physics::DriverKind::kComputer;
  computer.driver.input = physics::input_word(physics::button::kBrake);
  for (int i = 0; i < 200; ++i) computer.stepper.step(computer.car, computer.driver, kReverseDt);
  CHECK(computer.car.gear != physics::kReverseGear);
  CHECK(std::abs(computer.along()) < 0.5);

  // The countdown forces the brake bit on a human's car: it stays out of reverse.
  Driving held;
  physics::StepContext ctx;
  ctx.world = &held.world;
  ctx.dt = kReverseDt;
  ctx.countdown_held = true;
  uint32_t counter = 0;
  ctx.chassis_counter = &counter;
  for (int i = 0; i < 200; ++i) physics::physics_step(held.car, held.driver, ctx);
  CHECK(held.car.gear != physics::kReverseGear);
  // Braking while rolling forwards faster than 0.5 units/s brakes, it does not reverse.
  Driving rolling;
  rolling.hold_device(keyboard({key_slot::kAccelerate}), 1.0);
  REQUIRE(rolling.along() > 2.0);
  rolling.hold_device(keyboard({key_slot::kBrake}), 0.05);
  CHECK(rolling.car.gear != physics::kReverseGear);
}

TEST_CASE("manual gearbox: gear down from first goes to neutral, then reverse, which drives back",
          "[physics][reverse][controls]") {
  Driving d(physics::Gearbox::kManual);
  const auto tap = [&](int slot) {
    d.hold_device(keyboard({slot}), 0.05);
    d.hold_device(keyboard(), 0.5);  // the change runs its 15000/65536 s
  };
  while (d.car.gear != 1 && d.car.gear < 3) tap(key_slot::kGearUp);
  REQUIRE(d.car.gear == 1);
  tap(key_slot::kGearDown);
  CHECK(d.car.gear == physics::kNeutralGear);
  tap(key_slot::kGearDown);
  CHECK(d.car.gear == physics::kReverseGear);
  // The manual gearbox's pedals are not swapped: the accelerator drives it backwards.
  d.hold_device(keyboard({key_slot::kAccelerate}), 2.0);
  CHECK(d.along() < -2.0);
  tap(key_slot::kGearUp);
  CHECK(d.car.gear == physics::kNeutralGear);
}

}  // namespace unpod::controls_test
