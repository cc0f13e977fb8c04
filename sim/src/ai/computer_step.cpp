// One step of the computer's controller.
#include <algorithm>

#include "unpod/sim/ai/computer.h"
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::ai {

using namespace physics;

namespace {

constexpr Fx kCoastSpeed = 0x1e0000;   // speed 30: t = 1 coasts above it
constexpr Fx kBrakeSpeed = 20 * kOne;  // t below 1 brakes above speed 20

}  // namespace

// Step 6: the throttle word t: the behaviour's word, plus 2 unless the wheels are at full lock;
// on a lane of type 2 nothing above its speed limit (the state's high half); then t = 1 coasts
// above speed 30, t below 1 brakes above speed 20 (or on a lane of type 5 when the behaviour
// asked to slow), anything else accelerates.
uint32_t throttle(int32_t word, int32_t index, uint32_t state, Fx speed) {
  int32_t t = word + ((index == 0 || index == 31) ? 0 : 2);
  const uint32_t type = state & 0xf;
  if (type == 2 && int64_t{speed} > int64_t{state & 0xffff0000u}) t = 0;
  if (t == 1 && speed > kCoastSpeed) return 0;
  if (t < 1 && (speed > kBrakeSpeed || (type == 5 && word < 0))) return button::kBrake;
  return button::kAccelerate;
}

// POD FUN_004221d8 (POD FUN_0042f5f0 in the first edition).
void computer_step(ComputerDriver& d, const Simulation::ControlContext& c, race::RaceRules& rules,
                   DrawClock& clock) {
  CarState& car = c.me.car;
  DriverState& driver = c.me.driver;
  race::RacerPath* p = rules.racer_path(c.racer);
  if (p == nullptr || rules.paths().empty()) {
    driver.input = input_word(0);
    return;
  }
  const Fx speed = dot(car.velocity, car.forward);                        // 1. FUN_004d41a0
  const Neighbours around = neighbours(c.racer, c.racers, d.target_car);  // 2. FUN_0046dc04
  const Vec16 line_point = follow_lane(d, *p, rules, c.racer, car);       // 3. FUN_00422028
  const race::Paths& paths = rules.paths();
  // DEVIATION 13: a line past the lane file's last point reads the last point.
  const int32_t at = std::clamp<int32_t>(p->line, 0, int32_t(paths.points.size()) - 1);
  const int32_t on = std::min<int32_t>(at + 1, int32_t(paths.points.size()) - 1);
  const Vec16 lane_dir{paths.points[size_t(on)].x - paths.points[size_t(at)].x,
                       paths.points[size_t(on)].y - paths.points[size_t(at)].y,
                       paths.points[size_t(on)].z - paths.points[size_t(at)].z};
  // 4. FUN_0045f2a0: the behaviour's word and, often, a new target.
  const BehaviourInputs in{car,           c.racers,         around, line_point, lane_dir,
                           p->lane_state, c.countdown_held, c.dt,   c.lengths};
  const Aim aim = run_behaviour(d, *p, in, clock);
  if (aim.target) p->target = {(*aim.target)[0], (*aim.target)[1], (*aim.target)[2]};
  // 5. FUN_0046d990: steering by the target's tangent, negated when running backwards.
  const int32_t index = steering_index(car, {p->target.x, p->target.y, p->target.z});
  Fx angle = steering_angle(car, index);
  if (car.points[0].spin < 0) angle = narrow(-int64_t{angle});
  uint32_t buttons = throttle(aim.word, index, p->lane_state, speed);  // 6.
  // 7. The reset: while +0x7c is negative it counts up in reverse; at 0 the car is put on the
  // paths again (FUN_004aa8a0), its line the nearest (FUN_004561d4 / FUN_00455ed0), its state
  // cleared.
  if (driver.stuck < 0) {
    driver.stuck = add(driver.stuck, c.dt);
    car.gear = kReverseGear;
    buttons = button::kAccelerate;
    if (driver.stuck >= 0) {
      driver.stuck = 0;
      car.gear = kNeutralGear;
      const race::Vec3 chassis{car.points[kChassisPoint].position[0],
                               car.points[kChassisPoint].position[1],
                               car.points[kChassisPoint].position[2]};
      paths.place(p->tracker, chassis);
      p->line = find_line(paths, p->tracker, chassis);
      p->lane_state = 0;
      d.last_distance = INT32_MAX;
    }
  }
  // 8. The angles, and +0x34 = angle << 16 + throttle + 8.
  set_wheel_angles(car, angle);
  driver.input = (static_cast<uint32_t>(angle) << 16) + ((buttons + kInputBias) & 0xffffu);
}

}  // namespace unpod::sim::ai
