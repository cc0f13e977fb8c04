// Putting a car back: on the middle of the face it last touched, along the race path.
#include "unpod/sim/physics/collide.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/suspension.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

std::optional<Vec16> face_middle(const world::World& w, const PointState& wheel0) {
  if (wheel0.face_mesh < 0 || size_t(wheel0.face_mesh) >= w.sectors.size() || wheel0.face < 0)
    return std::nullopt;
  const world::Mesh& m = w.sectors[size_t(wheel0.face_mesh)].mesh;
  const auto face = size_t(wheel0.face);
  auto corner_sum = [&](const auto& corners) {
    int64_t sum[3] = {0, 0, 0};
    for (int16_t c : corners)
      for (size_t k = 0; k < 3; ++k) sum[k] += m.vertices[size_t(c)][k];
    return Vec16{narrow(sum[0]), narrow(sum[1]), narrow(sum[2])};
  };
  if (wheel0.face_is_quad) {
    if (face >= m.quads.size()) return std::nullopt;
    return sar(corner_sum(m.quads[face].corners), 2);  // four corners, shifted right by 2
  }
  if (face >= m.triangles.size()) return std::nullopt;
  return scale(corner_sum(m.triangles[face].corners), 0x5555);  // POD FUN_004d4606: × 1/3
}

// POD FUN_00423538.
void place_car(CarState& car, const world::World& w, const Vec16& at, const Vec16& heading,
               LengthRule lengths) {
  car.centre = add(at, Vec16{0, 0, kOne});
  Vec16 level = unit(Vec16{heading[0], heading[1], 0}, lengths);  // DEVIATION 14
  if (level == Vec16{0, 0, 0}) level = Vec16{kOne, 0, 0};
  car.forward = level;
  car.up = Vec16{0, 0, kOne};
  car.left = cross(car.up, car.forward);
  wheel_axes(car);
  place_points(car);
  for (PointState& p : car.points) {
    p.sector = sector_near(w, p.sector, p.position);
    p.last_sector = p.sector;
    p.touching = false;
    p.touch_count = 0;
    p.wall_depth = 0;
  }
}

// POD FUN_00415730.
void put_back(CarState& car, const world::World& w, const std::optional<Vec16>& path_heading,
              const Vec16& fallback, LengthRule lengths) {
  const Vec16 at = face_middle(w, car.points[0]).value_or(fallback);
  Vec16 heading = path_heading.value_or(car.forward);
  if (heading[0] == 0 && heading[1] == 0) heading = car.forward;
  car.upside_down_lo = car.upside_down_hi = 0;
  car_reset(car);
  clear_pose(car);  // POD FUN_004231b4 clears the pose and calls car_reset again
  place_car(car, w, at, heading, lengths);
}

}  // namespace unpod::sim::physics
