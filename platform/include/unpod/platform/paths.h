// Where the running program lives, for data shipped beside it (the demo disc).
#pragma once

#include <filesystem>

namespace unpod::platform {

// The folder holding the executable (SDL_GetBasePath); empty when SDL cannot tell. Needs no
// Session.
std::filesystem::path executable_dir();

// The user's own folder for what the game writes (screenshots, best times, settings):
// SDL_GetPrefPath("Un-POD", "unpod"), created when missing; empty when SDL cannot tell. Needs a
// Session.
std::filesystem::path user_data_dir();

}  // namespace unpod::platform
