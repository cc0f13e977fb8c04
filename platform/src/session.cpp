#include "unpod/platform/session.h"

#include <SDL.h>

#include <string>

#include "unpod/platform/error.h"

namespace unpod::platform {

Session::Session() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0)
    throw PlatformError(std::string("cannot initialise SDL video: ") + SDL_GetError());
  // Game controllers are optional: without the subsystem the players have the keyboard. SDL
  // reports the controllers already connected as added (input.cpp opens them).
  SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER);
}

Session::~Session() {
  SDL_Quit();
}

}  // namespace unpod::platform
