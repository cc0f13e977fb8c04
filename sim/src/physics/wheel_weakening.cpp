// A broken part weakens the wheels beside it.
#include "unpod/sim/physics/damage.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {
namespace {

// The notes' radius² × 15.26 and × 7.63 (1,000,000 and 500,000 raw) are in POD's torque unit,
// taken as N·m: ours is the kN·m (inferred.h, "Units"), a thousandth of them.
constexpr Fx kWheelResistance = 1000000 / 1000;
constexpr Fx kAxleResistance = 500000 / 1000;
constexpr Fx kWheelGrip = 62259;  // 0.95
constexpr Fx kAxleGrip = 63570;   // 0.97

void weaken(PointState& p, Fx grip, Fx resistance) {
  p.grip = mul(p.grip, grip);
  p.rolling_resistance = add(p.rolling_resistance, mul(mul(p.radius, p.radius), resistance));
}

}  // namespace

// POD FUN_00415270.
void weaken_wheel(PointState& wheel) {
  weaken(wheel, kWheelGrip, kWheelResistance);
}

// POD FUN_004152ac.
void weaken_axle(PointState& a, PointState& b) {
  weaken(a, kAxleGrip, kAxleResistance);
  weaken(b, kAxleGrip, kAxleResistance);
}

// POD FUN_00415318.
void hurt_wheels(CarState& car, uint8_t bit) {
  auto& w = car.points;
  switch (bit) {
    case 0x10:
      weaken_wheel(w[0]);
      break;
    case 0x04:
      weaken_axle(w[0], w[1]);
      break;
    case 0x01:
      weaken_wheel(w[1]);
      break;
    case 0x20:
      weaken_wheel(w[2]);
      break;
    case 0x08:
      weaken_axle(w[2], w[3]);
      break;
    case 0x02:
      weaken_wheel(w[3]);
      break;
    default:
      break;
  }
}

}  // namespace unpod::sim::physics
