#include "unpod/platform/pads.h"

#include <SDL.h>

#include <algorithm>

namespace unpod::platform {

int add_pad_mappings(const std::filesystem::path& file, std::string& error) {
  const int added = SDL_GameControllerAddMappingsFromFile(file.string().c_str());
  if (added < 0) error = SDL_GetError();
  return added;
}

bool rumble_pad(int32_t id, float strength, uint32_t ms) {
  SDL_GameController* pad = SDL_GameControllerFromInstanceID(id);
  if (!pad) return false;
  const auto level = static_cast<Uint16>(std::clamp(strength, 0.0f, 1.0f) * 65535.0f);
  return SDL_GameControllerRumble(pad, level, level, ms) == 0;
}

}  // namespace unpod::platform
