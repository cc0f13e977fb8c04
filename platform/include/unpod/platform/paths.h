// Where the running program lives, for data shipped beside it (the demo disc).
#pragma once

#include <filesystem>

namespace unpod::platform {

// The folder holding the executable (SDL_GetBasePath); empty when SDL cannot tell. Needs no
// Session.
std::filesystem::path executable_dir();

}  // namespace unpod::platform
