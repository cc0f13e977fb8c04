#include "unpod/sim/fx/reciprocal_divide.h"

#include "unpod/sim/fx/fixed16.h"
#include "unpod/sim/fx/tables.h"

namespace unpod::sim::fx {

// POD (pod-car-physics.md, "Arithmetic"): the reciprocal-table divide; its call sites are not
// in the notes (docs/PORT.md).
std::optional<int32_t> div16_by_reciprocal(int32_t a, int32_t b) {
  if (b > kReciprocalDivideMax || b < -kReciprocalDivideMax) return std::nullopt;
  return mul16(a, tables().reciprocal(sar(b, 8)));
}

}  // namespace unpod::sim::fx
