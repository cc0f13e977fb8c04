// unpod-tool race --join: one machine of a network race hosted by unpod-server (or a game), its
// players scripted (docs/NETWORK.md). Built with the network parts only (UNPOD_BUILD_NET);
// race_join_absent.cpp stands for it in a build without them.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "commands.h"
#include "human_script.h"
#include "race_report.h"
#include "race_setup.h"
#include "unpod/assets/file_io.h"
#include "unpod/assets/text_utf8.h"
#include "unpod/net/machine.h"
#include "unpod/net/protocol.h"

namespace unpod::tool {

namespace {

// HOST[:PORT] of --join.
std::pair<std::string, uint16_t> host_port(const std::string& text) {
  const size_t colon = text.rfind(':');
  if (colon == std::string::npos) return {text, net::kDefaultPort};
  return {text.substr(0, colon),
          uint16_t(integer_in(text.substr(colon + 1), "the port of --join", 1, 65535))};
}

// unpod-tool race --join: one machine of a network race, its players scripted.
}  // namespace

int run_race_join(const Args& args) {
  std::string data_dir, script_path, record, join, password;
  std::vector<std::string> names, cars;
  int humans = 1;
  uint32_t delay = net::kDefaultInputDelay;
  bool json = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--join")
      join = value_of(args, i);
    else if (a == "--data")
      data_dir = value_of(args, i);
    else if (a == "--humans")
      humans = integer_in(value_of(args, i), "--humans", 1, 2);
    else if (a == "--human-script")
      script_path = value_of(args, i);
    else if (a == "--name")
      names.push_back(value_of(args, i));
    else if (a == "--car")
      cars.push_back(value_of(args, i));
    else if (a == "--password")
      password = value_of(args, i);
    else if (a == "--input-delay")
      delay = uint32_t(integer_in(value_of(args, i), "--input-delay", 0, 3));
    else if (a == "--record")
      record = value_of(args, i);
    else if (a == "--json")
      json = true;
    else
      throw UsageError("'" + a + "' is not an option of race --join (the race is the host's)");
  }
  if (names.size() > size_t(humans) || cars.size() > size_t(humans))
    throw UsageError("one --name and one --car at most per player (--humans " +
                     std::to_string(humans) + ")");
  const auto [address, port] = host_port(join);
  HumanScript script;
  if (!script_path.empty()) {
    auto bytes = assets::read_file(script_path);
    if (!bytes) return report(bytes.error());
    std::string error;
    if (!script.parse(std::string(bytes->begin(), bytes->end()), script_path, humans, error))
      return report(error);
  }
  std::string error;
  auto inst = find_data(data_dir, error);
  if (!inst) return report(error);
  net::MachineOptions options;
  options.address = address;
  options.port = port;
  options.password = password;
  options.input_delay = delay;
  for (int p = 0; p < humans; ++p) {
    net::JoinPlayer player;
    player.name = size_t(p) < names.size() ? names[size_t(p)] : "";
    player.car = size_t(p) < cars.size() ? cars[size_t(p)] : "";
    options.players.push_back(player);
  }
  auto machine = net::Machine::join(*inst, options, error);
  if (!machine) return report(error);
  const auto reading = [&](int32_t player, int64_t race_ms) {
    return script_path.empty() ? net::Reading{} : script.at(player + 1, race_ms);
  };
  // Bounded: the host stops a race after its own limit; this stops after 4 hours whatever.
  const auto t0 = std::chrono::steady_clock::now();
  while (machine->phase() != net::Machine::Phase::kOver &&
         machine->phase() != net::Machine::Phase::kFailed &&
         std::chrono::steady_clock::now() - t0 < std::chrono::hours(4)) {
    machine->service(1, reading);
    for (const std::string& n : machine->take_news())
      if (!json) std::cerr << "unpod-tool race: " << n << "\n";
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const net::MachineFigures nf = machine->figures();
  const std::optional<assets::Replay> replay = machine->replay();
  if (!record.empty() && replay) {
    if (std::string e = assets::write_replay(record, *replay); !e.empty()) return report(e);
  }
  const bool desync = machine->message().find("races differ") != std::string::npos;
  if (!machine->race()) {
    std::cerr << "unpod-tool race: " << machine->message() << "\n";
    return kExitLoadError;
  }
  const sim::session::RaceSession& session = machine->race()->confirmed_session();
  RunFigures figures;
  figures.wall_seconds = wall;
  // The frames are the race's ticks, each the host's fixed tick long.
  figures.frames = machine->race()->confirmed();
  figures.frame_seconds =
      replay && !replay->frames.empty()
          ? double(replay->frames.back().ms - replay->frames.front().ms) / 1000.0
          : 0.0;
  figures.sim_seconds = figures.frame_seconds;
  if (json) {
    nlohmann::ordered_json o = results_json(machine->setup(), session, figures);
    nlohmann::ordered_json& n = o["network"];
    n["round_trip_ms"] = nf.round_trip_ms;
    n["loss"] = rounded(nf.loss, 4);
    n["ticks_run"] = nf.rollback.ticks_run;
    n["ticks_resimulated"] = nf.rollback.ticks_resimulated;
    n["rollbacks"] = nf.rollback.rollbacks;
    n["longest_rollback"] = nf.rollback.longest_rollback;
    n["waits"] = nf.rollback.waits;
    n["bytes_sent_per_s"] = rounded(nf.bytes_sent_per_s, 1);
    n["bytes_received_per_s"] = rounded(nf.bytes_received_per_s, 1);
    n["race_seconds"] = rounded(nf.race_seconds, 3);
    n["go_us"] = nf.go_us;
    n["tick0_us"] = nf.tick0_us;
    n["clock_offset_us"] = nf.clock_offset_us;
    n["clock_round_trip_us"] = nf.clock_round_trip_us;
    n["start_round_trip_us"] = nf.start_round_trip_us;
    n["input_delay"] = delay;
    o["completed"] = machine->completed();
    o["message"] = assets::utf8_text(machine->message());
    std::cout << o.dump() << "\n";
  } else {
    print_results(std::cout, machine->data(), machine->setup(), session, figures);
    char line[400];
    std::snprintf(line, sizeof line,
                  "network: round trip %u ms, loss %.1f %%, %u rollbacks (%llu ticks again, "
                  "longest %u), %llu waits, %.0f B/s up, %.0f B/s down\n",
                  nf.round_trip_ms, nf.loss * 100.0, nf.rollback.rollbacks,
                  static_cast<unsigned long long>(nf.rollback.ticks_resimulated),
                  nf.rollback.longest_rollback, static_cast<unsigned long long>(nf.rollback.waits),
                  nf.bytes_sent_per_s, nf.bytes_received_per_s);
    std::cout << line << machine->message() << "\n";
    if (!record.empty() && replay) std::cout << "replay written to " << record << "\n";
  }
  if (machine->completed()) return kExitOk;
  if (json) std::cerr << "unpod-tool race: " << machine->message() << "\n";
  return desync ? kExitMismatch : kExitLoadError;
}

}  // namespace unpod::tool
