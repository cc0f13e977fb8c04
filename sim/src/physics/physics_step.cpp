// One car's physics step, the stages in the original's order (pod-car-physics.md "The step").
#include "unpod/sim/physics/automatic.h"
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/engine.h"
#include "unpod/sim/physics/forces.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/gears.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/reverse.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/torque.h"
#include "unpod/sim/physics/tyre_marks.h"
#include "unpod/sim/physics/tyres.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c. The catch-up (#1) and the controller (#2) are the caller's
// (Simulation::step): this runs from the input bits on.
StepReport physics_step(CarState& car, DriverState& driver, const StepContext& ctx) {
  StepReport r;
  const world::World& w = *ctx.world;
  const Fx dt = ctx.dt;
  r.chassis_from = car.points[kChassisPoint].position;
  uint32_t buttons = input_bits(driver, ctx.countdown_held);  // #3
  // Ours (inferred.h): a human's automatic gearbox reverses from a standstill on the brake.
  if (driver.human() && !ctx.countdown_held) buttons = automatic_reverse(car, buttons);
  SoundInputs sound{buttons, driver.last_buttons, car.engine_speed, car.gear, false, 0};
  // inferred: the gear buttons ask a change of a manual gearbox (pod-controllers.md: they reach
  // the physics through +0x34).
  if ((car.flags & kAutomaticGearbox) == 0)
    car.gear_asked |= static_cast<uint8_t>(buttons & (button::kGearUp | button::kGearDown));
  automatic_gearbox(car);                      // #4 FUN_004191c4
  gear_change(car, dt);                        // #5 FUN_00418f0c
  wheel_axes(car);                             // #6 FUN_0041b3d4, FUN_00424704
  engine_speed_out_of_gear(car, buttons, dt);  // #7 FUN_00418010
  const Driver who = driver.human() ? Driver::kHuman : Driver::kComputer;
  const bool throttle = (buttons & button::kAccelerate) != 0;
  const Fx torque = drive_torque(car, who, throttle);  // #8 FUN_004185ac
  StepForces f;
  share_torque(car, throttle ? torque : 0, f);  // #9
  brakes(car, buttons, dt, f);                  // #10 FUN_004189c4
  rolling_resistance(car, f);                   // #11
  air(car, f);                                  // #12 FUN_00417c2c
  grip(car, dt, f);                             // #13 FUN_00417cec
  wheel_drive(car, dt, f);                      // #14 FUN_00417f48
  slope_hold(car, throttle, dt, f);             // #15
  springs(car, dt, f);                          // #16 FUN_004194c8
  normal_forces(car, f);                        // #17
  tyres(car, w, f);                             // #18 FUN_0041af80
  ground_time(car, f);                          // #19
  r.impacts = integrate(car, f, dt);            // #20 FUN_00419ad0, #21 FUN_00416284
  const PointsBefore before = points_before(car);
  substeps(car, dt);  // #22 FUN_00419564
  place_points(car);  // #23 FUN_00419680
  TrackPass pass =
      track_pass(car, w, before, driver.calls, *ctx.chassis_counter, ctx.walls);  // #24
  if (pass.fell) {
    put_back(car, w, ctx.path_heading ? ctx.path_heading() : std::nullopt, ctx.fallback,
             ctx.lengths);
    pass.wanted = {};
    r.put_back = true;
  }
  wheel_spin(car, f, dt);                             // #25 FUN_00418bd4
  r.marks = tyre_marks(car, ctx.random);              // #26 FUN_0041a714
  travel_limits(car, pass.wanted);                    // #27 FUN_0041988c
  push_out(car);                                      // #28 FUN_00416030
  touching_counters(car);                             // #29
  r.chassis_to = car.points[kChassisPoint].position;  // #30 the beacon test's move
  stuck_timer(driver, car, dt);                       // #31 FUN_004227bc
  sound.scraping = pass.scraping;
  sound.impact = r.impacts.strongest;
  r.sounds = sound_state(car, sound);  // #32
  driver.last_buttons = buttons;
  driver.calls += 1;
  return r;
}

}  // namespace unpod::sim::physics
