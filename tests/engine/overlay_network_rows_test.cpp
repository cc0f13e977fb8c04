// The overlay's Network window's rows (network_rows.h) from given figures: this machine's link,
// its rollbacks as rates over the race so far, the last state hash sent, the eased cars, and the
// host's view of each machine only when this game hosts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "unpod/engine/overlay/network_rows.h"

using namespace unpod::engine::overlay;

namespace {

NetworkView joined_view() {
  NetworkView v;
  v.where = "127.0.0.1:7997";
  v.round_trip_ms = 62;
  v.loss = 0.03;
  v.bytes_sent_per_s = 931.4;
  v.bytes_received_per_s = 2410.0;
  v.race_seconds = 10.0;
  v.ticks_run = 625;
  v.ticks_resimulated = 204;
  v.rollbacks = 30;
  v.longest_rollback = 11;
  v.waits = 2;
  v.confirmed_tick = 640;
  v.shown_tick = 652;
  v.hash_tick = 640;
  v.eased_cars = 2;
  v.largest_correction = 0.6;
  v.snaps = 1;
  return v;
}

// The rows joined, one a line, for looking up what they say.
std::string network_text(const NetworkView& v) {
  std::string text;
  for (const std::string& row : network_rows(v)) text += row + "\n";
  return text;
}

bool says(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

}  // namespace

TEST_CASE("the Network window's rows say a joined machine's link, rollbacks and last hash",
          "[engine][overlay]") {
  const std::string text = network_text(joined_view());
  INFO(text);
  CHECK(says(text, "joined 127.0.0.1:7997\n"));
  CHECK(says(text, "round trip 62 ms, loss 3.0 %, up 931 B/s, down 2410 B/s"));
  CHECK(says(text, "re-simulated: 20.4 ticks a second (62.5 run), 3.00 rollbacks a second"));
  CHECK(says(text, "longest rollback: 11 ticks (176 ms), 30 rollbacks"));
  CHECK(says(text, "waits: 2 "));
  CHECK(says(text, "ticks: confirmed 640, shown 652 (12 ahead)"));
  CHECK(says(text, "state hash: last sent for tick 640 "));
  CHECK(says(text, "eased cars: 2, largest correction 0.60 units; 1 drawn at once"));
  CHECK_FALSE(says(text, "machines"));  // a machine that joined sees no other machine's link
}

TEST_CASE("the Network window lists each machine as the host sees it when this game hosts",
          "[engine][overlay]") {
  NetworkView v = joined_view();
  v.hosting = true;
  v.where = "port 7997";
  v.peers.push_back({"ANNA", 1, 0.0, 950.0, 2400.0, 700});
  v.peers.push_back({"BORIS, PLAYER 2", 64, 0.05, 1800.0, 2000.0, 690});
  const std::vector<std::string> rows = network_rows(v);
  const std::string text = network_text(v);
  INFO(text);
  CHECK(rows.front() == "hosting on port 7997, this game a machine of it");
  CHECK(says(text, "machines (the host's view):\n"));
  CHECK(says(text,
             "  ANNA: round trip 1 ms, loss 0.0 %, in 950 B/s, out 2400 B/s, confirmed "
             "tick 700\n"));
  CHECK(says(text,
             "  BORIS, PLAYER 2: round trip 64 ms, loss 5.0 %, in 1800 B/s, out 2000 B/s, "
             "confirmed tick 690\n"));
  CHECK(rows.size() == network_rows(joined_view()).size() + 3);

  v.peers.clear();
  CHECK(says(network_text(v), "machines (the host's view): none connected"));
}

TEST_CASE("before the race's first tick the Network window's rates are zero and no hash was sent",
          "[engine][overlay]") {
  NetworkView v;
  v.where = "127.0.0.1:7997";
  const std::string text = network_text(v);
  INFO(text);
  CHECK(says(text, "re-simulated: 0.0 ticks a second (0.0 run), 0.00 rollbacks a second"));
  CHECK(says(text, "state hash: none sent yet"));
  CHECK_FALSE(says(text, "nan"));
  CHECK_FALSE(says(text, "inf"));
}
