// A network race the game takes part in (docs/NETWORK.md): this computer's machine (its one or
// two players) and, when the game hosts, the host itself in-process on the port (the same
// net::Host unpod-server runs). The lobby, race and results screens share it, and each serves
// it every frame: the host relays for every machine whatever this game shows.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "controls/controls_setup.h"
#include "unpod/assets/install.h"
#include "unpod/net/host.h"
#include "unpod/net/machine.h"

namespace unpod::game {

struct Options;

class NetworkPlay {
 public:
  // Hosts `host` (its race, seats, port, password) on every interface and joins it from here
  // with `machine`'s players; this machine starts the race (HostOptions::host_starts), one race
  // at a time. nullptr with `error` (the data, the race, the port).
  static std::shared_ptr<NetworkPlay> host(const assets::Installation& installation,
                                           net::HostOptions host, net::MachineOptions machine,
                                           std::string& error);
  // Joins the host at `machine`'s address and port.
  static std::shared_ptr<NetworkPlay> join(const assets::Installation& installation,
                                           net::MachineOptions machine, std::string& error);
  // Leaves the race (a Bye) and stops hosting.
  ~NetworkPlay();
  NetworkPlay(const NetworkPlay&) = delete;
  NetworkPlay& operator=(const NetworkPlay&) = delete;

  // One turn of the host (when hosting) and of the machine, with the local players' readings.
  void service(const net::Machine::LocalReading& reading);

  net::Machine& machine() { return *machine_; }
  const net::Machine& machine() const { return *machine_; }
  bool hosting() const { return host_ != nullptr; }
  // This computer's players in the race (1 or 2).
  size_t players() const { return players_; }
  // Their cars as chosen before the lobby (empty: the host's choice).
  const std::vector<std::string>& cars() const { return cars_; }
  // The host this game runs, or nullptr when it joined.
  const net::Host* host() const { return host_.get(); }
  // Where the machine joined, e.g. "127.0.0.1:7997", or the port hosted on.
  const std::string& where() const { return where_; }

 private:
  NetworkPlay() = default;
  std::unique_ptr<net::Host> host_;
  std::unique_ptr<net::Machine> machine_;
  std::string where_;
  size_t players_ = 1;
  std::vector<std::string> cars_;
};

// `where` as "HOST[:PORT]" (the port 7997 when none). false with `error`.
bool parse_host_address(const std::string& where, std::string& address, uint16_t& port,
                        std::string& error);

// This computer's `players` (1 or 2) as its machine brings them: named `name` (player 2:
// PLAYER 2), in `car` (empty: the host's choice), each with their controls' device record
// (controls::network_device); they pick their cars and say ready in the lobby.
net::MachineOptions local_players(int players, const std::string& name, const std::string& car,
                                  const controls::ControlsSetup& controls);

// The player's name in network races: --name, else the settings' [game] name, else PLAYER 1;
// as the host will clean it (net::clean_name).
std::string network_name(const std::string& command_line, const std::string& setting);

// The network race the command line asks for: --host [PORT] (the --track race, --seats,
// --password) or --join HOST[:PORT]; --players local players named `name`, in the --car.
// nullptr with `error`.
std::shared_ptr<NetworkPlay> network_play_of(const Options& options, const std::string& name,
                                             const controls::ControlsSetup& controls,
                                             const assets::Installation& installation,
                                             std::string& error);

}  // namespace unpod::game
