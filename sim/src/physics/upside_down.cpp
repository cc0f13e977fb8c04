// A car on its roof for 2.5 s is put back.
#include "unpod/sim/physics/putback.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_004159d8 (inferred.h: upside down while up z < 0.25, on its roof or its side; the
// timer at 0x4f0 a 16.16 count kept in its two halves).
bool upside_down(CarState& car, const StepContext& ctx) {
  if (car.up[2] >= kUpsideDownZ) {
    car.upside_down_lo = car.upside_down_hi = 0;
    return false;
  }
  const uint32_t before =
      uint32_t(uint16_t(car.upside_down_hi)) << 16 | uint16_t(car.upside_down_lo);
  const Fx t = add(static_cast<Fx>(before), ctx.dt);
  car.upside_down_lo = static_cast<int16_t>(t & 0xffff);
  car.upside_down_hi = static_cast<int16_t>(t >> 16);
  if (t < kUpsideDownTime) return false;
  put_back(car, *ctx.world, ctx.path_heading ? ctx.path_heading() : std::nullopt, ctx.fallback,
           ctx.lengths);
  return true;
}

}  // namespace unpod::sim::physics
