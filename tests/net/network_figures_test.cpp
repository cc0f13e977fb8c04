// What the overlay's Network window reads from the network race (ENet in one process,
// 127.0.0.1): the host's view of every machine connected (Host::peers) and each machine's last
// state hash sent (Machine::last_hash_tick), as a race of two machines runs.
#include <catch2/catch.hpp>

#include <algorithm>

#include "net/loopback.h"

using namespace unpod;
using net_test::Loopback;

TEST_CASE(
    "the host lists each machine with its players, link and acknowledgement and each "
    "machine its last state hash",
    "[net][figures]") {
  Loopback lb(net_test::test_host(2, 1));
  net::Machine& anna =
      lb.join(net_test::test_machine(lb.host->port(), {"ANNA"}),
              [](int32_t, int64_t ms) { return net_test::scripted(0, ms, 60000); });
  net::Machine& boris =
      lb.join(net_test::test_machine(lb.host->port(), {"BORIS"}),
              [](int32_t, int64_t ms) { return net_test::scripted(1, ms, 60000); });
  CHECK(lb.host->peers().empty());
  CHECK_FALSE(anna.last_hash_tick());
  // Three hash ticks (64, 128, 192) confirmed by both machines; 30 s at most.
  lb.run(std::chrono::seconds(30), [&] {
    return anna.race() && boris.race() && anna.race()->confirmed() > 200 &&
           boris.race()->confirmed() > 200;
  });
  REQUIRE(anna.race());
  REQUIRE(boris.race());
  REQUIRE(anna.race()->confirmed() > 200);

  const std::vector<net::Host::Peer> peers = lb.host->peers();
  REQUIRE(peers.size() == 2);
  std::vector<std::string> names;
  for (const auto& p : peers) {
    names.push_back(p.names);
    CHECK(p.racing);
    CHECK(p.confirmed_tick > 64);
    CHECK(p.bytes_in_per_s > 0);
    CHECK(p.bytes_out_per_s > 0);
    CHECK(p.loss >= 0);
    CHECK(p.loss <= 1);
  }
  std::sort(names.begin(), names.end());
  CHECK(names == std::vector<std::string>{"ANNA", "BORIS"});

  for (const net::Machine* m : {&anna, &boris}) {
    const auto tick = m->last_hash_tick();
    REQUIRE(tick);
    CHECK(*tick % 64 == 0);
    CHECK(*tick >= 192);
    CHECK(*tick <= m->race()->confirmed());
    CHECK(m->tick_ms() == 16);
  }
}
