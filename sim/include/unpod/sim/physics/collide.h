// The track pass: each point against the track's sectors, floor faces and walls
// (pod-car-physics.md "The track", "The step" #24).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/wall_rule.h"
#include "unpod/sim/world/sector_search.h"
#include "unpod/sim/world/world.h"

namespace unpod::sim::physics {

// What the pass found.
struct TrackPass {
  bool found = false;          // a point found a face
  bool fell = false;           // nothing found and 10 below wheel 0's sector: put back
  bool scraping = false;       // the chassis point or a wall touched
  std::array<Fx, 4> wanted{};  // the travel each touching wheel needed to rest on its face
};

// POD FUN_0045ca78: the first sector whose bounds hold p, the point's own first, then its
// neighbours; POD FUN_0045ccd8 (a point with no sector): every sector. −1 for none.
int32_t sector_near(const world::World& w, int32_t sector, const Vec16& p);

// POD FUN_00417884: whether the chassis point searches this step: every 17th call of the
// shared counter (0x4f3310), with fewer than four wheels down, or when a wheel's contact
// normal points away from the car's up axis.
bool chassis_searches(const CarState& car, uint32_t& counter);

// POD FUN_004174f8: the point takes the ground face it is on (surface, normal, face, sector).
void touch_face(PointState& p, const world::GroundContact& g);

// POD FUN_004168dc: the lift of a wheel into its suspension by a floor of normal n at height h.
Fx floor_lift(const CarState& car, const PointState& p, const Vec16& n, Fx height);

// POD FUN_004167ec: a point pushed out of a face: depth, direction and bounce, the deepest kept.
void wall_push(PointState& p, Fx depth, const Vec16& direction, Fx bounce);

// POD FUN_00416be0: the walls of a sector against a point: the wall-bit faces it is over and
// nearer than its radius on the car's side (`side_from`, the chassis point at the step's
// start; inferred.h), and with `rule.push_back_through` those it went through since (`before`,
// its own place at the start).
void walls(const world::World& w, int32_t sector, const Vec16& before, const Vec16& side_from,
           WallRule rule, PointState& p);

// POD FUN_00417988: the track pass. `racer_calls` is the racer's step counter (every fourth
// call searches every sector); `chassis_counter` is the shared 0x4f3310.
// Where the points were at the step's start: the walls' side and the wheels' travel rate.
struct PointsBefore {
  std::array<Vec16, kPointCount> position{};
  std::array<Fx, 4> travel{};
};
PointsBefore points_before(const CarState& car);

// A touching wheel's travel rate is the speed the body closes on its ground (inferred.h).
TrackPass track_pass(CarState& car, const world::World& w, const PointsBefore& before,
                     uint32_t racer_calls, uint32_t& chassis_counter, WallRule rule);

}  // namespace unpod::sim::physics
