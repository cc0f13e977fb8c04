#include "controls/crash_rumble.h"

namespace unpod::game::controls {

float crash_rumble(const sim::physics::RacerEvents& events) {
  if (events.broken != 0) return kBreakRumble;
  if (events.car_contacts > 0 || events.prop_hits > 0) return kCrashRumble;
  return 0.0f;
}

}  // namespace unpod::game::controls
