#include "unpod/net/car_smoothing.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "unpod/sim/physics/car_state.h"

namespace unpod::net {
namespace {

double length(const Place& v) {
  return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

Place units(const sim::fx::Vec16& v) {
  return {double(v[0]) / 65536.0, double(v[1]) / 65536.0, double(v[2]) / 65536.0};
}

// Where `before` goes in `seconds` at its and `now`'s mean velocity, less where `now` is.
Place correction(const CarMotion& before, const CarMotion& now, double seconds) {
  Place c{};
  for (size_t k = 0; k < 3; ++k)
    c[k] =
        before.position[k] + (before.velocity[k] + now.velocity[k]) / 2 * seconds - now.position[k];
  return c;
}

}  // namespace

std::vector<CarMotion> car_motions(const sim::session::RaceSession& session) {
  std::vector<CarMotion> cars;
  for (const auto& racer : session.simulation().racers())
    cars.push_back(
        {units(racer.car.points[sim::physics::kChassisPoint].position), units(racer.car.velocity)});
  return cars;
}

double unexplained_move(const CarMotion& before, const CarMotion& now, double seconds) {
  return length(correction(before, now, seconds));
}

CarSmoothing::CarSmoothing(std::vector<bool> local, SmoothingRules rules)
    : local_(std::move(local)), rules_(rules) {}

void CarSmoothing::frame(const std::vector<CarMotion>& cars, bool rolled_back, double race_seconds,
                         double wall_seconds) {
  if (cars.size() != last_.size()) {
    // The first frame (or another race): nothing to ease from.
    last_ = cars;
    eased_.assign(cars.size(), {});
    return;
  }
  for (size_t r = 0; r < cars.size(); ++r) {
    Eased& e = eased_[r];
    // What is left of the correction, shrunk evenly towards none.
    const double left = length(e.offset);
    // (A remainder of the rounding, a billionth of a unit, is none.)
    double shrunk = left - e.rate * std::max(0.0, wall_seconds);
    if (shrunk < 1e-9) shrunk = 0;
    for (double& k : e.offset) k = left > 0 ? k * shrunk / left : 0;
    if (shrunk == 0) e.rate = 0;
    const bool local = r < local_.size() && local_[r];
    if (!rolled_back || local) continue;
    // The car drawn on from where it was drawn, by its own motion.
    const Place c = correction(last_[r], cars[r], race_seconds);
    if (length(c) < rules_.least_correction) continue;
    Place offset = e.offset;
    for (size_t k = 0; k < 3; ++k) offset[k] += c[k];
    const double size = length(offset);
    if (size > rules_.snap_distance) {
      e = {};
      ++snaps_;
      continue;
    }
    e.offset = offset;
    e.rate = size / rules_.ease_seconds;
  }
  last_ = cars;
}

Place CarSmoothing::offset(size_t car) const {
  return car < eased_.size() ? eased_[car].offset : Place{};
}

Place CarSmoothing::drawn(size_t car) const {
  if (car >= last_.size()) return {};
  Place p = last_[car].position;
  const Place o = offset(car);
  for (size_t k = 0; k < 3; ++k) p[k] += o[k];
  return p;
}

}  // namespace unpod::net
