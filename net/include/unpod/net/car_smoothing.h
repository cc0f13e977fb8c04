// Remote cars eased after a rollback (docs/NETWORK.md, "Smooth cars under lag"). The shown race
// runs ahead on predictions; when one proves wrong the rollback makes the shown race again and a
// remote car stands elsewhere from one frame to the next. What is drawn keeps the car where its
// own motion takes it and draws the correction away over a short time; the race itself is not
// touched (every state hash stays the same). A correction longer than the snap distance (a car
// put back on the track in one race and not the other) is drawn at once: sliding a car across
// the track would show a path it never drove. The local players' cars are never eased: their
// player steers them and would feel a lag. Drawing only: doubles, no sim state written.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "unpod/sim/session/race_session.h"

namespace unpod::net {

using Place = std::array<double, 3>;  // the track's units (about a metre)

// A car as the shown race has it: its chassis point and velocity (units a second).
struct CarMotion {
  Place position{};
  Place velocity{};
};

// Every racer's car of `session`, in racer order.
std::vector<CarMotion> car_motions(const sim::session::RaceSession& session);

// How far `now` stands from where `before` goes in `seconds` at their mean velocity: the part of
// a move its own motion does not explain (a rollback's correction, a put-back).
double unexplained_move(const CarMotion& before, const CarMotion& now, double seconds);

struct SmoothingRules {
  // A correction is drawn away evenly over this long: a 5-unit one at 60 frames a second moves
  // the car 0.56 units a frame. Longer shows the car where the race no longer has it.
  double ease_seconds = 0.15;
  // A correction longer than this (units) is drawn at once.
  double snap_distance = 12.0;
  // Shorter corrections are the velocity's rounding over a frame: nothing to ease.
  double least_correction = 0.01;
};

class CarSmoothing {
 public:
  // `local[r]`: racer r is one of this machine's players' cars.
  explicit CarSmoothing(std::vector<bool> local, SmoothingRules rules = {});

  // One drawn frame: the shown race's cars now; `rolled_back` when the shown race was made again
  // since the last frame (Rollback::stats().rollbacks went up); `race_seconds` how far the shown
  // race's clock moved since it (what the cars' motion explains); `wall_seconds` the time since
  // the last frame drawn (what the easing takes away).
  void frame(const std::vector<CarMotion>& cars, bool rolled_back, double race_seconds,
             double wall_seconds);

  // Where racer `car` is drawn less where the shown race has it (zero when not eased).
  Place offset(size_t car) const;
  // Where it is drawn.
  Place drawn(size_t car) const;
  // The corrections drawn at once so far (longer than the snap distance).
  uint32_t snaps() const { return snaps_; }
  const SmoothingRules& rules() const { return rules_; }

 private:
  struct Eased {
    Place offset{};
    double rate = 0;  // units a second the offset shrinks by
  };
  std::vector<bool> local_;
  SmoothingRules rules_;
  std::vector<CarMotion> last_;
  std::vector<Eased> eased_;
  uint32_t snaps_ = 0;
};

}  // namespace unpod::net
