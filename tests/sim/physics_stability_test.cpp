// Stability: 10,000 random starting states and inputs (any place, any attitude, up to 60
// units/s and 3 rad/s, random buttons and wheel angles changed twice a second), each run for 30 s
// of 12 ms frames, half on generated flat ground with a wall and half on the demo disc's Dusk
// Ring. No fixed-point result may leave int32 (vec.h counts them), no speed may blow up, and no
// car may leave the world without coming back (thrown out, it must land or be put back within
// 6 s). The sanitizer build runs 200 of them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "physics_fixtures.h"
#include "race_disc_fixture.h"
#include "unpod/sim/physics/body.h"
#include "unpod/sim/physics/frames.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::physics_test {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kCasesPerBatch = 20;  // the sanitised build is ~15x slower
#else
constexpr int kCasesPerBatch = 1000;
#endif
constexpr int kBatches = 10;
constexpr double kSeconds = 30;
constexpr int kOffWorldSteps = static_cast<int>(6 * 65536 / kFrame);

struct Ground {
  world::World w;
  Vec16 lo, hi;  // the world's bounds, widened (a car thrown out must come back)
};

Ground ground_of(world::World w) {
  Ground g{std::move(w), {}, {}};
  g.lo = g.w.sectors[0].bounds_min;
  g.hi = g.w.sectors[0].bounds_max;
  for (const world::Sector& s : g.w.sectors)
    for (size_t k = 0; k < 3; ++k) {
      g.lo[k] = std::min(g.lo[k], s.bounds_min[k]);
      g.hi[k] = std::max(g.hi[k], s.bounds_max[k]);
    }
  for (size_t k = 0; k < 2; ++k) {
    g.lo[k] -= fx(200);
    g.hi[k] += fx(200);
  }
  g.lo[2] -= fx(15);  // a falling car is put back 10 under its sector's floor
  g.hi[2] += fx(60);
  return g;
}

const Ground& flat() {
  static const Ground g = ground_of(flat_world(200, 10, 60.0));
  return g;
}
const Ground& dusk() {
  static const Ground g = [] {
    auto w = world::build_world(race_test::dusk_ring().circuit);
    if (!w) throw std::runtime_error(w.error().to_string());
    return ground_of(std::move(w.value()));
  }();
  return g;
}

bool inside(const Ground& g, const Vec16& p) {
  for (size_t k = 0; k < 3; ++k)
    if (p[k] < g.lo[k] || p[k] > g.hi[k]) return false;
  return true;
}

// One random case; returns what went wrong, or an empty string.
std::string run_case(int index) {
  std::mt19937 rng(static_cast<uint32_t>(index) * 2654435761u + 1);
  std::uniform_real_distribution<double> u(-1, 1);
  const bool on_dusk = index % 2 == 1;
  const Ground& g = on_dusk ? dusk() : flat();
  Vec16 at = v16(100 * u(rng), 100 * u(rng), 3 * (u(rng) + 1));
  if (on_dusk) {
    const double along = (u(rng) + 1) / 2 * race_test::lap_length();
    const assets::Vec3 p = race_test::on_lap(along);
    at = {p.x + fx(6 * u(rng)), p.y + fx(6 * u(rng)), p.z + fx(3 * (u(rng) + 1))};
  }
  const std::string& name = demo_car_names()[size_t(index) % demo_car_names().size()];
  physics::CarState car = placed_car(demo_car(name), g.w, at, v16(u(rng), u(rng), 0));
  const Vec16 axis = physics::unit(v16(u(rng), u(rng), u(rng)));
  const Fx angle = fx(3.14 * u(rng));
  car.forward = physics::turn(car.forward, axis, angle);
  car.up = physics::turn(car.up, axis, angle);
  physics::square_axes(car);
  car.velocity = v16(60 * u(rng), 60 * u(rng), 20 * u(rng));
  car.spin = v16(3 * u(rng), 3 * u(rng), 3 * u(rng));
  physics::DriverState d =
      driver(index % 3 == 0 ? physics::DriverKind::kComputer : physics::DriverKind::kHuman);
  Stepper s{g.w, at};
  physics::reset_overflow_count();
  int outside = 0;
  const int steps = static_cast<int>(kSeconds * 65536 / kFrame);
  for (int i = 0; i < steps; ++i) {
    if (i % 40 == 0) {
      d.input = physics::input_word(rng() & 0x71);
      physics::set_wheel_angles(car, fx(0.6 * u(rng)));
    }
    s.step(car, d, kFrame);
    if (physics::overflow_count() != 0)
      return "a fixed-point overflow at step " + std::to_string(i);
    // The spin is held on its largest axis (2.29 rad/s, a little more after the axes turn).
    const Vec16 spin = physics::to_frame(car.spin, car.forward, car.left, car.up);
    const Fx largest = std::max({std::abs(spin[0]), std::abs(spin[1]), std::abs(spin[2])});
    if (speed(car.velocity) > 150 || largest > physics::kSpinCap + 0x800)
      return "a blow-up at step " + std::to_string(i);
    // A car thrown off the world comes back: it is put back once it falls under the floor.
    outside = inside(g, car.centre) ? 0 : outside + 1;
    if (outside > kOffWorldSteps) return "off the world for 6 s at step " + std::to_string(i);
  }
  if (!inside(g, car.centre)) return "off the world at the end";
  return {};
}

void run_batch(int batch) {
  int failed = 0;
  for (int c = 0; c < kCasesPerBatch; ++c) {
    const int index = batch * kCasesPerBatch + c;
    const std::string what = run_case(index);
    if (what.empty()) continue;
    if (++failed <= 5) {
      INFO("case " << index << ": " << what);
      CHECK(what.empty());
    }
  }
  CHECK(failed == 0);
}

}  // namespace

#define UNPOD_STABILITY_BATCH(n)                                                         \
  TEST_CASE("random starting states and inputs stay stable and on the world, batch " #n, \
            "[physics][stability]") {                                                    \
    run_batch(n);                                                                        \
  }
UNPOD_STABILITY_BATCH(0)
UNPOD_STABILITY_BATCH(1)
UNPOD_STABILITY_BATCH(2)
UNPOD_STABILITY_BATCH(3)
UNPOD_STABILITY_BATCH(4)
UNPOD_STABILITY_BATCH(5)
UNPOD_STABILITY_BATCH(6)
UNPOD_STABILITY_BATCH(7)
UNPOD_STABILITY_BATCH(8)
UNPOD_STABILITY_BATCH(9)
static_assert(kBatches == 10, "one UNPOD_STABILITY_BATCH per batch");

}  // namespace unpod::physics_test
