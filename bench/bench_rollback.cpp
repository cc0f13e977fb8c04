// unpod_bench_rollback: what going back costs a network race (issue 32's figure: re-simulating 10
// ticks of an 8-car race, the worst rollback a peer does in a frame, at most 1 ms). Eight humans
// on the Dusk Ring, run 2 s past "GO!" on the throttle; then RUNS times from that state: the
// confirmed race copied (RaceSession::copy) and 10 ticks of 16 ms simulated again, as
// net::Rollback does. Reports the medians of the copy and of the whole, as measured and at the
// reference speed (reference_loop.h: divided by the fixed loop's time in the same run).
// Asserts nothing.
//   unpod_bench_rollback [RUNS]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "reference_loop.h"
#include "support/demo_disc.h"
#include "support/demo_racers.h"
#include "support/median.h"
#include "unpod/sim/session/race_session.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace unpod;
namespace session = sim::session;
constexpr uint32_t kTickMs = 16;

double micros(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::micro>(b - a).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  auto race = test::dusk_ring_replay_session(test::dusk_ring_setup(8, 0, 3, true));
  race->start();
  uint32_t ms = 0;
  while (race->race().countdown().phase() != sim::race::CountdownPhase::kOff)
    race->frame(ms += kTickMs);
  sim::controls::PlayerDevice throttle;
  throttle.frame.keys[sim::controls::key_slot::kAccelerate] = true;
  for (int32_t h = 0; h < 8; ++h) race->set_device(h, throttle);
  for (int t = 0; t < 125; ++t) race->frame(ms += kTickMs);  // 2 s on the throttle

  const bench::ReferenceLoop loop = bench::reference_loop();
  std::vector<double> copy_us, back_us;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = Clock::now();
    auto again = race->copy();
    const auto t1 = Clock::now();
    for (uint32_t t = 1; t <= 10; ++t) again->frame(ms + t * kTickMs);
    const auto t2 = Clock::now();
    copy_us.push_back(micros(t0, t1));
    back_us.push_back(micros(t0, t2));
  }
  const double copy = test::median(copy_us), back = test::median(back_us);
  std::printf("rollback, 8 cars on the Dusk Ring, %d runs\n", runs);
  std::printf("  copy of the session:          median %.1f us (%.1f us at the reference speed)\n",
              copy, bench::at_reference_speed(copy, loop));
  std::printf("  copy and 10 ticks again:      median %.1f us (%.1f us at the reference speed)\n",
              back, bench::at_reference_speed(back, loop));
  std::printf("  reference loop: %.3f s (the reference speed: 1 s)\n", loop.seconds);
  return 0;
}
