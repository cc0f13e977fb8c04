// unpod_bench_physics: the car physics' cost (issue 6's targets: at most 5 µs for one car's
// physics step, 50 µs for a whole 8-car simulation step with collisions). The Dusk Ring compiled
// from the demo disc (tools/disc), the world, props and zones built from it, damage on. The cars
// are driven round the lap by a small pursuit controller (integer arithmetic: it aims at the
// centre line 18 units ahead, full throttle under 35 units/s), so the steps are real driving:
// the track pass on the road, the walls now and then, the tyres at their limits in the bends.
//   one car:  physics_step (FUN_0041b66c) with the upside-down test and the wheels' roll, the
//             controller outside the timing; and Simulation::step with that one car (its
//             controller, the zones, the props);
//   8 cars:   the same with 8 cars from the grid, so the car pairs and their contacts count.
// Median of RUNS runs of STEPS steps of 12 ms each. Reports; asserts nothing.
//   unpod_bench_physics [RUNS] [STEPS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "support/demo_disc.h"
#include "support/median.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/simulation.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
namespace physics = sim::physics;
using physics::Fx;
using physics::Vec16;

constexpr Fx kStep = 786;  // 12 ms in 16.16 seconds

using unpod::test::median;

// The lap's centre line every 2 units.
std::vector<Vec16> lap_points() {
  std::vector<Vec16> lap;
  for (double d = 0; d < test::lap_length(); d += 2) {
    const assets::Vec3 p = test::on_lap(d);
    lap.push_back({p.x, p.y, p.z});
  }
  return lap;
}

// Each car's place on the lap (an index into the centre line), moved on as it drives.
struct Pursuit {
  const std::vector<Vec16>* lap;
  std::vector<size_t> at;
  void operator()(const physics::Simulation::ControlContext& c) { drive(c.racer, c.me); }
  void drive(int32_t racer, physics::Racer& r) {
    const std::vector<Vec16>& l = *lap;
    size_t& i = at[size_t(racer)];
    auto far = [&](size_t k) {
      const Vec16 d = physics::sub(l[k % l.size()], r.car.centre);
      return int64_t{std::abs(d[0])} + std::abs(d[1]);
    };
    for (int n = 0; n < 8 && far(i + 1) < far(i); ++n) i = (i + 1) % l.size();
    const Vec16 to = physics::sub(l[(i + 9) % l.size()], r.car.centre);  // 18 units on
    const Fx side = physics::dot(to, r.car.left), ahead = physics::dot(to, r.car.forward);
    const Fx angle = ahead > 0x10000 ? physics::div(side, ahead)
                                     : (side > 0 ? r.car.steer_max : -r.car.steer_max);
    physics::set_wheel_angles(r.car, angle);
    const Fx speed = physics::dot(r.car.velocity, r.car.forward);
    r.driver.input = physics::input_word(speed < 35 * 0x10000 ? physics::button::kAccelerate : 0);
  }
};

struct Result {
  double ns_per_step = 0;
  double physics_ns = 0;  // inside physics_step, upside_down and wheel_roll only
  int contacts = 0, put_backs = 0, wall_points = 0;
};

Result run(int cars, int steps, const std::vector<Vec16>& lap) {
  const assets::Circuit& circuit = test::dusk_ring().circuit;
  physics::SimulationOptions options;
  options.damage.on = true;
  auto made = physics::Simulation::of_circuit(circuit, options);
  if (!made) {
    std::fprintf(stderr, "%s\n", made.error().to_string().c_str());
    std::exit(1);
  }
  physics::Simulation sim = std::move(made.value());
  const char* names[] = {"zephyr", "bulwark", "mantis", "cinder"};
  for (int r = 0; r < cars; ++r)
    sim.add_racer_on_grid(test::demo_car(names[r % 4]),
                          r == 0 ? physics::DriverKind::kHuman : physics::DriverKind::kComputer,
                          circuit.directions[0].start_grid[size_t(r)]);
  Pursuit drive{&lap, std::vector<size_t>(size_t(cars), 0)};
  for (int r = 0; r < cars; ++r) {  // start each car at the lap point nearest it
    size_t best = 0;
    int64_t best_d = INT64_MAX;
    for (size_t k = 0; k < lap.size(); ++k) {
      const Vec16 d = physics::sub(lap[k], sim.racers()[size_t(r)].car.centre);
      const int64_t m = int64_t{std::abs(d[0])} + std::abs(d[1]);
      if (m < best_d) best = k, best_d = m;
    }
    drive.at[size_t(r)] = best;
  }
  sim.set_controller(std::ref(drive));
  for (int i = 0; i < 200; ++i) sim.step(nullptr, kStep, true);  // settled on the grid first
  Result out;
  if (cars == 1) {
    // The physics step on its own: the same car, the controller run first, outside the timing.
    physics::Simulation alone = sim;
    physics::Racer& r = alone.racer(0);
    uint32_t counter = 0;
    physics::StepContext ctx;
    ctx.world = &alone.world();
    ctx.dt = kStep;
    ctx.chassis_counter = &counter;
    ctx.fallback = r.car.centre;
    Pursuit own = drive;
    double ns = 0;
    for (int s = 0; s < steps; ++s) {
      own.drive(0, r);
      const auto t0 = Clock::now();
      physics::physics_step(r.car, r.driver, ctx);
      physics::upside_down(r.car, ctx);
      physics::wheel_roll(r.car, kStep);
      ns += std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
    }
    out.physics_ns = ns / steps;
  }
  const auto t0 = Clock::now();
  for (int s = 0; s < steps; ++s) {
    sim.step(nullptr, kStep);
    for (const physics::RacerEvents& e : sim.events()) {
      out.contacts += e.car_contacts;
      out.put_backs += e.put_back;
    }
  }
  out.ns_per_step = std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / steps;
  for (const physics::Racer& r : sim.racers())
    for (const physics::PointState& p : r.car.points) out.wall_points += p.wall_depth > 0;
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 9;
  const int steps = argc > 2 ? std::max(1, std::atoi(argv[2])) : 20000;
  const std::vector<Vec16> lap = lap_points();
  std::vector<double> alone, one, eight;
  int contacts = 0, put_backs = 0;
  for (int r = 0; r < runs; ++r) {
    const Result o = run(1, steps, lap);
    alone.push_back(o.physics_ns);
    one.push_back(o.ns_per_step);
    const Result e = run(8, steps, lap);
    eight.push_back(e.ns_per_step);
    contacts = e.contacts;
    put_backs = e.put_backs;
  }
  std::printf("Dusk Ring (lap %.0f units), %d steps of 12 ms x %d runs, damage on\n",
              test::lap_length(), steps, runs);
  std::printf("one car, per physics step: median %.0f ns, best %.0f ns (target <= 5000 ns)\n",
              median(alone), *std::min_element(alone.begin(), alone.end()));
  std::printf("one car, per simulation step (controller, zones, props): median %.0f ns\n",
              median(one));
  std::printf(
      "8 cars with collisions, per simulation step: median %.0f ns, best %.0f ns (target <= 50000 "
      "ns); %d car contacts and %d put-backs in the last run\n",
      median(eight), *std::min_element(eight.begin(), eight.end()), contacts, put_backs);
  return 0;
}
