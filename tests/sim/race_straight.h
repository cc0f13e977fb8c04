// A hand-made straight for the race-rule tests: the lap line at x = 0, checkpoints at x = 100
// and x = 200, every gate 20 units wide and 6 high with its normal along +x.
#pragma once

#include "unpod/sim/race/course.h"

namespace unpod::race_test {

using sim::race::Beacon;
using sim::race::Course;
using sim::race::Fx;
using sim::race::MacroAction;

inline constexpr Fx kUnit = 0x10000;

inline Beacon gate_at(Fx x, int32_t front, int32_t back) {
  Beacon b;
  b.a = {x * kUnit, -10 * kUnit, 0};
  b.b = {x * kUnit, 10 * kUnit, 0};
  b.b_raised = {x * kUnit, 10 * kUnit, 6 * kUnit};
  b.a_raised = {x * kUnit, -10 * kUnit, 6 * kUnit};
  b.normal = {kUnit, 0, 0};
  b.front_chain = front;
  b.back_chain = back;
  return b;
}

inline Course straight() {
  Course c;
  c.nodes = {
      {MacroAction::kLapForward, 0, 0, 1, -1},          // 0: lap line, forward
      {MacroAction::kSection, 1, 0, -1, 0},             // 1: then Troncon (node 0)
      {MacroAction::kLapBackward, 2, 0, -1, -1},        // 2: lap line, backward
      {MacroAction::kCheckpointForward, 3, 0, -1, -1},  // 3: a checkpoint
  };
  c.beacons = {gate_at(0, 0, 2), gate_at(100, 3, -1), gate_at(200, 3, -1)};
  c.checkpoints = {0, 1, 2};
  return c;
}

}  // namespace unpod::race_test
