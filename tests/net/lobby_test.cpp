// The lobby of a network race (docs/NETWORK.md, "The lobby"): every machine sees each seat's
// name, car, machine, round trip and ready mark; players pick cars until they are ready; a game
// that hosts starts the race by being ready once the others are; a dedicated host starts when
// every seat is taken and ready. On 127.0.0.1 only (loopback.h).
#include <catch2/catch.hpp>

#include <algorithm>

#include "loopback.h"

namespace unpod::net_test {
namespace {

using net::Machine;

net::MachineOptions choosing(uint16_t port, std::vector<std::string> names) {
  net::MachineOptions o = test_machine(port, std::move(names));
  o.choose_in_lobby = true;
  return o;
}

// Serves the loopback until `ready` or 5 s.
void serve_until(Loopback& lb, const std::function<bool()>& ready) {
  lb.run(std::chrono::seconds(5), ready);
}

const net::LobbySeat* seat_of(const Machine& m, const std::string& name) {
  for (const auto& s : m.lobby_seats())
    if (s.name == name) return &s;
  return nullptr;
}

TEST_CASE(
    "Network lobby: each machine sees every seat's name, car, machine and ready mark, a player "
    "changes car until ready, and the hosting game's machine starts the race once all are ready",
    "[net][enet][lobby]") {
  net::HostOptions options = test_host(4, 1);
  options.host_starts = true;
  options.max_rooms = 1;
  Loopback lb(options);
  const uint16_t port = lb.host->port();
  Machine& host_machine = lb.join(choosing(port, {"HOSTA"}), {});
  Machine& anna_boris = lb.join(choosing(port, {"ANNA", "BORIS"}), {});
  serve_until(lb, [&] {
    return host_machine.lobby_seats().size() == 3 && anna_boris.lobby_seats().size() == 3;
  });
  REQUIRE(anna_boris.phase() == Machine::Phase::kLobby);
  REQUIRE(anna_boris.lobby_seats().size() == 3);
  CHECK(anna_boris.seat_count() == 4);
  CHECK(anna_boris.host_starts());
  CHECK(anna_boris.car_names() ==
        std::vector<std::string>{"BULWARK", "CINDER", "MANTIS", "ZEPHYR"});
  const net::LobbySeat* hosta = seat_of(anna_boris, "HOSTA");
  const net::LobbySeat* anna = seat_of(anna_boris, "ANNA");
  const net::LobbySeat* boris = seat_of(anna_boris, "BORIS");
  REQUIRE((hosta && anna && boris));
  CHECK(anna->machine == boris->machine);
  CHECK(hosta->machine != anna->machine);
  CHECK((anna->mine && boris->mine && !hosta->mine));
  CHECK((!anna->ready && !hosta->ready));
  CHECK(anna->round_trip_ms < 1000);

  // ANNA picks the Mantis, then the Cinder: the host's seat list follows.
  anna_boris.choose(0, "MANTIS", false);
  anna_boris.choose(0, "cinder", false);
  serve_until(lb, [&] {
    const auto* s = seat_of(host_machine, "ANNA");
    return s && s->car == "CINDER";
  });
  REQUIRE(seat_of(host_machine, "ANNA"));
  CHECK(seat_of(host_machine, "ANNA")->car == "CINDER");

  // The host's own machine is ready first: nothing starts while ANNA and BORIS are not.
  host_machine.choose(0, "ZEPHYR", true);
  anna_boris.choose(0, "CINDER", true);
  serve_until(lb, [&] {
    const auto* s = seat_of(anna_boris, "ANNA");
    return s && s->ready && seat_of(anna_boris, "HOSTA")->ready;
  });
  CHECK(anna_boris.phase() == Machine::Phase::kLobby);
  CHECK(lb.host->races_started() == 0);
  // A ready player's car stays as it was.
  anna_boris.choose(0, "BULWARK", true);
  serve_until(lb, [] { return false; });
  CHECK(seat_of(anna_boris, "ANNA")->car == "CINDER");
  CHECK(lb.host->races_started() == 0);

  // BORIS ready: the race starts with three humans in their cars, the fourth seat a computer's.
  anna_boris.choose(1, "", true);
  serve_until(lb, [&] { return anna_boris.phase() == Machine::Phase::kRacing; });
  REQUIRE(anna_boris.phase() == Machine::Phase::kRacing);
  REQUIRE(host_machine.phase() == Machine::Phase::kRacing);
  const assets::Replay& setup = anna_boris.setup();
  REQUIRE(setup.racers.size() == 8);
  CHECK(setup.racers[0].driver == "HOSTA");
  CHECK(setup.racers[1].driver == "ANNA");
  CHECK(setup.racers[2].driver == "BORIS");
  CHECK(anna_boris.my_humans() == std::vector<int32_t>{1, 2});
  CHECK(setup.racers[0].car == "ZEPHYR");
  CHECK(setup.racers[1].car == "CINDER");
  CHECK(lb.events("choice").size() >= 5);

  // A machine that comes now is told the race has started.
  Machine& late = lb.join(choosing(port, {"CARL"}), {});
  serve_until(lb, [&] { return late.phase() == Machine::Phase::kFailed; });
  CHECK(late.message() ==
        "the host refused this machine: the race has already started: try again when it ends");
}

TEST_CASE(
    "Network lobby: a dedicated host waits for every seat to be taken and ready, and a player who "
    "leaves the lobby is gone from every seat list",
    "[net][enet][lobby]") {
  Loopback lb(test_host(2, 1));
  const uint16_t port = lb.host->port();
  Machine& anna = lb.join(choosing(port, {"ANNA"}), {});
  Machine& boris = lb.join(choosing(port, {"BORIS"}), {});
  serve_until(lb, [&] { return anna.lobby_seats().size() == 2; });
  REQUIRE(anna.lobby_seats().size() == 2);
  CHECK_FALSE(anna.host_starts());
  anna.choose(0, "", true);
  serve_until(lb, [&] { return seat_of(boris, "ANNA") && seat_of(boris, "ANNA")->ready; });
  CHECK(lb.host->races_started() == 0);
  // BORIS leaves; CARL takes the seat, ready as he joins (a headless machine).
  boris.leave("changed his mind");
  Machine& carl = lb.join(test_machine(port, {"CARL"}), {});
  serve_until(lb, [&] { return anna.phase() == Machine::Phase::kRacing; });
  REQUIRE(anna.phase() == Machine::Phase::kRacing);
  CHECK(carl.phase() == Machine::Phase::kRacing);
  CHECK(anna.setup().racers[1].driver == "CARL");
  bool told = false;
  for (const std::string& n : anna.take_news()) told = told || n == "BORIS left the lobby";
  CHECK(told);

  // A full lobby refuses a third machine with the reason.
  net::HostOptions one_seat = test_host(1, 1);
  one_seat.max_rooms = 1;
  Loopback full(one_seat);
  Machine& one = full.join(choosing(full.host->port(), {"ONE"}), {});
  serve_until(full, [&] { return one.lobby_seats().size() == 1; });
  Machine& two = full.join(choosing(full.host->port(), {"TWO"}), {});
  serve_until(full, [&] { return two.phase() == Machine::Phase::kFailed; });
  CHECK(two.message() == "the host refused this machine: the race is full (1 seat)");
}

}  // namespace
}  // namespace unpod::net_test
