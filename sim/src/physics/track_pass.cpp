// The track pass: each point finds the floor it is on and the walls it is in.
#include <algorithm>

#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"
#include "unpod/sim/world/face_tests.h"
#include "unpod/sim/world/sector_search.h"

namespace unpod::sim::physics {
namespace {

// The first ground face the point is on: the same face as last step first, then its sector and
// the sector's neighbours, or, every fourth call, every sector whose bounds hold it.
std::optional<world::GroundContact> search(const world::World& w, const PointState& p,
                                           bool everywhere) {
  if (p.touching)
    if (auto g = world::ground_on(w, p.face_mesh, p.face, p.face_is_quad, p.position, p.radius))
      return g;
  if (everywhere) {
    for (size_t s = 0; s < w.sectors.size(); ++s)
      if (world::holds(w.sectors[s], p.position))
        if (auto g = world::find_ground(w, int32_t(s), p.position, p.radius)) return g;
    return std::nullopt;
  }
  const int32_t own = p.sector >= 0 && size_t(p.sector) < w.sectors.size()
                          ? p.sector
                          : sector_near(w, -1, p.position);
  if (own < 0) return std::nullopt;
  if (auto g = world::find_ground(w, own, p.position, p.radius)) return g;
  for (int32_t n : world::neighbours(w, own))
    if (auto g = world::find_ground(w, n, p.position, p.radius)) return g;
  return std::nullopt;
}

// The walls of the point's sector and of the neighbours whose bounds (widened by its radius)
// hold it.
void walls_near(const world::World& w, const Vec16& before, const Vec16& side_from, WallRule rule,
                PointState& p) {
  if (p.sector < 0) return;
  walls(w, p.sector, before, side_from, rule, p);
  for (int32_t n : world::neighbours(w, p.sector)) {
    if (n == p.sector) continue;
    const world::Sector& s = w.sectors[size_t(n)];
    bool near = true;
    for (size_t k = 0; k < 3 && near; ++k)
      near = int64_t{p.position[k]} >= int64_t{s.bounds_min[k]} - p.radius &&
             int64_t{p.position[k]} <= int64_t{s.bounds_max[k]} + p.radius;
    if (near) walls(w, n, before, side_from, rule, p);
  }
}

// A touching wheel's travel rate: how fast the body at the wheel closes on the ground along its
// normal, over the normal's share of the car's up axis (inferred.h: the rate of this step, so
// the damper does not lag the spring by a step).
Fx touching_rate(const CarState& car, const PointState& p, const Vec16& n) {
  const Vec16 v = add(car.velocity, cross(car.spin, sub(p.position, car.centre)));
  const Fx cos = dot(n, car.up);
  return div(narrow(-int64_t{dot(v, n)}), cos < kFloorMinCos ? kFloorMinCos : cos);
}

Fx lowest_bound(const world::World& w, int32_t sector) {
  if (sector >= 0 && size_t(sector) < w.sectors.size())
    return w.sectors[size_t(sector)].bounds_min[2];
  if (w.sectors.empty()) return 0;
  Fx lowest = w.sectors[0].bounds_min[2];
  for (const world::Sector& s : w.sectors) lowest = std::min(lowest, s.bounds_min[2]);
  return lowest;
}

}  // namespace

PointsBefore points_before(const CarState& car) {
  PointsBefore b;
  for (int i = 0; i < kPointCount; ++i) b.position[size_t(i)] = car.points[size_t(i)].position;
  for (int i = 0; i < 4; ++i) b.travel[size_t(i)] = car.points[size_t(i)].travel;
  return b;
}

// POD FUN_00417988: the track pass.
TrackPass track_pass(CarState& car, const world::World& w, const PointsBefore& before,
                     uint32_t racer_calls, uint32_t& chassis_counter, WallRule rule) {
  TrackPass out;
  const bool chassis_looks = chassis_searches(car, chassis_counter);
  const bool everywhere = racer_calls % 4 == 0;
  std::array<Vec16, 4> plane{};   // a point of each touching wheel's floor,
  std::array<bool, 4> on_face{};  // for the wheels that found one themselves
  for (int i = 0; i < kPointCount; ++i) {
    PointState& p = car.points[size_t(i)];
    p.wall_depth = 0;
    p.wall_dir = Vec16{0, 0, 0};
    p.bounce = 0;
    if (i == kChassisPoint && !chassis_looks) {
      p.touching = false;
      continue;
    }
    const std::optional<world::GroundContact> g = search(w, p, everywhere);
    p.touching = false;
    if (g) {
      out.found = true;
      if (i == kChassisPoint) {
        touch_face(p, *g);
        p.touching = true;
        if (g->height < p.radius) {
          wall_push(p, sub(p.radius, g->height), g->normal, kFloorBounce);
          out.scraping = true;
        }
      } else if (dot(g->normal, car.up) < kFloorMinCos) {
        // Too steep to stand a wheel on: it pushes the wheel out as a wall does.
        wall_push(p, sub(p.radius, g->height), g->normal, kWallBounce);
        p.sector = g->sector;
      } else {
        touch_face(p, *g);
        p.touching = true;
        const Fx wanted = add(p.travel, floor_lift(car, p, g->normal, g->height));
        out.wanted[size_t(i)] = wanted;
        p.travel_speed = touching_rate(car, p, g->normal);
        p.travel = wanted;
        plane[size_t(i)] = sub(p.position, scale(g->normal, g->height));
        on_face[size_t(i)] = true;
      }
    } else {
      p.sector = sector_near(w, p.sector, p.position);
    }
    walls_near(w, before.position[size_t(i)], before.position[kChassisPoint], rule, p);
    if (p.wall_depth > 0 && i != kChassisPoint) out.scraping = true;
  }

  // With two or three wheels down, a free wheel is tried on the floors the touching wheels found
  // (not on a floor lent to another free wheel).
  int down = 0;
  for (int i = 0; i < 4; ++i) down += on_face[size_t(i)];
  if (down == 2 || down == 3) {
    for (int j = 0; j < 4; ++j) {
      PointState& free = car.points[size_t(j)];
      if (free.touching) continue;
      for (int i = 0; i < 4; ++i) {
        const PointState& held = car.points[size_t(i)];
        if (!on_face[size_t(i)] || i == j) continue;
        const Fx h = dot(sub(free.position, plane[size_t(i)]), held.contact_normal);
        if (!world::within_reach(h, free.radius)) continue;
        free.touching = true;
        free.contact_normal = held.contact_normal;
        free.surface = held.surface;
        const Fx wanted = add(free.travel, floor_lift(car, free, held.contact_normal, h));
        out.wanted[size_t(j)] = wanted;
        free.travel_speed = touching_rate(car, free, held.contact_normal);
        free.travel = wanted;
        break;
      }
    }
  }
  car.wheel1_sector = car.points[1].sector;
  if (!out.found && car.centre[2] < sub(lowest_bound(w, car.points[0].sector), kFallBelow))
    out.fell = true;
  return out;
}

}  // namespace unpod::sim::physics
