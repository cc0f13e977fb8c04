// A machine in a network race (docs/NETWORK.md, "A machine"): it joins a host with one or two
// local players, checks its data against the host's, waits in the lobby, then races: its own
// players' readings go in at once (after the input delay) and to the host; the others' come
// from the host; the shown race runs ahead on predictions and goes back when one was wrong
// (net::Rollback). `unpod-tool race --join` drives one headless; the game drives one a frame.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "unpod/assets/install.h"
#include "unpod/net/rollback.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::net {

struct JoinPlayer {
  std::string name;
  std::string car;  // empty: the host's choice
  sim::controls::Device device;
};

// A taken seat of the lobby, as the host last said.
struct LobbySeat {
  std::string name, car;  // car empty: the host's choice
  uint32_t machine = 0;   // the host's number for the machine that brings the player
  uint32_t round_trip_ms = 0;
  bool ready = false;
  bool mine = false;  // one of this machine's players
};

struct MachineOptions {
  std::string address = "127.0.0.1";
  uint16_t port = 7997;
  std::vector<JoinPlayer> players;  // one or two
  std::string password;
  uint32_t input_delay = 2;  // ticks, 0 to 3 (NETWORK.md, "Choices")
  uint32_t connect_timeout_ms = 5000;
  // The players pick their cars and say ready in the lobby (choose()); false: ready as they
  // join, in the cars named here (a headless machine).
  bool choose_in_lobby = false;
};

// What the link and the rollback did, for the report.
struct MachineFigures {
  uint32_t round_trip_ms = 0;
  double loss = 0;
  RollbackStats rollback;
  double race_seconds = 0;  // wall time from tick 0 to the end
  double bytes_sent_per_s = 0, bytes_received_per_s = 0;
  uint64_t go_us = 0;           // the clock (now_us) when this machine showed "GO!"; 0: not yet
  uint64_t tick0_us = 0;        // the clock when tick 0 began here (the host's, less the offset)
  int64_t clock_offset_us = 0;  // the host's clock less this machine's, as the pings measured it
  // The round trip of the Pong that offset comes from (the shortest): the offset is right to
  // within half of it, whatever the load. 0: no Pong yet.
  uint64_t clock_round_trip_us = 0;
  // The same when the race's start came: tick0_us is the host's start to within half of it
  // (later pings may measure the offset better; tick 0 stays where it was put).
  uint64_t start_round_trip_us = 0;
};

class Machine {
 public:
  enum class Phase { kConnecting, kLobby, kRacing, kOver, kFailed };

  // Opens the connection (the handshake goes on in service). nullptr with `error`.
  static std::unique_ptr<Machine> join(const assets::Installation& installation,
                                       MachineOptions options, std::string& error);
  ~Machine();

  // Local player n's (0 or 1) reading now; `race_ms` is the shown race's clock (−1 before GO!).
  using LocalReading = std::function<Reading(int32_t player, int64_t race_ms)>;
  // One turn: what has arrived (waiting up to `timeout_ms`), the race to the clock with the
  // local players' readings, what is due to be sent.
  void service(uint32_t timeout_ms, const LocalReading& reading);
  // Leaves (a Bye to the host, which hands the players' cars out at a tick it decides).
  void leave(const std::string& why);

  Phase phase() const;
  // The race is over, this machine's final state hash the host's.
  bool completed() const;
  // Why it failed or how it ended, in words (a refusal, "the host left the race", a desync).
  const std::string& message() const;
  // What happened since the last call, in words ("ANNA joined", "BORIS left the race").
  std::vector<std::string> take_news();
  // Who is in the lobby (their names), and the race in words, once welcomed.
  const std::vector<std::string>& lobby_names() const;
  const std::string& race_words() const;
  // The lobby's taken seats (name, car, machine, round trip, ready), its human seats, whether
  // the host's own machine starts the race, and the cars the race may use.
  const std::vector<LobbySeat>& lobby_seats() const;
  uint32_t seat_count() const;
  bool host_starts() const;
  const std::vector<std::string>& car_names() const;
  // In the lobby: local player `player`'s car (empty: the host's choice) and ready mark. The
  // host keeps a ready player's car as it was.
  void choose(int32_t player, const std::string& car, bool ready);

  // While racing or over: the race, its description, the data, the local players' humans.
  const Rollback* race() const;
  const assets::Replay& setup() const;
  const sim::session::RaceData& data() const;
  const std::vector<int32_t>& my_humans() const;
  // The race as this machine confirmed it, as a replay: whole once over, else so far; nullopt
  // before the start.
  std::optional<assets::Replay> replay() const;
  MachineFigures figures() const;

  struct Impl;

 private:
  explicit Machine(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;

 public:
  // The race's tick in ms (the host's Start; 16 before it).
  uint32_t tick_ms() const;
  // The tick of the last state hash this machine sends the host; none before the first. The host
  // answers only a difference (the race stops), so one standing is one that matched or is not
  // compared yet.
  std::optional<uint32_t> last_hash_tick() const;
};

}  // namespace unpod::net
