// The host of network races (docs/NETWORK.md, "The host"): `unpod-server` runs one, and a game
// that hosts a race runs the same in-process. It listens on a port, seats machines in a lobby
// (the handshake, the data check), starts the race when the seats are filled, relays every
// human's readings to the others, runs the confirmed race itself as the authority on leaves and
// the end, compares the machines' state hashes with its own, records the replay and opens the
// next lobby. Several races run at once, each in its room.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "unpod/assets/install.h"
#include "unpod/sim/session/race_request.h"

namespace unpod::net {

struct HostOptions {
  std::string address = "0.0.0.0";  // where to listen ("127.0.0.1": this machine only)
  uint16_t port = 7997;             // 0: any free port (port() says which)
  // The race: circuit, mirror, laps, difficulty, damage, cars (humans included); human_cars
  // and network are the host's to fill.
  sim::session::RaceRequest race;
  int32_t seats = 2;  // human seats; the race starts when they are filled and ready
  // A game that hosts: its own machine, the first in the lobby, starts the race by being ready
  // once another machine is in and every player is ready; empty seats go to computer cars. One
  // race at a time (max_rooms 1).
  bool host_starts = false;
  std::string password;           // empty: none asked
  std::filesystem::path replays;  // where each race's replay is written; empty: nowhere
  uint32_t tick_ms = 16;
  uint32_t window = 15;
  uint32_t hash_every = 64;
  int32_t max_rooms = 8;           // races (lobbies included) at once
  size_t max_connections = 64;     // ENet refuses more
  uint32_t max_race_minutes = 30;  // a race still running then is stopped
  uint32_t lobby_minutes = 0;      // a lobby's machines are sent away after; 0: never
};

// One event of the host's log, as one JSON object (no newline).
using HostLog = std::function<void(const std::string& json)>;

class Host {
 public:
  // Loads the race's data and listens. nullptr with `error` (the data, the race's plan, the
  // port).
  static std::unique_ptr<Host> open(const assets::Installation& installation, HostOptions options,
                                    HostLog log, std::string& error);
  ~Host();

  // One turn: what has arrived (waiting up to `timeout_ms` for it), then every race by the
  // clock, then what is due to be sent.
  void service(uint32_t timeout_ms);
  // Stops every race (the machines are told why) and sends every machine away.
  void stop(const std::string& why);

  uint16_t port() const;
  uint32_t races_started() const;
  uint32_t races_finished() const;  // ended by their rules
  uint32_t races_ended() const;     // finished, stopped or stopped by a desync
  int32_t rooms_racing() const;

  struct Impl;

 private:
  explicit Host(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;

 public:
  // A machine connected now, as the host sees it (a hosting game's overlay, Network window).
  struct Peer {
    std::string names;  // its players' names, cleaned, ", " between them
    uint32_t round_trip_ms = 0;
    double loss = 0;                                 // 0..1, ENet's
    double bytes_in_per_s = 0, bytes_out_per_s = 0;  // since it connected
    uint32_t confirmed_tick = 0;  // its acknowledgement: the first tick it lacks of the others'
    bool racing = false;
  };
  std::vector<Peer> peers() const;
};

// The host's clock (steady, µs): the one every machine's race is timed against.
uint64_t now_us();

}  // namespace unpod::net
