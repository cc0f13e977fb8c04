#include "network_play.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "options.h"
#include "race_load.h"

namespace unpod::game {

std::shared_ptr<NetworkPlay> NetworkPlay::host(const assets::Installation& installation,
                                               net::HostOptions host, net::MachineOptions machine,
                                               std::string& error) {
  std::shared_ptr<NetworkPlay> play(new NetworkPlay());
  // The host's log goes to standard output beside the game's lines ("Network: {...}").
  play->host_ = net::Host::open(
      installation, std::move(host),
      [](const std::string& line) { std::cout << "Network: " << line << std::endl; }, error);
  if (!play->host_) return nullptr;
  machine.address = "127.0.0.1";
  machine.port = play->host_->port();
  play->where_ = "port " + std::to_string(machine.port);
  play->machine_ = net::Machine::join(installation, std::move(machine), error);
  if (!play->machine_) return nullptr;
  return play;
}

std::shared_ptr<NetworkPlay> NetworkPlay::join(const assets::Installation& installation,
                                               net::MachineOptions machine, std::string& error) {
  std::shared_ptr<NetworkPlay> play(new NetworkPlay());
  play->where_ = machine.address + ":" + std::to_string(machine.port);
  play->machine_ = net::Machine::join(installation, std::move(machine), error);
  if (!play->machine_) return nullptr;
  return play;
}

NetworkPlay::~NetworkPlay() {
  if (machine_ && machine_->phase() != net::Machine::Phase::kOver &&
      machine_->phase() != net::Machine::Phase::kFailed)
    machine_->leave("the player left");
  if (host_) host_->stop("the host left the race");
}

void NetworkPlay::service(const net::Machine::LocalReading& reading) {
  if (host_) host_->service(0);
  machine_->service(0, reading);
  if (host_) host_->service(0);
}

std::shared_ptr<NetworkPlay> network_play_of(const Options& options,
                                             const assets::Installation& installation,
                                             std::string& error) {
  net::MachineOptions machine;
  machine.password = options.password;
  for (int p = 0; p < options.players; ++p)
    machine.players.push_back(
        {p == 0 ? options.net_name : "PLAYER " + std::to_string(p + 1), options.car, {}});
  if (options.host_port) {
    net::HostOptions host;
    host.port = *options.host_port;
    host.race = request_of(options);
    host.race.human_cars.clear();
    host.race.cars = std::max(options.seats, int(host.race.cars));
    host.seats = options.seats;
    host.password = options.password;
    return NetworkPlay::host(installation, std::move(host), std::move(machine), error);
  }
  const std::string& where = options.join;
  const size_t colon = where.rfind(':');
  machine.address = where.substr(0, colon);
  machine.port = 7997;
  if (colon != std::string::npos) {
    const std::string port = where.substr(colon + 1);
    char* end = nullptr;
    const long v = std::strtol(port.c_str(), &end, 10);
    if (port.empty() || *end != '\0' || v < 1 || v > 65535) {
      error = "--join " + where + ": the port must be a number from 1 to 65535";
      return nullptr;
    }
    machine.port = uint16_t(v);
  }
  return NetworkPlay::join(installation, std::move(machine), error);
}

}  // namespace unpod::game
