#include "unpod/engine/overlay/network_rows.h"

#include <cstdarg>
#include <cstdio>

namespace unpod::engine::overlay {
namespace {

std::string network_line(const char* format, ...) {
  char text[256];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof text, format, args);
  va_end(args);
  return text;
}

// A count over the race so far as a rate (none before the race's first tick).
double network_per_second(double count, double seconds) {
  return seconds > 0 ? count / seconds : 0.0;
}

}  // namespace

std::vector<std::string> network_rows(const NetworkView& view) {
  std::vector<std::string> rows;
  rows.push_back(view.hosting ? "hosting on " + view.where + ", this game a machine of it"
                              : "joined " + view.where);
  rows.push_back(network_line(
      "host link: round trip %u ms, loss %.1f %%, up %.0f B/s, down %.0f B/s", view.round_trip_ms,
      view.loss * 100.0, view.bytes_sent_per_s, view.bytes_received_per_s));
  const double s = view.race_seconds;
  rows.push_back(network_line(
      "re-simulated: %.1f ticks a second (%.1f run), %.2f rollbacks a second over %.0f s",
      network_per_second(double(view.ticks_resimulated), s),
      network_per_second(double(view.ticks_run), s), network_per_second(view.rollbacks, s), s));
  rows.push_back(network_line("longest rollback: %u ticks (%u ms), %u rollbacks",
                              view.longest_rollback, view.longest_rollback * view.tick_ms,
                              view.rollbacks));
  rows.push_back(network_line("waits: %llu (the shown race held at the window)",
                              static_cast<unsigned long long>(view.waits)));
  rows.push_back(network_line("ticks: confirmed %u, shown %u (%d ahead)", view.confirmed_tick,
                              view.shown_tick, int(view.shown_tick) - int(view.confirmed_tick)));
  rows.push_back(view.hash_tick
                     ? network_line("state hash: last sent for tick %u (none differed: a "
                                    "difference stops the race)",
                                    *view.hash_tick)
                     : std::string("state hash: none sent yet"));
  rows.push_back(network_line("eased cars: %u, largest correction %.2f units; %u drawn at once",
                              view.eased_cars, view.largest_correction, view.snaps));
  if (!view.hosting) return rows;
  rows.push_back(view.peers.empty() ? "machines (the host's view): none connected"
                                    : "machines (the host's view):");
  for (const NetworkPeer& p : view.peers)
    rows.push_back(network_line(
        "  %s: round trip %u ms, loss %.1f %%, in %.0f B/s, out %.0f B/s, confirmed tick %u",
        p.names.c_str(), p.round_trip_ms, p.loss * 100.0, p.bytes_in_per_s, p.bytes_out_per_s,
        p.confirmed_tick));
  return rows;
}

}  // namespace unpod::engine::overlay
