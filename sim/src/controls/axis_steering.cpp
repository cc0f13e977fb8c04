// A joystick's axis to the wheels' angle, as FUN_00415a8c and FUN_00415b70 shape it.
#include "unpod/sim/controls/axis_steering.h"

namespace unpod::sim::controls {

using physics::abs_fx;
using physics::add;
using physics::div;
using physics::mul;
using physics::narrow;

Fx axis_offset(const Device& device, int32_t x) {
  return narrow((int64_t{x} - device.x_centre) * 256);
}

Fx axis_travel(const Device& device) {
  return narrow(int64_t{device.x_travel} * 256);
}

// POD FUN_00415a8c: half linear, half square, reaching max at |v| = |r| (3/8 max at half travel).
Fx linear_axis_angle(Fx max, Fx v, Fx r) {
  const Fx ar = abs_fx(r), av = abs_fx(v);
  if (ar == 0) return 0;
  const Fx k = div(max, narrow(int64_t{ar} * 2));
  const Fx a = mul(k, add(div(mul(v, v), ar), av));
  return v < 0 ? narrow(-int64_t{a}) : a;
}

// POD FUN_00415b70: gentle round the centre (max / 16 at half travel), max at full travel.
Fx quartic_axis_angle(Fx max, Fx v, Fx r) {
  const Fx ar = abs_fx(r);
  if (ar == 0) return 0;
  const Fx q = div(abs_fx(v), ar);
  const Fx q2 = mul(q, q);
  const Fx a = mul(max, mul(q2, q2));
  return v < 0 ? narrow(-int64_t{a}) : a;
}

}  // namespace unpod::sim::controls
