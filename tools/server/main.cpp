// unpod-server: hosts network races (docs/NETWORK.md, "The server"), one lobby after another and
// several races at once, logging one JSON object a line. Stops cleanly on SIGTERM or SIGINT:
// the machines racing are told, and the races so far logged.
#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "race_setup.h"
#include "unpod/net/host.h"
#include "unpod/net/protocol.h"
#include "unpod/net/rollback.h"
#include "unpod/sim/race/inferred.h"
#include "unpod/version.h"

namespace {

using unpod::net::HostOptions;

const char* const kUsage =
    "usage: unpod-server --track NAME [--seats N] [--laps N] [--cars N]\n"
    "                    [--difficulty easy|normal|hard] [--mirror]\n"
    "                    [--damage off|global|sector] [--password P] [--replays DIR]\n"
    "                    [--address A] [--port P] [--rooms N] [--races N]\n"
    "                    [--tick-ms MS] [--window TICKS] [--max-minutes M] [--log FILE]\n"
    "                    [--data DIR]\n"
    "       unpod-server --help | --version\n\n"
    "Hosts Un-POD network races: opens a lobby, starts the race when its seats are filled\n"
    "and every machine is ready, relays every human's readings, runs the race itself as the\n"
    "authority on leaves and the end, compares the machines' state hashes with its own,\n"
    "records the replay, and opens the next lobby at once. Several races run at once.\n\n"
    "  --track NAME        the circuit, by its name in CIRCUITS.BIN (any case)\n"
    "  --seats N           human seats, 1 to 8 (default 2); a machine brings one or two\n"
    "  --laps N            1 to 8 (default: the circuit's own)\n"
    "  --cars N            cars in the race, humans included (default 8); the computer fills\n"
    "                      the places the humans leave\n"
    "  --difficulty D      easy, normal or hard (default easy)\n"
    "  --mirror            the circuit driven the other way\n"
    "  --damage RULE       off, global or sector (POD's rule per difficulty, as unpod-tool race)\n"
    "  --password P        machines must give it\n"
    "  --replays DIR       write each race's replay there (CIRCUIT-DATE-TIME-ROOM.rpl, the\n"
    "                      start in UTC; -stopped, -desync for a race that did not finish)\n"
    "  --address A         the IPv4 address to listen on (default 0.0.0.0: every interface;\n"
    "                      127.0.0.1: this computer only)\n"
    "  --port P            the UDP port (default 7997; forward it on a router to host from\n"
    "                      behind one)\n"
    "  --rooms N           races at once, the open lobby included (default 8)\n"
    "  --races N           stop after N races have ended (default: run until stopped)\n"
    "  --tick-ms MS        the race's fixed tick, 10 to 50 ms (default 16)\n"
    "  --window TICKS      how far a machine may run ahead on predictions, 4 to 60 (default 15)\n"
    "  --max-minutes M     a race still running after M minutes is stopped (default 30)\n"
    "  --log FILE          append the log there (default: standard output)\n"
    "  --data DIR          the installation (default: $UNPOD_DATA, else the demo disc)\n\n"
    "The log has one JSON object a line: listening, connect, join, refused, leave, start,\n"
    "finish (with the results and the final state hash), replay, desync, stopped, link (a\n"
    "machine's round trip, loss and bytes a second), disconnected (a machine that broke the\n"
    "protocol, with the reason).\n\n"
    "Exit status: 0 when stopped or after --races; 1 when the data, the race or the port\n"
    "cannot be had; 2 for wrong arguments.\n";

std::atomic<bool> g_stop{false};
void on_signal(int) {
  g_stop = true;
}

struct Usage {
  std::string what;
};

int number_in(const std::string& text, const char* what, int lo, int hi) {
  size_t used = 0;
  int v = 0;
  try {
    v = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || v < lo || v > hi)
    throw Usage{std::string(what) + " must be a number from " + std::to_string(lo) + " to " +
                std::to_string(hi) + ", not '" + text + "'"};
  return v;
}

int run(const std::vector<std::string>& args) {
  HostOptions o;
  std::string data_dir, log_file;
  int races = 0;
  std::optional<unpod::sim::session::DamageRule> damage;
  auto value = [&](size_t& i) -> const std::string& {
    if (i + 1 >= args.size()) throw Usage{args[i] + " needs a value"};
    return args[++i];
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (a == "--version") {
      std::cout << "unpod-server " << unpod::kVersionText << "\n";
      return 0;
    } else if (a == "--track") {
      o.race.circuit = value(i);
    } else if (a == "--seats") {
      o.seats = number_in(value(i), "--seats", 1, unpod::net::kMaxHumans);
    } else if (a == "--laps") {
      o.race.laps = number_in(value(i), "--laps", 1, unpod::sim::race::kStoredLaps);
    } else if (a == "--cars") {
      o.race.cars = number_in(value(i), "--cars", 1, 8);
    } else if (a == "--difficulty") {
      const std::string d = value(i);
      if (d == "easy")
        o.race.difficulty = 0;
      else if (d == "normal")
        o.race.difficulty = 1;
      else if (d == "hard")
        o.race.difficulty = 2;
      else
        throw Usage{"--difficulty is easy, normal or hard, not '" + d + "'"};
    } else if (a == "--mirror") {
      o.race.mirror = true;
    } else if (a == "--damage") {
      const std::string d = value(i);
      if (d == "off")
        damage = unpod::sim::session::DamageRule::kOff;
      else if (d == "global")
        damage = unpod::sim::session::DamageRule::kGlobal;
      else if (d == "sector")
        damage = unpod::sim::session::DamageRule::kSector;
      else
        throw Usage{"--damage is off, global or sector, not '" + d + "'"};
    } else if (a == "--password") {
      o.password = value(i);
    } else if (a == "--replays") {
      o.replays = value(i);
    } else if (a == "--address") {
      o.address = value(i);
    } else if (a == "--port") {
      o.port = uint16_t(number_in(value(i), "--port", 0, 65535));
    } else if (a == "--rooms") {
      o.max_rooms = number_in(value(i), "--rooms", 1, 64);
    } else if (a == "--races") {
      races = number_in(value(i), "--races", 1, 1000000);
    } else if (a == "--tick-ms") {
      o.tick_ms = uint32_t(number_in(value(i), "--tick-ms", 10, 50));
    } else if (a == "--window") {
      o.window = uint32_t(number_in(value(i), "--window", 4, 60));
    } else if (a == "--max-minutes") {
      o.max_race_minutes = uint32_t(number_in(value(i), "--max-minutes", 1, 600));
    } else if (a == "--log") {
      log_file = value(i);
    } else if (a == "--data") {
      data_dir = value(i);
    } else {
      throw Usage{"unknown option '" + a + "'"};
    }
  }
  if (o.race.circuit.empty()) throw Usage{"--track NAME is required"};
  if (o.seats > o.race.cars)
    throw Usage{"--seats " + std::to_string(o.seats) + " in --cars " + std::to_string(o.race.cars)};
  o.race.damage =
      damage.value_or(o.race.difficulty == 0 ? unpod::sim::session::DamageRule::kOff
                                             : unpod::sim::session::DamageRule::kSector);

  std::ofstream log_out;
  if (!log_file.empty()) {
    log_out.open(log_file, std::ios::app);
    if (!log_out) {
      std::cerr << "unpod-server: cannot write the log " << log_file << "\n";
      return 1;
    }
  }
  std::ostream& log = log_file.empty() ? std::cout : log_out;

  std::string error;
  auto installation = unpod::tool::find_data(data_dir, error);
  if (!installation) {
    std::cerr << "unpod-server: " << error << "\n";
    return 1;
  }
  auto host = unpod::net::Host::open(
      *installation, o, [&log](const std::string& line) { log << line << "\n"
                                                              << std::flush; },
      error);
  if (!host) {
    std::cerr << "unpod-server: " << error << "\n";
    return 1;
  }
  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);
  while (!g_stop) {
    host->service(1);
    if (races > 0 && host->races_ended() >= uint32_t(races) && host->rooms_racing() == 0) {
      host->stop("the server has run its races");
      return 0;
    }
  }
  host->stop("the server is shutting down");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const Usage& u) {
    std::cerr << "unpod-server: " << u.what << "\n\n" << kUsage;
    return 2;
  }
}
