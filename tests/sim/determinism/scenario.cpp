#include "scenario.h"

#include <stdexcept>

#include "sim/race_disc_fixture.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "unpod/sim/fx/fnv.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/race/race.h"
#include "unpod/sim/session/runner.h"

namespace unpod::determinism {

namespace physics = sim::physics;

ScenarioResult run_scenario() {
  const assets::Circuit& circuit = test::dusk_ring().circuit;
  physics::SimulationOptions options;
  options.damage.on = true;
  auto made = physics::Simulation::of_circuit(circuit, options);
  if (!made) throw std::runtime_error(made.error().to_string());
  physics::Simulation sim = std::move(made.value());
  sim::race::RaceSetup setup;
  setup.humans = 1;
  setup.computers = 7;
  sim::race::Race race(race_test::dusk_course(), setup, sim::race::ViewStep::kFar);
  const auto& grid = circuit.directions[0].start_grid;
  std::vector<assets::Vec3> places;
  const char* cars[] = {"zephyr", "bulwark", "mantis", "cinder"};
  for (int r = 0; r < setup.racers(); ++r) {
    sim.add_racer_on_grid(test::demo_car(cars[r % 4]),
                          r == 0 ? physics::DriverKind::kHuman : physics::DriverKind::kComputer,
                          grid[size_t(r)]);
    places.push_back(grid[size_t(r)].position);
  }
  race.set_paths(race_test::dusk_paths(), places);
  // Scripted drivers: full throttle, a turn of the wheels that changes every 1.5 s, a brake now
  // and then; each racer on its own pattern.
  int32_t step_count = 0;
  sim.set_controller([&](const physics::Simulation::ControlContext& c) {
    const int32_t racer = c.racer;
    physics::Racer& r = c.me;
    const int32_t phase = step_count / 120 + racer * 3;
    const bool brake = phase % 7 == 3;
    r.driver.input =
        physics::input_word(brake ? physics::button::kBrake : physics::button::kAccelerate);
    const int32_t turn = phase % 5 - 2;  // -2 .. 2
    physics::set_wheel_angles(r.car, r.car.steer_max * turn / 4);
  });
  ScenarioResult out;
  bool held = true;
  auto stepper = [&](sim::race::RaceRules& rules, physics::Fx dt) {
    sim.step(&rules, dt, held);
    ++step_count;
    for (const physics::RacerEvents& e : sim.events()) {
      out.contacts += e.car_contacts;
      out.put_backs += e.put_back;
    }
  };
  physics::reset_overflow_count();
  race.start(stepper);
  uint32_t ms = 1000;
  for (int frame = 0; frame < 1700; ++frame) {
    held = race.countdown().phase() != sim::race::CountdownPhase::kOff;
    race.frame(ms, stepper);
    out.hash = sim::fx::fnv_mix64(out.hash, sim.hash());
    ms += 10 + static_cast<uint32_t>((frame * 7) % 5);  // 10..14 ms frames
  }
  out.steps = step_count;
  out.overflows = physics::overflow_count();
  return out;
}

RaceScenarioResult run_race_scenario() {
  auto session = test::demo_session(test::dusk_ring().circuit, test::computers_race(8, 1, 1));
  sim::session::RaceSession& race = *session;
  RaceScenarioResult out;
  uint64_t h = sim::fx::kFnvOffset;
  sim::session::RunOptions options;
  options.after_frame = [&](const sim::race::FrameReport&) {
    h = sim::fx::fnv_mix64(h, race.hash());
  };
  sim::session::FrameSource frames = sim::session::FrameSource::seeded(1997);
  sim::session::run(race, frames, std::move(options));
  out.hash = sim::fx::fnv_mix64(h, race.hash());
  out.steps = race.steps();
  for (const auto& r : race.race().rules().state().records) out.finished += r.finished;
  for (const auto& c : race.computers()) out.draws += c.behaviour_changes;
  return out;
}

}  // namespace unpod::determinism
