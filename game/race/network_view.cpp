#include "race/network_view.h"

#include <algorithm>
#include <cmath>

namespace unpod::game {

engine::overlay::NetworkView network_view(const NetworkPlay& play,
                                          const net::CarSmoothing& smoothing) {
  const net::Machine& m = play.machine();
  const net::MachineFigures f = m.figures();
  engine::overlay::NetworkView v;
  v.where = play.where();
  v.round_trip_ms = f.round_trip_ms;
  v.loss = f.loss;
  v.bytes_sent_per_s = f.bytes_sent_per_s;
  v.bytes_received_per_s = f.bytes_received_per_s;
  v.race_seconds = f.race_seconds;
  v.ticks_run = f.rollback.ticks_run;
  v.ticks_resimulated = f.rollback.ticks_resimulated;
  v.rollbacks = f.rollback.rollbacks;
  v.longest_rollback = f.rollback.longest_rollback;
  v.waits = f.rollback.waits;
  v.tick_ms = m.tick_ms();
  if (const net::Rollback* rb = m.race()) {
    v.confirmed_tick = rb->confirmed();
    v.shown_tick = rb->shown();
    for (size_t r = 0; r < size_t(rb->shown_session().simulation().racers().size()); ++r) {
      const net::Place o = smoothing.offset(r);
      const double size = std::sqrt(o[0] * o[0] + o[1] * o[1] + o[2] * o[2]);
      if (size == 0) continue;
      ++v.eased_cars;
      v.largest_correction = std::max(v.largest_correction, size);
    }
  }
  v.hash_tick = m.last_hash_tick();
  v.snaps = smoothing.snaps();
  v.hosting = play.hosting();
  if (const net::Host* host = play.host())
    for (const net::Host::Peer& p : host->peers())
      v.peers.push_back({p.names, p.round_trip_ms, p.loss, p.bytes_in_per_s, p.bytes_out_per_s,
                         p.confirmed_tick});
  return v;
}

}  // namespace unpod::game
