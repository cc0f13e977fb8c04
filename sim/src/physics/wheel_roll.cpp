// The wheels' roll angles.
#include "unpod/sim/fx/trig.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00415424 (from FUN_004155b8): roll += spin × dt, kept in (−π, π].
void wheel_roll(CarState& car, Fx dt) {
  for (int i = 0; i < 4; ++i) {
    PointState& p = car.points[size_t(i)];
    int64_t a = int64_t{p.roll} + mul(p.spin, dt);
    a %= fx::kTwoPi16;
    if (a > fx::kPi16) a -= fx::kTwoPi16;
    if (a <= -fx::kPi16) a += fx::kTwoPi16;
    // 2π in 16.16 is one more than twice π: −π itself would land one past π.
    if (a > fx::kPi16) a = fx::kPi16;
    p.roll = static_cast<Fx>(a);
  }
}

}  // namespace unpod::sim::physics
