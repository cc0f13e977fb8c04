// Network races in one test process, on 127.0.0.1 only: a host (net::Host) and machines
// (net::Machine) served in turn from one thread, each machine's players driven by a script of
// readings. Every loop is bounded in time and stops by itself.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "support/demo_disc.h"
#include "unpod/net/host.h"
#include "unpod/net/machine.h"

namespace unpod::net_test {

// A player who drives round the Dusk Ring's first bends as a script would: on the throttle,
// steering in short bursts that differ per player (so the machines predict wrongly now and
// then), and retires at `retire_ms` of race time (the race ends when every human has finished,
// retired or left).
inline net::Reading scripted(int32_t seed, int64_t race_ms, int64_t retire_ms) {
  namespace slot = sim::controls::key_slot;
  net::Reading r;
  if (race_ms < 0) return r;
  r.keys[slot::kAccelerate] = true;
  const int64_t phase = (race_ms / 250 + seed * 3) % 11;
  r.keys[slot::kLeft] = phase == 2 || (seed % 2 == 0 && phase == 7);
  r.keys[slot::kRight] = phase == 5;
  r.retire = race_ms >= retire_ms;
  return r;
}

// The default host of the tests: the Dusk Ring, `laps` laps, NORMAL, 8 cars, `seats` humans,
// on 127.0.0.1 at a port the system picks.
inline net::HostOptions test_host(int32_t seats, int32_t laps = 2) {
  net::HostOptions o;
  o.address = "127.0.0.1";
  o.port = 0;
  o.race.circuit = "DUSKRING";
  o.race.laps = laps;
  o.race.difficulty = 1;
  o.race.damage = sim::session::DamageRule::kSector;
  o.race.cars = 8;
  o.seats = seats;
  return o;
}

inline net::MachineOptions test_machine(uint16_t port, std::vector<std::string> names) {
  net::MachineOptions o;
  o.address = "127.0.0.1";
  o.port = port;
  for (auto& n : names) o.players.push_back({n, "", {}});
  return o;
}

struct Loopback {
  std::unique_ptr<net::Host> host;
  std::vector<std::string> log;  // the host's JSON lines
  std::vector<std::unique_ptr<net::Machine>> machines;
  std::vector<net::Machine::LocalReading> readings;

  explicit Loopback(net::HostOptions options) {
    std::string error;
    host = net::Host::open(
        test::demo_installation(), std::move(options),
        [this](const std::string& line) { log.push_back(line); }, error);
    if (!host) throw std::runtime_error(error);
  }
  net::Machine& join(net::MachineOptions options, net::Machine::LocalReading reading) {
    std::string error;
    auto m = net::Machine::join(test::demo_installation(), std::move(options), error);
    if (!m) throw std::runtime_error(error);
    machines.push_back(std::move(m));
    readings.push_back(std::move(reading));
    return *machines.back();
  }
  static bool done(const net::Machine& m) {
    return m.phase() == net::Machine::Phase::kOver || m.phase() == net::Machine::Phase::kFailed;
  }
  // Serves everyone until every machine is over or failed, `until` says stop, or `limit`.
  void run(std::chrono::seconds limit = std::chrono::seconds(90),
           const std::function<bool()>& until = {}) {
    const auto end = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < end) {
      host->service(0);
      bool all = true;
      for (size_t i = 0; i < machines.size(); ++i) {
        if (!done(*machines[i])) machines[i]->service(0, readings[i]);
        all = all && done(*machines[i]);
      }
      if (all || (until && until())) break;
      std::this_thread::sleep_for(std::chrono::microseconds(500));
    }
    // The host's goodbyes and last log lines.
    for (int i = 0; i < 20; ++i) host->service(1);
  }
  // The host's log lines with `"event":"NAME"`.
  std::vector<std::string> events(const std::string& name) const {
    std::vector<std::string> out;
    for (const auto& l : log)
      if (l.find("\"event\":\"" + name + "\"") != std::string::npos) out.push_back(l);
    return out;
  }
};

}  // namespace unpod::net_test
