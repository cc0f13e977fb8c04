#include "race_physics.h"

namespace unpod::game {

sim::race::CarView car_view(const sim::physics::CarState& car) {
  namespace physics = sim::physics;
  sim::race::CarView view;
  view.position = {car.centre[0], car.centre[1], car.centre[2]};
  view.forward = {car.forward[0], car.forward[1], car.forward[2]};
  view.reverse = car.gear == physics::kReverseGear;
  for (int w = 0; w < physics::kChassisPoint; ++w)
    view.wheel_on_ground = view.wheel_on_ground || car.points[static_cast<size_t>(w)].touching;
  return view;
}

void start_race(LoadedRace& race) {
  sim::physics::Simulation& simulation = *race.simulation;
  race.race->start([&simulation](sim::race::RaceRules& rules, sim::race::Fx dt) {
    simulation.step(&rules, dt, true);
  });
}

sim::race::FrameReport race_frame(LoadedRace& race, uint32_t ms) {
  sim::physics::Simulation& simulation = *race.simulation;
  const sim::race::Race& r = *race.race;
  // The countdown's phase as each step runs: the steps come before the frame's countdown pass.
  const auto step = [&simulation, &r](sim::race::RaceRules& rules, sim::race::Fx dt) {
    simulation.step(&rules, dt, r.countdown().phase() != sim::race::CountdownPhase::kOff);
  };
  const auto view = [&simulation](int32_t racer) {
    return car_view(simulation.racers()[static_cast<size_t>(racer)].car);
  };
  return race.race->frame(ms, step, view);
}

}  // namespace unpod::game
