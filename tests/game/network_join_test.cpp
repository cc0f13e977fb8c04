// Joining a network race from the game: the host's address as typed (HOST or HOST:PORT), the
// recent hosts the settings keep ([network] recent, newest first, five at most), and the
// player's name as the host will clean it.
#include <catch2/catch.hpp>

#include "race/network_play.h"
#include "screens/join_screen.h"

using namespace unpod::game;
using screens::recent_hosts;
using screens::with_recent_host;

TEST_CASE("a host's address typed: the port 7997 when none, a bad port refused with the reason",
          "[game][network-join]") {
  std::string address, error;
  uint16_t port = 0;
  REQUIRE(parse_host_address("192.168.1.20", address, port, error));
  CHECK(address == "192.168.1.20");
  CHECK(port == 7997);
  REQUIRE(parse_host_address("pod.example.org:8123", address, port, error));
  CHECK(address == "pod.example.org");
  CHECK(port == 8123);
  for (const char* bad : {"pod:", "pod:0", "pod:65536", "pod:80x", ":7997", ""}) {
    INFO(bad);
    error.clear();
    CHECK_FALSE(parse_host_address(bad, address, port, error));
    CHECK(error.find(std::string("'") + bad + "'") == 0);
  }
  CHECK_FALSE(parse_host_address("pod:99999", address, port, error));
  CHECK(error == "'pod:99999': the port must be a number from 1 to 65535");
}

TEST_CASE("the recent hosts: newest first, no repeats, five at most, spaces and empties dropped",
          "[game][network-join]") {
  CHECK(recent_hosts("").empty());
  CHECK(recent_hosts(" a:1 ,, b:2,a:1 ") == std::vector<std::string>{"a:1", "b:2"});
  std::string kept;
  for (const char* h : {"a:1", "b:2", "c:3", "d:4", "e:5", "f:6"}) kept = with_recent_host(kept, h);
  CHECK(recent_hosts(kept) == std::vector<std::string>{"f:6", "e:5", "d:4", "c:3", "b:2"});
  // Joining one again brings it to the front.
  CHECK(recent_hosts(with_recent_host(kept, "c:3")) ==
        std::vector<std::string>{"c:3", "f:6", "e:5", "d:4", "b:2"});
}

TEST_CASE("the player's name in a network race: --name, else [game] name, else PLAYER 1",
          "[game][network-join]") {
  CHECK(network_name("Anna", "Boris") == "Anna");
  CHECK(network_name("", "Boris") == "Boris");
  CHECK(network_name("", "") == "PLAYER 1");
  CHECK(network_name("  A\tnna  ", "") == "Anna");
  CHECK(network_name("", "Élodie") == "lodie");  // printable ASCII only, as the host keeps it
}
