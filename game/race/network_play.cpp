#include "race/network_play.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

#include "controls/player_devices.h"
#include "race/race_load.h"
#include "shell/options.h"
#include "unpod/net/protocol.h"

namespace unpod::game {

std::shared_ptr<NetworkPlay> NetworkPlay::host(const assets::Installation& installation,
                                               net::HostOptions host, net::MachineOptions machine,
                                               std::string& error) {
  host.host_starts = true;
  host.max_rooms = 1;
  std::shared_ptr<NetworkPlay> play(new NetworkPlay());
  // The host's log goes to standard output beside the game's lines ("Network: {...}").
  play->host_ = net::Host::open(
      installation, std::move(host),
      [](const std::string& line) { std::cout << "Network: " << line << std::endl; }, error);
  if (!play->host_) return nullptr;
  machine.address = "127.0.0.1";
  machine.port = play->host_->port();
  play->where_ = "port " + std::to_string(machine.port);
  play->players_ = machine.players.size();
  for (const net::JoinPlayer& p : machine.players) play->cars_.push_back(p.car);
  play->machine_ = net::Machine::join(installation, std::move(machine), error);
  if (!play->machine_) return nullptr;
  return play;
}

std::shared_ptr<NetworkPlay> NetworkPlay::join(const assets::Installation& installation,
                                               net::MachineOptions machine, std::string& error) {
  std::shared_ptr<NetworkPlay> play(new NetworkPlay());
  play->where_ = machine.address + ":" + std::to_string(machine.port);
  play->players_ = machine.players.size();
  for (const net::JoinPlayer& p : machine.players) play->cars_.push_back(p.car);
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

bool parse_host_address(const std::string& where, std::string& address, uint16_t& port,
                        std::string& error) {
  const size_t colon = where.rfind(':');
  address = where.substr(0, colon);
  port = net::kDefaultPort;
  if (address.empty()) {
    error = "'" + where + "': no host named (HOST or HOST:PORT)";
    return false;
  }
  if (colon != std::string::npos) {
    const std::string digits = where.substr(colon + 1);
    char* end = nullptr;
    const long v = std::strtol(digits.c_str(), &end, 10);
    if (digits.empty() || *end != '\0' || v < 1 || v > 65535) {
      error = "'" + where + "': the port must be a number from 1 to 65535";
      return false;
    }
    port = uint16_t(v);
  }
  return true;
}

net::MachineOptions local_players(int players, const std::string& name, const std::string& car,
                                  const controls::ControlsSetup& controls) {
  net::MachineOptions machine;
  machine.choose_in_lobby = true;
  for (int p = 0; p < std::clamp(players, 1, 2); ++p)
    machine.players.push_back({p == 0 ? name : "PLAYER " + std::to_string(p + 1), car,
                               controls::network_device(controls.players[size_t(p)])});
  return machine;
}

std::string network_name(const std::string& command_line, const std::string& setting) {
  return net::clean_name(command_line.empty() ? setting : command_line, "PLAYER 1");
}

std::shared_ptr<NetworkPlay> network_play_of(const Options& options, const std::string& name,
                                             const controls::ControlsSetup& controls,
                                             const assets::Installation& installation,
                                             std::string& error) {
  net::MachineOptions machine = local_players(options.players, name, options.car, controls);
  machine.password = options.password;
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
  if (!parse_host_address(options.join, machine.address, machine.port, error)) {
    error = "--join " + error;
    return nullptr;
  }
  return NetworkPlay::join(installation, std::move(machine), error);
}

}  // namespace unpod::game
