// The overlay's Network window (issue 33, docs/OVERLAY.md), shown over a network race only:
// this machine's link to the host and its rollbacks, the host's view of each machine when this
// game hosts, the last state hash sent and the cars eased after rollbacks. The game fills the
// figures from net:: (the engine does not depend on net); the rows are text, built without
// ImGui so they can be tested alone.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace unpod::engine::overlay {

// A machine as the host sees it (this game hosting).
struct NetworkPeer {
  std::string names;  // its players, "ANNA, BORIS"
  uint32_t round_trip_ms = 0;
  double loss = 0;  // 0..1, ENet's
  double bytes_in_per_s = 0, bytes_out_per_s = 0;
  uint32_t confirmed_tick = 0;  // the first tick it lacks of the others' readings
};

struct NetworkView {
  std::string where;  // the host joined ("127.0.0.1:7997") or the port hosted on
  // This machine's link to the host.
  uint32_t round_trip_ms = 0;
  double loss = 0;
  double bytes_sent_per_s = 0, bytes_received_per_s = 0;
  // Its rollbacks over the race so far (net::RollbackStats).
  double race_seconds = 0;
  uint64_t ticks_run = 0, ticks_resimulated = 0;
  uint32_t rollbacks = 0, longest_rollback = 0;
  uint64_t waits = 0;
  uint32_t confirmed_tick = 0, shown_tick = 0, tick_ms = 16;
  // The last state hash this machine sent the host (the host says only when one differs, and
  // the race stops then).
  std::optional<uint32_t> hash_tick;
  // Remote cars eased now, the largest correction being drawn (units) and the ones drawn at once.
  uint32_t eased_cars = 0;
  double largest_correction = 0;
  uint32_t snaps = 0;
  // The host's view of every machine, when this game hosts; empty when it joined.
  bool hosting = false;
  std::vector<NetworkPeer> peers;
};

// The window's lines, in order.
std::vector<std::string> network_rows(const NetworkView& view);

}  // namespace unpod::engine::overlay
