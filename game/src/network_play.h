// A network race the game takes part in (docs/NETWORK.md): this computer's machine (its one or
// two players) and, when the game hosts, the host itself in-process on the port (the same
// net::Host unpod-server runs). The lobby, race and results screens share it, and each serves
// it every frame: the host relays for every machine whatever this game shows.
#pragma once

#include <memory>
#include <string>

#include "unpod/assets/install.h"
#include "unpod/net/host.h"
#include "unpod/net/machine.h"

namespace unpod::game {

struct Options;

class NetworkPlay {
 public:
  // Hosts `host` (its race, seats, port, password) on every interface and joins it from here
  // with `machine`'s players. nullptr with `error` (the data, the race, the port).
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
  // The host this game runs, or nullptr when it joined.
  const net::Host* host() const { return host_.get(); }
  // Where the machine joined, e.g. "127.0.0.1:7997", or the port hosted on.
  const std::string& where() const { return where_; }

 private:
  NetworkPlay() = default;
  std::unique_ptr<net::Host> host_;
  std::unique_ptr<net::Machine> machine_;
  std::string where_;
};

// The network race the command line asks for: --host [PORT] (the --track race, --seats,
// --password) or --join HOST[:PORT]; --players local players named by --name (player 2:
// PLAYER 2), on keyboards, in the --car. nullptr with `error`.
std::shared_ptr<NetworkPlay> network_play_of(const Options& options,
                                             const assets::Installation& installation,
                                             std::string& error);

}  // namespace unpod::game
