// POD's impulse: the quantity FUN_00420adc returns and FUN_00416284 hands on, which POD compares
// with its thresholds (the contact sound's 0x2000, damage's 50,000 against half of it, the
// parts' and props' health). It is a momentum divided by the step on kilogram masses, where our
// masses are tonnes and our forces kN (physics/inferred.h, "Units"; docs/PHYSICS.md): its raw
// value is the force in newtons, so it keeps the notes' thresholds' meaning, and it is turned
// into our force only where it becomes one.
#pragma once

#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/vec.h"

namespace unpod::sim::physics {

// A mass of ours (tonnes, 16.16) in kilograms (16.16).
inline Fx kilograms(int64_t tonnes) {
  return narrow(tonnes * kKilogramsPerTonne);
}

// POD's impulse (raw: newtons) as our force (kN, 16.16): × 65536 / 1000, truncated.
inline Fx force_from_impulse(Fx impulse) {
  return narrow(int64_t{impulse} * 65536 / kKilogramsPerTonne);
}

// Our force (kN, 16.16) as POD's impulse (raw: newtons): × 1000 / 65536, truncated.
inline Fx impulse_from_force(Fx force) {
  return narrow(int64_t{force} * kKilogramsPerTonne / 65536);
}

}  // namespace unpod::sim::physics
