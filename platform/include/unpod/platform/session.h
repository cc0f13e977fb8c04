// The SDL session: SDL_Init on construction, SDL_Quit on destruction. Everything else in
// platform (window, clock, events) lives inside one.
#pragma once

namespace unpod::platform {

class Session {
 public:
  Session();  // throws PlatformError
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
};

}  // namespace unpod::platform
