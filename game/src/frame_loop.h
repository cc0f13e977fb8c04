// The frame loop's pace (screens/game.h runs the loop).
#pragma once

#include <cstdint>

namespace unpod::game {

// At most this many frames a second, vsync or not: a virtual X server has no vsync and a
// 2-core machine running the tests has no core to spare for a spinning loop.
inline constexpr uint32_t kMinFrameMs = 16;

}  // namespace unpod::game
