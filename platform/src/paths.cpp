#include "unpod/platform/paths.h"

#include <SDL.h>

namespace unpod::platform {

std::filesystem::path executable_dir() {
  char* base = SDL_GetBasePath();
  if (!base) return {};
  std::filesystem::path dir(base);
  SDL_free(base);
  // SDL ends the path with a separator: "/opt/unpod/bin/" -> "/opt/unpod/bin".
  if (dir.filename().empty()) dir = dir.parent_path();
  return dir;
}

std::filesystem::path user_data_dir() {
  char* pref = SDL_GetPrefPath("Un-POD", "unpod");
  if (!pref) return {};
  std::filesystem::path dir(pref);
  SDL_free(pref);
  if (dir.filename().empty()) dir = dir.parent_path();
  return dir;
}

}  // namespace unpod::platform
