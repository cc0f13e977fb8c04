// How much race a headless run simulated, counted one way by the runner and by a replay's
// playback (and printed by `unpod-tool race` and `replay`): the frames from the first frame's
// millisecond reading to the last's (a replay does not hold the last frame's length), then the
// race clock the run to the line added.
#pragma once

#include <cstdint>

#include "unpod/sim/physics/vec.h"

namespace unpod::sim::session {

struct SimulatedTime {
  uint32_t frames = 0;          // frames played
  uint32_t frame_ms = 0;        // the last frame's reading minus the first's
  physics::Fx run_to_line = 0;  // 16.16 s
};

}  // namespace unpod::sim::session
