// The walls' one switch, DEVIATION 12 (docs/DEVIATIONS.md).
#pragma once

namespace unpod::sim::physics {

// DEVIATION 12: a point that went more than 2.29 through a wall since the step's start is pushed
// back to the car's side. Off, the original: a face pushes only a point less than 2.29 behind
// it, and a point faster than that per step passes through.
struct WallRule {
  bool push_back_through = false;
  bool operator==(const WallRule&) const = default;
};

}  // namespace unpod::sim::physics
