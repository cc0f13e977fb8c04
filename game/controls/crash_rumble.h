// How hard a player's pad shakes for what the sim says their car did this frame: a crash (a hit
// on another car or a prop) shakes it, a body part breaking shakes it full.
#pragma once

#include <cstdint>

#include "unpod/sim/physics/simulation.h"

namespace unpod::game::controls {

inline constexpr uint32_t kCrashRumbleMs = 200;
inline constexpr float kCrashRumble = 0.6f;  // of the motors' strength
inline constexpr float kBreakRumble = 1.0f;

// 0: no crash this frame.
float crash_rumble(const sim::physics::RacerEvents& events);

}  // namespace unpod::game::controls
