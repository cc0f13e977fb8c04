// Network races over ENet in one process, on 127.0.0.1 (loopback.h): a host and machines race
// the Dusk Ring and end on one state; a machine with other data or another version is refused
// with the reason; machines that break the protocol are sent away and the race goes on.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "loopback.h"
#include "support/temp_dir.h"
#include "unpod/assets/car.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/replay.h"
#include "unpod/net/codec.h"
#include "unpod/net/enet_link.h"
#include "unpod/net/protocol.h"
#include "unpod/sim/session/race_request.h"
#include "unpod/sim/session/replay.h"

namespace unpod::net_test {
namespace {

namespace fs = std::filesystem;
using net::Machine;
namespace wire = net::wire;

// The state hash of a host's log line ("state_hash":"0x...").
uint64_t logged_hash(const std::string& line) {
  const size_t at = line.find("\"state_hash\":\"0x");
  if (at == std::string::npos) return 0;
  return std::stoull(line.substr(at + 16, 16), nullptr, 16);
}

// A raw connection to the host: what a machine that speaks the protocol badly sends.
struct RawPeer {
  std::unique_ptr<net::EnetLink> link;
  bool connected = false, disconnected = false;
  std::vector<wire::Envelope> got;

  explicit RawPeer(uint16_t port) {
    std::string error;
    link = net::EnetLink::connect("127.0.0.1", port, error);
    REQUIRE(link);
  }
  // Serves the link (and the host beside it) for up to `ms`, until `until` holds.
  void serve(Loopback& lb, int ms, const std::function<bool()>& until) {
    for (int i = 0; i < ms && !until(); ++i) {
      lb.host->service(0);
      for (size_t m = 0; m < lb.machines.size(); ++m)
        if (!Loopback::done(*lb.machines[m])) lb.machines[m]->service(0, lb.readings[m]);
      for (;;) {
        auto ev = link->service(1);
        if (ev.kind == net::EnetLink::Event::kNone) break;
        if (ev.kind == net::EnetLink::Event::kConnect) connected = true;
        if (ev.kind == net::EnetLink::Event::kDisconnect) disconnected = true;
        if (ev.kind == net::EnetLink::Event::kReceive) {
          std::string error;
          if (auto m = net::decode(ev.data, ev.channel, net::Side::kHost, error)) got.push_back(*m);
        }
      }
    }
  }
  const wire::Envelope* last(wire::Envelope::BodyCase kind) const {
    for (auto it = got.rbegin(); it != got.rend(); ++it)
      if (it->body_case() == kind) return &*it;
    return nullptr;
  }
  void hello(uint32_t protocol, const std::string& version, const std::string& name) {
    wire::Envelope e;
    e.mutable_hello()->set_protocol(protocol);
    e.mutable_hello()->set_game_version(version);
    e.mutable_hello()->add_players()->set_name(name);
    send(e);
  }
  void send(const wire::Envelope& e) {
    link->send(link->server(), e);
    link->flush();
  }
  // Joins properly as `name`: Hello, the Welcome, its data checked as the host's.
  void join(Loopback& lb, const char* name) {
    serve(lb, 3000, [&] { return connected; });
    hello(net::kProtocolVersion, std::string(net::game_version()), name);
    serve(lb, 3000, [&] { return last(wire::Envelope::kWelcome) != nullptr; });
    wire::Envelope ok;
    ok.mutable_data_checked();
    send(ok);
  }
};

TEST_CASE(
    "Network race: a host and three machines, one with two players, race two laps of the Dusk "
    "Ring: every machine ends on the host's final state, and the replays are one file that "
    "verifies",
    "[net][enet]") {
  test::TempDir dir;
  net::HostOptions options = test_host(4, 2);
  options.replays = dir.path();
  Loopback lb(options);
  const uint16_t port = lb.host->port();
  // Every human retires in turn: the race ends when the last one has.
  lb.join(test_machine(port, {"ANNA"}), [](int32_t, int64_t ms) { return scripted(1, ms, 7000); });
  lb.join(test_machine(port, {"BORIS", "CARLA"}),
          [](int32_t p, int64_t ms) { return scripted(2 + p, ms, 8000 + 1000 * p); });
  lb.join(test_machine(port, {"DMITRI \x07\x1b[31m with a very long name"}),
          [](int32_t, int64_t ms) { return scripted(4, ms, 10500); });
  lb.run();

  for (auto& m : lb.machines) {
    INFO(m->message());
    REQUIRE(m->completed());
  }
  const auto finish = lb.events("finish");
  REQUIRE(finish.size() == 1);
  const uint64_t host_hash = logged_hash(finish[0]);
  REQUIRE(host_hash != 0);

  // The race the host described: the humans in seat order, names as the HUD takes them.
  const assets::Replay& setup = lb.machines[0]->setup();
  REQUIRE(setup.network);
  REQUIRE(setup.humans == 4);
  REQUIRE(setup.laps == 2);
  CHECK(setup.racers[0].driver == "ANNA");
  CHECK(setup.racers[1].driver == "BORIS");
  CHECK(setup.racers[2].driver == "CARLA");
  CHECK(setup.racers[3].driver == "DMITRI [31m with");  // control bytes out, 16 characters
  CHECK(lb.machines[1]->my_humans() == std::vector<int32_t>{1, 2});

  // One file everywhere: each machine's replay and the host's.
  const auto files = [&] {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(dir.path())) out.push_back(e.path());
    return out;
  }();
  REQUIRE(files.size() == 1);
  auto host_bytes = assets::read_file(files[0]);
  REQUIRE(host_bytes);
  for (auto& m : lb.machines) {
    REQUIRE(m->race()->confirmed_session().hash() == host_hash);
    const auto replay = m->replay();
    REQUIRE(replay);
    CHECK(assets::encode_replay(*replay) == *host_bytes);
  }
  // The host's replay plays back step for step to the same end (unpod-tool replay --verify).
  auto replay = assets::read_replay(files[0]);
  REQUIRE(replay);
  sim::session::RaceData data;
  std::string error;
  REQUIRE(sim::session::load_race_data(test::demo_installation(), replay->circuit, data, error));
  auto session = sim::session::make_session(data, *replay, error);
  REQUIRE(session);
  const auto played = sim::session::play(*session, *replay, true);
  CHECK(played.matched);
  CHECK(played.final_hash == host_hash);

  // GO! at once everywhere: every machine starts its tick clock at the host's start time,
  // taken through its clock offset, which the shortest ping so far measured to within half its
  // round trip. The machines share this process's clock (the true offset is 0), so each start
  // is the host's to within that, however busy the process was. When each machine's loop got
  // round to showing GO! depends on that load (CI runs other tests beside it): printed only.
  uint64_t lo = UINT64_MAX, hi = 0, shown_lo = UINT64_MAX, shown_hi = 0, worst_rtt = 0;
  for (auto& m : lb.machines) {
    const auto f = m->figures();
    REQUIRE(f.clock_round_trip_us > 0);
    REQUIRE(f.start_round_trip_us >= f.clock_round_trip_us);
    CHECK(uint64_t(std::llabs(f.clock_offset_us)) <= f.clock_round_trip_us / 2 + 1);
    worst_rtt = std::max(worst_rtt, f.start_round_trip_us);
    lo = std::min(lo, f.tick0_us);
    hi = std::max(hi, f.tick0_us);
    shown_lo = std::min(shown_lo, f.go_us);
    shown_hi = std::max(shown_hi, f.go_us);
  }
  REQUIRE(lo > 0);
  REQUIRE(shown_lo > 0);
  CHECK(hi - lo <= worst_rtt + 1);
  const auto f = lb.machines[1]->figures();
  std::cout << "network race on loopback: start spread " << (hi - lo) << " us (start's ping "
            << worst_rtt << " us), GO! shown spread " << (shown_hi - shown_lo)
            << " us; machine 2: " << f.rollback.rollbacks << " rollbacks, longest "
            << f.rollback.longest_rollback << ", " << f.rollback.waits << " waits, "
            << int(f.bytes_sent_per_s) << " B/s up, " << int(f.bytes_received_per_s)
            << " B/s down\n";
}

TEST_CASE(
    "Network race: a machine with other data, another version or the wrong password is refused "
    "with a message that says why",
    "[net][enet][refused]") {
  net::HostOptions options = test_host(2);
  Loopback lb(options);
  const uint16_t port = lb.host->port();

  SECTION("a car file that differs from the host's") {
    // The demo disc copied, one car's torque curve changed by one unit.
    test::TempDir dir;
    fs::copy(test::demo_disc(), dir.path(), fs::copy_options::recursive);
    const fs::path car_file = dir.path() / "DATA" / "BINARY" / "VOITURES" / "BULWARK.BV4";
    auto car = assets::load_car(car_file);
    REQUIRE(car);
    car->torque_curve.at(4) += 1;
    auto bytes = assets::write_car(*car);
    REQUIRE(bytes);
    REQUIRE(assets::write_file_atomic(car_file, *bytes).empty());
    auto other = assets::locate_installation(dir.path());
    REQUIRE(other);
    std::string error;
    auto m = Machine::join(*other, test_machine(port, {"ANNA"}), error);
    REQUIRE(m);
    for (int i = 0; i < 3000 && m->phase() != Machine::Phase::kFailed; ++i) {
      lb.host->service(0);
      m->service(1, {});
    }
    REQUIRE(m->phase() == Machine::Phase::kFailed);
    CHECK(m->message() == "your BULWARK.BV4 differs from the host's");
    lb.run(std::chrono::seconds(1), [] { return true; });
    REQUIRE(lb.events("refused").size() == 1);
    CHECK(lb.events("refused")[0].find("your BULWARK.BV4 differs") != std::string::npos);
  }
  SECTION("another protocol") {
    RawPeer raw(port);
    raw.serve(lb, 3000, [&] { return raw.connected; });
    raw.hello(net::kProtocolVersion + 1, std::string(net::game_version()), "ANNA");
    raw.serve(lb, 3000, [&] { return raw.disconnected; });
    REQUIRE(raw.last(wire::Envelope::kRefused));
    CHECK(raw.last(wire::Envelope::kRefused)->refused().reason() ==
          "this host speaks network protocol 2, yours is 3: both must run the same Un-POD");
    CHECK(raw.disconnected);
  }
  SECTION("another game version") {
    RawPeer raw(port);
    raw.serve(lb, 3000, [&] { return raw.connected; });
    raw.hello(net::kProtocolVersion, "0.0.9", "ANNA");
    raw.serve(lb, 3000, [&] { return raw.disconnected; });
    REQUIRE(raw.last(wire::Envelope::kRefused));
    CHECK(raw.last(wire::Envelope::kRefused)->refused().reason() ==
          "this host runs Un-POD " + std::string(net::game_version()) +
              ", you run 0.0.9: the race must be the same program everywhere");
  }
  SECTION("a password") {
    net::HostOptions locked = test_host(2);
    locked.password = "dusk";
    Loopback lb2(locked);
    auto opts = test_machine(lb2.host->port(), {"ANNA"});
    opts.password = "dawn";
    Machine& m = lb2.join(opts, {});
    lb2.run(std::chrono::seconds(10));
    REQUIRE(m.phase() == Machine::Phase::kFailed);
    CHECK(m.message() == "the host refused this machine: the password is not this race's");
  }
  SECTION("a car the host does not have") {
    auto opts = test_machine(port, {"ANNA"});
    opts.players[0].car = "HOVERCRAFT";
    Machine& m = lb.join(opts, {});
    lb.run(std::chrono::seconds(10));
    REQUIRE(m.phase() == Machine::Phase::kFailed);
    CHECK(m.message() ==
          "the host refused this machine: no car named 'HOVERCRAFT' here; the host's cars: "
          "BULWARK, CINDER, MANTIS, ZEPHYR");
  }
}

TEST_CASE(
    "Network race: machines that send what the protocol does not allow are sent away with the "
    "reason logged, and the host goes on",
    "[net][enet][hostile]") {
  Loopback lb(test_host(2, 1));
  const uint16_t port = lb.host->port();

  struct Case {
    const char* what;
    uint8_t channel;
    std::vector<uint8_t> bytes;
    const char* reason;
  };
  wire::Envelope hello;
  hello.mutable_hello()->set_protocol(net::kProtocolVersion);
  hello.mutable_hello()->add_players()->set_name("MALLORY");
  std::vector<uint8_t> truncated = net::encode(hello);
  truncated.pop_back();
  wire::Envelope welcome;
  welcome.mutable_welcome()->set_seats(2);
  welcome.mutable_welcome()->set_tick_ms(16);
  wire::Envelope inputs;
  inputs.mutable_inputs()->set_first_tick(0);
  wire::Envelope choice;
  choice.mutable_choice()->set_car("MANTIS");
  choice.mutable_choice()->set_ready(true);
  wire::Envelope third = choice;
  third.mutable_choice()->set_player(2);
  const std::vector<Case> cases = {
      {"garbage", 0, {0xff, 0xfe, 0x13, 0x37, 0x00, 0x99}, "does not decode"},
      {"a truncated Hello", 0, truncated, "does not decode"},
      {"an oversized datagram", 1, std::vector<uint8_t>(4000, 0x08), "4000 bytes"},
      {"a host's message", 0, net::encode(welcome), "a host's message from a machine"},
      {"inputs before Hello", 1, net::encode(inputs), "inputs before Hello"},
      {"a choice before Hello", 0, net::encode(choice), "a choice out of the lobby"},
      {"a choice for a third player", 0, net::encode(third), "a choice for player 2"},
  };
  for (const Case& c : cases) {
    INFO(c.what);
    RawPeer raw(port);
    raw.serve(lb, 3000, [&] { return raw.connected; });
    REQUIRE(raw.connected);
    raw.link->send_bytes(raw.link->server(), c.channel, c.bytes);
    raw.link->flush();
    raw.serve(lb, 3000, [&] { return raw.disconnected; });
    CHECK(raw.disconnected);
    const auto gone = lb.events("disconnected");
    REQUIRE(!gone.empty());
    CHECK(gone.back().find(c.reason) != std::string::npos);
  }
  REQUIRE(lb.events("disconnected").size() == cases.size());

  // The host still races.
  lb.join(test_machine(port, {"ANNA"}), [](int32_t, int64_t ms) { return scripted(1, ms, 3000); });
  lb.join(test_machine(port, {"BORIS"}), [](int32_t, int64_t ms) { return scripted(2, ms, 4000); });
  lb.run();
  for (auto& m : lb.machines) {
    INFO(m->message());
    CHECK(m->completed());
  }
}

TEST_CASE(
    "Network race: a machine that sends readings for another's car, or for a tick far ahead, is "
    "sent away in the race, its car leaves at the tick the host decides and the race finishes on "
    "one state",
    "[net][enet][hostile]") {
  Loopback lb(test_host(3, 1));
  const uint16_t port = lb.host->port();
  Machine& anna = lb.join(test_machine(port, {"ANNA"}),
                          [](int32_t, int64_t ms) { return scripted(1, ms, 9000); });
  // Two raw machines that join properly, then cheat once the race runs.
  std::vector<std::unique_ptr<RawPeer>> raws;
  for (const char* name : {"MALLORY", "TRUDY"}) {
    raws.push_back(std::make_unique<RawPeer>(port));
    raws.back()->join(lb, name);
  }
  for (int i = 0; i < 100; ++i)
    for (auto& raw : raws) raw->serve(lb, 30, [&] { return raw->last(wire::Envelope::kStart); });
  REQUIRE(raws[0]->last(wire::Envelope::kStart));
  REQUIRE(raws[1]->last(wire::Envelope::kStart));
  // MALLORY drives ANNA's car (human 0); TRUDY sends 40 ticks at once at the start.
  const uint32_t trudy = raws[1]->last(wire::Envelope::kStart)->start().your_humans(0);
  {
    wire::Envelope e;
    e.mutable_inputs()->set_first_tick(0);
    auto* rd = e.mutable_inputs()->add_readings();
    rd->set_human(0);
    net::pack(std::vector<net::Reading>(5), *rd);
    raws[0]->send(e);
  }
  {
    wire::Envelope e;
    e.mutable_inputs()->set_first_tick(0);
    auto* rd = e.mutable_inputs()->add_readings();
    rd->set_human(trudy);
    net::pack(std::vector<net::Reading>(40), *rd);
    raws[1]->send(e);
  }
  for (auto& raw : raws) raw->serve(lb, 3000, [&] { return raw->disconnected; });
  CHECK(raws[0]->disconnected);
  CHECK(raws[1]->disconnected);
  const auto gone = lb.events("disconnected");
  REQUIRE(gone.size() == 2);
  const auto logged = [&](const char* reason) {
    return std::any_of(gone.begin(), gone.end(),
                       [&](const std::string& l) { return l.find(reason) != std::string::npos; });
  };
  CHECK(logged("readings for human 0, not its own"));
  CHECK(logged("far ahead of the race"));
  REQUIRE(lb.events("leave").size() == 2);

  lb.run();
  INFO(anna.message());
  REQUIRE(anna.completed());
  const auto finish = lb.events("finish");
  REQUIRE(finish.size() == 1);
  CHECK(logged_hash(finish[0]) == anna.race()->confirmed_session().hash());
  // Both cheats are out of the results; ANNA's car drove on.
  int out = 0;
  for (const auto& r : anna.race()->confirmed_session().results()) out += r.out ? 1 : 0;
  CHECK(out == 2);
}

}  // namespace
}  // namespace unpod::net_test

namespace unpod::net_test {
namespace {

TEST_CASE(
    "Network race: a machine whose state hash differs from the host's stops the race for "
    "everyone: the host logs the tick, every machine is told why and keeps its replay",
    "[net][enet][desync]") {
  Loopback lb(test_host(2, 1));
  const uint16_t port = lb.host->port();
  Machine& anna = lb.join(test_machine(port, {"ANNA"}),
                          [](int32_t, int64_t ms) { return scripted(1, ms, 30000); });
  // MALLORY sends well-formed readings in time, and a state hash that is not the race's.
  RawPeer raw(port);
  raw.join(lb, "MALLORY");
  raw.serve(lb, 3000, [&] { return raw.last(wire::Envelope::kStart) != nullptr; });
  REQUIRE(raw.last(wire::Envelope::kStart));
  const wire::Start start = raw.last(wire::Envelope::kStart)->start();
  const uint32_t human = start.your_humans(0);
  uint32_t acked = 0;  // the first tick of MALLORY's the host lacks
  for (int turn = 0; turn < 2000 && !raw.last(wire::Envelope::kEnd); ++turn) {
    raw.serve(lb, 8, [] { return false; });
    for (const auto& e : raw.got)
      if (e.body_case() == wire::Envelope::kInputs) acked = std::max(acked, e.inputs().ack());
    const uint64_t now = net::now_us();
    const uint32_t tick =
        now < start.tick0_host_us() ? 0 : uint32_t((now - start.tick0_host_us()) / 16000);
    wire::Envelope e;
    auto* in = e.mutable_inputs();
    in->set_first_tick(acked);
    in->set_ack(tick);
    if (tick >= 70) {
      in->set_hash_tick(64);
      in->set_hash(0xbadbadbadull);
    }
    if (tick + 2 > acked) {
      auto* rd = in->add_readings();
      rd->set_human(human);
      net::pack(std::vector<net::Reading>(std::min<uint32_t>(tick + 2 - acked, 60)), *rd);
    }
    raw.send(e);
  }
  REQUIRE(raw.last(wire::Envelope::kEnd));
  const wire::End end = raw.last(wire::Envelope::kEnd)->end();
  CHECK(end.why() == wire::End::DESYNC);
  CHECK(end.tick() == 64);
  CHECK(end.parts_size() > 8);
  CHECK(end.message() == "MALLORY's race differs from the host's at tick 64");
  lb.run(std::chrono::seconds(10));
  REQUIRE(anna.phase() == Machine::Phase::kFailed);
  CHECK(anna.message() ==
        "the race stopped, the machines' races differ: MALLORY's race differs from the host's at "
        "tick 64; this machine's race is the host's");
  const auto desync = lb.events("desync");
  REQUIRE(desync.size() == 1);
  CHECK(desync[0].find("\"tick\":64") != std::string::npos);
  // ANNA keeps the race as far as she confirmed it, for the report.
  const auto replay = anna.replay();
  REQUIRE(replay);
  CHECK(replay->frames.size() >= 64);
}

}  // namespace
}  // namespace unpod::net_test

namespace unpod::net_test {
namespace {

TEST_CASE(
    "Network race: one host runs two races at once, each in its room, and opens the next lobby "
    "as each starts",
    "[net][enet][rooms]") {
  net::HostOptions options = test_host(1, 1);
  options.max_rooms = 3;
  Loopback lb(options);
  const uint16_t port = lb.host->port();
  Machine& anna = lb.join(test_machine(port, {"ANNA"}),
                          [](int32_t, int64_t ms) { return scripted(1, ms, 3000); });
  lb.run(std::chrono::seconds(5), [&] { return anna.phase() == Machine::Phase::kRacing; });
  Machine& boris = lb.join(test_machine(port, {"BORIS"}),
                           [](int32_t, int64_t ms) { return scripted(2, ms, 2000); });
  lb.run();
  INFO(anna.message() << " / " << boris.message());
  REQUIRE(anna.completed());
  REQUIRE(boris.completed());
  // Two rooms, the second started while the first raced.
  const auto starts = lb.events("start"), finishes = lb.events("finish");
  REQUIRE(starts.size() == 2);
  REQUIRE(finishes.size() == 2);
  CHECK(starts[0].find("\"room\":1") != std::string::npos);
  CHECK(starts[1].find("\"room\":2") != std::string::npos);
  const auto index = [&](const std::string& line) {
    return std::find(lb.log.begin(), lb.log.end(), line) - lb.log.begin();
  };
  CHECK(index(starts[1]) < index(finishes[0]));
  CHECK(anna.setup().racers[0].driver == "ANNA");
  CHECK(boris.setup().racers[0].driver == "BORIS");
  CHECK(lb.host->races_finished() == 2);
}

}  // namespace
}  // namespace unpod::net_test
