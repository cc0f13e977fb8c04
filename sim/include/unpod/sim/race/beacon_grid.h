// The beacons a car's move may cross, found through a grid over the circuit (ours: the original
// pre-tests every beacon for every car and step, POD FUN_0042a3ac). A cell lists, in increasing
// order, every beacon whose pre-test can pass at some point of the cell; the race rules pre-test
// only those, so the same beacons pass in the same order as when all are tested, and a move
// costs a handful of pre-tests however many beacons the circuit has (the demo's 64: 7 to 9).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "unpod/sim/race/course.h"

namespace unpod::sim::race {

class BeaconGrid {
 public:
  explicit BeaconGrid(std::span<const Beacon> beacons);
  // The beacons to pre-test at p, in increasing order; none outside every beacon's reach.
  std::span<const int32_t> candidates(const Vec3& p) const;

 private:
  int64_t x0_ = 0, y0_ = 0;  // the grid's low corner (raw 16.16)
  int64_t cell_ = 1;         // a cell's side (raw)
  int64_t columns_ = 0, rows_ = 0;
  std::vector<uint32_t> first_;  // cell c's beacons are ids_[first_[c] .. first_[c + 1])
  std::vector<int32_t> ids_;
};

}  // namespace unpod::sim::race
