// unpod_bench_network: a network race's figures (issue 32), on 127.0.0.1 only.
//  1. Eight machines of one human each and a host in this process race the Dusk Ring over ENet:
//     the bytes a second each machine sends and receives (ENet's headers included), and the
//     host's own CPU time per second of race (its thread's clock, around Host::service only):
//     the races one core holds at real time is its inverse.
//  2. With --lossy: four machines, straight on loopback and then through unpod_lossy_relay (60 +-
//  15 ms each way, 3 % lost, 1 %
//     doubled), once per input delay 0 to 3: rollbacks a second, the longest, the ticks
//     re-simulated, the waits and the GO! spread, to choose the default delay.
//  3. With --jumps (alone): four machines through the lossy relay at several settings, each
//     machine served as the game serves it, once a frame at 60 frames a second of wall time: the
//     largest move of a remote car in one frame beyond its own motion (a rollback's correction),
//     as the shown race has it and as net::CarSmoothing draws it.
// The humans retire after RETIRE seconds of race time (default 12), which ends the race. The
// CPU figure is also given against a fixed reference loop timed in the same run. Asserts nothing.
//   unpod_bench_network [RETIRE] [--lossy | --jumps]
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "net/loopback.h"
#include "net/processes.h"
#include "reference_loop.h"
#include "support/temp_dir.h"
#include "unpod/net/car_smoothing.h"

namespace {

using namespace unpod;
using net_test::Loopback;
using Clock = std::chrono::steady_clock;

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double reference_seconds() {
  return bench::reference_loop().seconds;
}

struct Race {
  std::vector<net::MachineFigures> figures;
  double host_cpu = 0, race_seconds = 0;
  bool completed = true;
};

// Serves the host and the machines until every machine is done; the host's CPU time counted.
Race run(Loopback& lb) {
  Race out;
  const auto end = Clock::now() + std::chrono::minutes(3);
  while (Clock::now() < end) {
    const double c0 = thread_cpu_seconds();
    lb.host->service(0);
    out.host_cpu += thread_cpu_seconds() - c0;
    bool all = true;
    for (size_t i = 0; i < lb.machines.size(); ++i) {
      if (!Loopback::done(*lb.machines[i])) lb.machines[i]->service(0, lb.readings[i]);
      all = all && Loopback::done(*lb.machines[i]);
    }
    if (all) break;
    std::this_thread::sleep_for(std::chrono::microseconds(300));
  }
  for (auto& m : lb.machines) {
    out.figures.push_back(m->figures());
    out.completed = out.completed && m->completed();
    out.race_seconds = std::max(out.race_seconds, m->figures().race_seconds);
  }
  return out;
}

// The host as unpod-server runs it (its own thread, Host::service(1) in a loop) with `races`
// races of 8 humans at once (4 machines of two players each); returns the host thread's CPU
// seconds per second of wall time while they race.
double host_cpu_per_second(int races, int64_t retire_ms) {
  net::HostOptions o = net_test::test_host(8, 3);
  o.max_rooms = races + 1;
  std::vector<std::string> log;
  std::string error;
  auto host = net::Host::open(
      test::demo_installation(), o, [&log](const std::string& l) { log.push_back(l); }, error);
  if (!host) {
    std::printf("host: %s\n", error.c_str());
    return 0;
  }
  std::atomic<bool> stop{false};
  std::atomic<double> cpu{0};
  std::atomic<int> racing{0};
  std::thread server([&] {
    double busy = 0;
    bool counting = false;
    double c0 = 0;
    while (!stop) {
      host->service(1);
      const bool now = host->rooms_racing() == races;
      if (now && !counting) c0 = thread_cpu_seconds();
      if (!now && counting) busy += thread_cpu_seconds() - c0;
      counting = now;
      racing = host->rooms_racing();
    }
    if (counting) busy += thread_cpu_seconds() - c0;
    cpu = busy;
  });
  std::vector<std::unique_ptr<net::Machine>> machines;
  std::vector<net::Machine::LocalReading> readings;
  for (int i = 0; i < 4 * races; ++i) {
    auto m = net::Machine::join(test::demo_installation(),
                                net_test::test_machine(host->port(), {"A", "B"}), error);
    machines.push_back(std::move(m));
    readings.push_back([i, retire_ms](int32_t p, int64_t ms) {
      return net_test::scripted(2 * i + p, ms, retire_ms + 250 * (2 * i + p));
    });
  }
  const auto t0 = Clock::now();
  Clock::time_point all_racing{}, first_done{};
  const auto end = t0 + std::chrono::minutes(3);
  while (Clock::now() < end) {
    bool all = true;
    for (size_t i = 0; i < machines.size(); ++i) {
      if (!Loopback::done(*machines[i])) machines[i]->service(0, readings[i]);
      all = all && Loopback::done(*machines[i]);
    }
    if (racing == races && all_racing == Clock::time_point{}) all_racing = Clock::now();
    if (racing < races && all_racing != Clock::time_point{} && first_done == Clock::time_point{})
      first_done = Clock::now();
    if (all) break;
    std::this_thread::sleep_for(std::chrono::microseconds(300));
  }
  if (first_done == Clock::time_point{}) first_done = Clock::now();
  stop = true;
  server.join();
  for (auto& m : machines)
    if (!m->completed()) std::printf("  a machine: %s\n", m->message().c_str());
  const double wall = std::chrono::duration<double>(first_done - all_racing).count();
  return wall > 0 ? cpu / wall : 0;
}

void eight_humans(int64_t retire_ms) {
  Loopback lb(net_test::test_host(8, 3));
  for (int i = 0; i < 8; ++i) {
    std::string name = "P";
    name += std::to_string(i + 1);
    lb.join(net_test::test_machine(lb.host->port(), {name}), [i, retire_ms](int32_t, int64_t ms) {
      return net_test::scripted(i, ms, retire_ms + 250 * i);
    });
  }
  const Race r = run(lb);
  double up_max = 0, down_max = 0, up_sum = 0, down_sum = 0;
  for (const auto& f : r.figures) {
    up_max = std::max(up_max, f.bytes_sent_per_s);
    down_max = std::max(down_max, f.bytes_received_per_s);
    up_sum += f.bytes_sent_per_s;
    down_sum += f.bytes_received_per_s;
  }
  const double ref = reference_seconds();
  const double cpu_per_s = r.host_cpu / std::max(1e-9, r.race_seconds);
  std::printf("8 humans on 8 machines, loopback, %.1f s of race (%s):\n", r.race_seconds,
              r.completed ? "every machine completed" : "NOT every machine completed");
  std::printf("  bytes a second per machine: up mean %.0f max %.0f, down mean %.0f max %.0f\n",
              up_sum / 8, up_max, down_sum / 8, down_max);
  std::printf(
      "  host CPU: %.4f s per second of race (%.4f s at the reference speed): %.0f races a core\n",
      cpu_per_s, cpu_per_s / ref, cpu_per_s > 0 ? 1.0 / cpu_per_s : 0.0);
  std::printf("  reference loop: %.3f s (the reference speed: 1 s)\n", ref);
}

// Four machines of one human each, per input delay 0 to 3: straight to the host on loopback, or
// each through a lossy relay.
void delays(int64_t retire_ms, bool through_relay) {
  test::TempDir dir;
  if (through_relay)
    std::printf(
        "4 humans on 4 machines through the lossy relay (60 +- 15 ms, 3 %% lost, 1 %% "
        "doubled):\n");
  else
    std::printf("4 humans on 4 machines on loopback:\n");
  std::printf("  delay  rollbacks/s  longest  re-simulated/s  waits  GO! spread ms  completed\n");
  for (uint32_t delay = 0; delay <= 3; ++delay) {
    Loopback lb(net_test::test_host(4, 3));
    std::vector<std::unique_ptr<net_test::Process>> relays;
    for (int i = 0; i < 4; ++i) {
      if (!through_relay) {
        std::string name = "P";
        name += std::to_string(i + 1);
        auto o = net_test::test_machine(lb.host->port(), {name});
        o.input_delay = delay;
        lb.join(o, [i, retire_ms](int32_t, int64_t ms) {
          return net_test::scripted(i, ms, retire_ms + 250 * i);
        });
        continue;
      }
      std::string n = "relay";
      n += std::to_string(delay * 10 + uint32_t(i));
      relays.push_back(std::make_unique<net_test::Process>(
          std::vector<std::string>{UNPOD_RELAY_EXE, "--to-port", std::to_string(lb.host->port()),
                                   "--seed", std::to_string(100 * delay + i), "--seconds", "180"},
          dir.path() / (n + ".out"), dir.path() / (n + ".err")));
      const uint16_t port =
          uint16_t(std::atoi(relays.back()->first_line(std::chrono::seconds(10)).c_str()));
      std::string name = "P";
      name += std::to_string(i + 1);
      auto o = net_test::test_machine(port, {name});
      o.input_delay = delay;
      lb.join(o, [i, retire_ms](int32_t, int64_t ms) {
        return net_test::scripted(i, ms, retire_ms + 250 * i);
      });
    }
    const Race r = run(lb);
    double rb = 0, resim = 0, waits = 0;
    uint32_t longest = 0;
    uint64_t lo = UINT64_MAX, hi = 0;
    for (const auto& f : r.figures) {
      rb += f.rollback.rollbacks / std::max(1e-9, f.race_seconds) / double(r.figures.size());
      resim += double(f.rollback.ticks_resimulated) / std::max(1e-9, f.race_seconds) /
               double(r.figures.size());
      waits += double(f.rollback.waits);
      longest = std::max(longest, f.rollback.longest_rollback);
      lo = std::min(lo, f.go_us);
      hi = std::max(hi, f.go_us);
    }
    std::printf("  %5u  %11.2f  %7u  %14.1f  %5.0f  %13.1f  %s\n", delay, rb, longest, resim, waits,
                double(hi - lo) / 1000.0, r.completed ? "yes" : "NO");
  }
}

// A lossy link's setting (unpod_lossy_relay's options); none: straight on loopback.
struct LinkSetting {
  const char* name;
  double delay_ms, jitter_ms, loss, dup;
  bool relay = true;
};

// One machine as the game serves it: once a frame, then its shown race's cars read.
struct FramedMachine {
  Clock::time_point next_frame{}, last_frame{};
  std::unique_ptr<net::CarSmoothing> smoothing;
  std::vector<net::CarMotion> shown, drawn;
  uint32_t rollbacks = 0, shown_tick = 0;
};

// Remote cars' moves in one frame beyond their own motion (units). At a rollback the shown race
// moves a car at once by its correction (raw); eased, the drawn car moves by a frame's share of
// it. Without a rollback a car's move beyond its mean velocity is the motion's own (a wall or a
// car hit within the frame): the same raw and eased, given apart.
struct Jumps {
  double raw = 0, raw_sum = 0;         // at rollbacks: the largest, and their sum for the mean
  double eased = 0;                    // the largest a drawn car moved by the easing in one frame
  double motion = 0;                   // the largest without a rollback
  uint64_t frames = 0, corrected = 0;  // remote cars' frames; those after a rollback
  uint32_t snaps = 0;
  bool completed = true;
};

// Four machines through `link` served at 60 frames a second each (staggered); the host served
// in between as unpod-server serves it.
Jumps jumps(int64_t retire_ms, const LinkSetting& link, uint32_t seed) {
  test::TempDir dir;
  Loopback lb(net_test::test_host(4, 3));
  std::vector<std::unique_ptr<net_test::Process>> relays;
  for (int i = 0; i < 4; ++i) {
    uint16_t port = lb.host->port();
    if (link.relay) {
      std::string n = "relay";  // (appended: GCC 12 warns of "literal" + std::string)
      n += std::to_string(i);
      relays.push_back(std::make_unique<net_test::Process>(
          std::vector<std::string>{
              UNPOD_RELAY_EXE, "--to-port", std::to_string(port), "--seed",
              std::to_string(seed + uint32_t(i)), "--delay-ms", std::to_string(link.delay_ms),
              "--jitter-ms", std::to_string(link.jitter_ms), "--loss", std::to_string(link.loss),
              "--dup", std::to_string(link.dup), "--seconds", "180"},
          dir.path() / (n + ".out"), dir.path() / (n + ".err")));
      port = uint16_t(std::atoi(relays.back()->first_line(std::chrono::seconds(10)).c_str()));
    }
    std::string name = "P";
    name += std::to_string(i + 1);
    lb.join(net_test::test_machine(port, {name}), [i, retire_ms](int32_t, int64_t ms) {
      return net_test::scripted(i, ms, retire_ms + 250 * i);
    });
  }
  constexpr auto kFrame = std::chrono::microseconds(16667);
  std::vector<FramedMachine> framed(lb.machines.size());
  const auto t0 = Clock::now();
  for (size_t i = 0; i < framed.size(); ++i) framed[i].next_frame = t0 + kFrame * i / 4;
  Jumps out;
  const auto end = t0 + std::chrono::minutes(3);
  while (Clock::now() < end) {
    lb.host->service(0);
    bool all = true;
    for (size_t i = 0; i < lb.machines.size(); ++i) {
      net::Machine& m = *lb.machines[i];
      FramedMachine& f = framed[i];
      all = all && Loopback::done(m);
      const auto now = Clock::now();
      if (Loopback::done(m) || now < f.next_frame) continue;
      f.next_frame += kFrame;
      m.service(0, lb.readings[i]);
      const net::Rollback* rb = m.race();
      if (!rb || m.phase() != net::Machine::Phase::kRacing) continue;
      const std::vector<net::CarMotion> cars = net::car_motions(rb->shown_session());
      if (!f.smoothing) {
        std::vector<bool> local(cars.size(), false);
        for (int32_t h : m.my_humans()) local[size_t(h)] = true;
        f.smoothing = std::make_unique<net::CarSmoothing>(local);
      }
      const bool rolled_back = rb->stats().rollbacks != f.rollbacks;
      const double race_s = double(rb->shown() - f.shown_tick) * m.tick_ms() / 1000.0;
      const double wall_s = f.last_frame == Clock::time_point{}
                                ? 0.0
                                : std::chrono::duration<double>(now - f.last_frame).count();
      f.smoothing->frame(cars, rolled_back, race_s, wall_s);
      std::vector<net::CarMotion> drawn = cars;
      for (size_t r = 0; r < cars.size(); ++r) drawn[r].position = f.smoothing->drawn(r);
      if (f.shown.size() == cars.size())
        for (size_t r = 0; r < cars.size(); ++r) {
          const auto& mine = m.my_humans();
          if (std::find(mine.begin(), mine.end(), int32_t(r)) != mine.end())
            continue;  // the local player's car: never eased
          const double raw = net::unexplained_move(f.shown[r], cars[r], race_s);
          ++out.frames;
          if (rolled_back) {
            // The drawn car's move beyond its motion: what the easing left of the correction.
            out.eased = std::max(out.eased, net::unexplained_move(f.drawn[r], drawn[r], race_s));
            out.raw = std::max(out.raw, raw);
            out.raw_sum += raw;
            ++out.corrected;
          } else {
            // The easing's share this frame: the offset's change.
            double moved = 0;
            for (size_t k = 0; k < 3; ++k) {
              const double d = (drawn[r].position[k] - cars[r].position[k]) -
                               (f.drawn[r].position[k] - f.shown[r].position[k]);
              moved += d * d;
            }
            out.eased = std::max(out.eased, std::sqrt(moved));
            out.motion = std::max(out.motion, raw);
          }
        }
      f.shown = cars;
      f.drawn = std::move(drawn);
      f.rollbacks = rb->stats().rollbacks;
      f.shown_tick = rb->shown();
      f.last_frame = now;
    }
    if (all) break;
    std::this_thread::sleep_for(std::chrono::microseconds(300));
  }
  for (size_t i = 0; i < lb.machines.size(); ++i) {
    out.completed = out.completed && lb.machines[i]->completed();
    if (framed[i].smoothing) out.snaps += framed[i].smoothing->snaps();
  }
  return out;
}

void jump_table(int64_t retire_ms) {
  const net::SmoothingRules rules;
  std::printf(
      "4 humans on 4 machines, each served at 60 frames a second; remote cars' largest move in "
      "one frame beyond their motion, units (about metres); eased over %.0f ms, snapped past "
      "%.0f units:\n",
      rules.ease_seconds * 1000, rules.snap_distance);
  std::printf(
      "  link                     at a rollback: max  mean  eased max  snaps  without a "
      "rollback: max  remote frames (after a rollback)  completed\n");
  const LinkSetting links[] = {
      {"loopback", 0, 0, 0, 0, false},
      {"30 +- 10 ms, 1 % lost", 30, 10, 0.01, 0.01},
      {"60 +- 15 ms, 3 % lost", 60, 15, 0.03, 0.01},
      {"100 +- 30 ms, 5 % lost", 100, 30, 0.05, 0.01},
  };
  uint32_t seed = 500;
  for (const LinkSetting& link : links) {
    const Jumps j = jumps(retire_ms, link, seed);
    seed += 10;
    std::printf("  %-23s %18.2f  %4.2f  %9.2f  %5u  %22.2f  %13llu (%llu)  %s\n", link.name, j.raw,
                j.corrected ? j.raw_sum / double(j.corrected) : 0.0, j.eased, j.snaps, j.motion,
                static_cast<unsigned long long>(j.frames),
                static_cast<unsigned long long>(j.corrected), j.completed ? "yes" : "NO");
  }
}

}  // namespace

int main(int argc, char** argv) {
  int64_t retire_ms = 12000;
  bool with_lossy = false, with_jumps = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--lossy") == 0)
      with_lossy = true;
    else if (std::strcmp(argv[i], "--jumps") == 0)
      with_jumps = true;
    else
      retire_ms = std::max(1, std::atoi(argv[i])) * 1000;
  }
  if (with_jumps) {
    jump_table(retire_ms);
    return 0;
  }
  eight_humans(retire_ms);
  // The cost of a race to a host, apart from its polling: one race at once, then three.
  const double one = host_cpu_per_second(1, retire_ms), three = host_cpu_per_second(3, retire_ms);
  const double ref = reference_seconds();
  const double per_race = (three - one) / 2;
  std::printf("host thread (Host::service(1) in a loop, as unpod-server), races of 8 humans:\n");
  std::printf("  1 race at once: %.4f s CPU a second; 3 at once: %.4f\n", one, three);
  std::printf(
      "  a race's own cost: %.5f s CPU a second (%.5f s at the reference speed): %.0f races a "
      "core\n",
      per_race, per_race / ref, per_race > 0 ? 1.0 / per_race : 0.0);
  if (with_lossy) {
    delays(retire_ms, false);
    delays(retire_ms, true);
  }
  return 0;
}
