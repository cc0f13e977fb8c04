#include "unpod/platform/clock.h"

#include <SDL.h>

namespace unpod::platform {

// SDL_GetTicks64 never wraps; the difference fits 32 bits for 49 days, as timeGetTime did.
Clock::Clock() : start_ms_(SDL_GetTicks64()) {}

uint32_t Clock::now_ms() const {
  return static_cast<uint32_t>(SDL_GetTicks64() - start_ms_);
}

void Clock::sleep_until(uint32_t ms) const {
  const uint32_t now = now_ms();
  if (now < ms) SDL_Delay(ms - now);
}

}  // namespace unpod::platform
