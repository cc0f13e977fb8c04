#include "unpod/platform/session.h"

#include <SDL.h>

#include <string>

#include "unpod/platform/display.h"
#include "unpod/platform/error.h"

namespace unpod::platform {

Session::Session() {
  if (const auto reason = missing_display()) throw PlatformError(*reason);
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0)
    throw PlatformError(std::string("cannot initialise SDL video: ") + SDL_GetError());
  // A display that is named but does not answer can still leave SDL on a driver that shows
  // nothing.
  const char* driver = SDL_GetCurrentVideoDriver();
  if (const auto reason =
          unseen_driver(driver ? driver : "", [](const char* name) { return SDL_getenv(name); })) {
    SDL_Quit();
    throw PlatformError(*reason);
  }
  // Game controllers are optional: without the subsystem the players have the keyboard. SDL
  // reports the controllers already connected as added (input.cpp opens them).
  SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
}

Session::~Session() {
  SDL_Quit();
}

}  // namespace unpod::platform
