#include "unpod/platform/session.h"

#include <SDL.h>

#include <string>

#include "unpod/platform/error.h"

namespace unpod::platform {

Session::Session() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0)
    throw PlatformError(std::string("cannot initialise SDL video: ") + SDL_GetError());
}

Session::~Session() {
  SDL_Quit();
}

}  // namespace unpod::platform
