// Worlds and cars for the physics tests: a generated flat ground (with walls where asked), the
// demo disc's circuits, and cars made from the demo disc's descriptions, placed on them.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/demo_disc.h"
#include "support/fx.h"
#include "unpod/assets/circuit.h"
#include "unpod/sim/physics/car_state.h"
#include "unpod/sim/physics/driver.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/world/world.h"

namespace unpod::physics_test {

namespace physics = sim::physics;
namespace world = sim::world;
using physics::Fx;
using physics::Vec16;

using test::demo_car;
using test::demo_car_names;
using test::fx;
inline double real(Fx v) {
  return v / 65536.0;
}
inline Vec16 v16(double x, double y, double z) {
  return {fx(x), fx(y), fx(z)};
}
inline double speed(const Vec16& v) {
  return std::sqrt(real(v[0]) * real(v[0]) + real(v[1]) * real(v[1]) + real(v[2]) * real(v[2]));
}

// A face of the test ground: a quad with the unit normal it is wound for.
inline assets::Face ground_quad(std::array<uint32_t, 4> corners, assets::Vec3 normal,
                                uint32_t property) {
  assets::Face f;
  f.vertex_count = 4;
  f.indices = corners;
  f.normal = normal;
  f.property = property;
  return f;
}

// Flat ground at z = 0 from −x_half to +x_half and −y_half to +y_half, in square tiles of
// `tile` units (faces stay small, as a track's do: the face tests' products must fit 32 bits),
// cut into sectors of up to 10 × 10 tiles, each listing itself and the sectors around it. With
// `wall_x`, a two-sided wall 3 high across the ground at x = wall_x, its faces a tile long.
inline world::World flat_ground(double x_half, double y_half, double tile = 10,
                                std::optional<double> wall_x = std::nullopt) {
  assets::Circuit c;
  constexpr int kPerSector = 10;
  const int nx = static_cast<int>(std::lround(2 * x_half / tile));
  const int ny = static_cast<int>(std::lround(2 * y_half / tile));
  const int sx_count = (nx + kPerSector - 1) / kPerSector,
            sy_count = (ny + kPerSector - 1) / kPerSector;
  constexpr uint32_t kGround = assets::face_bits::kVisible | assets::face_bits::kRoad;
  constexpr uint32_t kWall =
      assets::face_bits::kVisible | assets::face_bits::kWall | assets::face_bits::kTwoSided;
  for (int sy = 0; sy < sy_count; ++sy)
    for (int sx = 0; sx < sx_count; ++sx) {
      assets::Sector s;
      const int i0 = sx * kPerSector, j0 = sy * kPerSector;
      const int ni = std::min(kPerSector, nx - i0), nj = std::min(kPerSector, ny - j0);
      const double x0 = -x_half + i0 * tile, y0 = -y_half + j0 * tile;
      for (int j = 0; j <= nj; ++j)
        for (int i = 0; i <= ni; ++i)
          s.object.positions.push_back({fx(x0 + i * tile), fx(y0 + j * tile), 0});
      const auto at = [&](int a, int b) { return uint32_t(b * (ni + 1) + a); };
      for (int j = 0; j < nj; ++j)
        for (int i = 0; i < ni; ++i)  // counter-clockwise seen from above: the normal points up
          s.object.faces.push_back(ground_quad(
              {at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)}, {0, 0, fx(1)}, kGround));
      const double x1 = x0 + ni * tile;
      if (wall_x && *wall_x >= x0 && *wall_x < x1) {
        for (int j = 0; j < nj; ++j) {
          const auto base = static_cast<uint32_t>(s.object.positions.size());
          const double y = y0 + j * tile;
          s.object.positions.push_back({fx(*wall_x), fx(y), 0});
          s.object.positions.push_back({fx(*wall_x), fx(y + tile), 0});
          s.object.positions.push_back({fx(*wall_x), fx(y + tile), fx(3)});
          s.object.positions.push_back({fx(*wall_x), fx(y), fx(3)});
          s.object.faces.push_back(
              ground_quad({base, base + 1, base + 2, base + 3}, {fx(1), 0, 0}, kWall));
        }
      }
      s.object.normals.assign(s.object.positions.size(), {0, 0, fx(1)});
      s.bbox_min = {fx(x0), fx(y0), fx(-2)};
      s.bbox_max = {fx(x1), fx(y0 + nj * tile), fx(10)};
      c.sectors.push_back(std::move(s));
    }
  for (int sy = 0; sy < sy_count; ++sy)
    for (int sx = 0; sx < sx_count; ++sx) {
      assets::VisibilityEntry v;
      v.sectors.push_back(sy * sx_count + sx);
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int x = sx + dx, y = sy + dy;
          if ((dx || dy) && x >= 0 && y >= 0 && x < sx_count && y < sy_count)
            v.sectors.push_back(y * sx_count + x);
        }
      c.visibility.push_back(v);
    }
  auto w = world::build_world(c);
  if (!w) throw std::runtime_error(w.error().to_string());
  return std::move(w.value());
}

// A square of flat ground `half` units either side of the origin.
inline world::World flat_world(double half = 200, double tile = 10,
                               std::optional<double> wall_x = std::nullopt) {
  return flat_ground(half, half, tile, wall_x);
}

// A car made from a car file and placed at `at` (its centre 1 above it, as a put-back places
// it), facing `heading`, with an automatic gearbox.
inline physics::CarState placed_car(const assets::Car& file, const world::World& w, Vec16 at,
                                    Vec16 heading = {fx(1), 0, 0}) {
  physics::CarState car = physics::make_car(file);
  physics::place_car(car, w, at, heading, {});
  return car;
}

inline physics::DriverState driver(physics::DriverKind kind = physics::DriverKind::kHuman,
                                   uint32_t buttons = 0) {
  physics::DriverState d;
  d.kind = kind;
  d.input = physics::input_word(buttons);
  return d;
}

// One step of a car on its own (the chassis counter of the test's own); a put-back with no face
// to go to goes `home`.
struct Stepper {
  const world::World& world;
  Vec16 home{};
  uint32_t chassis_counter = 0;
  physics::StepReport step(physics::CarState& car, physics::DriverState& d, Fx dt) {
    physics::StepContext ctx;
    ctx.world = &world;
    ctx.dt = dt;
    ctx.chassis_counter = &chassis_counter;
    ctx.fallback = home;
    physics::StepReport r = physics::physics_step(car, d, ctx);
    physics::upside_down(car, ctx);
    physics::wheel_roll(car, dt);
    return r;
  }
};

// 12 ms frames as 16.16 seconds (POD's DAT_0060be0c at about 80 frames a second).
inline constexpr Fx kFrame = 786;

}  // namespace unpod::physics_test
