// The frame loop's pace (screens/game.h runs the loop).
#pragma once

#include <cstdint>

namespace unpod::game {

// At most this many frames a second, vsync or not: a virtual X server has no vsync and a
// 2-core machine running the tests has no core to spare for a spinning loop.
inline constexpr uint32_t kMinFrameMs = 16;

// How long a frame lasts at least, in milliseconds, with the settings' [video] frame_cap (frames
// a second; 0: none) and whether vsync paces the swaps: the cap's frame time, else nothing
// beyond vsync; without vsync and without a cap, kMinFrameMs.
inline constexpr uint32_t frame_wait_ms(int frame_cap, bool vsync) {
  if (frame_cap > 0)
    return (1000u + static_cast<uint32_t>(frame_cap) - 1) / static_cast<uint32_t>(frame_cap);
  return vsync ? 0 : kMinFrameMs;
}

}  // namespace unpod::game
