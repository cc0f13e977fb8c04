// The impulse of a contact and where it goes.
#include "unpod/sim/physics/cars.h"
#include "unpod/sim/physics/pod_impulse.h"
#include "unpod/sim/physics/step.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// POD FUN_00420adc: closing × ((2 ma mb / (ma + mb)) >> 8) / (dt << 8), the masses in
// kilograms (pod_impulse.h).
Fx contact_impulse(const Vec16& va, const Vec16& vb, const Vec16& normal, Fx ma, Fx mb, Fx dt) {
  const Fx closing = dot(sub(va, vb), normal);
  if (closing <= 0 || ma <= 0 || mb <= 0 || dt <= 0) return 0;
  const Fx pair_mass = kilograms(2 * int64_t{ma} * mb / (int64_t{ma} + mb));
  return div(mul(closing, fx::sar(pair_mass, 8)), narrow(int64_t{dt} << 8));
}

// POD FUN_00420b4c.
void carry_impulse(CarState& car, const Vec16& toward, Fx impulse, const Vec16& at) {
  if (impulse == 0) return;
  const Vec16* axes[3] = {&car.forward, &car.left, &car.up};
  size_t best = 0;
  Fx best_dot = 0;
  for (size_t k = 0; k < 3; ++k) {
    const Fx d = dot(toward, *axes[k]);
    if (abs_fx(d) > abs_fx(best_dot)) {
      best = k;
      best_dot = d;
    }
  }
  const Fx size = force_from_impulse(impulse);
  const Vec16 force = scale(*axes[best], best_dot >= 0 ? size : narrow(-int64_t{size}));
  car.carried_force = add(car.carried_force, force);
  car.carried_torque = add(car.carried_torque, cross(sub(at, car.centre), force));
}

bool contact_sound(CarState& a, CarState& b, Fx impulse) {
  const bool in_a = (a.sound_bits & sound::kCarContact) != 0;
  const bool in_b = (b.sound_bits & sound::kCarContact) != 0;
  if (impulse > kContactSoundImpulse) {
    if (in_a || in_b) return false;
    a.sound_bits |= sound::kCarContact;
    b.sound_bits |= sound::kCarContact;
    return true;
  }
  if (in_a && in_b) {
    a.sound_bits &= static_cast<uint8_t>(~sound::kCarContact);
    b.sound_bits &= static_cast<uint8_t>(~sound::kCarContact);
  }
  return false;
}

}  // namespace unpod::sim::physics
