// The overlay's Network window's figures (engine/overlay/network_rows.h) from a network race the
// game takes part in: this machine's link and rollbacks (net::Machine::figures), its last state
// hash, the cars it draws eased (net::CarSmoothing), and the host's view of every machine when
// the game hosts (net::Host::peers).
#pragma once

#include "race/network_play.h"
#include "unpod/engine/overlay/network_rows.h"
#include "unpod/net/car_smoothing.h"

namespace unpod::game {

engine::overlay::NetworkView network_view(const NetworkPlay& play,
                                          const net::CarSmoothing& smoothing);

}  // namespace unpod::game
