// Network races between real processes on 127.0.0.1: unpod-server hosts, `unpod-tool race
// --join` machines race with scripted players. A machine killed in the race leaves at one tick
// everywhere; through a lossy relay (delay, jitter, loss, duplicates, reordering) the race still
// ends on one state. Every process is bounded in time and killed if a test ends early.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>

#include "loopback.h"
#include "processes.h"
#include "support/json_reader.h"
#include "support/temp_dir.h"
#include "unpod/assets/file_io.h"

namespace unpod::net_test {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// A --human-script for player `player` (from 1) as scripted(seed, ms, retire_ms) drives: a line
// every 250 ms of race time until it retires.
std::string script_text(int player, int seed, int64_t retire_ms) {
  std::ostringstream s;
  for (int64_t ms = 0; ms <= retire_ms; ms += 250) {
    const net::Reading r = scripted(seed, ms, retire_ms);
    namespace slot = sim::controls::key_slot;
    s << ms << " " << player;
    if (r.retire) {
      s << " retire\n";
      break;
    }
    s << (r.keys[slot::kAccelerate] ? " accelerate" : "") << (r.keys[slot::kLeft] ? " left" : "")
      << (r.keys[slot::kRight] ? " right" : "") << "\n";
  }
  return s.str();
}

void write_text(const fs::path& p, const std::string& text) {
  std::ofstream(p) << text;
}

// The server's port, from its first log line ("listening").
uint16_t listening_port(Process& server) {
  const std::string line = server.first_line(10s);
  INFO(line << server.err());
  REQUIRE(!line.empty());
  const test::Json j = test::parse_json(line);
  REQUIRE(j["event"].string == "listening");
  return uint16_t(j["port"].number);
}

bool log_has(const Process& p, const std::string& event) {
  return p.out().find("\"event\":\"" + event + "\"") != std::string::npos;
}

struct Joined {
  std::unique_ptr<Process> process;
  fs::path replay;
};

Joined join(const fs::path& dir, const std::string& name, uint16_t port,
            const std::vector<std::string>& extra) {
  Joined j;
  j.replay = dir / (name + ".podreplay");
  std::vector<std::string> argv = {
      UNPOD_TOOL_EXE,    "race",  "--join", "127.0.0.1:" + std::to_string(port), "--record",
      j.replay.string(), "--json"};
  argv.insert(argv.end(), extra.begin(), extra.end());
  j.process = std::make_unique<Process>(argv, dir / (name + ".out"), dir / (name + ".err"));
  return j;
}

TEST_CASE(
    "Network race between processes: a machine killed in the race leaves at one tick on every "
    "other machine and the host, the race finishes, and the replays are one file that verifies",
    "[net][processes]") {
  test::TempDir dir;
  const fs::path replays = dir.path() / "replays";
  Process server({UNPOD_SERVER_EXE, "--track", "duskring", "--address", "127.0.0.1", "--port", "0",
                  "--seats", "3", "--laps", "1", "--races", "1", "--replays", replays.string()},
                 dir.path() / "server.log", dir.path() / "server.err");
  const uint16_t port = listening_port(server);
  write_text(dir.path() / "anna.txt", script_text(1, 1, 14000));
  write_text(dir.path() / "boris.txt", script_text(1, 2, 15000));
  write_text(dir.path() / "carla.txt", script_text(1, 3, 60000));
  Joined anna = join(dir.path(), "anna", port,
                     {"--name", "ANNA", "--human-script", (dir.path() / "anna.txt").string()});
  Joined boris = join(dir.path(), "boris", port,
                      {"--name", "BORIS", "--human-script", (dir.path() / "boris.txt").string()});
  Joined carla = join(dir.path(), "carla", port,
                      {"--name", "CARLA", "--human-script", (dir.path() / "carla.txt").string()});
  for (int i = 0; i < 1000 && !log_has(server, "start"); ++i) std::this_thread::sleep_for(10ms);
  REQUIRE(log_has(server, "start"));
  // Into the race (the countdown is about 5.5 s), then CARLA's machine dies without a word.
  std::this_thread::sleep_for(8s);
  REQUIRE(carla.process->running());
  carla.process->signal(SIGKILL);

  const int anna_rc = anna.process->wait(90s);
  const int boris_rc = boris.process->wait(90s);
  const int server_rc = server.wait(30s);
  INFO(server.out() << anna.process->err() << boris.process->err());
  REQUIRE(anna_rc == 0);
  REQUIRE(boris_rc == 0);
  REQUIRE(server_rc == 0);

  // The host decided CARLA's leave once; both machines ended on the host's final state.
  const test::Json a = test::parse_json(anna.process->out());
  const test::Json b = test::parse_json(boris.process->out());
  CHECK(a["completed"].boolean);
  CHECK(b["completed"].boolean);
  CHECK(a["state_hash"].string == b["state_hash"].string);
  std::string leave_line, finish_line;
  std::istringstream log(server.out());
  for (std::string l; std::getline(log, l);) {
    if (l.find("\"event\":\"leave\"") != std::string::npos) leave_line = l;
    if (l.find("\"event\":\"finish\"") != std::string::npos) finish_line = l;
  }
  REQUIRE(!leave_line.empty());
  CHECK(test::parse_json(leave_line)["driver"].string == "CARLA");
  CHECK(test::parse_json(leave_line)["why"].string == "timed out or disconnected");
  REQUIRE(!finish_line.empty());
  CHECK(test::parse_json(finish_line)["state_hash"].string == a["state_hash"].string);
  for (const auto& r : a["results"].items)
    if (r["driver"].string == "CARLA") CHECK(r["retired"].boolean);

  // One replay everywhere, and it verifies.
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(replays)) files.push_back(e.path());
  REQUIRE(files.size() == 1);
  const auto host_bytes = assets::read_file(files[0]);
  REQUIRE(host_bytes);
  CHECK(assets::read_file(anna.replay).value() == *host_bytes);
  CHECK(assets::read_file(boris.replay).value() == *host_bytes);
  Process verify({UNPOD_TOOL_EXE, "replay", files[0].string(), "--verify"},
                 dir.path() / "verify.out", dir.path() / "verify.err");
  CHECK(verify.wait(60s) == 0);
  CHECK(verify.out().find("verified: ") != std::string::npos);
}

TEST_CASE(
    "Network race between processes through a lossy link (60 +- 15 ms each way, 3 % lost, 1 % "
    "doubled, reordered): the machines end on the host's state, one replay everywhere",
    "[net][processes][lossy]") {
  test::TempDir dir;
  const fs::path replays = dir.path() / "replays";
  Process server(
      {UNPOD_SERVER_EXE, "--track", "duskring", "--address", "127.0.0.1", "--port", "0", "--seats",
       "4", "--laps", "2", "--difficulty", "normal", "--races", "1", "--replays", replays.string()},
      dir.path() / "server.log", dir.path() / "server.err");
  const uint16_t port = listening_port(server);
  // A relay per machine, each with its own seed.
  std::vector<std::unique_ptr<Process>> relays;
  std::vector<uint16_t> relay_ports;
  for (int i = 0; i < 3; ++i) {
    const std::string n = "relay" + std::to_string(i);
    relays.push_back(std::make_unique<Process>(
        std::vector<std::string>{UNPOD_RELAY_EXE, "--to-port", std::to_string(port), "--delay-ms",
                                 "60", "--jitter-ms", "15", "--loss", "0.03", "--dup", "0.01",
                                 "--seed", std::to_string(1997 + i), "--seconds", "120"},
        dir.path() / (n + ".out"), dir.path() / (n + ".err")));
    const std::string line = relays.back()->first_line(10s);
    REQUIRE(!line.empty());
    relay_ports.push_back(uint16_t(std::stoi(line)));
  }
  write_text(dir.path() / "anna.txt", script_text(1, 1, 12000));
  write_text(dir.path() / "two.txt", script_text(1, 2, 13000) + script_text(2, 3, 14000));
  write_text(dir.path() / "dmitri.txt", script_text(1, 4, 15000));
  std::vector<Joined> machines;
  machines.push_back(
      join(dir.path(), "anna", relay_ports[0],
           {"--name", "ANNA", "--human-script", (dir.path() / "anna.txt").string()}));
  machines.push_back(join(dir.path(), "two", relay_ports[1],
                          {"--humans", "2", "--name", "BORIS", "--name", "CARLA", "--human-script",
                           (dir.path() / "two.txt").string()}));
  machines.push_back(
      join(dir.path(), "dmitri", relay_ports[2],
           {"--name", "DMITRI", "--human-script", (dir.path() / "dmitri.txt").string()}));
  std::vector<test::Json> reports;
  for (auto& m : machines) {
    const int rc = m.process->wait(120s);
    INFO(server.out() << m.process->err());
    REQUIRE(rc == 0);
    reports.push_back(test::parse_json(m.process->out()));
  }
  REQUIRE(server.wait(30s) == 0);
  for (auto& r : relays) r->signal(SIGTERM);

  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(replays)) files.push_back(e.path());
  REQUIRE(files.size() == 1);
  const auto host_bytes = assets::read_file(files[0]);
  REQUIRE(host_bytes);
  double lo = 1e300, hi = 0;
  for (size_t i = 0; i < machines.size(); ++i) {
    const test::Json& r = reports[i];
    CHECK(r["completed"].boolean);
    CHECK(r["state_hash"].string == reports[0]["state_hash"].string);
    CHECK(assets::read_file(machines[i].replay).value() == *host_bytes);
    const test::Json& n = r["network"];
    lo = std::min(lo, n["go_us"].number);
    hi = std::max(hi, n["go_us"].number);
    std::cout << "lossy link, machine " << i + 1 << ": round trip " << n["round_trip_ms"].number
              << " ms, " << n["rollbacks"].number / n["race_seconds"].number
              << " rollbacks/s, longest " << n["longest_rollback"].number << " ticks, "
              << n["waits"].number << " waits, " << n["bytes_sent_per_s"].number << " B/s up, "
              << n["bytes_received_per_s"].number << " B/s down\n";
  }
  std::cout << "lossy link: GO! spread " << (hi - lo) / 1000.0 << " ms\n";
  for (auto& r : relays) std::cout << "relay: " << (r->wait(10s), r->err());
}

TEST_CASE(
    "unpod-server stops cleanly on SIGTERM: the machine racing is told why, the race so far is "
    "logged with its results, and the server exits 0",
    "[net][processes]") {
  test::TempDir dir;
  Process server({UNPOD_SERVER_EXE, "--track", "duskring", "--address", "127.0.0.1", "--port", "0",
                  "--seats", "1", "--cars", "4"},
                 dir.path() / "server.log", dir.path() / "server.err");
  const uint16_t port = listening_port(server);
  write_text(dir.path() / "anna.txt", script_text(1, 1, 600000));
  Joined anna = join(dir.path(), "anna", port,
                     {"--name", "ANNA", "--human-script", (dir.path() / "anna.txt").string()});
  for (int i = 0; i < 1000 && !log_has(server, "start"); ++i) std::this_thread::sleep_for(10ms);
  REQUIRE(log_has(server, "start"));
  std::this_thread::sleep_for(2s);
  server.signal(SIGTERM);
  CHECK(server.wait(10s) == 0);
  CHECK(anna.process->wait(20s) == 1);
  CHECK(anna.process->err().find("the host stopped the race: the server is shutting down") !=
        std::string::npos);
  std::string stopped;
  std::istringstream log(server.out());
  for (std::string l; std::getline(log, l);)
    if (l.find("\"event\":\"stopped\"") != std::string::npos &&
        l.find("results") != std::string::npos)
      stopped = l;
  REQUIRE(!stopped.empty());
  const test::Json j = test::parse_json(stopped);
  CHECK(j["why"].string == "the server is shutting down");
  CHECK(j["results"].size() == 4);
}

}  // namespace
}  // namespace unpod::net_test
