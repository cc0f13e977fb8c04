#include "unpod/sim/race/beacon_grid.h"

#include <algorithm>
#include <climits>

#include "unpod/sim/race/gate.h"

namespace unpod::sim::race {
namespace {

// A side of at least twice the reach keeps a corner's reach within 2 x 2 cells; on a circuit
// wider than 512 such cells the cells grow, so the grid stays under 512 x 512.
constexpr int64_t kMaxCells = 512;

// The square round a corner that holds every point its pre-test passes (|dx| + |dy| <= reach).
struct Box {
  int64_t x_lo, y_lo, x_hi, y_hi;
};
Box reach_of(const Vec3& corner) {
  return {int64_t{corner.x} - kBeaconReach, int64_t{corner.y} - kBeaconReach,
          int64_t{corner.x} + kBeaconReach, int64_t{corner.y} + kBeaconReach};
}

}  // namespace

BeaconGrid::BeaconGrid(std::span<const Beacon> beacons) {
  if (beacons.empty()) return;
  x0_ = y0_ = INT64_MAX;
  int64_t x_hi = INT64_MIN, y_hi = INT64_MIN;
  for (const Beacon& b : beacons)
    for (const Vec3* c : {&b.a, &b.b}) {
      const Box r = reach_of(*c);
      x0_ = std::min(x0_, r.x_lo), y0_ = std::min(y0_, r.y_lo);
      x_hi = std::max(x_hi, r.x_hi), y_hi = std::max(y_hi, r.y_hi);
    }
  const int64_t span = std::max(x_hi - x0_, y_hi - y0_) + 1;
  cell_ = std::max(2 * kBeaconReach, (span + kMaxCells - 1) / kMaxCells);
  columns_ = (x_hi - x0_) / cell_ + 1;
  rows_ = (y_hi - y0_) / cell_ + 1;
  // Each beacon in every cell either corner's square meets (once), counted then filled.
  std::vector<std::vector<int32_t>> cells(static_cast<size_t>(columns_ * rows_));
  for (size_t i = 0; i < beacons.size(); ++i)
    for (const Vec3* c : {&beacons[i].a, &beacons[i].b}) {
      const Box r = reach_of(*c);
      for (int64_t y = (r.y_lo - y0_) / cell_; y <= (r.y_hi - y0_) / cell_; ++y)
        for (int64_t x = (r.x_lo - x0_) / cell_; x <= (r.x_hi - x0_) / cell_; ++x) {
          std::vector<int32_t>& list = cells[static_cast<size_t>(y * columns_ + x)];
          if (list.empty() || list.back() != static_cast<int32_t>(i))
            list.push_back(static_cast<int32_t>(i));
        }
    }
  first_.reserve(cells.size() + 1);
  for (const auto& list : cells) {
    first_.push_back(static_cast<uint32_t>(ids_.size()));
    ids_.insert(ids_.end(), list.begin(), list.end());
  }
  first_.push_back(static_cast<uint32_t>(ids_.size()));
}

std::span<const int32_t> BeaconGrid::candidates(const Vec3& p) const {
  const int64_t x = int64_t{p.x} - x0_, y = int64_t{p.y} - y0_;
  if (first_.empty() || x < 0 || y < 0) return {};
  const int64_t column = x / cell_, row = y / cell_;
  if (column >= columns_ || row >= rows_) return {};
  const size_t c = static_cast<size_t>(row * columns_ + column);
  return {ids_.data() + first_[c], ids_.data() + first_[c + 1]};
}

}  // namespace unpod::sim::race
