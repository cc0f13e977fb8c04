// unpod_bench_rollback: what going back costs a network race (issue 32's figure: re-simulating 10
// ticks of an 8-car race, the worst rollback a peer does in a frame, at most 1 ms). Eight humans
// on the Dusk Ring, run 2 s past "GO!" on the throttle; then RUNS times from that state: the
// confirmed race copied (RaceSession::copy) and 10 ticks of 16 ms simulated again, as
// net::Rollback does. Reports the medians of the copy and of the whole, and their ratio to a
// fixed reference loop timed in the same run (these machines vary from one session to the next).
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

double reference_us() {
  return bench::reference_loop_us();
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

  std::vector<double> copy_us, back_us, ref_us;
  for (int i = 0; i < runs; ++i) {
    const auto t0 = Clock::now();
    auto again = race->copy();
    const auto t1 = Clock::now();
    for (uint32_t t = 1; t <= 10; ++t) again->frame(ms + t * kTickMs);
    const auto t2 = Clock::now();
    copy_us.push_back(micros(t0, t1));
    back_us.push_back(micros(t0, t2));
    if (i % 20 == 0) ref_us.push_back(reference_us());
  }
  const double ref = test::median(ref_us);
  const double copy = test::median(copy_us), back = test::median(back_us);
  std::printf("rollback, 8 cars on the Dusk Ring, %d runs\n", runs);
  std::printf("  copy of the session:          median %.1f us (%.3f of the reference loop)\n", copy,
              copy / ref);
  std::printf("  copy and 10 ticks again:      median %.1f us (%.3f of the reference loop)\n", back,
              back / ref);
  std::printf("  reference loop (2^22 LCG):    median %.1f us\n", ref);
  return 0;
}
